import { api } from '../../../lib/api-client';
import { bookingUrl, useBookingMutation } from './get-booking';

/** `POST /api/bookings/:id/postpone` `{ startsAt }` (client; up to 24 h before the start) → `BookingDetails`. */
export function postponeBooking(id: string, startsAt: string): Promise<unknown> {
  return api.post(`${bookingUrl(id)}/postpone`, { startsAt });
}

export function usePostponeBooking(id: string) {
  return useBookingMutation(id, (startsAt: string) => postponeBooking(id, startsAt));
}
