import { addMonths, isInstant, localDateTime } from '../cleaners/dates';
import { BOOKING_LIMITS, BOOKING_TIME_ZONE } from './booking-limits';
import { DurationInvalidError, DurationTooShortError, MustEndSameDayError, StartTooFarError, StartTooSoonError } from './booking-errors';
import { InvalidDateError } from '../cleaners/cleaner-errors';

/** Instant arithmetic on ISO strings (no clock: every instant comes from a command). */
export const addMinutes = (instant: string, minutes: number): string => new Date(Date.parse(instant) + minutes * 60_000).toISOString();
export const minutesBetween = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / 60_000;

/** The Quebec date of an instant: the schedule stream it belongs to. */
export const quebecDate = (instant: string): string => {
  const local = localDateTime(instant, BOOKING_TIME_ZONE);
  if (!local) throw new InvalidDateError('startsAt');
  return local.date;
};

export const checkDuration = (hours: number): void => {
  if (!Number.isFinite(hours)) throw new DurationInvalidError();
  if (hours < BOOKING_LIMITS.durationHours.min) throw new DurationTooShortError();
  if (hours > BOOKING_LIMITS.durationHours.max || !Number.isInteger(hours / BOOKING_LIMITS.durationHours.step)) throw new DurationInvalidError();
};

/**
 * A time a booking may take, as seen at `now`: not too soon, not too far, and over by midnight on the Quebec day it
 * starts (a booking lives in one day's schedule stream). Returns the end instant, normalized start.
 */
export const checkTime = (startsAt: string, durationHours: number, now: string): { startsAt: string; endsAt: string } => {
  if (!isInstant(startsAt)) throw new InvalidDateError('startsAt');
  const start = new Date(startsAt).toISOString();
  if (minutesBetween(now, start) < BOOKING_LIMITS.minLeadMinutes) throw new StartTooSoonError();
  if (minutesBetween(now, start) > BOOKING_LIMITS.maxAdvanceDays * 24 * 60) throw new StartTooFarError();
  const endsAt = addMinutes(start, durationHours * 60);
  if (quebecDate(start) !== quebecDate(addMinutes(endsAt, -1))) throw new MustEndSameDayError();
  return { startsAt: start, endsAt };
};

const shiftDate = (date: string, days: number): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** The instant of a Quebec wall-clock date and time (the offset found for that very day, so DST is respected). */
export const quebecInstant = (date: string, time: string): string => {
  let guess = Date.parse(`${date}T${time}:00Z`);
  for (let i = 0; i < 3; i += 1) {
    const local = localDateTime(new Date(guess).toISOString(), BOOKING_TIME_ZONE);
    if (!local) break;
    const shown = Date.parse(`${local.date}T${local.time}:00Z`);
    const wanted = Date.parse(`${date}T${time}:00Z`);
    if (shown === wanted) break;
    guess += wanted - shown;
  }
  return new Date(guess).toISOString();
};

/**
 * The starts of a series on the Quebec clock: every 7 or 14 days, a calendar month, or `intervalDays` apart, at the
 * same wall-clock time (a weekly 9:00 stays 9:00 across the change to daylight saving time). The first is `startsAt`.
 */
export const seriesStarts = (
  startsAt: string,
  frequency: 'one-time' | 'weekly' | 'bi-weekly' | 'monthly' | 'custom',
  occurrences: number,
  intervalDays = 7,
): string[] => {
  const local = localDateTime(startsAt, BOOKING_TIME_ZONE);
  if (!local || frequency === 'one-time') return [new Date(startsAt).toISOString()];
  return Array.from({ length: occurrences }, (_, k) => {
    if (k === 0) return new Date(startsAt).toISOString();
    const date =
      frequency === 'monthly'
        ? addMonths(local.date, k)
        : shiftDate(local.date, k * (frequency === 'weekly' ? 7 : frequency === 'bi-weekly' ? 14 : intervalDays));
    return quebecInstant(date, local.time);
  });
};
