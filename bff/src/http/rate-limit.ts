import type { RateLimiter } from '@weklean/platform';
import { RetryLater } from './refusal';

/**
 * Counts `points` (one request, or the rows it carries) against `key`; past the limit, throws the 429 that the one
 * error handler answers with `Retry-After` and the localized `{ code, message }` (the message's `{{seconds}}`).
 */
export async function withinLimit(limiter: RateLimiter, key: string, code: string, points = 1): Promise<void> {
  const wait = await limiter.hit(key, points);
  if (wait !== null) throw new RetryLater(code, 429, wait);
}
