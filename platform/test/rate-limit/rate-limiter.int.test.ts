import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, inject, it } from 'vitest';
import { createRateLimiter, type RateLimiter } from '../../src/rate-limit/rate-limiter';

const limiterContract = (name: string, make: (points: number) => { limiter: RateLimiter; close(): Promise<void> }) =>
  describe(`rate limiter: ${name}`, () => {
    it('allows the given number of attempts per key, then says how long to wait; a reset starts again', async () => {
      const { limiter, close } = make(3);
      try {
        const key = `someone-${randomUUID()}`;
        expect(await limiter.blocked(key)).toBeNull();
        expect([await limiter.hit(key), await limiter.hit(key)]).toEqual([null, null]);
        // Looking counts nothing.
        expect([await limiter.blocked(key), await limiter.blocked(key)]).toEqual([null, null]);
        expect(await limiter.hit(key)).toBeNull();
        expect(await limiter.blocked(key)).toBeGreaterThan(0);
        const wait = await limiter.hit(key);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(60);
        expect(await limiter.hit(`other-${randomUUID()}`)).toBeNull();
        await limiter.reset(key);
        expect(await limiter.blocked(key)).toBeNull();
        expect(await limiter.hit(key)).toBeNull();
      } finally {
        await close();
      }
    });

    it('counts several points at once (the rows of one request) against the same budget', async () => {
      const { limiter, close } = make(3);
      try {
        const key = `someone-${randomUUID()}`;
        expect(await limiter.hit(key, 2)).toBeNull();
        expect(await limiter.hit(key, 2)).toBeGreaterThan(0);
        expect(await limiter.hit(`other-${randomUUID()}`, 3)).toBeNull();
      } finally {
        await close();
      }
    });
  });

limiterContract('memory', (points) => ({
  limiter: createRateLimiter({ name: `t-${randomUUID()}`, points, durationSeconds: 60 }),
  close: async () => undefined,
}));

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn('[tests] Redis rate limiter tests skipped: TEST_REDIS_URL is not set');
describe.skipIf(!redisUrl)('with Redis', () => {
  limiterContract('redis, shared by two processes', (points) => {
    const a = new Redis(redisUrl!);
    const b = new Redis(redisUrl!);
    const name = `t-${randomUUID()}`;
    const first = createRateLimiter({ name, points, durationSeconds: 60, redis: a });
    const second = createRateLimiter({ name, points, durationSeconds: 60, redis: b });
    let turn = 0;
    // Alternate between two clients: the count is shared, as between BFF instances.
    const limiter: RateLimiter = {
      hit: (key, points) => ((turn += 1) % 2 ? first : second).hit(key, points),
      blocked: (key) => ((turn += 1) % 2 ? first : second).blocked(key),
      reset: (key) => first.reset(key),
    };
    return { limiter, close: async () => void (await Promise.all([a.quit(), b.quit()])) };
  });
});
