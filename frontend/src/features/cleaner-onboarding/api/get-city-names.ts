import useSWR from 'swr';
import { client, ok, pathParams } from '../../../lib/api';
import { CITIES_URL, type City } from './search-cities';

/** `GET /api/places/cities/:id` for each id: the names of the cities a profile already names. */
export async function fetchCities(ids: readonly string[]): Promise<City[]> {
  return Promise.all(ids.map((id) => ok(client.places.cities[':city'].$get({ param: pathParams({ city: id }) }))));
}

export function useCityNames(ids: readonly string[]) {
  const wanted = [...new Set(ids)].sort();
  return useSWR(wanted.length === 0 ? null : [CITIES_URL, 'onboarding-names', ...wanted], ([, , ...rest]: readonly string[]) =>
    fetchCities(rest),
  );
}
