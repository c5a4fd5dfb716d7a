import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { City } from './places-types';

export const CITIES_URL = '/api/places/cities';
export const CITY_SEARCH_LIMIT = 10;

export function citySearchUrl(query: string): string {
  return `${CITIES_URL}?${new URLSearchParams({ q: query.trim(), limit: String(CITY_SEARCH_LIMIT) }).toString()}`;
}

/** `GET /api/places/cities?q=&limit=10` → `{ items: { id, name, regionId }[] }`; an empty query gives the largest. */
export async function fetchCities(url: string): Promise<City[]> {
  return (await api.get<{ items: City[] }>(url)).items;
}

/** Pass null to ask nothing (the picker is not in use). */
export function useCitySearch(query: string | null) {
  return useSWR(query === null ? null : citySearchUrl(query), fetchCities, { keepPreviousData: true });
}
