import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reaction, Reactor, RecordedEvent } from '@weklean/domain';
import { createPostgresEventStore, type PostgresEventStore } from '../../src/event-store/postgres-event-store';
import { createLogger } from '../../src/log/logger';
import { migrate } from '../../src/postgres/migrations';
import type { Dispatch, Projection } from '../../src/consumers/consumer';
import { listParked, retryParked } from '../../src/consumers/parked-events';
import { parkedReactorName, reactorRetryTarget } from '../../src/consumers/reactions';
import { createConsumerRuntime } from '../../src/consumers/runtime';
import { readConsumerStatuses, readReactorStatuses } from '../../src/consumers/status';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const logger = createLogger({ level: 'error', json: true });

/** Counts in a table how often each event was applied: any value but 1 is a lost or doubled effect. */
const tallies: Projection = {
  name: 'tallies',
  eventTypes: ['Tallied'],
  apply: async (tx, event) => {
    await tx`insert into consumer_tallies (event_id, times) values (${event.id}, 1)
             on conflict (event_id) do update set times = consumer_tallies.times + 1`;
  },
  reset: async (tx) => {
    await tx`delete from consumer_tallies`;
  },
};

/** Reacts to every tally with one command, except to a poison one until it is fixed (as a bug and its fix would). */
const echo = (fixed: { value: boolean }): Reactor => ({
  // The projection's name on purpose: the two kinds keep their own checkpoint rows and locks.
  name: 'tallies',
  eventTypes: ['Tallied'],
  react(event) {
    if ((event.data as { poison?: boolean }).poison && !fixed.value) throw new Error('cannot react to this tally');
    return [{ kind: 'command', commandId: `echo:${event.id}`, target: { stream: 'nowhere' } as never, type: 'Echo', data: {} }];
  },
});

