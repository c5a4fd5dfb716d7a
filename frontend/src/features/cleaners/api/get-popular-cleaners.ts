import useSWR from 'swr';
import { CLEANERS_URL } from './list-cleaners';
import { featuredUrl, fetchFeatured } from './get-recommended-cleaners';

export const POPULAR_URL = `${CLEANERS_URL}/popular`;

/** `GET /api/cleaners/popular?city=&limit=8` → `{ items: CleanerCard[] }`, the same for every visitor. */
export function usePopularCleaners(cityId: string | null) {
  return useSWR(featuredUrl(POPULAR_URL, cityId), fetchFeatured);
}
