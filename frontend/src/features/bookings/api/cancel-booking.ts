import type { CancellationReason } from '@weklean/domain';
import { api } from '../../../lib/api-client';
import { bookingUrl, useBookingMutation } from './get-booking';

export type CancelRequest = { reason: CancellationReason; note?: string };

/** `POST /api/bookings/:id/cancel` `{ reason, note? }` (pending or confirmed; $50 by the client under 24 h) → `BookingDetails`. */
export function cancelBooking(id: string, request: CancelRequest): Promise<unknown> {
  return api.post(`${bookingUrl(id)}/cancel`, request);
}

export function useCancelBooking(id: string) {
  return useBookingMutation(id, (request: CancelRequest) => cancelBooking(id, request));
}
