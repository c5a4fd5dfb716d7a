import { formatCalendarDay, formatQuebecDateTime } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-money';
import type { Language } from '../../../lib/i18n/language';

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
  const number = formatNumber(value, language, unit === 0 ? 0 : 1);
  return `${number}\u00a0${units[unit] ?? ''}`;
}

/** A calendar day (`YYYY-MM-DD`), read as that day wherever the browser is. */
export function formatDay(date: string, language: Language): string {
  return formatCalendarDay(date, language);
}

/** An instant on Quebec's clocks, where the platform works. */
export function formatInstant(instant: string, language: Language): string {
  return formatQuebecDateTime(instant, language);
}
