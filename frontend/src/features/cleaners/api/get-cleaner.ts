import useSWR from 'swr';
import { client, ok, pathParams } from '../../../lib/api';
import type { CleanerProfile } from './cleaner-types';

export const slugParam = (slug: string) => ({ param: pathParams({ slug }) });

export function cleanerUrl(slug: string): string {
  return client.cleaners[':slug'].$path(slugParam(slug));
}

/** `GET /api/cleaners/:slug` → the public profile, or 404 `{ code, message }` for an unknown slug. */
export async function fetchCleaner(slug: string): Promise<CleanerProfile> {
  return ok(client.cleaners[':slug'].$get(slugParam(slug)));
}

export function useCleaner(slug: string | undefined) {
  return useSWR(slug === undefined || slug === '' ? null : cleanerUrl(slug), () => fetchCleaner(slug ?? ''));
}
