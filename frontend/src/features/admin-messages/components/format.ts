/** A read rate (0 to 1) as a percentage in the reader's language: "50 %" in French, "50%" in English. */
export const formatRate = (rate: number, language: 'fr' | 'en'): string =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'percent', maximumFractionDigits: 1 }).format(Number.isFinite(rate) ? rate : 0);

/** A text on one line (its line breaks as spaces), cut to `max` characters. */
export const excerpt = (text: string, max = 80): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
};
