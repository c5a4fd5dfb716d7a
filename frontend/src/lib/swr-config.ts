import type { SWRConfiguration } from 'swr';
import { api } from './api-client';

/** SWR keys are a URL or an array whose first item is the URL (SPEC section 7: "GET of the first query key"). */
export function firstKey(key: unknown): string {
  const first: unknown = Array.isArray(key) ? key[0] : key;
  if (typeof first !== 'string') throw new TypeError('SWR keys must start with a URL');
  return first;
}

/**
 * The default fetcher and cache policy: GET with credentials through the api client (so the 401 rule, cookie and
 * language apply), data never considered stale, no retry. Failures are `ApiError`s whose message follows the
 * spec's rule (status and status text from 500, otherwise status and body).
 */
export const swrConfig: SWRConfiguration = {
  fetcher: (key: unknown) => api.get(firstKey(key)),
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  dedupingInterval: 2_000,
};
