import { formatMoney } from '../../../lib/format-money';
import type { Language } from '../../../lib/i18n/language';

/** The interface language from i18next's resolved one (French unless English). */
export function languageOf(resolved: string | undefined): Language {
  return resolved === 'en' ? 'en' : 'fr';
}

/** Cents as dollars in the interface language: `4 512,50 $` / `$4,512.50`. */
export function formatCents(cents: number, language: Language): string {
  return formatMoney(cents / 100, language);
}

/** A number with one decimal at most (a duration in hours, a rating): `4,5` / `4.5`. */
export function formatDecimal(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 1 }).format(value);
}

/** A rate of the price constants as a percentage: `15 %` / `15%`. */
export function formatRate(rate: { numerator: number; denominator: number }, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'percent', maximumFractionDigits: 3 }).format(
    rate.numerator / rate.denominator,
  );
}
