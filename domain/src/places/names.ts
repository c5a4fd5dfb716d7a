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
