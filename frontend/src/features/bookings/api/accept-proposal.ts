import { api } from '../../../lib/api-client';
import { bookingUrl, useBookingMutation } from './get-booking';

/** `POST /api/bookings/:id/accept-proposal` (client; moves the booking to the proposed time → confirmed) → `BookingDetails`. */
export function acceptProposal(id: string): Promise<unknown> {
  return api.post(`${bookingUrl(id)}/accept-proposal`);
}

export function useAcceptProposal(id: string) {
  return useBookingMutation(id, () => acceptProposal(id));
}
