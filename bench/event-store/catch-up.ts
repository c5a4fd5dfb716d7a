import { randomUUID } from 'node:crypto';
import type { Position } from '@weklean/domain';
import { createConsumerRuntime, createLogger, type PostgresEventStore, type Projection } from '@weklean/platform';
import postgres from 'postgres';
import { alternatingRounds, ratioSpread, type Spread } from '../support/rounds';
import { bookingRequested } from './payload';

/** Catch-up over `events` rows, `rounds` alternating rounds of each variant. */
export type CatchUpPlan = { events: number; rounds: number };

export type CatchUpFigures = {
  events: number;
  seedSeconds: number;
  /** Events per second over the rounds. */
  bare: Spread;
  readAll: Spread;
  runtime: Spread;
  /** Each round's rate over the bare keyset read of the same round. */
  readAllRatio: Spread;
  runtimeRatio: Spread;
};

type Variant = 'bare' | 'readAll' | 'runtime';

const EVENTS_PER_APPEND = 100;
const SEED_WRITERS = 4;
/** The adapter's default page: the bare read pages the same way. */
const PAGE = 1000;

/** Seeds `count` events in appends of 100 (one stream each), from a few writers at once. */
async function seed(store: PostgresEventStore, count: number): Promise<void> {
  let appends = Math.ceil(count / EVENTS_PER_APPEND);
  let left = count;
  const writer = async () => {
    while (appends > 0) {
      appends -= 1;
      const size = Math.min(EVENTS_PER_APPEND, left);
      left -= size;
      const bookingId = randomUUID();
      const events = Array.from({ length: size }, () => bookingRequested(bookingId));
      await store.appendToStream(`booking-${bookingId}`, events, { streamState: 'no_stream' });
    }
  };
  await Promise.all(Array.from({ length: SEED_WRITERS }, writer));
}

type KeysetRow = { commit: string; prepare: string };

/**
 * The baseline: what reading the same rows costs without the adapter, a plain postgres.js keyset loop over the same
 * columns in the same order, a page of 1 000 at a time (`where (transaction_id, global_position) > $1 … limit`).
 */
async function bareKeysetRead(sql: postgres.Sql, from: Position | 'start', count: number): Promise<number> {
  let after = from === 'start' ? null : { commit: from.commit.toString(), prepare: from.prepare.toString() };
  let read = 0;
  while (read < count) {
    const keyset = after ? sql`where (transaction_id, global_position) > (${after.commit}::xid8, ${after.prepare}::bigint)` : sql``;
    const rows = await sql<KeysetRow[]>`
      select event_id, stream_id, revision::text, event_type, data, metadata,
             transaction_id::text as commit, global_position::text as prepare, created_at
      from events ${keyset}
      order by transaction_id, global_position
      limit ${Math.min(PAGE, count - read)}`;
    if (rows.length === 0) break;
    read += rows.length;
    after = rows.at(-1)!;
  }
  return read;
}

/** Nothing to write per event: the runtime's own write per batch (the checkpoint, in the batch's transaction) is the cheap one. */
const noOpProjection = (name: string, applied: () => void): Projection => ({
  name,
  eventTypes: ['BookingRequested'],
  apply: async () => applied(),
  reset: async () => undefined,
});

/**
 * One consumer through the real runtime (its subscription, batches, transactions and checkpoint), from `from` until
 * its checkpoint has taken `count` events. A fresh projection each round, its checkpoint placed at `from` as if it had
 * followed the log until the seed.
 */
async function runtimeCatchUp(store: PostgresEventStore, sql: postgres.Sql, name: string, from: Position | 'start', count: number) {
  if (from !== 'start') {
    await sql`
      insert into projection_checkpoints (name, kind, position_commit, position_prepare, events_applied)
      values (${name}, 'projection', ${from.commit.toString()}::numeric, ${from.prepare.toString()}::numeric, 0)`;
  }
  let applied = 0;
  let allApplied!: () => void;
  const applying = new Promise<void>((resolve) => (allApplied = resolve));
  const runtime = createConsumerRuntime({
    sql,
    store,
    logger: createLogger({ level: 'warn', json: true }),
    projections: [noOpProjection(name, () => ++applied === count && allApplied())],
  });
  const start = performance.now();
  runtime.start();
  try {
    await applying;
    // The last batch's transaction commits after its last apply: done when its checkpoint is there.
    for (;;) {
      const [row] = await sql<{ n: string }[]>`select events_applied::text as n from projection_checkpoints where name = ${name}`;
      if (Number(row?.n) >= count) break;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return performance.now() - start;
  } finally {
    await runtime.stop();
  }
}

/**
 * For each plan, seeds events after whatever the log already holds (up to `events` since the first plan's start),
 * then catches up over them in alternating rounds: a bare keyset read (the baseline), the adapter's `readAll`, and a
 * consumer through the runtime. All three read the same rows with the pages warm, so a ratio is the code's overhead.
 */
export async function measureCatchUp(
  store: PostgresEventStore,
  url: string,
  plans: readonly CatchUpPlan[],
  log: (line: string) => void,
): Promise<CatchUpFigures[]> {
  const bareSql = postgres(url, { max: 1, onnotice: () => undefined });
  const runtimeSql = postgres(url, { max: 4, onnotice: () => undefined });
  const figures: CatchUpFigures[] = [];
  try {
    const head = (await store.headPosition()) ?? 'start';
    let seeded = 0;
    for (const plan of plans) {
      const seedStart = performance.now();
      await seed(store, plan.events - seeded);
      seeded = plan.events;
      const seedSeconds = (performance.now() - seedStart) / 1000;
      log(`seeded up to ${plan.events} events in ${seedSeconds.toFixed(1)} s`);
      const count = plan.events;
      const rate = (events: number, ms: number) => {
        if (events !== count) throw new Error(`read ${events} events, ${count} were seeded`);
        return events / (ms / 1000);
      };
      const timed = async (read: () => Promise<number>) => {
        const start = performance.now();
        const events = await read();
        return rate(events, performance.now() - start);
      };
      const spreads = await alternatingRounds<Variant>(
        plan.rounds,
        {
          bare: () => timed(() => bareKeysetRead(bareSql, head, count)),
          readAll: () =>
            timed(async () => {
              let events = 0;
              for await (const _event of store.readAll({ fromPosition: head, maxCount: count })) events += 1;
              return events;
            }),
          runtime: async (round) => rate(count, await runtimeCatchUp(store, runtimeSql, `bench-catch-up-${count}-${round}`, head, count)),
        },
        (round, rates) =>
          log(
            `catch-up ${count} events, round ${round + 1}: bare ${rates.bare.toFixed(0)}/s, readAll ${rates.readAll.toFixed(0)}/s ` +
              `(${(rates.readAll / rates.bare).toFixed(2)}), runtime ${rates.runtime.toFixed(0)}/s (${(rates.runtime / rates.bare).toFixed(2)})`,
          ),
      );
      figures.push({
        events: count,
        seedSeconds,
        ...spreads,
        readAllRatio: ratioSpread(spreads.readAll.values, spreads.bare.values),
        runtimeRatio: ratioSpread(spreads.runtime.values, spreads.bare.values),
      });
    }
    return figures;
  } finally {
    await Promise.all([bareSql.end({ timeout: 5 }), runtimeSql.end({ timeout: 5 })]);
  }
}
