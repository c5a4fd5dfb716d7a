import { foldName, normalizePostalCode } from '@weklean/domain';

/** What the offline geocoder reads in typed text: "street, city[, QC][ postal code][, Canada]". */
export type AddressText = {
  street: string;
  /** What was typed of the city, possibly its beginning; '' when no city was typed yet. */
  city: string;
  /** Upper case with the space, or '' when none (or only part of one) was typed. */
  postalCode: string;
};

const POSTAL_AT_END = /\s*([a-z]\d[a-z])\s*(\d[a-z]\d)\s*$/i;
const PROVINCE_NAMES = new Set(['qc', 'quebec', 'pq']);
const COUNTRY_NAMES = new Set(['canada', 'ca']);

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Cuts a full postal code off the end of the last part, if one is there. */
function takePostalCode(parts: string[]): string {
  const last = parts.at(-1);
  if (last === undefined) return '';
  const match = POSTAL_AT_END.exec(last);
  const postal = match ? normalizePostalCode(`${match[1]}${match[2]}`) : null;
  if (match === null || postal === null) return '';
  parts[parts.length - 1] = collapse(last.slice(0, match.index));
  if (parts.at(-1) === '') parts.pop();
  return postal;
}

/** Drops trailing words that cannot be part of a city name: a province ("QC") and the start of a postal code. */
function cityOf(part: string): string {
  const words = part.split(' ');
  while (words.length > 1) {
    const last = words.at(-1) ?? '';
    if (/\d/.test(last) || PROVINCE_NAMES.has(foldName(last))) words.pop();
    else break;
  }
  return words.join(' ');
}

/**
 * Splits typed text at its commas. The first part is the street; of the rest, a trailing "Canada", a postal code
 * and a province are recognised (a lone "Québec" stays a city: it is one), and what remains is the city.
 */
export function parseAddressText(text: string): AddressText {
  const [street = '', ...parts] = text.split(',').map(collapse);
  const rest = parts.filter((part) => part !== '');
  if (rest.length > 0 && COUNTRY_NAMES.has(foldName(rest.at(-1) ?? ''))) rest.pop();
  const postalCode = takePostalCode(rest);
  if (rest.length > 1 && PROVINCE_NAMES.has(foldName(rest.at(-1) ?? ''))) rest.pop();
  return { street, city: cityOf(rest.join(' ')), postalCode };
}
