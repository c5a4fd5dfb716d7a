import type { ChecklistCategory, Frequency, Pet } from '@weklean/domain';
import { useRef } from 'react';
import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';
import type { CreatedBooking } from './booking-answers';
import type { QuoteRequest } from './quote-booking';

export const BOOKINGS_URL = client.bookings.$path();

export type BookingRequest = QuoteRequest & {
  /** ISO 8601 UTC instant (the quote goes without it; the request cannot). */
  startsAt: string;
  frequency: Frequency;
  occurrences?: number;
  customIntervalDays?: number;
  photosAllowed: boolean;
  hasPets: boolean;
  petType?: Pet;
  checklist: { category: ChecklistCategory; task: string }[];
  notes?: string;
  /** The deposit's card: a Stripe `pm_…` id, or a simulated test card. */
  paymentMethodId: string;
  /** The total on screen (the quote's): a price changed since is refused, 409 booking.price-changed, nothing charged. */
  expectedTotalCents?: number;
};

/**
 * `POST /api/bookings` → `201 { id, status: 'pending', price, seriesId, occurrenceIds, paymentStatus, payment }` (`id`:
 * the first one); 402 `payment.declined` when the deposit's card is declined.
 */
export async function requestBooking(request: BookingRequest, idempotencyKey: string): Promise<CreatedBooking> {
  return ok(client.bookings.$post({ json: request }, { headers: { 'Idempotency-Key': idempotencyKey } }));
}

/** 16 random bytes in hex. `crypto.getRandomValues` works on plain http too (`randomUUID` needs a secure context). */
export const newIdempotencyKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The same request sent again (after a time-out or a lost answer, a second click) carries the same `Idempotency-Key`:
 * the server makes it once and answers the retry with the first answer (docs/api/bookings.md); a changed request
 * (another time, another card) gets a new key.
 */
export function useRequestBooking() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (request: BookingRequest) => {
    const body = JSON.stringify(request);
    if (last.current?.body !== body) last.current = { body, key: newIdempotencyKey() };
    return last.current.key;
  };
  return useSWRMutation([BOOKINGS_URL, 'request'] as const, (_key: unknown, { arg }: { arg: BookingRequest }) => requestBooking(arg, keyFor(arg)), {
    revalidate: false,
    populateCache: false,
  });
}
