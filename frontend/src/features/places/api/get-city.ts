import useSWR from 'swr';
import { client, ok, pathParams } from '../../../lib/api';
import type { City } from './places-types';

const city = client.places.cities[':city'];

export function cityUrl(cityIdOrName: string): string {
  return city.$path({ param: pathParams({ city: cityIdOrName }) });
}

/** `GET /api/places/cities/:cityIdOrName` → `{ id, name, regionId }`, or 404 for an unknown city. */
export async function fetchCity(cityIdOrName: string): Promise<City> {
  return ok(city.$get({ param: pathParams({ city: cityIdOrName }) }));
}

/** Pass null to ask nothing. */
export function useCity(cityIdOrName: string | null) {
  return useSWR(cityIdOrName === null || cityIdOrName === '' ? null : cityUrl(cityIdOrName), () => fetchCity(cityIdOrName ?? ''));
}
