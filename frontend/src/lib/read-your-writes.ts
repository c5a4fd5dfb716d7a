import { client, ok, pathParams } from './api';
import type { Answer, Api } from './api-contract';

/**
 * Read your writes (docs/api/bookings.md): a command answers with what it changed, read from its read model; when the
 * read model had not caught up within the server's wait, it answers 202 `{ position }` instead, and the same thing is
 * read with `?after=<position>`, which waits for it.
 */
async function settled<T extends object>(answer: Promise<T | { position: string }>, readAfter: (position: string) => Promise<T>): Promise<T> {
  const body = await answer;
  return 'position' in body ? readAfter(body.position) : body;
}

/** `GET /api/bookings/:id`'s answer. */
type Booking = Answer<Api['bookings'][':id']['$get']>;
/** `GET /api/cleaners/me`'s answer. */
type CleanerMe = Answer<Api['cleaners']['me']['$get']>;

/**
 * `GET /api/bookings/:id` → the booking; `after` (a command's 202 position): once the read model holds it. Never from
 * the browser's cache: the other side, and the workers, change a booking while it sits there.
 */
export function readBooking(id: string, after?: string): Promise<Booking> {
  return ok(client.bookings[':id'].$get({ param: pathParams({ id }), query: after === undefined ? {} : { after } }, { init: { cache: 'no-store' } }));
}

/** A booking command's answer as the booking after it. */
export const settledBooking = (id: string, answer: Promise<Booking | { position: string }>): Promise<Booking> =>
  settled(answer, (position) => readBooking(id, position));

/** `GET /api/cleaners/me` → the cleaner's own profile (`after`: once the read model holds it), never from the cache. */
export function readCleanerMe(after?: string): Promise<CleanerMe> {
  return ok(client.cleaners.me.$get({ query: after === undefined ? {} : { after } }, { init: { cache: 'no-store' } }));
}

/** A profile command's answer (`/api/cleaners/me/...`) as the profile after it. */
export const settledCleanerMe = (answer: Promise<CleanerMe | { position: string }>): Promise<CleanerMe> => settled(answer, readCleanerMe);
