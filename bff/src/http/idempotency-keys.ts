import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { refuse } from './refusal';

/**
 * The `Idempotency-Key` header, if any: 1 to 255 visible ASCII characters (a UUID, as clients usually send), else a
 * 400 that changes nothing. The keys themselves are kept by `createIdempotencyKeys` (@weklean/platform).
 */
export function idempotencyKeyOf(c: Context): string | null {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw refuse('idempotency.key-invalid', 400);
  return key;
}

/** A request's fingerprint: the same key with another body is a mistake of the client's, not a retry. */
export const requestHash = (input: unknown) => createHash('sha256').update(JSON.stringify(input)).digest('hex');
