import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { CLEANERS_URL } from './list-cleaners';
import type { Answer, Api } from '../../../lib/api-contract';
import type { CleanerCard } from './cleaner-types';

export const RECOMMENDED_URL = `${CLEANERS_URL}/recommended`;
export const FEATURED_LIMIT = 8;

export function featuredUrl(base: string, cityId: string | null, limit = FEATURED_LIMIT): string {
  const params = new URLSearchParams();
  if (cityId !== null) params.set('city', cityId);
  params.set('limit', String(limit));
  return `${base}?${params.toString()}`;
}

/** `GET /api/cleaners/recommended` and `/popular` → `{ items: CleanerCard[] }`. */
export async function fetchFeatured(url: string): Promise<CleanerCard[]> {
  return (await api.get<Answer<Api['cleaners']['recommended']['$get']>>(url)).items;
}

/** True for the cache entries of this endpoint, whoever they were for (feedback changes them). */
export function isRecommendedKey(key: unknown): boolean {
  const first: unknown = Array.isArray(key) ? key[0] : key;
  return typeof first === 'string' && first.startsWith(RECOMMENDED_URL);
}

/**
 * Personalised for a signed-in client by their feedback: the user is part of the key, so one visitor's list is never
 * shown to the next (the default fetcher reads only the first item of the key).
 */
export function useRecommendedCleaners(cityId: string | null) {
  const session = useSession();
  const viewer = session.status === 'signed-in' ? session.user.id : null;
  return useSWR([featuredUrl(RECOMMENDED_URL, cityId), viewer], ([url]: [string, string | null]) => fetchFeatured(url));
}
