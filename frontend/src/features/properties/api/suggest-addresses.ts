import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';

const SUGGEST_URL = '/api/geocoding/suggest';
/** The server's bounds on the query (docs/api/properties.md). */
export const SUGGEST_QUERY = { min: 3, max: 200 } as const;

export function suggestUrl(query: string): string {
  return `${SUGGEST_URL}?${new URLSearchParams({ q: query.trim() }).toString()}`;
}

/** A query the server takes, or null (too short or too long: nothing to ask). */
export function suggestQuery(text: string): string | null {
  const query = text.trim();
  return query.length >= SUGGEST_QUERY.min && query.length <= SUGGEST_QUERY.max ? query : null;
}

/** `GET /api/geocoding/suggest?q=` → `{ items }` (at most 8). Keys carry the feature's name. */
export function useAddressSuggestions(query: string | null) {
  return useSWR(query === null ? null : [suggestUrl(query), 'properties'], async ([url]: readonly [string, string]) =>
    (await api.get<Answer<Api['geocoding']['suggest']['$get']>>(url)).items,
  { keepPreviousData: true });
}
