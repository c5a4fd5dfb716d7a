import { addDays, isoWeekOfDate, mondayOf } from '@weklean/domain';

/** An ISO week (`2026-W47`) from the `week` query, or null when absent or not one (the server's default then). */
export function weekFromQuery(value: string | null): string | null {
  return value !== null && mondayOf(value) !== null ? value : null;
}

/** The ISO week of a calendar date (`YYYY-MM-DD`). */
export const weekOfDate = (date: string): string => isoWeekOfDate(date);

/**
 * The ISO week meant by a day picked in the week picker. The picker's rows start on the locale's first day (Sunday in
 * English, Monday in French), so a row can straddle two ISO weeks: the one meant holds most of the row, the one of its
 * fourth day. Any day of a row gives the same week.
 */
export function weekOfPickedDay(date: string, firstDayOfWeek: number): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const rowStart = addDays(date, -((weekday - firstDayOfWeek + 7) % 7));
  return isoWeekOfDate(addDays(rowStart, 3));
}

/** The Monday of a week, for the picker's value. */
export const mondayOfWeek = (week: string): string | null => mondayOf(week);

/** Amount cells: a non-zero difference is what is still owed, shown as a warning. */
export const differenceTone = (cents: number): 'danger' | undefined => (cents === 0 ? undefined : 'danger');
