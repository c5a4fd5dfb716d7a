import { client, ok, pathParams } from './api';
import type { Answer, Api } from './api-contract';

/** `GET /api/bookings/:id`'s answer. */
type Booking = Answer<Api['bookings'][':id']['$get']>;

/**
 * `GET /api/bookings/:id` → the booking; `after` (a command's 202 position): once the read model holds it. Never from
 * the browser's cache: the other side, and the workers, change a booking while it sits there.
 */
export function readBooking(id: string, after?: string): Promise<Booking> {
  return ok(client.bookings[':id'].$get({ param: pathParams({ id }), query: after === undefined ? {} : { after } }, { init: { cache: 'no-store' } }));
}

/**
 * A booking command's answer as the booking after it: the server answers 202 `{ position }` when its read model had
 * not caught up within its wait (docs/api/bookings.md, "Read your writes"); the booking is then read once it has.
 */
export async function settledBooking(id: string, answer: Promise<Booking | { position: string }>): Promise<Booking> {
  const body = await answer;
  return 'position' in body ? readBooking(id, body.position) : body;
}
