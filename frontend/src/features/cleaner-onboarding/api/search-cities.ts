import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/** A city of the bundled Quebec places (`GET /api/places/cities`). */
export type City = Answer<Api['places']['cities'][':city']['$get']>;
export type Region = Answer<Api['places']['regions']['$get']>['items'][number];

const cities = client.places.cities;
export const CITIES_URL = cities.$path();
const REGIONS_URL = client.places.regions.$path();
const SEARCH_LIMIT = 10;

const searchQuery = (query: string) => ({ query: { q: query.trim(), limit: String(SEARCH_LIMIT) } });

export function citySearchUrl(query: string): string {
  return cities.$path(searchQuery(query));
}

/** `GET /api/places/cities?q=&limit=10` → `{ items }`. Keys carry the feature's name: another screen may cache these URLs its own way. */
export function useCitySearch(query: string | null) {
  return useSWR(query === null ? null : [citySearchUrl(query), 'onboarding'], async () => (await ok(cities.$get(searchQuery(query ?? '')))).items, {
    keepPreviousData: true,
  });
}

/** `GET /api/places/regions`: the region beside a city's name tells homonyms apart. */
export function useRegions(enabled: boolean) {
  return useSWR(enabled ? [REGIONS_URL, 'onboarding'] : null, async () => (await ok(client.places.regions.$get())).items);
}
