import { randomUUID } from 'node:crypto';
import type { EventData, EventStore } from '@weklean/domain';
import type postgres from 'postgres';
import { ratioSpread, spreadOf, type Spread } from '../support/rounds';
import { checkpoint } from './database';
import { bookingRequested } from './payload';

/** Each variant warms up once, then the variants take turns in short slices so that load drift hits them alike. */
export type AppendPlan = { warmupMs: number; sliceMs: number; rounds: number };

/** Appends per second, one figure per round (a round: one slice of each variant). */
export type Rate = { writers: number; operations: number; seconds: number; perSecond: Spread };

export type AppendFigures = {
  writers: number;
  adapter: Rate;
  baseline: Rate;
  baselineNotify: Rate;
  /** Each round's adapter rate over its raw-insert rate. */
  ratio: Spread;
  /** Emmett's PostgreSQL event store on the same server, in the same rotation. */
  emmett: Rate;
  /** Our appends per second over Emmett's, round by round. */
  ratioToEmmett: Spread;
};

/** A peer event store's single-event append, as its own API does it (expected version: any). */
export type PeerAppend = (stream: string, event: EventData) => Promise<unknown>;

type Operation = (writer: number, i: number) => Promise<unknown>;
type VariantName = 'baseline' | 'baselineNotify' | 'adapter' | 'emmett';

/** Distinct streams per writer: writers never wait on each other's stream row, as with independent bookings. */
const STREAMS_PER_WRITER = 2_000;

/** Runs `writers` loops of `operation` back to back for `ms` and counts the operations completed within it. */
async function run(writers: number, ms: number, operation: Operation, next: { i: number }): Promise<number> {
  const to = performance.now() + ms;
  let operations = 0;
  const loop = async (writer: number) => {
    while (performance.now() < to) {
      await operation(writer, (next.i += 1));
      if (performance.now() <= to) operations += 1;
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, writer) => loop(writer)));
  return operations;
}

/** The baseline's table: what a plain single-row insert costs on this server, with the same payload. */
export async function createBaselineTable(sql: postgres.Sql): Promise<void> {
  await sql`
    create table bench_baseline_events (
      id bigserial primary key,
      stream_id text not null,
      data jsonb not null,
      metadata jsonb not null,
      created_at timestamptz not null default now()
    )`;
}

const streamNames = (writers: number) =>
  Array.from({ length: writers }, () => Array.from({ length: STREAMS_PER_WRITER }, () => `booking-${randomUUID()}`));

const operations = (store: EventStore, sql: postgres.Sql, peer: PeerAppend, writers: number): Record<VariantName, Operation> => {
  const streams = streamNames(writers);
  const streamOf = (writer: number, i: number) => streams[writer]![i % STREAMS_PER_WRITER]!;
  /** One row per transaction: `begin; insert; commit`, and with `notify` the adapter's NOTIFY before the commit. */
  const insert = (notify: boolean) => (writer: number, i: number) => {
    const stream = streamOf(writer, i);
    const event = bookingRequested(stream.slice('booking-'.length));
    return sql.begin(async (tx) => {
      await tx`
        insert into bench_baseline_events (stream_id, data, metadata)
        values (${stream}, ${tx.json(event.data as postgres.JSONValue)}, ${tx.json(event.metadata as postgres.JSONValue)})`;
      if (notify) await tx`select pg_notify('bench_baseline', '')`;
    });
  };
  return {
    baseline: insert(false),
    baselineNotify: insert(true),
    // One event per append, expected state `any`.
    adapter: (writer, i) => {
      const stream = streamOf(writer, i);
      return store.appendToStream(stream, [bookingRequested(stream.slice('booking-'.length))], { streamState: 'any' });
    },
    // The same event through Emmett, on streams of its own.
    emmett: (writer, i) => {
      const stream = `emmett-${streamOf(writer, i)}`;
      return peer(stream, bookingRequested(stream.slice('emmett-booking-'.length)));
    },
  };
};

const rate = (writers: number, counts: readonly number[], sliceMs: number): Rate => ({
  writers,
  operations: counts.reduce((sum, count) => sum + count, 0),
  seconds: (sliceMs * counts.length) / 1000,
  perSecond: spreadOf(counts.map((count) => count / (sliceMs / 1000))),
});

/**
 * Single-event appends through the adapter against raw single-row insert transactions (with and without a NOTIFY),
 * at each concurrency. `sql` is a pool of at least max(concurrencies) connections; the adapter has its own pool.
 */
export async function measureAppends(
  store: EventStore,
  sql: postgres.Sql,
  peer: PeerAppend,
  concurrencies: readonly number[],
  plan: AppendPlan,
  log: (line: string) => void,
): Promise<AppendFigures[]> {
  const figures: AppendFigures[] = [];
  for (const writers of concurrencies) {
    const ops = operations(store, sql, peer, writers);
    const order: VariantName[] = ['baseline', 'baselineNotify', 'adapter', 'emmett'];
    const counts: Record<VariantName, number[]> = { baseline: [], baselineNotify: [], adapter: [], emmett: [] };
    const next = { i: 0 };
    await checkpoint(sql);
    for (const name of order) await run(writers, plan.warmupMs, ops[name], next);
    for (let round = 0; round < plan.rounds; round += 1) {
      // Alternate the order so that no variant always follows the same one.
      for (const name of round % 2 === 0 ? order : [...order].reverse()) {
        counts[name].push(await run(writers, plan.sliceMs, ops[name], next));
      }
    }
    const [adapter, baseline, baselineNotify, emmett] = [
      rate(writers, counts.adapter, plan.sliceMs),
      rate(writers, counts.baseline, plan.sliceMs),
      rate(writers, counts.baselineNotify, plan.sliceMs),
      rate(writers, counts.emmett, plan.sliceMs),
    ];
    log(
      `${writers} writer(s), medians: adapter ${adapter.perSecond.median.toFixed(0)}/s, raw insert ${baseline.perSecond.median.toFixed(0)}/s, ` +
        `raw insert + NOTIFY ${baselineNotify.perSecond.median.toFixed(0)}/s, Emmett ${emmett.perSecond.median.toFixed(0)}/s`,
    );
    figures.push({
      writers,
      adapter,
      baseline,
      baselineNotify,
      ratio: ratioSpread(counts.adapter, counts.baseline),
      emmett,
      ratioToEmmett: ratioSpread(counts.adapter, counts.emmett),
    });
  }
  return figures;
}
