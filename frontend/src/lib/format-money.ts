import type { Language } from './i18n/language';

/** Canadian dollars as Quebecers (`25,00 $`) and English Canadians (`$25.00`) write them. */
export function formatMoney(dollars: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(dollars);
}

/** An amount the API sends in integer cents (docs/api/), written as money. */
export function formatCents(cents: number, language: Language): string {
  return formatMoney(cents / 100, language);
}
