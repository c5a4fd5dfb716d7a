/** An average to one decimal, the reader's way (`4,7` / `4.7`); a dash without reviews. */
export const formatAverage = (value: number | null, language: 'fr' | 'en'): string =>
  value === null ? '—' : new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
