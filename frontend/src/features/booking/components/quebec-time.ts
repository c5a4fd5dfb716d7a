import { BOOKING_LIMITS, BOOKING_TIME_ZONE } from '@weklean/domain';

/**
 * Bookings are made on the Quebec clock whatever the browser's own time zone: the form picks a calendar date and a
 * time of day, and sends the instant they name in America/Toronto. Daylight saving time comes from the runtime's
 * time-zone data (Intl).
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at an instant, read as if it were UTC (milliseconds). */
function wallClockAt(instantMs: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/** The calendar date (`YYYY-MM-DD`) on the Quebec clock at an instant. */
export function quebecDate(instant: Date, timeZone: string = BOOKING_TIME_ZONE): string {
  return new Date(wallClockAt(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant (ISO 8601 UTC) of a date and time on the Quebec clock, or null when they are not a date and a time.
 * At the autumn change the repeated half hour is its first occurrence; at the spring change a time that the clock
 * skips is read with the winter offset (02:30 becomes 03:30 daylight time).
 */
export function quebecInstant(date: string, time: string, timeZone: string = BOOKING_TIME_ZONE): string | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (d === null || t === null) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (new Date(wall).toISOString().slice(0, 10) !== date) return null;
  const hour = 60 * MINUTE;
  const offsets = [wallClockAt(wall - 12 * hour, timeZone) - (wall - 12 * hour), wallClockAt(wall + 12 * hour, timeZone) - (wall + 12 * hour)];
  const candidates = offsets.map((offset) => wall - offset).sort((a, b) => a - b);
  const exact = candidates.find((candidate) => wallClockAt(candidate, timeZone) === wall);
  const before = offsets[0] ?? 0;
  return new Date(exact ?? wall - before).toISOString();
}

/** The last calendar date a booking may start on (SPEC: up to `maxAdvanceDays` ahead), from today's date. */
export function lastBookableDate(today: string): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + BOOKING_LIMITS.maxAdvanceDays)).toISOString().slice(0, 10);
}

/** Whether a start leaves the cleaner the minimum notice (`minLeadMinutes`) from now. */
export function leavesEnoughNotice(startsAt: string, now: Date): boolean {
  return Date.parse(startsAt) - now.getTime() >= BOOKING_LIMITS.minLeadMinutes * MINUTE;
}

/** Whether a visit is over by midnight on the Quebec day it starts (a booking lives in one day's schedule). */
export function endsSameDay(startsAt: string, durationHours: number): boolean {
  const start = Date.parse(startsAt);
  const lastMinute = start + durationHours * 60 * MINUTE - MINUTE;
  return quebecDate(new Date(start)) === quebecDate(new Date(lastMinute));
}
