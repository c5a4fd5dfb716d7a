import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventData, RecordedEvent } from '@weklean/domain';
import { createPostgresEventStore, type PostgresEventStore } from '../../src/event-store/postgres-event-store';
import { createLogger } from '../../src/log/logger';
import { migrate } from '../../src/postgres/migrations';
import type { Projection } from '../../src/consumers/consumer';
import { createConsumerRuntime } from '../../src/consumers/runtime';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// A runtime catching up while its store reads one page ahead (issue 34): pages of 7, batches of 5, so that batches
// and pages end at different events and the next page is in flight while a batch is applied.
const PAGE = 7;
const BATCH = 5;

const logger = createLogger({ level: 'error', json: true });

const event = (n: number): EventData => ({ type: 'Noted', data: { n } });

/**
 * Records every event it applies, in the order it applied them: a gap, a double or a swap shows. `failOnce`: events
 * whose first try throws; `before`: runs before an event is applied.
 */
const notes = (name: string, hooks: { failOnce?: Set<string>; before?: (event: RecordedEvent) => Promise<void> }): Projection => ({
  name,
  eventTypes: ['Noted'],
  apply: async (tx, e: RecordedEvent) => {
    await hooks.before?.(e);
    if (hooks.failOnce?.delete(e.id)) throw new Error('failing once, as a bug fixed on the next try');
    await tx`insert into read_ahead_notes (projection, event_id) values (${name}, ${e.id})`;
  },
  reset: async (tx) => {
    await tx`delete from read_ahead_notes where projection = ${name}`;
  },
});

describe('consumer runtime catching up over many pages read ahead', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let store: PostgresEventStore;

  const append = async (stream: string, count: number) => {
    await store.appendToStream(stream, Array.from({ length: count }, (_, i) => event(i)));
  };
  /** The log's Noted events, in log order. */
  const log = async () =>
    (await sql<{ id: string }[]>`select event_id::text as id from events where event_type = 'Noted' order by transaction_id, global_position`).map((row) => row.id);
  const applied = async (projection: string) =>
    (await sql<{ id: string }[]>`select event_id::text as id from read_ahead_notes where projection = ${projection} order by seq`).map((row) => row.id);
  const untilApplied = async (projection: string, count: number) => {
    await expect
      .poll(async () => (await sql<{ n: number }[]>`select events_applied::int as n from projection_checkpoints where name = ${projection}`)[0]?.n, {
        timeout: 30_000,
        interval: 20,
      })
      .toBe(count);
  };

  beforeAll(async () => {
    database = await createTestDatabase('runtime_read_ahead');
    await migrate(database.url);
    sql = postgres(database.url, { max: 6, onnotice: () => undefined });
    await sql`create table read_ahead_notes (seq bigserial primary key, projection text not null, event_id uuid not null)`;
    store = await createPostgresEventStore({ connectionString: database.url, pageSize: PAGE, pollMs: { min: 5, max: 20 } });
    for (let i = 0; i < 40; i += 1) await append(`seed-${i % 6}`, 1 + (i % 4));
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await sql?.end();
    await database?.drop();
  });

  it('applies every event once, in log order, with appends during the catch-up and a failed batch rolled back and retried', async () => {
    // Fails once on an event of the sixth page, while the seventh is read ahead: its batch rolls back, and the
    // runtime starts again from the checkpoint.
    const seeded = await log();
    const failOnce = new Set([seeded[38]!]);
    const runtime = createConsumerRuntime({ sql, store, logger, projections: [notes('notes', { failOnce })], batchSize: BATCH, retryMs: 10 });
    runtime.start();
    try {
      await Promise.all([0, 1, 2].map(async (writer) => {
        for (let i = 0; i < 10; i += 1) await append(`live-${writer}`, 1 + ((i + writer) % 3));
      }));
      const total = (await log()).length;
      await untilApplied('notes', total);
      expect(failOnce.size).toBe(0);
      const ids = await applied('notes');
      expect(ids).toEqual(await log());
      expect(new Set(ids).size).toBe(total);
    } finally {
      await runtime.stop();
    }
  }, 60_000);

  it('takes up again from its checkpoint after a read ahead failed, without a gap or a double', async () => {
    // Halfway through the catch-up, while a batch is applied and the next page is read ahead, the log becomes
    // unreadable (the rename waits for the reads under way): a later read fails, until the test gives the table back.
    const seeded = await log();
    let hidden = false;
    const hide = async (e: RecordedEvent) => {
      if (e.id !== seeded[45] || hidden) return;
      hidden = true;
      await sql`alter table events rename to events_hidden`;
    };
    const runtime = createConsumerRuntime({ sql, store, logger, projections: [notes('notes-read-failure', { before: hide })], batchSize: BATCH, retryMs: 10 });
    runtime.start();
    try {
      await expect
        .poll(async () => (await sql<{ error: string | null }[]>`select last_error as error from projection_checkpoints where name = 'notes-read-failure'`)[0]?.error, {
          timeout: 30_000,
          interval: 20,
        })
        .toMatch(/relation "events" does not exist/);
      await sql`alter table events_hidden rename to events`;
      const total = (await log()).length;
      await untilApplied('notes-read-failure', total);
      expect(await applied('notes-read-failure')).toEqual(await log());
    } finally {
      await sql`alter table if exists events_hidden rename to events`;
      await runtime.stop();
    }
  }, 60_000);

  it('commits a batch gathered from full pages when the log ends on a full page, without waiting for another append', async () => {
    // Pages of 7 and a log of exactly two pages: the second page says more may follow, the read after it finds none.
    // A batch larger than the log gathers both pages, then must be taken at the head, not held for the next append.
    const exact = await createTestDatabase('runtime_full_pages');
    const exactSql = postgres(exact.url, { max: 4, onnotice: () => undefined });
    const exactStore = await createPostgresEventStore({ connectionString: exact.url, pageSize: PAGE, pollMs: { min: 5, max: 20 } });
    try {
      await migrate(exact.url);
      await exactSql`create table read_ahead_notes (seq bigserial primary key, projection text not null, event_id uuid not null)`;
      for (let i = 0; i < 2; i += 1) await exactStore.appendToStream(`full-${i}`, Array.from({ length: PAGE }, (_, n) => event(n)));
      const runtime = createConsumerRuntime({ sql: exactSql, store: exactStore, logger, projections: [notes('notes-full-pages', {})], batchSize: 100 });
      runtime.start();
      try {
        await expect
          .poll(async () => (await exactSql<{ n: number }[]>`select events_applied::int as n from projection_checkpoints where name = 'notes-full-pages'`)[0]?.n, {
            timeout: 10_000,
            interval: 20,
          })
          .toBe(2 * PAGE);
      } finally {
        await runtime.stop();
      }
    } finally {
      await exactStore.close();
      await exactSql.end();
      await exact.drop();
    }
  }, 60_000);
});
