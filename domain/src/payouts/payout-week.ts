import { addDays } from '../shared/dates';
import { quebecDateOf, quebecInstant } from '../shared/quebec-time';

/**
 * Payout weeks: ISO 8601 weeks (Monday to Sunday) of the Quebec calendar, written `2026-W47`. A weekly payout, on
 * the Friday, pays the week before (SPEC section 9).
 */

const WEEK = /^(\d{4})-W(\d{2})$/;

/** The Monday of an ISO week, or null when `week` is not one. */
export function mondayOf(week: string): string | null {
  const match = WEEK.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  // Week 1 is the week with the year's first Thursday, so it holds 4 January.
  const fourth = new Date(Date.UTC(year, 0, 4));
  const mondayOfWeek1 = addDays(fourth.toISOString().slice(0, 10), -((fourth.getUTCDay() + 6) % 7));
  const monday = addDays(mondayOfWeek1, (number - 1) * 7);
  return number >= 1 && number <= 53 && isoWeekOfDate(monday) === week ? monday : null;
}

/** The ISO week of a calendar date (`YYYY-MM-DD`). */
export function isoWeekOfDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(day.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The payout week of an instant, on the Quebec calendar. */
export function payoutWeekOf(instant: string): string {
  const date = quebecDateOf(instant);
  if (date === null) throw new RangeError(`not an instant: ${instant}`);
  return isoWeekOfDate(date);
}

/** The week before `week`. */
export function previousWeek(week: string): string {
  const monday = mondayOf(week);
  if (monday === null) throw new RangeError(`not a week: ${week}`);
  return isoWeekOfDate(addDays(monday, -7));
}

/** The Friday of a week: when the week before it is paid out. */
export function fridayOf(week: string): string {
  const monday = mondayOf(week);
  if (monday === null) throw new RangeError(`not a week: ${week}`);
  return addDays(monday, 4);
}

/**
 * The latest week already paid out at `now`: the week before the last Friday 09:00 (Quebec) that has passed. The
 * finance pages open on it.
 */
export function lastPaidWeek(now: Date): string {
  const today = quebecDateOf(now.toISOString());
  if (today === null) throw new RangeError('not an instant');
  for (let back = 0; back < 8; back += 1) {
    const day = addDays(today, -back);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 5) continue;
    const nine = quebecInstant(day, '09:00');
    if (nine !== null && Date.parse(nine) <= now.getTime()) return previousWeek(isoWeekOfDate(day));
  }
  throw new RangeError('no Friday in the last week');
}
