import { api } from '../../../lib/api-client';
import { bookingUrl, useBookingMutation } from './get-booking';

/** `POST /api/bookings/:id/decline-proposal` (client; → declinedByClient, the slot is freed) → `BookingDetails`. */
export function declineProposal(id: string): Promise<unknown> {
  return api.post(`${bookingUrl(id)}/decline-proposal`);
}

export function useDeclineProposal(id: string) {
  return useBookingMutation(id, () => declineProposal(id));
}
