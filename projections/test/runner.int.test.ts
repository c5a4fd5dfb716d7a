import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConsumerRuntime as createProjectionRunner,
  createLogger,
  createPostgresEventStore,
  migrate,
  readProjectionStatuses,
  rebuildProjection,
  type PostgresEventStore,
} from '@weklean/platform';
import { createTestDatabase, type TestDatabase } from '../../platform/test/support/test-database';
import { eventTypeCounts } from '../src/event-type-counts/event-type-counts';
import { allProjections } from '../src/all-projections';
import { createSeenOnceTable, seenOnce } from './support/seen-once-projection';

const logger = createLogger({ level: 'error', json: true });
const child = fileURLToPath(new URL('./support/runner-child.ts', import.meta.url));

/** The process warnings emitted while `during` runs (and the tick after, when Node emits them). */
const warningsDuring = async (during: () => Promise<void>) => {
  const warnings: Error[] = [];
  const listener = (warning: Error) => void warnings.push(warning);
  process.on('warning', listener);
  try {
    await during();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('warning', listener);
  }
  return warnings.map((warning) => `${warning.name}: ${warning.message}`);
};

const waitUntil = async (check: () => Promise<boolean>, what: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('projection runner', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let store: PostgresEventStore;

  const appendEvents = async (count: number, type = 'Tested') => {
    for (let i = 0; i < count; i += 10) {
      await store.appendToStream(`test-${i % 7}`, Array.from({ length: Math.min(10, count - i) }, (_, k) => ({ type, data: { n: i + k } })));
    }
  };
  const seen = async () => {
    const [row] = await sql<{ rows: number; max: number | null }[]>`select count(*)::int as rows, max(times) as max from seen_once`;
    return row!;
  };
  const checkpointCount = async (name: string) => {
    const [row] = await sql<{ n: number }[]>`select events_applied::int as n from projection_checkpoints where name = ${name}`;
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    database = await createTestDatabase('projections');
    await migrate(database.url);
    sql = postgres(database.url, { max: 10, onnotice: () => undefined });
    await sql.unsafe(createSeenOnceTable);
    store = await createPostgresEventStore({ connectionString: database.url });
  });
  afterAll(async () => {
    await store?.close();
    await sql?.end();
    await database?.drop();
  });

  it('loses nothing and counts nothing twice when the runner is killed mid-batch and restarted', async () => {
    await appendEvents(600);
    const process_ = spawn(process.execPath, ['--import', 'tsx', child], {
      env: { ...process.env, CHILD_DATABASE_URL: database.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let applied = 0;
    process_.stdout.on('data', (chunk: Buffer) => {
      const last = chunk.toString().trim().split('\n').at(-1);
      applied = Number(last?.replace('applied ', '') ?? applied);
    });
    // Past two batches of 50 and into the third: the third's transaction is open when the process dies.
    await waitUntil(async () => applied >= 125, 'the child to be mid-batch');
    process_.kill('SIGKILL');
    await new Promise((resolve) => process_.once('exit', resolve));

    const afterKill = await seen();
    expect(afterKill.rows).toBeLessThan(600);
    expect(afterKill.rows).toBe(await checkpointCount('seen-once'));
    expect(afterKill.max).toBe(1);

    const runner = createProjectionRunner({ sql, store, projections: [seenOnce()], logger, batchSize: 50 });
    runner.start();
    try {
      await waitUntil(async () => (await seen()).rows === 600, 'the restarted runner to catch up');
      await appendEvents(40);
      await waitUntil(async () => (await seen()).rows === 640, 'live events');
      expect((await seen()).max).toBe(1);
      expect(await checkpointCount('seen-once')).toBe(640);
    } finally {
      await runner.stop();
    }
  }, 90_000);

  it('keeps one active consumer across runners and applies each event once', async () => {
    const before = (await seen()).rows;
    const runners = [0, 1, 2].map(() =>
      createProjectionRunner({ sql, store, projections: [seenOnce()], logger, batchSize: 20, lockRetryMs: 100 }),
    );
    for (const runner of runners) runner.start();
    try {
      await appendEvents(300);
      await waitUntil(async () => (await seen()).rows === before + 300, 'three runners to apply 300 events');
      const statuses = await readProjectionStatuses(sql, store, [seenOnce()]);
      expect(statuses[0]).toMatchObject({ name: 'seen-once', active: true, lag: 0, lastError: null });
      // The active one stops: a standby takes over and continues.
      await runners[0]!.stop();
      await runners[1]!.stop();
      await appendEvents(30);
      await waitUntil(async () => (await seen()).rows === before + 330, 'the standby to take over');
      expect((await seen()).max).toBe(1);
    } finally {
      for (const runner of runners) await runner.stop();
    }
  }, 60_000);

  it('starts every projection of the product on one stop signal without a MaxListenersExceededWarning', async () => {
    const wide = postgres(database.url, { max: allProjections.length + 5, onnotice: () => undefined });
    const runner = createProjectionRunner({ sql: wide, store, projections: allProjections, logger });
    const heldLocks = async () => {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from pg_locks
        where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`;
      return row!.n;
    };
    try {
      const warnings = await warningsDuring(async () => {
        runner.start();
        // Each projection holds its lock once it consumes the log (and listens for the stop).
        await waitUntil(async () => (await heldLocks()) === allProjections.length, 'every projection to be consuming');
      });
      expect(warnings.filter((warning) => warning.includes('MaxListeners'))).toEqual([]);
    } finally {
      await runner.stop();
      await wide.end();
    }
  }, 60_000);

  it('lets a standby retry the lock as long as it likes without piling up stop listeners', async () => {
    const active = createProjectionRunner({ sql, store, projections: [seenOnce()], logger });
    let tries = 0;
    // The standby's tries of the lock, counted by the debug hook its lock session takes from the pool's options.
    const counted = new Proxy(sql, {
      get: (target, key, receiver) =>
        key === 'options'
          ? { ...target.options, debug: (_connection: number, query: string) => void (query.includes('pg_try_advisory_lock') && (tries += 1)) }
          : Reflect.get(target, key, receiver),
    });
    const standby = createProjectionRunner({ sql: counted, store, projections: [seenOnce()], logger, lockRetryMs: 1 });
    active.start();
    try {
      await waitUntil(async () => (await sql`select 1 from pg_locks where locktype = 'advisory' and granted`).length === 1, 'the active runner to hold the lock');
      const warnings = await warningsDuring(async () => {
        standby.start();
        await waitUntil(async () => tries > 30, 'thirty tries of the lock');
      });
      expect(warnings.filter((warning) => warning.includes('MaxListeners'))).toEqual([]);
    } finally {
      await standby.stop();
      await active.stop();
    }
  }, 60_000);

  it('counts event types and reports its lag; a rebuild gives the same counts', async () => {
    await appendEvents(20, 'CounterTested');
    const counts = async () =>
      sql<{ event_type: string; count: number }[]>`select event_type, count::int from event_type_counts order by event_type`;
    const runner = createProjectionRunner({ sql, store, projections: [eventTypeCounts], logger });
    const lagBefore = (await readProjectionStatuses(sql, store, [eventTypeCounts]))[0]!;
    expect(lagBefore.lag).toBeGreaterThan(0);
    runner.start();
    try {
      await waitUntil(async () => (await readProjectionStatuses(sql, store, [eventTypeCounts]))[0]!.lag === 0, 'lag 0');
      const live = await counts();
      expect(live).toContainEqual({ event_type: 'CounterTested', count: 20 });
      const total = live.reduce((sum, row) => sum + row.count, 0);
      const progress: number[] = [];
      const result = await rebuildProjection({ sql, store, projection: eventTypeCounts, onProgress: (p) => progress.push(p.applied) });
      expect(result.applied).toBe(total);
      expect(progress.at(-1)).toBe(total);
      expect(await counts()).toEqual(live);
      await appendEvents(5, 'CounterTested');
      await waitUntil(
        async () => (await counts()).some((row) => row.event_type === 'CounterTested' && row.count === 25),
        'events after the rebuild',
      );
    } finally {
      await runner.stop();
    }
  }, 60_000);
});
