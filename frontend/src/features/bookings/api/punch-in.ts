import { api } from '../../../lib/api-client';
import { bookingUrl, useBookingMutation } from './get-booking';

export type Position = { lat: number; lng: number };

/** `POST /api/bookings/:id/punch-in` `{ lat, lng }` (cleaner; confirmed, from 60 min before the start) → `BookingDetails`. */
export function punchIn(id: string, position: Position): Promise<unknown> {
  return api.post(`${bookingUrl(id)}/punch-in`, position);
}

export function usePunchIn(id: string) {
  return useBookingMutation(id, (position: Position) => punchIn(id, position));
}
