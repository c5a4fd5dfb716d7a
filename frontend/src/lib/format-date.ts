import type { Language } from './i18n/language';

const locale = (language: Language) => (language === 'fr' ? 'fr-CA' : 'en-CA');

/** An instant (ISO, UTC) as the day it was in Quebec: `25 nov. 2026` / `Nov 25, 2026`. */
export const formatQuebecDay = (instant: string, language: Language): string =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: 'America/Toronto' }).format(new Date(instant));

/** An instant (ISO, UTC) on Quebec's clocks: `10 déc. 2026, 14 h 00` / `Dec 10, 2026, 2:00 p.m.`. */
export const formatQuebecDateTime = (instant: string, language: Language): string =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }).format(new Date(instant));
