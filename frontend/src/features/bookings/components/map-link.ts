const OSM_ZOOM = 17;
const DECIMALS = 5;

/** The place on openstreetmap.org, opened by the reader in a new tab: nothing is loaded from a map service here. */
export function openStreetMapUrl(lat: number, lng: number): string {
  const [latText, lngText] = [lat.toFixed(DECIMALS), lng.toFixed(DECIMALS)];
  const query = new URLSearchParams({ mlat: latText, mlon: lngText }).toString();
  return `https://www.openstreetmap.org/?${query}#map=${OSM_ZOOM}/${latText}/${lngText}`;
}

export function isCoordinate(lat: number | null, lng: number | null): boolean {
  return lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