describe('one consumer runtime for a projection and a reactor, against a real PostgreSQL', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let store: PostgresEventStore;
  const sent: { reaction: Reaction; cause: RecordedEvent }[] = [];
  const dispatch: Dispatch = async (reaction, cause) => void sent.push({ reaction, cause });
  const fixed = { value: false };
  const reactor = echo(fixed);

  const tally = (stream: string, data: Record<string, unknown> = {}) => store.appendToStream(stream, [{ type: 'Tallied', data }]);
  const checkpoints = () =>
    sql<{ name: string; kind: string; applied: number }[]>`select name, kind, events_applied::int as applied from projection_checkpoints order by name`;

  beforeAll(async () => {
    database = await createTestDatabase('consumer_runtime');
    await migrate(database.url);
    sql = postgres(database.url, { max: 12, onnotice: () => undefined });
    await sql`create table consumer_tallies (event_id uuid primary key, times int not null)`;
    store = await createPostgresEventStore({ connectionString: database.url });
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await sql?.end();
    await database?.drop();
  });

  it('runs both from one checkpoint table, one active copy each across runtimes, parks a poison reaction, and reports both', async () => {
    const runtimes = [0, 1].map(() =>
      createConsumerRuntime({ sql, store, logger, projections: [tallies], reactors: [reactor], dispatch, retryMs: 10, lockRetryMs: 50, batchSize: 7 }),
    );
    for (const runtime of runtimes) runtime.start();
    try {
      for (let i = 0; i < 30; i += 1) await tally(`tally-${i % 4}`, i === 11 ? { poison: true } : {});
      await expect
        .poll(async () => (await readConsumerStatuses(sql, store, [{ kind: 'projection', ...tallies }, { kind: 'reactor', ...reactor }])).map((s) => [s.kind, s.lag, s.parked, s.active, s.lastError]), {
          timeout: 30_000,
          interval: 50,
        })
        .toEqual([
          ['projection', 0, 0, true, null],
          ['reactor', 0, 1, true, null],
        ]);

      // The projection applied every event once, in the transaction of its checkpoint; the reactor reacted once to
      // each but the poison one, which is parked after its three tries, and both checkpoints moved past all 30.
      const [times] = await sql<{ n: number; max: number }[]>`select count(*)::int as n, max(times) as max from consumer_tallies`;
      expect(times).toEqual({ n: 30, max: 1 });
      expect(sent).toHaveLength(29);
      expect(new Set(sent.map((s) => s.cause.id)).size).toBe(29);
      expect(await checkpoints()).toEqual([
        { name: 'reactor:tallies', kind: 'reactor', applied: 30 },
        { name: 'tallies', kind: 'projection', applied: 30 },
      ]);
      const [parked] = await listParked(sql, { open: true, limit: 10 });
      expect(parked).toMatchObject({ projection: parkedReactorName(reactor), streamId: 'tally-3', attempts: 3, error: 'cannot react to this tally' });

      // One lock per consumer: each of the two is held by one runtime, whichever it is.
      const [locks] = await sql<{ n: number }[]>`
        select count(*)::int as n from pg_locks
        where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`;
      expect(locks!.n).toBe(2);

      // The admin's retry after the fix reacts once, with the same command id.
      fixed.value = true;
      await retryParked({ sql, store, projections: [reactorRetryTarget(reactor, { store, dispatch })], id: parked!.id, by: 'admin' });
      expect(sent.filter((s) => s.cause.id === parked!.eventId).map((s) => s.reaction.kind === 'command' && s.reaction.commandId)).toEqual([`echo:${parked!.eventId}`]);
      expect((await readReactorStatuses(sql, store, [reactor]))[0]).toMatchObject({ name: 'tallies', parked: 0, eventsHandled: 30 });

      // The active runtime stops: the standby takes both over from their checkpoints, and nothing is taken twice.
      await runtimes[0]!.stop();
      for (let i = 0; i < 5; i += 1) await tally('tally-after');
      await expect.poll(async () => (await checkpoints()).map((row) => row.applied), { timeout: 30_000, interval: 50 }).toEqual([35, 35]);
      const [after] = await sql<{ n: number; max: number }[]>`select count(*)::int as n, max(times) as max from consumer_tallies`;
      expect(after).toEqual({ n: 35, max: 1 });
      expect(new Set(sent.map((s) => s.cause.id)).size).toBe(35);
      expect(sent).toHaveLength(35);
    } finally {
      for (const runtime of runtimes) await runtime.stop();
    }
  }, 90_000);

  it("moves a reactor's checkpoint once per batch, and past the reactions sent before a failure, so none is sent twice", async () => {
    // Ten events in the log before the runtime starts: one batch. The sixth fails twice, then is parked on its third try.
    for (let i = 0; i < 10; i += 1) await store.appendToStream(`batched-${i % 3}`, [{ type: 'Batched', data: { poison: i === 5 } }]);
    const reactions: string[] = [];
    const batched: Reactor = {
      name: 'batched',
      eventTypes: ['Batched'],
      react(event) {
        if ((event.data as { poison: boolean }).poison) throw new Error('cannot react to this one');
        return [{ kind: 'command', commandId: `batched:${event.id}`, target: { stream: 'nowhere' } as never, type: 'Echo', data: {} }];
      },
    };
    const runtime = createConsumerRuntime({
      sql,
      store,
      logger,
      reactors: [batched],
      dispatch: async (reaction) => void reactions.push(reaction.kind === 'command' ? reaction.commandId : reaction.kind),
      retryMs: 10,
      lockRetryMs: 50,
      batchSize: 100,
    });
    runtime.start();
    try {
      await expect.poll(async () => (await readReactorStatuses(sql, store, [batched]))[0]?.eventsHandled, { timeout: 30_000, interval: 50 }).toBe(10);
      // Each of the nine others once: the five before the failure were not sent again on its two retries.
      expect(reactions).toHaveLength(9);
      expect(new Set(reactions).size).toBe(9);
      const parked = (await listParked(sql, { open: true, limit: 10 })).filter((row) => row.projection === parkedReactorName(batched));
      expect(parked).toHaveLength(1);
      expect(parked[0]).toMatchObject({ attempts: 3, error: 'cannot react to this one' });
      expect((await readReactorStatuses(sql, store, [batched]))[0]).toMatchObject({ lag: 0, eventsHandled: 10 });
      // Live events afterwards, in batches of what is there: counted into the same total, each sent once.
      for (let i = 0; i < 3; i += 1) await store.appendToStream('batched-later', [{ type: 'Batched', data: { poison: false } }]);
      await expect.poll(async () => (await readReactorStatuses(sql, store, [batched]))[0]?.eventsHandled, { timeout: 30_000, interval: 50 }).toBe(13);
      expect(reactions).toHaveLength(12);
    } finally {
      await runtime.stop();
    }
  }, 60_000);

  it('stops at once when its stop comes while its first lock attempt is in flight, however long its pause between tries', async () => {
    const advisoryLocks = async () =>
      (await sql<{ n: number }[]>`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`)[0]!.n;
    const holder = createConsumerRuntime({ sql, store, logger, projections: [tallies], lockRetryMs: 50 });
    holder.start();
    try {
      await expect.poll(advisoryLocks, { timeout: 20_000, interval: 20 }).toBe(1);
      // Stopped before its attempt answers (the holder has the lock): the pause it would then take is ten minutes,
      // which a stop that came first must cut short (it waited the whole pause, as a runner's stop in the tests did).
      const standby = createConsumerRuntime({ sql, store, logger, projections: [tallies], lockRetryMs: 10 * 60_000 });
      standby.start();
      await standby.stop();
    } finally {
      await holder.stop();
    }
  }, 30_000);

  it('refuses reactors without a dispatch to send their reactions', () => {
    expect(() => createConsumerRuntime({ sql, store, logger, reactors: [reactor] })).toThrow(/dispatch/);
  });
});
