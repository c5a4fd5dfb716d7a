import { createHash } from 'node:crypto';

/**
 * The id of a series' occurrence `index` (0-based), derived from the first one's: a request taken over after its
 * process stopped (the same idempotency key) finds the bookings the first attempt made.
 */
export function occurrenceId(firstId: string, index: number): string {
  if (index === 0) return firstId;
  const hex = createHash('sha256').update(`weklean-occurrence:${firstId}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
