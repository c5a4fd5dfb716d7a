import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name (version 5's layout, on SHA-256): the same name always gives the same id, so a write
 * retried after a crash finds what the first attempt made (a timer's job, a series' occurrences).
 */
export function nameBasedUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
