import { api } from '../../../lib/api-client';
import { bookingUrl, useBookingMutation } from './get-booking';

/** `POST /api/bookings/:id/accept` (cleaner; pending only → confirmed) → `BookingDetails`. */
export function acceptBooking(id: string): Promise<unknown> {
  return api.post(`${bookingUrl(id)}/accept`);
}

export function useAcceptBooking(id: string) {
  return useBookingMutation(id, () => acceptBooking(id));
}
