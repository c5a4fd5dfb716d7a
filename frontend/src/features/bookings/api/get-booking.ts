import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { BOOKINGS_URL, isBookingListKey } from './list-bookings';
import type { BookingDetails } from './booking-types';

export function bookingUrl(id: string): string {
  return `${BOOKINGS_URL}/${encodeURIComponent(id)}`;
}

/** Every action answers with the booking after it (`BookingDetails`). */
export const toDetails = (body: unknown): BookingDetails => body as BookingDetails;

/** `GET /api/bookings/:id` → `BookingDetails`. */
export async function fetchBooking(url: string): Promise<BookingDetails> {
  return api.get<BookingDetails>(url, { cache: 'no-store' });
}

/** Read again on every visit: the other side, and the expiry worker, change a booking while it sits in the cache. */
export function useBooking(id: string | undefined) {
  return useSWR(id === undefined ? null : bookingUrl(id), fetchBooking, { revalidateOnMount: true });
}

/**
 * An action on the booking: every one answers with the booking after it, which replaces the cached one; the lists
 * are read again. After a refusal the booking is read again, as it has most likely changed under the user.
 */
export function useBookingMutation<Arg>(id: string, send: (arg: Arg) => Promise<unknown>) {
  const { mutate } = useSWRConfig();
  const key = bookingUrl(id);
  return useSWRMutation(key, async (_key: string, { arg }: { arg: Arg }) => toDetails(await send(arg)), {
    populateCache: true,
    revalidate: false,
    onSuccess: () => void mutate(isBookingListKey),
    onError: () => void mutate(key),
  });
}
