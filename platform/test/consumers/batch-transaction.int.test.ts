import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@weklean/domain';
import { createPostgresEventStore, type PostgresEventStore } from '../../src/event-store/postgres-event-store';
import { createLogger } from '../../src/log/logger';
import type { Projection, Tx } from '../../src/consumers/consumer';
import { listParked } from '../../src/consumers/parked-events';
import { rebuildProjection } from '../../src/consumers/rebuild';
import { createConsumerRuntime } from '../../src/consumers/runtime';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// The batch's transaction with fewer round trips (issue 34): no savepoint around `applyBatch` (a failed batch rolls
// back whole and is redone one by one), the checkpoint lock and the held streams read in one round trip (two
// statements, in that order), the checkpoint still compared to where the batch was read from.

const logger = createLogger({ level: 'error', json: true });

type Row = { stream_id: string; n: number | null; via: string; times: number };

/**
 * Writes each event's `n` into an integer column, counting how often each event was written: `n` not a number makes
 * PostgreSQL refuse it (22P02) until `fixed`. `applyBatch` writes the page in two statements, the second of which
 * fails on such an event, so a batch not rolled back whole would leave the first statement's rows behind.
 */
const numbers = (name: string, type: string, behaviour: { fixed: boolean; batches: number; transientOnce?: boolean }): Projection => {
  const write = async (tx: Tx, events: readonly RecordedEvent[], via: string) => {
    if (events.length === 0) return;
    const rows = events.map((event) => {
      const { n } = event.data as { n: unknown };
      return { projection: name, event_id: event.id, stream_id: event.streamId, n: behaviour.fixed && typeof n !== 'number' ? null : String(n), via };
    });
    await tx`insert into batch_tx_rows ${tx(rows)} on conflict (event_id) do update set times = batch_tx_rows.times + 1`;
  };
  return {
    name,
    eventTypes: [type],
    apply: (tx, event) => write(tx, [event], 'one'),
    applyBatch: async (tx, events) => {
      behaviour.batches += 1;
      if (behaviour.transientOnce) {
        behaviour.transientOnce = false;
        throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      }
      const typed = events.filter((event) => typeof (event.data as { n: unknown }).n === 'number');
      await write(tx, typed, 'batch');
      await write(tx, events.filter((event) => !typed.includes(event)), 'batch');
    },
    reset: async (tx) => void (await tx`delete from batch_tx_rows where projection = ${name}`),
  };
};

