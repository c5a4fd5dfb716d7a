import { api } from '../../../lib/api-client';
import { bookingUrl, useBookingMutation } from './get-booking';

/** `POST /api/bookings/:id/propose-time` `{ startsAt }` (cleaner; pending only; the client answers) → `BookingDetails`. */
export function proposeTime(id: string, startsAt: string): Promise<unknown> {
  return api.post(`${bookingUrl(id)}/propose-time`, { startsAt });
}

export function useProposeTime(id: string) {
  return useBookingMutation(id, (startsAt: string) => proposeTime(id, startsAt));
}
