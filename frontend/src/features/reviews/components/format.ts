/** `25 nov. 2026` / `Nov 25, 2026`, in Quebec. */
export const formatDay = (instant: string, language: 'fr' | 'en'): string =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeZone: 'America/Toronto' }).format(new Date(instant));

/** `10 déc. 2026, 14 h 00` / `Dec 10, 2026, 2:00 p.m.`: a deadline, in Quebec time. */
export const formatDeadline = (instant: string, language: 'fr' | 'en'): string =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }).format(new Date(instant));

/** An average to one decimal, the reader's way (`4,7` / `4.7`); a dash without reviews. */
export const formatAverage = (value: number | null, language: 'fr' | 'en'): string =>
  value === null ? '—' : new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
