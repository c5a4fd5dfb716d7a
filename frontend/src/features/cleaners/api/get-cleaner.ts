import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { CLEANERS_URL } from './list-cleaners';
import { parseCleanerProfile, type CleanerProfile } from './parse-cleaner';

export function cleanerUrl(slug: string): string {
  return `${CLEANERS_URL}/${encodeURIComponent(slug)}`;
}

/** `GET /api/cleaners/:slug` → the public profile, or 404 `{ code, message }` for an unknown slug. */
export async function fetchCleaner(url: string): Promise<CleanerProfile> {
  const profile = parseCleanerProfile(await api.get(url));
  if (profile === null) throw new Error('Unexpected cleaner answer');
  return profile;
}

export function useCleaner(slug: string | undefined) {
  return useSWR(slug === undefined || slug === '' ? null : cleanerUrl(slug), fetchCleaner);
}
