import type { Language } from '../../../lib/i18n/language';

const locale = (language: Language) => (language === 'fr' ? 'fr-CA' : 'en-CA');

/**
 * A calendar day the server sends as `YYYY-MM-DD` (already a Quebec date), in words: read at noon UTC so that no
 * time zone can move it to the day before.
 */
export const calendarDay = (date: string, language: Language, style: 'full' | 'medium' = 'full'): string =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** An instant (ISO, UTC) as the day it was in Quebec. */
export const quebecDay = (instant: string, language: Language, style: 'long' | 'medium' = 'medium'): string =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: style, timeZone: 'America/Toronto' }).format(new Date(instant));
