import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { City } from './places-types';

const cities = client.places.cities;
export const CITIES_URL = cities.$path();
export const CITY_SEARCH_LIMIT = 10;

const searchQuery = (query: string) => ({ query: { q: query.trim(), limit: String(CITY_SEARCH_LIMIT) } });

export function citySearchUrl(query: string): string {
  return cities.$path(searchQuery(query));
}

/** `GET /api/places/cities?q=&limit=10` → `{ items: { id, name, regionId }[] }`; an empty query gives the largest. */
export async function fetchCities(query: string): Promise<City[]> {
  return (await ok(cities.$get(searchQuery(query)))).items;
}

/** Pass null to ask nothing (the picker is not in use). */
export function useCitySearch(query: string | null) {
  return useSWR(query === null ? null : citySearchUrl(query), () => fetchCities(query ?? ''), { keepPreviousData: true });
}
