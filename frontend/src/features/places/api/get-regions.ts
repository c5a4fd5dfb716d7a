import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { parseItems, parseRegion, type Region } from './parse-places';

export const REGIONS_URL = '/api/places/regions';

/** `GET /api/places/regions` → `{ items: { id, code, nameFr, nameEn }[] }` (the 17 regions of Quebec). */
export async function fetchRegions(url: string): Promise<Region[]> {
  return parseItems(await api.get(url), parseRegion);
}

/** Pass false to ask nothing yet. */
export function useRegions(enabled = true) {
  return useSWR(enabled ? REGIONS_URL : null, fetchRegions);
}
