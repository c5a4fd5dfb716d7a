import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { CITIES_URL, parseCity, type City } from './search-cities';

/** `GET /api/places/cities/:id` for each id: the names of the cities a profile already names. */
export async function fetchCities(ids: readonly string[]): Promise<City[]> {
  const answers = await Promise.all(ids.map(async (id) => parseCity(await api.get(`${CITIES_URL}/${encodeURIComponent(id)}`))));
  return answers.flatMap((city) => city ?? []);
}

export function useCityNames(ids: readonly string[]) {
  const wanted = [...new Set(ids)].sort();
  return useSWR(wanted.length === 0 ? null : [CITIES_URL, 'onboarding-names', ...wanted], ([, , ...rest]: readonly string[]) =>
    fetchCities(rest),
  );
}
