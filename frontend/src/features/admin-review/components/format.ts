import type { Language } from '../../../lib/i18n/language';

const locale = (language: Language) => (language === 'en' ? 'en-CA' : 'fr-CA');

export function languageOf(resolved: string | undefined): Language {
  return resolved === 'en' ? 'en' : 'fr';
}

/** A file size in the unit that reads best, written the reader's way: `245 ko` / `245 kB`, `1,5 Mo` / `1.5 MB`. */
export function formatSize(bytes: number, language: Language): string {
  const units = language === 'en' ? ['B', 'kB', 'MB'] : ['o', 'ko', 'Mo'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale(language), { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number}\u00a0${units[unit] ?? ''}`;
}

/** A calendar day (`YYYY-MM-DD`), read as that day wherever the browser is. */
export function formatDay(date: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant on Quebec's clocks, where the platform works. */
export function formatInstant(instant: string, language: Language): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }).format(date);
}
