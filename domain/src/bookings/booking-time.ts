import { addDays, addMonths, isInstant, localDateTime } from '../shared/dates';
import { addMinutes, minutesBetween, quebecDateOf, quebecInstant } from '../shared/quebec-time';
import { BOOKING_LIMITS, BOOKING_TIME_ZONE } from './booking-limits';
import { DurationInvalidError, DurationTooShortError, MustEndSameDayError, StartTooFarError, StartTooSoonError } from './booking-errors';
import { InvalidDateError } from '../cleaners/cleaner-errors';

export { addMinutes, minutesBetween, quebecInstant } from '../shared/quebec-time';

/** The Quebec date of an instant: the schedule stream it belongs to (a refusal when it is not an instant). */
export const quebecDate = (instant: string): string => {
  const date = quebecDateOf(instant);
  if (date === null) throw new InvalidDateError('startsAt');
  return date;
};

export const checkDuration = (hours: number): void => {
  if (!Number.isFinite(hours)) throw new DurationInvalidError();
  if (hours < BOOKING_LIMITS.durationHours.min) throw new DurationTooShortError();
  if (hours > BOOKING_LIMITS.durationHours.max || !Number.isInteger(hours / BOOKING_LIMITS.durationHours.step)) throw new DurationInvalidError();
};

/** Whether a start leaves the minimum notice and is not too far ahead, as seen at `now` (the form asks the same). */
export const startWindowProblem = (startsAt: string, now: string): 'too-soon' | 'too-far' | null => {
  const ahead = minutesBetween(now, startsAt);
  if (!(ahead >= BOOKING_LIMITS.minLeadMinutes)) return 'too-soon';
  if (ahead > BOOKING_LIMITS.maxAdvanceDays * 24 * 60) return 'too-far';
  return null;
};

/** Whether a visit is over by midnight on the Quebec day it starts (a booking lives in one day's schedule stream). */
export const endsSameDay = (startsAt: string, durationHours: number): boolean =>
  quebecDate(startsAt) === quebecDate(addMinutes(startsAt, durationHours * 60 - 1));

/**
 * A time a booking may take, as seen at `now`: not too soon, not too far, and over by midnight on the Quebec day it
 * starts. Returns the end instant, normalized start.
 */
export const checkTime = (startsAt: string, durationHours: number, now: string): { startsAt: string; endsAt: string } => {
  if (!isInstant(startsAt)) throw new InvalidDateError('startsAt');
  const start = new Date(startsAt).toISOString();
  const window = startWindowProblem(start, now);
  if (window === 'too-soon') throw new StartTooSoonError();
  if (window === 'too-far') throw new StartTooFarError();
  if (!endsSameDay(start, durationHours)) throw new MustEndSameDayError();
  return { startsAt: start, endsAt: addMinutes(start, durationHours * 60) };
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
        : addDays(local.date, k * (frequency === 'weekly' ? 7 : frequency === 'bi-weekly' ? 14 : intervalDays));
    // A valid local date and time always name an instant.
    return quebecInstant(date, local.time)!;
  });
};
