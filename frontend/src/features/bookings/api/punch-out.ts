import { api } from '../../../lib/api-client';
import { bookingUrl, useBookingMutation } from './get-booking';
import type { Position } from './punch-in';

/** `POST /api/bookings/:id/punch-out` `{ lat, lng }` (cleaner; in progress, checklist done, photos sent) → `BookingDetails`. */
export function punchOut(id: string, position: Position): Promise<unknown> {
  return api.post(`${bookingUrl(id)}/punch-out`, position);
}

export function usePunchOut(id: string) {
  return useBookingMutation(id, (position: Position) => punchOut(id, position));
}
