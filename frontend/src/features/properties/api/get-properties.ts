import type { Property } from '@weklean/domain';
import useSWR from 'swr';
import { client, ok } from '../../../lib/api';

export const PROPERTIES_URL = client.properties.$path();
/** The properties screen's reading of the list, under the bare URL (the booking form keeps its own). */
export const PROPERTIES_KEY = PROPERTIES_URL;

export async function fetchProperties(): Promise<Property[]> {
  return (await ok(client.properties.$get(undefined, { init: { cache: 'no-store' } }))).items;
}

/** `GET /api/properties` → `{ items }`, newest first; read again on every visit. */
export function useProperties() {
  return useSWR(PROPERTIES_KEY, fetchProperties, { revalidateOnMount: true });
}
