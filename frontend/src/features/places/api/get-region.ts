import useSWR from 'swr';
import { client, ok, pathParams } from '../../../lib/api';
import type { RegionWithCities } from './places-types';

const region = client.places.regions[':region'];

export function regionUrl(regionId: string): string {
  return region.$path({ param: pathParams({ region: regionId }) });
}

/** `GET /api/places/regions/:regionId` → the region and its cities, or 404 for an unknown region. */
export async function fetchRegion(regionId: string): Promise<RegionWithCities> {
  return ok(region.$get({ param: pathParams({ region: regionId }) }));
}

export function useRegion(regionId: string | null) {
  return useSWR(regionId === null || regionId === '' ? null : regionUrl(regionId), () => fetchRegion(regionId ?? ''));
}
