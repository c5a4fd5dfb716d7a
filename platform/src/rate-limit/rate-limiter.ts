import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type RateLimiter = {
  /**
   * Counts one attempt (or `points`: the rows a request carries); resolves null when allowed, or the seconds to wait
   * when over the limit.
   */
  hit(key: string, points?: number): Promise<number | null>;
  /** Counts nothing: null while the key has attempts left, or the seconds to wait once they are used up. */
  blocked(key: string): Promise<number | null>;
  reset(key: string): Promise<void>;
};

/** `points` attempts per `durationSeconds` window, per key; in-process, or shared through Redis. */
export function createRateLimiter(options: {
  name: string;
  points: number;
  durationSeconds: number;
  redis?: Redis | undefined;
}): RateLimiter {
  const settings = { keyPrefix: `weklean:rl:${options.name}`, points: options.points, duration: options.durationSeconds };
  const limiter = options.redis
    ? new RateLimiterRedis({ ...settings, storeClient: options.redis, useRedisPackage: false })
    : new RateLimiterMemory(settings);
  return {
    hit: async (key, points = 1) => {
      try {
        await limiter.consume(key, points);
        return null;
      } catch (error) {
        if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw error;
      }
    },
    blocked: async (key) => {
      const used = await limiter.get(key);
      if (!used || used.consumedPoints < options.points) return null;
      return Math.max(1, Math.ceil(used.msBeforeNext / 1000));
    },
    reset: async (key) => void (await limiter.delete(key)),
  };
}
