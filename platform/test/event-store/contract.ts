import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WrongExpectedVersionError,
  comparePositions,
  type EventData,
  type EventStore,
  type Position,
  type RecordedEvent,
  type Subscription,
} from '@weklean/domain';

/** A writer that holds its transaction open while others commit, then appends (Postgres only). */
export type SlowWriter = { append(stream: string, event: EventData): Promise<void>; commit(): Promise<void> };

export type ContractHarness = {
  store: EventStore;
  /** Opens a transaction that has its transaction id now but commits later; absent where the store has no such thing. */
  openSlowWriter?: () => Promise<SlowWriter>;
  teardown(): Promise<void>;
};

const collect = async <T>(iterable: AsyncIterable<T>): Promise<T[]> => {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
};

const event = (type: string, n = 0, id?: string): EventData => ({
  ...(id ? { id } : {}),
  type,
  data: { n },
  metadata: { userId: 'system', correlationId: 'c-1', causationId: 'c-1', occurredAt: '2026-11-22T10:00:00.000Z' },
});

/**
 * Reads items (events, or pages of them) until they hold `count` events, or fails after `timeoutMs` with how many it
 * had; `size` says how many events an item holds.
 */
const takeItems = async <T>(iterable: AsyncIterable<T>, count: number, size: (item: T) => number, timeoutMs: number) => {
  const items: T[] = [];
  const iterator = iterable[Symbol.asyncIterator]();
  const deadline = Date.now() + timeoutMs;
  let received = 0;
  while (received < count) {
    const left = deadline - Date.now();
    const result = await Promise.race([
      iterator.next(),
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), Math.max(left, 0))),
    ]);
    if (result === 'timeout') throw new Error(`received ${received} of ${count} events before the time-out`);
    if (result.done) break;
    items.push(result.value);
    received += size(result.value);
  }
  return items;
};

/** Reads a subscription until `count` events arrive, or fails after `timeoutMs` with what it had. */
const take = (iterable: AsyncIterable<RecordedEvent>, count: number, timeoutMs = 15_000) => takeItems(iterable, count, () => 1, timeoutMs);

/** Pages of a subscription until `count` events came; each page's events, as they came. */
const takePages = async (subscription: Subscription, count: number, timeoutMs = 15_000) => {
  const pages = await takeItems(subscription.pages(), count, (page) => page.events.length, timeoutMs);
  // A page with no events only says the head after a page that said more would follow.
  for (const page of pages) if (page.events.length === 0) expect(page.more).toBe(false);
  return pages.map((page) => page.events);
};

const expectStrictlyIncreasing = (positions: Position[]) => {
  for (let i = 1; i < positions.length; i += 1) expect(comparePositions(positions[i - 1]!, positions[i]!)).toBe(-1);
};

