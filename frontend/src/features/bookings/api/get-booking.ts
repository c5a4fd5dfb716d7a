import useSWR from 'swr';
import { client, ok, pathParams } from '../../../lib/api';

/** The booking's SWR key: its route's path. */
export function bookingUrl(id: string): string {
  return client.bookings[':id'].$path({ param: pathParams({ id }), query: {} });
}

/**
 * `GET /api/bookings/:id` → `BookingDetails`; `after` (a command's 202 position): once the read model holds it.
 */
export async function fetchBooking(id: string, after?: string) {
  return ok(client.bookings[':id'].$get({ param: pathParams({ id }), query: after === undefined ? {} : { after } }, { init: { cache: 'no-store' } }));
}

/** Read again on every visit: the other side, and the expiry worker, change a booking while it sits in the cache. */
export function useBooking(id: string | undefined) {
  return useSWR(id === undefined ? null : bookingUrl(id), () => fetchBooking(id ?? ''), { revalidateOnMount: true });
}
