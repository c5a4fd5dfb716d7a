import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { BOOKINGS_URL } from './list-bookings';
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
