import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { CITIES_URL } from './search-cities';
import type { City } from './places-types';

export function cityUrl(cityIdOrName: string): string {
  return `${CITIES_URL}/${encodeURIComponent(cityIdOrName)}`;
}

/** `GET /api/places/cities/:cityIdOrName` → `{ id, name, regionId }`, or 404 for an unknown city. */
export async function fetchCity(url: string): Promise<City> {
  return api.get<City>(url);
}

/** Pass null to ask nothing. */
export function useCity(cityIdOrName: string | null) {
  return useSWR(cityIdOrName === null || cityIdOrName === '' ? null : cityUrl(cityIdOrName), fetchCity);
}
