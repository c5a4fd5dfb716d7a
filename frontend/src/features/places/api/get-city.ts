import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { CITIES_URL } from './search-cities';
import { parseCity, type City } from './parse-places';

export function cityUrl(cityIdOrName: string): string {
  return `${CITIES_URL}/${encodeURIComponent(cityIdOrName)}`;
}

/** `GET /api/places/cities/:cityIdOrName` → `{ id, name, regionId }`, or 404 for an unknown city. */
export async function fetchCity(url: string): Promise<City> {
  const city = parseCity(await api.get(url));
  if (city === null) throw new Error('Unexpected city answer');
  return city;
}

/** Pass null to ask nothing. */
export function useCity(cityIdOrName: string | null) {
  return useSWR(cityIdOrName === null || cityIdOrName === '' ? null : cityUrl(cityIdOrName), fetchCity);
}
