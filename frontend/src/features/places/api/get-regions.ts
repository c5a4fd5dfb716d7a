import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Region } from './places-types';

export const REGIONS_URL = '/api/places/regions';

/** `GET /api/places/regions` → `{ items: { id, code, nameFr, nameEn }[] }` (the 17 regions of Quebec). */
export async function fetchRegions(url: string): Promise<Region[]> {
  return (await api.get<{ items: Region[] }>(url)).items;
}

/** Pass false to ask nothing yet. */
export function useRegions(enabled = true) {
  return useSWR(enabled ? REGIONS_URL : null, fetchRegions);
}
