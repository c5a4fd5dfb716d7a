import useSWR from 'swr';
import { CLEANERS_URL } from './list-cleaners';
import { FEATURED_LIMIT, featuredUrl, fetchFeatured } from './get-recommended-cleaners';

export const POPULAR_URL = `${CLEANERS_URL}/popular`;

/** Twice a row: the home leaves out those the recommended row already shows and still fills its own. */
export const popularUrl = (cityId: string | null) => featuredUrl(POPULAR_URL, cityId, FEATURED_LIMIT * 2);

/** `GET /api/cleaners/popular?city=&limit=16` → `{ items: CleanerCard[] }`, the same for every visitor. */
export function usePopularCleaners(cityId: string | null) {
  return useSWR(popularUrl(cityId), fetchFeatured);
}
