import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConsumerRuntime as createProjectionRunner,
  createLogger,
  createPostgresEventStore,
  listParked,
  migrate,
  ParkedEventError,
  readProjectionStatuses,
  rebuildProjection,
  retryParked,
  skipParked,
  type PostgresEventStore,
  type Projection,
  type Tx,
} from '@weklean/platform';
import type { RecordedEvent } from '@weklean/domain';
import { createTestDatabase, type TestDatabase } from '../../platform/test/support/test-database';

const logger = createLogger({ level: 'error', json: true });

const waitUntil = async (check: () => Promise<boolean>, what: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/**
 * Writes each event's `n` into an integer column and counts how often each event was applied. An `n` that is not a
 * number makes PostgreSQL refuse the insert (22P02), as a zero byte in a text did in production (22021) — until the
 * projection is "fixed" to store such values as null.
 */
const numbers = (behaviour: { fixed: boolean }): Projection => ({
  name: 'numbers',
  eventTypes: ['NumberNoted'],
  apply: async (tx, event) => {
    const { n } = event.data as { n: unknown };
    const value = behaviour.fixed && typeof n !== 'number' ? null : String(n);
    await tx`
      insert into parking_numbers (event_id, stream_id, n, times) values (${event.id}, ${event.streamId}, ${value}::int, 1)
      on conflict (event_id) do update set times = parking_numbers.times + 1`;
    await tx`insert into parking_order (stream_id, event_id) values (${event.streamId}, ${event.id})`;
  },
  reset: async (tx) => {
    await tx`delete from parking_numbers`;
    await tx`delete from parking_order`;
  },
});

describe('a projection that cannot apply an event', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let store: PostgresEventStore;
  const behaviour = { fixed: false };
  const projection = numbers(behaviour);

  const note = (stream: string, n: unknown) => store.appendToStream(stream, [{ type: 'NumberNoted', data: { n } }]);
  const applied = async () =>
    sql<{ stream_id: string; n: number | null; times: number }[]>`select stream_id, n, times from parking_numbers order by seq`;

  beforeAll(async () => {
    database = await createTestDatabase('parking');
    await migrate(database.url);
    sql = postgres(database.url, { max: 10, onnotice: () => undefined });
    await sql`create table parking_numbers (seq bigserial, event_id uuid primary key, stream_id text not null, n int, times int not null)`;
    await sql`create table parking_order (seq bigserial primary key, stream_id text not null, event_id uuid not null)`;
    store = await createPostgresEventStore({ connectionString: database.url });
  });
  afterAll(async () => {
    await store?.close();
    await sql?.end();
    await database?.drop();
  });

  it('parks it after a few attempts, applies the events after it, holds its stream, and retries it once after a fix', async () => {
    const runner = createProjectionRunner({ sql, store, projections: [projection], logger, retryMs: 5, maxAttempts: 3 });
    runner.start();
    try {
      await note('numbers-a', 1);
      await note('numbers-b', 'not a number');
      await note('numbers-c', 3);
      await note('numbers-b', 4);
      await note('numbers-a', 5);

      // Later events of other streams still arrive; the bad event's own stream waits behind it.
      await waitUntil(async () => (await applied()).length === 3, 'the events after the bad one');
      expect((await applied()).map((row) => [row.stream_id, row.n, row.times])).toEqual([
        ['numbers-a', 1, 1],
        ['numbers-c', 3, 1],
        ['numbers-a', 5, 1],
      ]);

      const parked = await listParked(sql, { open: true, limit: 50 });
      expect(parked).toHaveLength(2);
      expect(parked[0]).toMatchObject({
        projection: 'numbers',
        streamId: 'numbers-b',
        streamRevision: '0',
        eventType: 'NumberNoted',
        attempts: 3,
        heldBehind: null,
        resolution: null,
      });
      expect(parked[0]!.error).toMatch(/invalid input syntax for type integer/);
      expect(parked[1]).toMatchObject({ streamId: 'numbers-b', streamRevision: '1', heldBehind: parked[0]!.id, attempts: 0 });

      const [status] = await readProjectionStatuses(sql, store, [projection]);
      expect(status).toMatchObject({ name: 'numbers', parked: 2, lag: 0, lastError: null, active: true });

      // A new event of the held stream is held too, in order.
      await note('numbers-b', 6);
      await waitUntil(async () => (await listParked(sql, { open: true, limit: 50 })).length === 3, 'the third event of the held stream');

      // Retried before the fix: refused, nothing applied, the error recorded.
      await expect(retryParked({ sql, store, projections: [projection], id: parked[0]!.id, by: 'admin-1' })).rejects.toMatchObject({
        code: 'projection.retry-failed',
      });
      expect(await applied()).toHaveLength(3);
      expect((await listParked(sql, { open: true, limit: 50 }))[0]!.attempts).toBe(4);

      behaviour.fixed = true;
      const retried = await retryParked({ sql, store, projections: [projection], id: parked[1]!.id, by: 'admin-1' });
      expect(retried.map((row) => [row.streamRevision, row.resolution, row.resolvedBy])).toEqual([
        ['0', 'retried', 'admin-1'],
        ['1', 'retried', 'admin-1'],
        ['2', 'retried', 'admin-1'],
      ]);
      const rows = await applied();
      expect(rows.filter((row) => row.stream_id === 'numbers-b').map((row) => [row.n, row.times])).toEqual([
        [null, 1],
        [4, 1],
        [6, 1],
      ]);
      const order = await sql<{ event_id: string }[]>`select event_id from parking_order where stream_id = 'numbers-b' order by seq`;
      expect(order).toHaveLength(3);

      // Once: a second retry is refused and the stream flows again without being parked.
      await expect(retryParked({ sql, store, projections: [projection], id: parked[0]!.id, by: 'admin-1' })).rejects.toBeInstanceOf(ParkedEventError);
      await note('numbers-b', 7);
      await waitUntil(async () => (await applied()).length === 7, 'the stream after the retry');
      expect((await applied()).every((row) => row.times === 1)).toBe(true);
      expect(await listParked(sql, { open: true, limit: 50 })).toEqual([]);
      const [after] = await readProjectionStatuses(sql, store, [projection]);
      expect(after).toMatchObject({ parked: 0, lag: 0 });
    } finally {
      await runner.stop();
      behaviour.fixed = false;
    }
  });

  it('skips a parked event on request: it is never applied, and what waited behind it can then be retried', async () => {
    const runner = createProjectionRunner({ sql, store, projections: [projection], logger, retryMs: 5, maxAttempts: 2 });
    runner.start();
    try {
      await note('numbers-d', 'not a number');
      await note('numbers-d', 8);
      await waitUntil(async () => (await listParked(sql, { open: true, limit: 50 })).length === 2, 'the two events parked');
      const [head, held] = await listParked(sql, { open: true, limit: 50 });
      expect(head).toMatchObject({ attempts: 2, heldBehind: null });

      const skipped = await skipParked(sql, head!.id, 'admin-2');
      expect(skipped).toMatchObject({ resolution: 'skipped', resolvedBy: 'admin-2' });
      await expect(skipParked(sql, head!.id, 'admin-2')).rejects.toMatchObject({ code: 'projection.parked-resolved' });
      await expect(skipParked(sql, '999999', 'admin-2')).rejects.toMatchObject({ code: 'projection.parked-not-found' });

      await retryParked({ sql, store, projections: [projection], id: held!.id, by: 'admin-2' });
      const rows = await applied();
      expect(rows.filter((row) => row.stream_id === 'numbers-d').map((row) => row.n)).toEqual([8]);
    } finally {
      await runner.stop();
    }
  });

  it('applies a page that fails as a batch one event at a time, so its bad event is parked as ever', async () => {
    await sql`create table parking_batched (event_id uuid primary key, stream_id text not null, n int, via text not null, times int not null default 1)`;
    const write = async (tx: Tx, events: readonly RecordedEvent[], via: string) => {
      await tx`
        insert into parking_batched ${tx(events.map((event) => ({ event_id: event.id, stream_id: event.streamId, n: String((event.data as { n: unknown }).n), via })))}
        on conflict (event_id) do update set times = parking_batched.times + 1`;
    };
    const batched: Projection = {
      name: 'batched-numbers',
      eventTypes: ['BatchedNoted'],
      apply: (tx, event) => write(tx, [event], 'one'),
      applyBatch: (tx, events) => write(tx, events, 'batch'),
      reset: async (tx) => void (await tx`delete from parking_batched`),
    };
    const noteBatched = (stream: string, n: unknown) => store.appendToStream(stream, [{ type: 'BatchedNoted', data: { n } }]);
    const rows = () => sql<{ stream_id: string; n: number | null; via: string; times: number }[]>`select stream_id, n, via, times from parking_batched order by n`;
    const parkedOf = async () => (await listParked(sql, { open: true, limit: 50 })).filter((row) => row.projection === 'batched-numbers');
    // Written before the runner starts: one page, which the batch cannot apply.
    await noteBatched('batched-a', 1);
    await noteBatched('batched-b', 'not a number');
    await noteBatched('batched-c', 3);
    await noteBatched('batched-b', 4);
    let runner = createProjectionRunner({ sql, store, projections: [batched], logger, retryMs: 5, maxAttempts: 3 });
    runner.start();
    try {
      await waitUntil(async () => (await parkedOf()).length === 2, 'the bad event and the one held behind it');
      const [head, held] = await parkedOf();
      expect(head).toMatchObject({ streamId: 'batched-b', streamRevision: '0', attempts: 3, heldBehind: null });
      expect(head!.error).toMatch(/invalid input syntax for type integer/);
      expect(held).toMatchObject({ streamId: 'batched-b', streamRevision: '1', heldBehind: head!.id });
      expect((await rows()).map((row) => [row.stream_id, row.n, row.via, row.times])).toEqual([
        ['batched-a', 1, 'one', 1],
        ['batched-c', 3, 'one', 1],
      ]);
    } finally {
      await runner.stop();
    }
    // A page with nothing to hold or park goes through the batch.
    await noteBatched('batched-d', 5);
    await noteBatched('batched-e', 6);
    runner = createProjectionRunner({ sql, store, projections: [batched], logger, retryMs: 5, maxAttempts: 3 });
    runner.start();
    try {
      await waitUntil(async () => (await rows()).length === 4, 'the page after the parked event');
      expect((await rows()).slice(2).map((row) => [row.stream_id, row.n, row.via, row.times])).toEqual([
        ['batched-d', 5, 'batch', 1],
        ['batched-e', 6, 'batch', 1],
      ]);
    } finally {
      await runner.stop();
      // The tests after this one list the open parked events of `numbers` alone.
      await sql`delete from projection_parked_events where projection = 'batched-numbers'`;
    }
  });

  it('never parks an event for a transient failure: the batch is retried until it passes', async () => {
    let failures = 0;
    const flaky: Projection = {
      name: 'flaky',
      eventTypes: ['FlakyNoted'],
      apply: async (tx, event) => {
        if (failures < 5) {
          failures += 1;
          throw Object.assign(new Error('could not serialize access'), { code: '40001' });
        }
        await tx`insert into parking_order (stream_id, event_id) values (${event.streamId}, ${event.id})`;
      },
      reset: async () => undefined,
    };
    const runner = createProjectionRunner({ sql, store, projections: [flaky], logger, retryMs: 5, maxAttempts: 2 });
    runner.start();
    try {
      await store.appendToStream('flaky-1', [{ type: 'FlakyNoted', data: {} }]);
      await waitUntil(async () => (await sql`select 1 from parking_order where stream_id = 'flaky-1'`).length === 1, 'the flaky event');
      expect(failures).toBe(5);
      expect((await listParked(sql, { open: false, limit: 100 })).some((row) => row.projection === 'flaky')).toBe(false);
    } finally {
      await runner.stop();
    }
  });

  it('parks instead of failing when a rebuild meets the bad event, and forgets the old model’s parked rows', async () => {
    behaviour.fixed = false;
    const result = await rebuildProjection({ sql, store, projection });
    expect(result.applied).toBeGreaterThan(0);
    const open = await listParked(sql, { open: true, limit: 50 });
    expect(open.map((row) => [row.streamId, row.streamRevision, row.heldBehind === null])).toEqual([
      ['numbers-b', '0', true],
      ['numbers-b', '1', false],
      ['numbers-b', '2', false],
      ['numbers-b', '3', false],
      ['numbers-d', '0', true],
      ['numbers-d', '1', false],
    ]);
    const all = await listParked(sql, { open: false, limit: 100 });
    expect(all.filter((row) => row.projection === 'numbers' && row.resolution !== null)).toEqual([]);
    expect((await applied()).map((row) => row.stream_id).sort()).toEqual(['numbers-a', 'numbers-a', 'numbers-c']);
  });
});
