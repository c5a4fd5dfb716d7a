import { formatCalendarDay, formatQuebecDay, localeOf } from '../../../lib/format-date';
import type { Language } from '../../../lib/i18n/language';

/**
 * A calendar day the server sends as `YYYY-MM-DD` (already a Quebec date), in words: read at noon UTC so that no
 * time zone can move it to the day before.
 */
export const calendarDay = (date: string, language: Language, style: 'full' | 'medium' = 'full'): string => formatCalendarDay(date, language, style);

/** An instant (ISO, UTC) as the day it was in Quebec. */
export const quebecDay = (instant: string, language: Language, style: 'long' | 'medium' = 'medium'): string =>
  style === 'medium' ? formatQuebecDay(instant, language) : new Intl.DateTimeFormat(localeOf(language), { dateStyle: style, timeZone: 'America/Toronto' }).format(new Date(instant));
