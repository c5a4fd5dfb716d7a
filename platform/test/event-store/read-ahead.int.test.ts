import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, type EventData, type EventFilter, type Position, type RecordedEvent } from '@weklean/domain';
import { createPostgresEventStore, type PostgresEventStore } from '../../src/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// The adapter reads the page after a full one while its reader works through that one (issue 34). Small pages so
// that every test crosses many of them.
const PAGE = 7;

const event = (type: string, n: number): EventData => ({ type, data: { n } });

const collect = async <T>(iterable: AsyncIterable<T>): Promise<T[]> => {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
};

const samePosition = (a: Position | null, b: Position | null) => a !== null && b !== null && comparePositions(a, b) === 0;

const ids = (events: readonly RecordedEvent[]) => events.map((e) => e.id);

const expectLogOrder = (events: readonly RecordedEvent[]) => {
  for (let i = 1; i < events.length; i += 1) expect(comparePositions(events[i - 1]!.position, events[i]!.position)).toBe(-1);
};

describe('PostgreSQL event store: reading one page ahead', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let sql: postgres.Sql;
  /** Every event of the log, in log order, read one page at a time by the test itself. */
  const wholeLog = async () => {
    const rows = await sql<{ id: string }[]>`select event_id::text as id from events order by transaction_id, global_position`;
    return rows.map((row) => row.id);
  };

  beforeAll(async () => {
    database = await createTestDatabase('read_ahead');
    store = await createPostgresEventStore({ connectionString: database.url, pageSize: PAGE, pollMs: { min: 5, max: 20 } });
    sql = postgres(database.url, { max: 2, onnotice: () => undefined });
    // 100 events over 15 pages, in appends of 1 to 4 events, two types interleaved.
    let last: Position | null = null;
    for (let n = 0; n < 100; ) {
      const size = Math.min(1 + (n % 4), 100 - n);
      last = (await store.appendToStream(`s-${n % 9}`, Array.from({ length: size }, (_, i) => event(i % 2 === 0 ? 'Even' : 'Odd', n + i)))).position;
      n += size;
    }
    // Readers of $all see a transaction once every older one ended, in any database of the server: wait for that.
    for (const deadline = Date.now() + 30_000; !samePosition(await store.headPosition(), last); ) {
      if (Date.now() > deadline) throw new Error('the seeded events never became visible');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await sql?.end();
    await database?.drop();
  });

  it('reads $all across many pages once each, in order, with a filter, from a position and up to a count', async () => {
    const log = await wholeLog();
    const all = await collect(store.readAll());
    expect(ids(all)).toEqual(log);
    expectLogOrder(all);

    const odd = await collect(store.readAll({ filter: { filterOn: 'eventType', regex: '^Odd$' } }));
    expect(ids(odd)).toEqual(ids(all.filter((e) => e.type === 'Odd')));

    // Counts that end inside a page, on a page's end, and after a filter thinned the pages.
    for (const maxCount of [1, PAGE, 2 * PAGE + 3, 99, 100, 150]) {
      expect(ids(await collect(store.readAll({ maxCount })))).toEqual(log.slice(0, maxCount));
    }
    expect(ids(await collect(store.readAll({ maxCount: 20, filter: { filterOn: 'eventType', regex: '^Odd$' } })))).toEqual(ids(odd).slice(0, 20));
    expect(ids(await collect(store.readAll({ fromPosition: all[40]!.position })))).toEqual(log.slice(41));
    expect(await collect(store.readAll({ maxCount: 0 }))).toEqual([]);
  });

  it('pages every filter over scans that end on a row it leaves out, and over none it matches', async () => {
    const all = await collect(store.readAll());
    // Each filter's events are the log's that match it, whatever the pages' last rows are (a page ends on a left-out
    // row most of the time here): the reader moves on past them without losing or repeating an event.
    const filters: [EventFilter, (e: RecordedEvent) => boolean][] = [
      [{ filterOn: 'eventType', types: ['Odd'] }, (e) => e.type === 'Odd'],
      [{ filterOn: 'eventType', types: ['Even', 'Odd'] }, () => true],
      [{ filterOn: 'eventType', prefixes: ['Ev'] }, (e) => e.type === 'Even'],
      [{ filterOn: 'eventType', regex: '^Odd$' }, (e) => e.type === 'Odd'],
      [{ filterOn: 'streamName', prefixes: ['s-3', 's-8'] }, (e) => e.streamId === 's-3' || e.streamId === 's-8'],
      // Few matches far apart: most pages carry no event, only their last row's position.
      [{ filterOn: 'streamName', regex: '^s-4$' }, (e) => e.streamId === 's-4'],
    ];
    for (const [filter, matches] of filters) {
      const expected = ids(all.filter(matches));
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(await collect(store.readAll({ filter })))).toEqual(expected);
      const subscription = store.subscribeToAll({ filter });
      try {
        const received: RecordedEvent[] = [];
        for await (const e of subscription) if (received.push(e) === expected.length) break;
        expect(ids(received)).toEqual(expected);
      } finally {
        await subscription.close();
      }
      // The same events a page at a time: a page is empty only to say the head after a page that said more.
      const paged = store.subscribeToAll({ filter });
      try {
        const received: RecordedEvent[] = [];
        for await (const page of paged.pages()) {
          if (page.events.length === 0) expect(page.more).toBe(false);
          if (received.push(...page.events) >= expected.length) break;
        }
        expect(ids(received)).toEqual(expected);
      } finally {
        await paged.close();
      }
    }
    expect(await collect(store.readAll({ filter: { filterOn: 'eventType', types: ['Missing'] } }))).toEqual([]);
    expect(await collect(store.readAll({ filter: { filterOn: 'eventType', types: [] } }))).toEqual([]);
  });

  it('ends a read whose last page is exactly a page long', async () => {
    const log = await wholeLog();
    // 100 events in pages of 10, 20 and 25: the last page is full, and the read after it finds nothing.
    for (const pageSize of [10, 20, 25]) {
      const exact = await createPostgresEventStore({ connectionString: database.url, pageSize });
      try {
        expect(ids(await collect(exact.readAll()))).toEqual(log);
        expect(ids(await collect(exact.readAll({ fromPosition: (await exact.headPosition())! })))).toEqual([]);
        expect(ids(await collect(exact.readAll({ maxCount: pageSize })))).toEqual(log.slice(0, pageSize));
      } finally {
        await exact.close();
      }
    }
  });

  it('says of each page of a subscription whether more follow at once: every full page, and not the last at the head', async () => {
    const log = await wholeLog();
    const subscription = store.subscribeToAll();
    try {
      const pages: { size: number; more: boolean }[] = [];
      const received: RecordedEvent[] = [];
      for await (const page of subscription.pages()) {
        pages.push({ size: page.events.length, more: page.more });
        if (received.push(...page.events) === log.length) break;
      }
      expect(ids(received)).toEqual(log);
      // 100 events in pages of 7: 14 full ones, then the head's 2.
      expect(pages).toEqual([...Array.from({ length: 14 }, () => ({ size: PAGE, more: true })), { size: 2, more: false }]);
    } finally {
      await subscription.close();
    }
  });

  it('delivers a slow subscriber every event once, in order, while writers append during its catch-up', async () => {
    const subscription = store.subscribeToAll();
    const received: RecordedEvent[] = [];
    const writers = [0, 1, 2].map(async (writer) => {
      for (let i = 0; i < 15; i += 1) await store.appendToStream(`live-${writer}`, [event('Live', i), event('Live', i + 100)]);
    });
    try {
      for await (const e of subscription) {
        received.push(e);
        // A reader that works on each event (as a runtime applying a batch would): the next page is read meanwhile.
        if (received.length % 3 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
        if (received.length === 190) break;
      }
      await Promise.all(writers);
    } finally {
      await subscription.close();
    }
    expect(ids(received)).toEqual(await wholeLog());
    expect(new Set(ids(received)).size).toBe(190);
    expectLogOrder(received);
  }, 30_000);

  it('surfaces a failed read at the page that needed it, after the events before it and none past it', async () => {
    const log = await wholeLog();
    const iterator = store.readAll()[Symbol.asyncIterator]();
    const received: string[] = [(await iterator.next()).value!.id];
    // The second page was asked for while the first was yielded; the third one's read, asked for when the second is
    // taken, finds no table.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await sql`alter table events rename to events_hidden`;
    try {
      const failure = await (async () => {
        for (;;) {
          const next = await iterator.next();
          if (next.done) return null;
          received.push(next.value.id);
        }
      })().catch((error: unknown) => error);
      expect(String(failure)).toMatch(/relation "events" does not exist/);
      // Whole pages only, and at most the one read ahead before the table went.
      expect(received.length % PAGE).toBe(0);
      expect(received.length).toBeLessThanOrEqual(2 * PAGE);
      expect(received).toEqual(log.slice(0, received.length));
    } finally {
      await sql`alter table events_hidden rename to events`;
    }
  });
});
