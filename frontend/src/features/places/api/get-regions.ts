import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { Region } from './places-types';

export const REGIONS_URL = client.places.regions.$path();

/** `GET /api/places/regions` → `{ items: { id, code, nameFr, nameEn }[] }` (the 17 regions of Quebec). */
export async function fetchRegions(): Promise<readonly Region[]> {
  return (await ok(client.places.regions.$get())).items;
}

/** Pass false to ask nothing yet. */
export function useRegions(enabled = true) {
  return useSWR(enabled ? REGIONS_URL : null, fetchRegions);
}
