import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/** `GET /api/places/nearby` → `{ city, km, total, items: { id, name, regionId, distanceKm }[] }` (docs/api/cleaners.md). */
export type NearbyCities = Answer<Api['places']['nearby']['$get']>;
export type NearbyCity = NearbyCities['items'][number];

/** Enough to choose from with one click each, few enough to read. */
export const NEARBY_LIMIT = 12;

const nearby = client.places.nearby;
const nearbyQuery = (cityId: string, km: number) => ({ query: { city: cityId, km: String(km), limit: String(NEARBY_LIMIT) } });

export function nearbyCitiesUrl(cityId: string, km: number): string {
  return nearby.$path(nearbyQuery(cityId, km));
}

/** The cities within `km` of the primary city (none asked while either is unknown). */
export function useNearbyCities(around: { cityId: string; km: number } | null) {
  return useSWR(around === null ? null : [nearbyCitiesUrl(around.cityId, around.km), 'onboarding'], () =>
    ok(nearby.$get(nearbyQuery(around?.cityId ?? '', around?.km ?? 0))),
  );
}
