import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { BookingProperty } from './booking-answers';

export const PROPERTIES_URL = client.properties.$path();
/** The form's reading of the list; the properties screens keep theirs under the bare URL. */
export const PROPERTIES_KEY = [PROPERTIES_URL, 'booking'] as const;

/** `GET /api/properties` → `{ items: Property[] }`, the signed-in client's, newest first. */
export async function fetchProperties(): Promise<BookingProperty[]> {
  return (await ok(client.properties.$get(undefined, { init: { cache: 'no-store' } }))).items;
}

/** Read again on every visit: the client may come back from adding a property. */
export function useBookingProperties() {
  return useSWR(PROPERTIES_KEY, fetchProperties, { revalidateOnMount: true });
}