/** The one contract every event store adapter passes. */
export function describeEventStoreContract(adapter: string, setup: () => Promise<ContractHarness>) {
  describe(`event store contract: ${adapter}`, () => {
    let harness: ContractHarness;
    let store: EventStore;
    const run = randomUUID().slice(0, 8);
    const streamName = (label: string) => `${label}_${run}-${randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      harness = await setup();
      store = harness.store;
    }, 120_000);
    afterAll(async () => harness?.teardown(), 60_000);

    describe('expected stream state', () => {
      it('creates a stream with no_stream and refuses a second no_stream append', async () => {
        const stream = streamName('booking');
        const first = await store.appendToStream(stream, [event('A'), event('B')], { streamState: 'no_stream' });
        expect(first.nextExpectedRevision).toBe(1n);
        const error = await store
          .appendToStream(stream, [event('C')], { streamState: 'no_stream' })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedVersionError);
        expect(error).toMatchObject({ type: 'wrong-expected-version', stream, expected: 'no_stream', actual: 1n });
      });

      it('refuses stream_exists on a missing stream and accepts it once the stream exists', async () => {
        const stream = streamName('booking');
        await expect(store.appendToStream(stream, [event('A')], { streamState: 'stream_exists' })).rejects.toMatchObject({
          type: 'wrong-expected-version',
          actual: 'no_stream',
        });
        await store.appendToStream(stream, [event('A')], { streamState: 'no_stream' });
        const result = await store.appendToStream(stream, [event('B')], { streamState: 'stream_exists' });
        expect(result.nextExpectedRevision).toBe(1n);
      });

      it('appends at the expected revision and refuses a stale one, naming both revisions', async () => {
        const stream = streamName('booking');
        await store.appendToStream(stream, [event('A')], { streamState: 'no_stream' });
        const second = await store.appendToStream(stream, [event('B')], { streamState: 0n });
        expect(second.nextExpectedRevision).toBe(1n);
        await expect(store.appendToStream(stream, [event('C')], { streamState: 0n })).rejects.toMatchObject({
          type: 'wrong-expected-version',
          expected: 0n,
          actual: 1n,
        });
        const stored = await collect(store.readStream(stream));
        expect(stored.map((e) => e.type)).toEqual(['A', 'B']);
      });

      it('appends with any whether or not the stream exists', async () => {
        const stream = streamName('booking');
        await store.appendToStream(stream, [event('A')], { streamState: 'any' });
        const result = await store.appendToStream(stream, [event('B'), event('C')]);
        expect(result.nextExpectedRevision).toBe(2n);
      });

      it('lets exactly one of 20 concurrent appends at the same revision win', async () => {
        const stream = streamName('schedule');
        await store.appendToStream(stream, [event('Opened')], { streamState: 'no_stream' });
        const outcomes = await Promise.allSettled(
          Array.from({ length: 20 }, (_, i) => store.appendToStream(stream, [event('Reserved', i)], { streamState: 0n })),
        );
        const won = outcomes.filter((o) => o.status === 'fulfilled');
        const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(19);
        for (const o of lost) expect(o.reason).toBeInstanceOf(WrongExpectedVersionError);
        expect(await collect(store.readStream(stream))).toHaveLength(2);
      });
    });

    describe('idempotency', () => {
      it('stores an event id appended twice to the same stream once and answers the retry as before', async () => {
        const stream = streamName('payment');
        const ids = [randomUUID(), randomUUID()];
        const batch = [event('Charged', 1, ids[0]), event('Captured', 2, ids[1])];
        const first = await store.appendToStream(stream, batch, { streamState: 'no_stream' });
        const retry = await store.appendToStream(stream, batch, { streamState: 'no_stream' });
        expect(retry.nextExpectedRevision).toBe(first.nextExpectedRevision);
        const retryAny = await store.appendToStream(stream, batch, { streamState: 'any' });
        expect(retryAny.nextExpectedRevision).toBe(first.nextExpectedRevision);
        const stored = await collect(store.readStream(stream));
        expect(stored.map((e) => e.id)).toEqual(ids);
      });
    });

    describe('reading a stream', () => {
      it('reads in revision order, from a revision, up to a count, with data and metadata intact', async () => {
        const stream = streamName('cleaner');
        await store.appendToStream(stream, [0, 1, 2, 3, 4].map((n) => event(`E${n}`, n)), { streamState: 'no_stream' });
        const all = await collect(store.readStream(stream));
        expect(all.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
        expect(all[2]).toMatchObject({ streamId: stream, type: 'E2', data: { n: 2 } });
        expect(all[2]!.metadata).toMatchObject({ userId: 'system', correlationId: 'c-1' });
        expect(all[2]!.created).toBeInstanceOf(Date);
        const tail = await collect(store.readStream(stream, { fromRevision: 3n }));
        expect(tail.map((e) => e.type)).toEqual(['E3', 'E4']);
        const head = await collect(store.readStream(stream, { maxCount: 2 }));
        expect(head.map((e) => e.type)).toEqual(['E0', 'E1']);
      });

      it('orders revisions as numbers, past ten and across pages', async () => {
        const stream = streamName('long');
        for (let batch = 0; batch < 4; batch += 1) {
          await store.appendToStream(stream, Array.from({ length: 3 }, (_, i) => event(`Step${batch * 3 + i}`, batch * 3 + i)));
        }
        const all = await collect(store.readStream(stream));
        expect(all.map((e) => e.revision)).toEqual(Array.from({ length: 12 }, (_, i) => BigInt(i)));
        const tail = await collect(store.readStream(stream, { fromRevision: 9n }));
        expect(tail.map((e) => e.type)).toEqual(['Step9', 'Step10', 'Step11']);
        const retry = await store.appendToStream(stream, [event('Step12', 12, '11111111-2222-4333-8444-555555555555')], { streamState: 11n });
        expect(retry.nextExpectedRevision).toBe(12n);
        const again = await store.appendToStream(stream, [event('Step12', 12, '11111111-2222-4333-8444-555555555555')], { streamState: 11n });
        expect(again.nextExpectedRevision).toBe(12n);
      });

      it('yields nothing for a missing stream', async () => {
        expect(await collect(store.readStream(streamName('missing')))).toEqual([]);
      });
    });

    describe('reading $all', () => {
      it('reads every stream in append order with strictly increasing positions', async () => {
        const prefix = `ordered_${run}-`;
        const appended: Position[] = [];
        for (let i = 0; i < 6; i += 1) {
          const result = await store.appendToStream(`${prefix}${i % 3}`, [event(`Ordered${i}`, i)]);
          appended.push(result.position);
        }
        const read = await collect(store.readAll({ filter: { filterOn: 'streamName', prefixes: [prefix] } }));
        expect(read.map((e) => e.data)).toEqual([0, 1, 2, 3, 4, 5].map((n) => ({ n })));
        expectStrictlyIncreasing(read.map((e) => e.position));
        expect(read.map((e) => e.position)).toEqual(appended);
      });

      it('filters by event type prefix, event type pattern, exact event types and stream name', async () => {
        const tag = `Filter${run.replace(/[^a-z0-9]/gi, '')}`;
        const stream = streamName('filtered');
        await store.appendToStream(stream, [event(`${tag}Apple`), event(`${tag}Banana`), event(`${tag}Avocado`), event(`${tag}C.t+`), event(`${tag}Cattt`)]);
        // Exact types, not patterns: `C.t+` does not take `Cattt`.
        const byTypes = await collect(store.readAll({ filter: { filterOn: 'eventType', types: [`${tag}C.t+`, `${tag}Banana`] } }));
        expect(byTypes.map((e) => e.type)).toEqual([`${tag}Banana`, `${tag}C.t+`]);
        const byPrefix = await collect(store.readAll({ filter: { filterOn: 'eventType', prefixes: [`${tag}A`] } }));
        expect(byPrefix.map((e) => e.type)).toEqual([`${tag}Apple`, `${tag}Avocado`]);
        const byRegex = await collect(store.readAll({ filter: { filterOn: 'eventType', regex: `^${tag}(Banana|Avocado)$` } }));
        expect(byRegex.map((e) => e.type)).toEqual([`${tag}Banana`, `${tag}Avocado`]);
        const byStream = await collect(store.readAll({ filter: { filterOn: 'streamName', prefixes: [stream] } }));
        expect(byStream).toHaveLength(5);
      });

      it('reads after a position (exclusive) and up to a count', async () => {
        const prefix = `paged_${run}-`;
        for (let i = 0; i < 5; i += 1) await store.appendToStream(`${prefix}x`, [event('Paged', i)]);
        const filter = { filterOn: 'streamName', prefixes: [prefix] } as const;
        const all = await collect(store.readAll({ filter }));
        const after = await collect(store.readAll({ filter, fromPosition: all[1]!.position }));
        expect(after.map((e) => e.data)).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
        const firstTwo = await collect(store.readAll({ filter, maxCount: 2 }));
        expect(firstTwo.map((e) => e.data)).toEqual([{ n: 0 }, { n: 1 }]);
      });
    });

    describe('subscribing to $all', () => {
      it('catches up, then delivers live events', async () => {
        const prefix = `live_${run}-`;
        const filter = { filterOn: 'streamName', prefixes: [prefix] } as const;
        for (let i = 0; i < 5; i += 1) await store.appendToStream(`${prefix}a`, [event('Before', i)]);
        const subscription = store.subscribeToAll({ fromPosition: 'start', filter });
        try {
          const caughtUp = await take(subscription, 5);
          expect(caughtUp.map((e) => e.type)).toEqual(Array(5).fill('Before'));
          const pending = take(subscription, 3);
          for (let i = 0; i < 3; i += 1) await store.appendToStream(`${prefix}b`, [event('After', i)]);
          const live = await pending;
          expect(live.map((e) => e.data)).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
        } finally {
          await subscription.close();
        }
      });

      it('delivers the same events a page at a time, and closes while waiting for the next', async () => {
        const prefix = `pages_${run}-`;
        const filter = { filterOn: 'streamName', prefixes: [prefix] } as const;
        for (let i = 0; i < 7; i += 1) await store.appendToStream(`${prefix}a`, [event('Before', i)]);
        const subscription = store.subscribeToAll({ fromPosition: 'start', filter });
        try {
          const caughtUp = await takePages(subscription, 7);
          const pending = takePages(subscription, 3);
          await store.appendToStream(`${prefix}b`, [event('After', 0), event('After', 1), event('After', 2)]);
          const live = await pending;
          const received = [...caughtUp.flat(), ...live.flat()];
          expect(received.map((e) => `${e.type}${JSON.stringify(e.data)}`)).toEqual([
            ...Array.from({ length: 7 }, (_, i) => `Before{"n":${i}}`),
            ...Array.from({ length: 3 }, (_, i) => `After{"n":${i}}`),
          ]);
          expectStrictlyIncreasing(received.map((e) => e.position));
          expect(received.map((e) => e.id)).toEqual((await collect(store.readAll({ filter }))).map((e) => e.id));
          // Waiting at the head for a page that does not come: the close ends the wait.
          const waiting = subscription.pages()[Symbol.asyncIterator]().next();
          await subscription.close();
          expect((await waiting).done).toBe(true);
        } finally {
          await subscription.close();
        }
      });

      it('resumes after a stored position', async () => {
        const prefix = `resume_${run}-`;
        const filter = { filterOn: 'streamName', prefixes: [prefix] } as const;
        const positions: Position[] = [];
        for (let i = 0; i < 6; i += 1) positions.push((await store.appendToStream(`${prefix}s`, [event('Step', i)])).position);
        const subscription = store.subscribeToAll({ fromPosition: positions[2]!, filter });
        try {
          const received = await take(subscription, 3);
          expect(received.map((e) => e.data)).toEqual([{ n: 3 }, { n: 4 }, { n: 5 }]);
        } finally {
          await subscription.close();
        }
      });

      it('delivers every event exactly once, in order, while concurrent writers run and some transactions stay open', async () => {
        const prefix = `busy_${run}-`;
        const filter = { filterOn: 'streamName', prefixes: [prefix] } as const;
        const writers = 8;
        const perWriter = 25;
        const slow = harness.openSlowWriter ? await Promise.all([harness.openSlowWriter(), harness.openSlowWriter()]) : [];
        const subscription = store.subscribeToAll({ fromPosition: 'start', filter });
        const expected = writers * perWriter + slow.length;
        const receiving = take(subscription, expected, 60_000);
        try {
          await Promise.all(
            Array.from({ length: writers }, async (_, w) => {
              for (let i = 0; i < perWriter; i += 1) {
                await store.appendToStream(`${prefix}${w}`, [event('Written', i)]);
                if (w === 0 && i === Math.floor(perWriter / 2)) {
                  // The slow writers took their transaction ids before these appends and commit after many of them.
                  for (const [s, writer] of slow.entries()) await writer.append(`${prefix}slow-${s}`, event('Slow', s));
                }
              }
            }),
          );
          for (const writer of slow) await writer.commit();
          const received = await receiving;
          expect(received).toHaveLength(expected);
          expect(new Set(received.map((e) => e.id)).size).toBe(expected);
          expectStrictlyIncreasing(received.map((e) => e.position));
          const byStream = new Map<string, bigint[]>();
          for (const e of received) byStream.set(e.streamId, [...(byStream.get(e.streamId) ?? []), e.revision]);
          for (const revisions of byStream.values()) {
            expect(revisions).toEqual(revisions.map((_, i) => BigInt(i)));
          }
          expect(received.filter((e) => e.type === 'Slow')).toHaveLength(slow.length);
        } finally {
          await subscription.close();
        }
      }, 90_000);
    });
  });
}
