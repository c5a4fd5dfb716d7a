import useSWR from 'swr';
import { client, ok } from '../../../lib/api';

const suggest = client.geocoding.suggest;
const suggestArgs = (query: string) => ({ query: { q: query.trim() } });
/** The server's bounds on the query (docs/api/properties.md). */
export const SUGGEST_QUERY = { min: 3, max: 200 } as const;

export function suggestUrl(query: string): string {
  return suggest.$path(suggestArgs(query));
}

/** A query the server takes, or null (too short or too long: nothing to ask). */
export function suggestQuery(text: string): string | null {
  const query = text.trim();
  return query.length >= SUGGEST_QUERY.min && query.length <= SUGGEST_QUERY.max ? query : null;
}

/** `GET /api/geocoding/suggest?q=` → `{ items }` (at most 8). Keys carry the feature's name. */
export function useAddressSuggestions(query: string | null) {
  return useSWR(query === null ? null : [suggestUrl(query), 'properties'], async () =>
    (await ok(suggest.$get(suggestArgs(query ?? '')))).items,
  { keepPreviousData: true });
}
