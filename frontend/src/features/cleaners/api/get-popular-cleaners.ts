import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { CleanerCard } from './cleaner-types';
import { FEATURED_LIMIT, featuredQuery } from './get-recommended-cleaners';

export const POPULAR_URL = client.cleaners.popular.$path();

/** Twice a row: the home leaves out those the recommended row already shows and still fills its own. */
const popularQuery = (cityId: string | null) => featuredQuery(cityId, FEATURED_LIMIT * 2);
export const popularUrl = (cityId: string | null) => client.cleaners.popular.$path(popularQuery(cityId));

/** `GET /api/cleaners/popular?city=&limit=16` → `{ items: CleanerCard[] }`, the same for every visitor. */
export async function fetchPopular(cityId: string | null): Promise<CleanerCard[]> {
  return (await ok(client.cleaners.popular.$get(popularQuery(cityId)))).items;
}

export function usePopularCleaners(cityId: string | null) {
  return useSWR(popularUrl(cityId), () => fetchPopular(cityId));
}
