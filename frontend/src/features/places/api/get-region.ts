import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { REGIONS_URL } from './get-regions';
import type { RegionWithCities } from './places-types';

export function regionUrl(regionId: string): string {
  return `${REGIONS_URL}/${encodeURIComponent(regionId)}`;
}

/** `GET /api/places/regions/:regionId` → the region and its cities, or 404 for an unknown region. */
export async function fetchRegion(url: string): Promise<RegionWithCities> {
  return api.get<RegionWithCities>(url);
}

export function useRegion(regionId: string | null) {
  return useSWR(regionId === null || regionId === '' ? null : regionUrl(regionId), fetchRegion);
}
