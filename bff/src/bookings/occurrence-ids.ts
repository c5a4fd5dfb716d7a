import { nameBasedUuid } from '@weklean/platform';

/**
 * The id of a series' occurrence `index` (0-based), derived from the first one's: a request taken over after its
 * process stopped (the same idempotency key) finds the bookings the first attempt made.
 */
export function occurrenceId(firstId: string, index: number): string {
  return index === 0 ? firstId : nameBasedUuid(`weklean-occurrence:${firstId}:${index}`);
}
