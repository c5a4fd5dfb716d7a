/**
 * Folds a place name or a query for comparison: no accents, no case, ligatures spelled out, any run of
 * punctuation or spaces as one space, and the usual Quebec abbreviations written out ("St-Jérôme",
 * "Ste-Julie"), so that "st jerome", "Saint-Jérôme" and "SAINT JEROME" all fold to "saint jerome".
 */
export const foldName = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word === 'st' ? 'saint' : word === 'ste' ? 'sainte' : word))
    .join(' ');

/** Kebab-case slug without accents: "Saint-Jean-sur-Richelieu" → "saint-jean-sur-richelieu", "L'Île-Perrot" → "l-ile-perrot". */
export const slugify = (text: string): string => foldName(text).replaceAll(' ', '-');

/**
 * Whether `text` can be a place name at all: at least one letter, and nothing but letters, spaces, hyphens and dashes,
 * apostrophes, periods ("St.") and the exclamation marks of Saint-Louis-du-Ha! Ha!. A digit or a symbol means another
 * field's text (a postal code, a street number) was typed as the city.
 */
export const isWellFormedPlaceName = (text: string): boolean => {
  const name = text.normalize('NFC').trim();
  return /\p{L}/u.test(name) && /^[\p{L}\p{M} .'’!\-‐‑–—]+$/u.test(name);
};
