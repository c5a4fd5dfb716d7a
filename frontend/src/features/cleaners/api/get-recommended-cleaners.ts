import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import { useSession } from '../../../lib/session/session-context';
import type { CleanerCard } from './cleaner-types';

export const RECOMMENDED_URL = client.cleaners.recommended.$path();
export const FEATURED_LIMIT = 8;

/** `?city=&limit=` of the featured rows (recommended, popular): the city only when one is chosen. */
export const featuredQuery = (cityId: string | null, limit = FEATURED_LIMIT) => ({
  query: { ...(cityId === null ? {} : { city: cityId }), limit: String(limit) },
});

export const recommendedUrl = (cityId: string | null) => client.cleaners.recommended.$path(featuredQuery(cityId));

/** `GET /api/cleaners/recommended?city=&limit=8` → `{ items: CleanerCard[] }`. */
export async function fetchRecommended(cityId: string | null): Promise<CleanerCard[]> {
  return (await ok(client.cleaners.recommended.$get(featuredQuery(cityId)))).items;
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
  return useSWR([recommendedUrl(cityId), viewer], () => fetchRecommended(cityId));
}
