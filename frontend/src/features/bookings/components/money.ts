import { formatMoney, formatPercent } from '../../../lib/format-money';
import type { Language } from '../../../lib/i18n/language';

/** The API's integer cents as dollars: `50,00 $` / `$50.00`. */
export function formatCents(cents: number, language: Language): string {
  return formatMoney(cents / 100, language);
}

/** A rate of the price rules as a percentage: `9,975 %` / `9.975%`. */
export function formatRate(rate: { numerator: number; denominator: number }, language: Language): string {
  return formatPercent(rate.numerator / rate.denominator, language, 3);
}
