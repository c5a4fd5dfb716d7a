import useSWR from 'swr';
import { client, pathParams } from '../../../lib/api';
import { readBooking } from '../../../lib/read-your-writes';

/** The booking's SWR key: its route's path. */
export function bookingUrl(id: string): string {
  return client.bookings[':id'].$path({ param: pathParams({ id }), query: {} });
}

/** Read again on every visit: the other side, and the expiry worker, change a booking while it sits in the cache. */
export function useBooking(id: string | undefined) {
  return useSWR(id === undefined ? null : bookingUrl(id), () => readBooking(id ?? ''), { revalidateOnMount: true });
}
