/**
 * French writes the first day of a month as an ordinal: `1er décembre`, `1er déc. 2026`, `lundi 1er juin` (the other
 * days are cardinal: `2 décembre`, `21 décembre`). Intl's fr-CA writes `1 décembre`: every French date the product
 * shows or sends goes through this.
 */
const FIRST_OF_MONTH = /(?<![\p{L}\p{N}])1(?=[\s\u00a0\u202f]+(?:janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc))/gu;

export const frenchFirstOfMonth = (text: string): string => text.replace(FIRST_OF_MONTH, '1er');
