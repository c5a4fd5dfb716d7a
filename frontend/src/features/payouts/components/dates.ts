import { frenchFirstOfMonth, mondayOf } from '@weklean/domain';
import { formatCalendarDay, formatQuebecDay, localeOf } from '../../../lib/format-date';
import type { Language } from '../../../lib/i18n/language';

/**
 * A calendar day the server sends as `YYYY-MM-DD` (already a Quebec date), in words: read at noon UTC so that no
 * time zone can move it to the day before.
 */
export const calendarDay = (date: string, language: Language, style: 'full' | 'medium' = 'full'): string => formatCalendarDay(date, language, style);

/** An instant (ISO, UTC) as the day it was in Quebec. */
export const quebecDay = (instant: string, language: Language, style: 'long' | 'medium' = 'medium'): string =>
  style === 'medium' ? formatQuebecDay(instant, language) : frenchFirstOfMonth(new Intl.DateTimeFormat(localeOf(language), { dateStyle: style, timeZone: 'America/Toronto' }).format(new Date(instant)));

/**
 * A payout week (`2026-W42`, ISO) as a person reads it, by its Monday: `12 octobre` / `October 12`, for
 * `semaine du 12 octobre` / `week of October 12`. Null when it is not a week.
 */
export function weekStart(week: string, language: Language): string | null {
  const monday = mondayOf(week);
  return monday === null ? null : formatCalendarDay(monday, language, 'dayMonth');
}
