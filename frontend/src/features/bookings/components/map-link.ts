import type { Language } from '../../../lib/i18n/language';

const OSM_ZOOM = 17;
const DECIMALS = 5;

/** The place on openstreetmap.org, opened by the reader in a new tab: nothing is loaded from a map service here. */
export function openStreetMapUrl(lat: number, lng: number): string {
  const [latText, lngText] = [lat.toFixed(DECIMALS), lng.toFixed(DECIMALS)];
  const query = new URLSearchParams({ mlat: latText, mlon: lngText }).toString();
  return `https://www.openstreetmap.org/?${query}#map=${OSM_ZOOM}/${latText}/${lngText}`;
}

/** `45,50170° N, 73,56730° O` / `45.50170° N, 73.56730° W`. */
export function formatCoordinates(lat: number, lng: number, language: Language): string {
  const number = new Intl.NumberFormat(language === 'en' ? 'en-CA' : 'fr-CA', {
    minimumFractionDigits: DECIMALS,
    maximumFractionDigits: DECIMALS,
  });
  const north = lat >= 0 ? 'N' : 'S';
  const east = lng >= 0 ? 'E' : language === 'en' ? 'W' : 'O';
  return `${number.format(Math.abs(lat))}° ${north}, ${number.format(Math.abs(lng))}° ${east}`;
}

export function isCoordinate(lat: number | null, lng: number | null): boolean {
  return lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
