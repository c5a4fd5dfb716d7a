import type { Language } from '../../../lib/i18n/language';

export { formatCents, formatMoney } from '../../../lib/format-money';

/** A rating out of 5 with one decimal at most: `4,8` / `4.8`. */
export function formatRating(rating: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 1 }).format(rating);
}

/** Response time in the unit that reads best: minutes under an hour, else whole hours. */
export function responseTime(minutes: number): { unit: 'minutes' | 'hours'; count: number } {
  if (minutes < 60) return { unit: 'minutes', count: Math.max(1, Math.round(minutes)) };
  return { unit: 'hours', count: Math.round(minutes / 60) };
}

/** The interface language from i18next's resolved one (French unless English). */
export function languageOf(resolved: string | undefined): Language {
  return resolved === 'en' ? 'en' : 'fr';
}

/** A share out of 100 as a percentage: `95 %` / `95%`. */
export function formatPercent(outOf100: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'percent', maximumFractionDigits: 0 }).format(
    outOf100 / 100,
  );
}

/** A distance in whole kilometres: `14 km` (a non-breaking space in both languages). */
export function formatKilometres(km: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }).format(km).replace(' ', '\u00a0');
}
