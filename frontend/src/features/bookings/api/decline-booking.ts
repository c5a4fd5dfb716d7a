import { api } from '../../../lib/api-client';
import { bookingUrl, useBookingMutation } from './get-booking';

export type DeclineRequest = { reason?: string };

/** `POST /api/bookings/:id/decline` `{ reason? }` (cleaner; pending only → declined) → `BookingDetails`. */
export function declineBooking(id: string, request: DeclineRequest): Promise<unknown> {
  return api.post(`${bookingUrl(id)}/decline`, request);
}

export function useDeclineBooking(id: string) {
  return useBookingMutation(id, (request: DeclineRequest) => declineBooking(id, request));
}
