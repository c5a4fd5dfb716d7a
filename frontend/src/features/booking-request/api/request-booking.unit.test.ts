import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './request-booking';

describe('the booking request’s idempotency key', () => {
  it('is 32 hex characters, new each time (the server takes 1 to 255 visible ASCII characters)', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
