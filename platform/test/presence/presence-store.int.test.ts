import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, inject, it } from 'vitest';
import { createMemoryPresenceStore, createRedisPresenceStore, type PresenceStore } from '../../src/presence/presence-store';

const T0 = 1_800_000_000_000;

const storeContract = (name: string, make: () => { first: PresenceStore; second: PresenceStore; close(): Promise<void> }) =>
  describe(`presence store: ${name}`, () => {
    it('keeps each socket’s status until its expiry, renewed by a put; a removed socket no longer counts', async () => {
      const { first, second, close } = make();
      try {
        const person = randomUUID();
        const other = randomUUID();
        expect(await first.put(person, 'a', 'online', T0 + 90_000, T0)).toBe(true);
        expect(await second.put(person, 'b', 'away', T0 + 90_000, T0)).toBe(true);
        expect((await second.socketsOf([person, other], T0)).get(person)?.sort()).toEqual(['away', 'online']);
        expect((await first.socketsOf([person, other], T0)).has(other)).toBe(false);
        // Past its expiry an entry counts no more, even before a sweep takes it out.
        expect(await first.socketsOf([person], T0 + 90_000)).toEqual(new Map());
        // Renewed in time: not new; renewed after its expiry: new again (its person's presence may have changed).
        expect(await first.put(person, 'a', 'busy', T0 + 180_000, T0 + 80_000)).toBe(false);
        expect(await second.put(person, 'b', 'away', T0 + 200_000, T0 + 95_000)).toBe(true);
        await second.remove(person, 'b');
        expect(await second.socketsOf([person], T0 + 100_000)).toEqual(new Map([[person, ['busy']]]));
        await second.remove(person, 'a');
        expect(await first.socketsOf([person], T0 + 100_000)).toEqual(new Map());
      } finally {
        await close();
      }
    });

    it('takes each expired entry out once, whichever process sweeps first, and leaves the renewed ones', async () => {
      const { first, second, close } = make();
      try {
        const crashed = randomUUID();
        const alive = randomUUID();
        await first.put(crashed, 'a', 'online', T0 + 1_000, T0);
        await first.put(alive, 'b', 'online', T0 + 1_000, T0);
        await second.put(alive, 'b', 'online', T0 + 90_000, T0);
        const swept = [...(await first.expire(T0 + 5_000)), ...(await second.expire(T0 + 5_000))];
        expect(swept.filter((userId) => userId === crashed)).toEqual([crashed]);
        expect(swept).not.toContain(alive);
        expect(await second.socketsOf([crashed, alive], T0 + 5_000)).toEqual(new Map([[alive, ['online']]]));
        await first.remove(alive, 'b');
      } finally {
        await close();
      }
    });

    it('says whether a presence differs from the one told last', async () => {
      const { first, second, close } = make();
      try {
        const person = randomUUID();
        expect(await first.told(person, 'online')).toBe(true);
        expect(await second.told(person, 'online')).toBe(false);
        expect(await second.told(person, 'away')).toBe(true);
        expect(await first.told(person, 'offline')).toBe(true);
      } finally {
        await close();
      }
    });
  });

storeContract('memory', () => {
  const store = createMemoryPresenceStore();
  return { first: store, second: store, close: async () => undefined };
});

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn('[tests] Redis presence store tests skipped: TEST_REDIS_URL is not set');
describe.skipIf(!redisUrl)('with Redis', () => {
  storeContract('redis, shared by two processes', () => {
    const a = new Redis(redisUrl!);
    const b = new Redis(redisUrl!);
    return { first: createRedisPresenceStore(a), second: createRedisPresenceStore(b), close: async () => void (await Promise.all([a.quit(), b.quit()])) };
  });
});
