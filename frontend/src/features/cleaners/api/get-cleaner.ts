import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { CLEANERS_URL } from './list-cleaners';
import type { CleanerProfile } from './cleaner-types';

export function cleanerUrl(slug: string): string {
  return `${CLEANERS_URL}/${encodeURIComponent(slug)}`;
}

/** `GET /api/cleaners/:slug` → the public profile, or 404 `{ code, message }` for an unknown slug. */
export async function fetchCleaner(url: string): Promise<CleanerProfile> {
  return api.get<CleanerProfile>(url);
}

export function useCleaner(slug: string | undefined) {
  return useSWR(slug === undefined || slug === '' ? null : cleanerUrl(slug), fetchCleaner);
}
