import { frenchFirstOfMonth } from '@weklean/domain';
import type { Language } from '../../../lib/i18n/language';

const locale = (language: Language) => (language === 'en' ? 'en-CA' : 'fr-CA');

/** A calendar day (`YYYY-MM-DD`) read as that day wherever the browser is: formatted in UTC, where it was built. */
function asDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** `lundi 18 mai` / `Monday, May 18`. */
export function formatWeekday(date: string, language: Language): string {
  return frenchFirstOfMonth(new Intl.DateTimeFormat(locale(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(asDate(date)));
}

/** `18 mai 2026` / `May 18, 2026`. */
export function formatDay(date: string, language: Language): string {
  return frenchFirstOfMonth(new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(asDate(date)));
}

export function languageOf(resolved: string | undefined): Language {
  return resolved === 'en' ? 'en' : 'fr';
}
