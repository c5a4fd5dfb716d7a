import { BOOKING_LIMITS, BOOKING_TIME_ZONE } from '@weklean/domain';
import type { Language } from '../../../lib/i18n/language';

/**
 * Bookings are lived on the Quebec clock (`America/Toronto`), wherever the browser is: instants come from the API in
 * UTC and are shown, and typed, as Quebec wall-clock dates and times.
 */

const locale = (language: Language) => (language === 'en' ? 'en-CA' : 'fr-CA');

function validDate(instant: string): Date | null {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(instant: string, language: Language, options: Intl.DateTimeFormatOptions): string {
  const date = validDate(instant);
  return date === null ? instant : new Intl.DateTimeFormat(locale(language), { ...options, timeZone: BOOKING_TIME_ZONE }).format(date);
}

/** `mercredi 25 novembre 2026` / `Wednesday, November 25, 2026`; `short`: `mer. 25 nov. 2026` / `Wed, Nov 25, 2026`. */
export function formatBookingDate(instant: string, language: Language, style: 'long' | 'short' = 'long'): string {
  return format(instant, language, { weekday: style, day: 'numeric', month: style, year: 'numeric' });
}

/** `9 h 00` / `9:00 a.m.`. */
export function formatTime(instant: string, language: Language): string {
  return format(instant, language, { hour: 'numeric', minute: '2-digit' });
}

/** `25 nov. 2026, 09 h 00` / `Nov 25, 2026, 9:00 a.m.`: when something happened. */
export function formatInstant(instant: string, language: Language): string {
  return format(instant, language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Hours by halves, the reader's way: `4,5` / `4.5`. */
export function formatHours(hours: number, language: Language): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 1 }).format(hours);
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function wallClockOf(epochMs: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute', number> {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(epochMs)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** How far the Quebec clock is ahead of UTC at an instant, in milliseconds (−4 or −5 hours). */
function quebecOffsetMs(epochMs: number): number {
  const wall = wallClockOf(epochMs);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return wallAsUtc - Math.floor(epochMs / 60_000) * 60_000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as Quebec `YYYY-MM-DD` and `HH:mm`: what a date and a time picker show. */
export function quebecParts(instant: string | number): { date: string; time: string } | null {
  const epochMs = typeof instant === 'number' ? instant : (validDate(instant)?.getTime() ?? null);
  if (epochMs === null) return null;
  const wall = wallClockOf(epochMs);
  return { date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`, time: `${pad(wall.hour)}:${pad(wall.minute)}` };
}

const HALF_DAY_MS = 12 * 3_600_000;

/**
 * A Quebec date (`YYYY-MM-DD`) and time (`HH:mm`) as an ISO UTC instant, on either side of a daylight-saving change:
 * the offsets of the day before and after are both tried. A time that happens twice (autumn) is its first
 * occurrence; a time skipped in spring moves an hour forward.
 */
export function quebecToIso(date: string, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (day === null || clock === null) return null;
  const [year, month, dayOfMonth, hour, minute] = [day[1], day[2], day[3], clock[1], clock[2]].map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31 || hour > 23 || minute > 59) return null;
  const wallAsUtc = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  const check = new Date(wallAsUtc);
  if (check.getUTCDate() !== dayOfMonth) return null;
  const candidates = [wallAsUtc - quebecOffsetMs(wallAsUtc - HALF_DAY_MS), wallAsUtc - quebecOffsetMs(wallAsUtc + HALF_DAY_MS)];
  const matching = candidates.filter((candidate) => wallAsUtc - candidate === quebecOffsetMs(candidate));
  return new Date(matching.length > 0 ? Math.min(...matching) : Math.max(...candidates)).toISOString();
}

export type ScheduleProblem = 'too-soon' | 'too-far';

/** The API's window for a start: from 2 hours ahead to 180 days ahead (it checks again). */
export function scheduleProblem(startsAt: string, nowMs: number): ScheduleProblem | null {
  const start = validDate(startsAt)?.getTime();
  if (start === undefined) return 'too-soon';
  if (start < nowMs + BOOKING_LIMITS.minLeadMinutes * 60_000) return 'too-soon';
  if (start > nowMs + BOOKING_LIMITS.maxAdvanceDays * 24 * 3_600_000) return 'too-far';
  return null;
}
