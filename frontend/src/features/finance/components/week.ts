import { isoWeekOfDate, mondayOf } from '@weklean/domain';

/** An ISO week (`2026-W47`) from the `week` query, or null when absent or not one (the server's default then). */
export function weekFromQuery(value: string | null): string | null {
  return value !== null && mondayOf(value) !== null ? value : null;
}

/** The ISO week of a calendar date (`YYYY-MM-DD`), as the week picker writes it. */
export const weekOfDate = (date: string): string => isoWeekOfDate(date);

/** The Monday of a week, for the picker's value. */
export const mondayOfWeek = (week: string): string | null => mondayOf(week);

/** Amount cells: a non-zero difference is what is still owed, shown as a warning. */
export const differenceTone = (cents: number): 'danger' | undefined => (cents === 0 ? undefined : 'danger');