describe('a projection batch in one transaction with its checkpoint', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let store: PostgresEventStore;

  const rows = async (projection: string) =>
    sql<Row[]>`select stream_id, n, via, times from batch_tx_rows where projection = ${projection} order by seq`;
  const parkedOf = async (projection: string) => (await listParked(sql, { open: true, limit: 50 })).filter((row) => row.projection === projection);
  const applied = async (projection: string) =>
    (await sql<{ n: number }[]>`select events_applied::int as n from projection_checkpoints where name = ${projection}`)[0]?.n ?? 0;
  /** Until a transaction of this database waits for a row lock: the runtime's, on the checkpoint the test holds. */
  const untilWaitingForLock = () =>
    expect
      .poll(
        async () =>
          (await sql<{ n: number }[]>`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query ilike '%projection_checkpoints%for update%'`)[0]!.n,
        { timeout: 30_000, interval: 20 },
      )
      .toBe(1);

  beforeAll(async () => {
    database = await createTestDatabase('batch_transaction', { migrated: true });
    sql = postgres(database.url, { max: 8, onnotice: () => undefined });
    await sql`
      create table batch_tx_rows (seq bigserial, projection text not null, event_id uuid primary key, stream_id text not null,
                                  n int, via text not null, times int not null default 1)`;
    store = await createPostgresEventStore({ connectionString: database.url, pollMs: { min: 5, max: 20 } });
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await sql?.end();
    await database?.drop();
  });

  it('rolls a failed applyBatch back whole and redoes its events one by one, which parks the failing event', async () => {
    const behaviour = { fixed: false, batches: 0 };
    const note = (stream: string, n: unknown) => store.appendToStream(stream, [{ type: 'FailedBatchNoted', data: { n } }]);
    // One page, read before the runtime starts: the batch cannot apply it.
    await note('failed-a', 1);
    await note('failed-b', 'not a number');
    await note('failed-c', 3);
    await note('failed-b', 4);
    const runtime = createConsumerRuntime({ sql, store, logger, projections: [numbers('failed-batch', 'FailedBatchNoted', behaviour)], retryMs: 5, maxAttempts: 3 });
    runtime.start();
    try {
      await expect.poll(() => applied('failed-batch'), { timeout: 30_000, interval: 20 }).toBe(4);
      // The batch was tried, and none of its rows stayed: the good events are written once, one by one.
      expect(behaviour.batches).toBeGreaterThan(0);
      expect((await rows('failed-batch')).map((row) => [row.stream_id, row.n, row.via, row.times])).toEqual([
        ['failed-a', 1, 'one', 1],
        ['failed-c', 3, 'one', 1],
      ]);
      const [head, held] = await parkedOf('failed-batch');
      expect(head).toMatchObject({ streamId: 'failed-b', streamRevision: '0', attempts: 3, heldBehind: null });
      expect(head!.error).toMatch(/invalid input syntax for type integer/);
      expect(held).toMatchObject({ streamId: 'failed-b', streamRevision: '1', heldBehind: head!.id });
    } finally {
      await runtime.stop();
    }
  });

  it('retries the whole batch, not one by one, when applyBatch meets database trouble', async () => {
    const behaviour = { fixed: false, batches: 0, transientOnce: true };
    await store.appendToStream('transient-a', [1, 2, 3].map((n) => ({ type: 'TransientBatchNoted', data: { n } })));
    const runtime = createConsumerRuntime({ sql, store, logger, projections: [numbers('transient-batch', 'TransientBatchNoted', behaviour)], retryMs: 5 });
    runtime.start();
    try {
      await expect.poll(() => applied('transient-batch'), { timeout: 30_000, interval: 20 }).toBe(3);
      expect(behaviour.batches).toBe(2);
      expect((await rows('transient-batch')).map((row) => [row.n, row.via, row.times])).toEqual([
        [1, 'batch', 1],
        [2, 'batch', 1],
        [3, 'batch', 1],
      ]);
      expect(await parkedOf('transient-batch')).toEqual([]);
    } finally {
      await runtime.stop();
    }
  });

  // A transaction holding the checkpoint's lock hides the events appended after it began from every reader of $all
  // (only transactions older than the oldest running one are read): the test appends first, takes the lock, and only
  // then starts the runtime whose batch is to wait for it.

  it('sees a parked event retried by another connection while it waited for the checkpoint: the stream flows again', async () => {
    const behaviour = { fixed: false, batches: 0 };
    const projection = numbers('retried', 'RetriedNoted', behaviour);
    const note = (stream: string, n: unknown) => store.appendToStream(stream, [{ type: 'RetriedNoted', data: { n } }]);
    const start = () => {
      const runtime = createConsumerRuntime({ sql, store, logger, projections: [projection], retryMs: 5, maxAttempts: 2 });
      runtime.start();
      return runtime;
    };
    let runtime = start();
    await note('retried-a', 'not a number');
    await expect.poll(async () => (await parkedOf('retried')).length, { timeout: 30_000, interval: 20 }).toBe(1);
    await runtime.stop();
    const [parked] = await parkedOf('retried');
    await note('retried-a', 2);
    try {
      // An admin's retry, as retryParked makes it: the checkpoint locked first, the event applied, its row resolved;
      // committed only once the runtime's batch, the next event of the same stream, waits for that lock.
      await sql.begin(async (tx) => {
        await tx`select 1 from projection_checkpoints where name = 'retried' for update`;
        runtime = start();
        await untilWaitingForLock();
        behaviour.fixed = true;
        await tx`insert into batch_tx_rows (projection, event_id, stream_id, n, via) values ('retried', ${parked!.eventId}, 'retried-a', null, 'admin')`;
        await tx`update projection_parked_events set resolution = 'retried', resolved_at = now(), resolved_by = 'admin' where id = ${parked!.id}::bigint`;
      });
      // Held streams read in the snapshot taken before the wait would have parked this event behind the retried one.
      await expect.poll(() => applied('retried'), { timeout: 30_000, interval: 20 }).toBe(2);
      expect((await rows('retried')).map((row) => [row.n, row.via, row.times])).toEqual([
        [null, 'admin', 1],
        [2, 'one', 1],
      ]);
      expect(await parkedOf('retried')).toEqual([]);
    } finally {
      await runtime.stop();
    }
  });

  it('leaves the events to the consumer that moved the checkpoint while it waited, and goes on from there', async () => {
    const behaviour = { fixed: false, batches: 0 };
    const start = () => {
      const runtime = createConsumerRuntime({ sql, store, logger, projections: [numbers('moved', 'MovedNoted', behaviour)], retryMs: 5 });
      runtime.start();
      return runtime;
    };
    let runtime = start();
    await store.appendToStream('moved-a', [{ type: 'MovedNoted', data: { n: 1 } }]);
    await expect.poll(() => applied('moved'), { timeout: 30_000, interval: 20 }).toBe(1);
    await runtime.stop();
    const appended = await store.appendToStream('moved-a', [2, 3, 4].map((n) => ({ type: 'MovedNoted', data: { n } })));
    try {
      // Another consumer (say, one whose lock session outlived a lost one for a moment) applies the same events and
      // moves the checkpoint while this runtime's batch of them waits for the checkpoint's lock.
      await sql.begin(async (tx) => {
        await tx`select 1 from projection_checkpoints where name = 'moved' for update`;
        runtime = start();
        await untilWaitingForLock();
        const events = await tx<{ event_id: string; n: number }[]>`
          select event_id::text, (data->>'n')::int as n from events where stream_id = 'moved-a' and revision >= 1 order by revision`;
        expect(events.map((event) => event.n)).toEqual([2, 3, 4]);
        for (const event of events) {
          await tx`insert into batch_tx_rows (projection, event_id, stream_id, n, via) values ('moved', ${event.event_id}, 'moved-a', ${event.n}, 'other')`;
        }
        await tx`
          update projection_checkpoints
          set position_commit = ${appended.position.commit.toString()}::numeric, position_prepare = ${appended.position.prepare.toString()}::numeric,
              events_applied = events_applied + 3
          where name = 'moved'`;
      });
      await store.appendToStream('moved-b', [{ type: 'MovedNoted', data: { n: 5 } }]);
      await expect.poll(() => applied('moved'), { timeout: 30_000, interval: 20 }).toBe(5);
      // Each event written once: the three by the other consumer, none of them again by this one.
      expect((await rows('moved')).map((row) => [row.n, row.via, row.times])).toEqual([
        [1, 'one', 1],
        [2, 'other', 1],
        [3, 'other', 1],
        [4, 'other', 1],
        [5, 'one', 1],
      ]);
    } finally {
      await runtime.stop();
    }
  });

  it('reads the held streams again after a rebuild parked an event, even when the rebuild ended where the consumer was', async () => {
    const behaviour = { fixed: true, batches: 0 };
    const projection = numbers('rebuilt', 'RebuiltNoted', behaviour);
    const runtime = createConsumerRuntime({ sql, store, logger, projections: [projection], retryMs: 5 });
    runtime.start();
    try {
      await store.appendToStream('rebuilt-a', [{ type: 'RebuiltNoted', data: { n: 1 } }]);
      await store.appendToStream('rebuilt-b', [{ type: 'RebuiltNoted', data: { n: 'not a number' } }]);
      await expect.poll(() => applied('rebuilt'), { timeout: 30_000, interval: 20 }).toBe(2);
      // The projection's code changed: the rebuild cannot apply the second event and parks it. It ends on the last
      // event, where the running consumer already is, so the checkpoint's position is the same as before.
      behaviour.fixed = false;
      await rebuildProjection({ sql, store, projection });
      expect((await parkedOf('rebuilt')).map((row) => row.streamId)).toEqual(['rebuilt-b']);
      // The consumer's next events: the parked stream's is held behind the parked one, the other stream's applied.
      await store.appendToStream('rebuilt-b', [{ type: 'RebuiltNoted', data: { n: 3 } }]);
      await store.appendToStream('rebuilt-a', [{ type: 'RebuiltNoted', data: { n: 4 } }]);
      await expect.poll(() => applied('rebuilt'), { timeout: 30_000, interval: 20 }).toBe(4);
      expect((await parkedOf('rebuilt')).map((row) => row.streamId)).toEqual(['rebuilt-b', 'rebuilt-b']);
      expect((await rows('rebuilt')).map((row) => [row.n, row.via])).toEqual([
        [1, 'one'],
        [4, 'one'],
      ]);
    } finally {
      await runtime.stop();
    }
  });
});
