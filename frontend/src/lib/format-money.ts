import type { Language } from './i18n/language';
import { localeOf, unbreakable } from './format-date';

const write = (language: Language, options: Intl.NumberFormatOptions, value: number): string => {
  const text = new Intl.NumberFormat(localeOf(language), options).format(Number.isFinite(value) ? value : 0);
  return language === 'fr' ? unbreakable(text) : text;
};

/** Canadian dollars as Quebecers (`1 234,50 $`, unbreakable spaces) and English Canadians (`$1,234.50`) write them. */
export function formatMoney(dollars: number, language: Language): string {
  return write(language, { style: 'currency', currency: 'CAD' }, dollars);
}

/** An amount the API sends in integer cents (docs/api/), written as money. */
export function formatCents(cents: number, language: Language): string {
  return formatMoney(cents / 100, language);
}

/** A number in the reader's way (`4,5` / `4.5`, `1 234` / `1,234`), at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 1): string {
  return write(language, { maximumFractionDigits }, value);
}

/** A share (0.15 → `15 %` / `15%`), at most `maximumFractionDigits` decimals. */
export function formatPercent(share: number, language: Language, maximumFractionDigits = 1): string {
  return write(language, { style: 'percent', maximumFractionDigits }, share);
}
