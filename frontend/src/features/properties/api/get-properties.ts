import type { Property } from '@weklean/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';

export const PROPERTIES_URL = '/api/properties';
/** The properties screen's reading of the list, under the bare URL (the booking form keeps its own). */
export const PROPERTIES_KEY = PROPERTIES_URL;

export async function fetchProperties(): Promise<Property[]> {
  return (await api.get<Answer<Api['properties']['$get']>>(PROPERTIES_URL, { cache: 'no-store' })).items;
}

/** `GET /api/properties` → `{ items }`, newest first; read again on every visit. */
export function useProperties() {
  return useSWR(PROPERTIES_KEY, fetchProperties, { revalidateOnMount: true });
}
