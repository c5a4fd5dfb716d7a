import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createProjectionRunner, type Projection } from '@weklean/projections';
import { createLogger, type PostgresEventStore } from '@weklean/platform';
import postgres from 'postgres';
import { spreadOf, type Spread } from '../support/rounds';
import { bookingData, eventMetadata } from './payload';

export type Distribution = { samples: number; p50: number; p95: number; p99: number; max: number };

/** The visible latency's p50 and p99 of each round (consecutive runs of samples), over the rounds. */
export type LatencyRounds = { rounds: number; p50: Spread; p99: Spread };

export type LatencyFigures = {
  visible: Distribution;
  append: Distribution;
  byRound: LatencyRounds;
  timeouts: number;
  pollMs: number;
  gapMs: number;
};

/** `rounds`: the samples are summed up per run of samples/rounds as well, to show how much the figure moves. */
export type LatencyOptions = { samples: number; rounds: number; warmup: number; gapMs: number; pollMs: number; timeoutMs: number };

const PROBE_TYPE = 'BenchProbeRecorded';

/** The trivial read model: one row holding the id of the last probe applied. */
const probeProjection: Projection = {
  name: 'bench-latency-probe',
  eventTypes: [PROBE_TYPE],
  apply: async (tx, event) => {
    await tx`update bench_latency_probe set event_id = ${event.id}::uuid where id = 1`;
  },
  reset: async (tx) => {
    await tx`update bench_latency_probe set event_id = null where id = 1`;
  },
};

/** Nearest-rank percentiles, in milliseconds. */
export const distribution = (values: readonly number[]): Distribution => {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
  return { samples: sorted.length, p50: rank(50), p95: rank(95), p99: rank(99), max: sorted.at(-1) ?? Number.NaN };
};

/**
 * Append-to-visible latency at rest: a projection runner applies probe events to one row; each sample appends one
 * probe and polls that row on a connection of its own until it holds the probe's id, i.e. until the runner's
 * transaction has committed and is visible to other sessions. Samples are spaced so that each starts at rest.
 */
export async function measureLatency(
  store: PostgresEventStore,
  url: string,
  options: LatencyOptions,
  log: (line: string) => void,
): Promise<LatencyFigures> {
  const runnerSql = postgres(url, { max: 4, onnotice: () => undefined });
  const pollSql = postgres(url, { max: 1, onnotice: () => undefined });
  const runner = createProjectionRunner({
    sql: runnerSql,
    store,
    projections: [probeProjection],
    logger: createLogger({ level: 'warn', json: true }),
  });
  try {
    await runnerSql`create table bench_latency_probe (id int primary key, event_id uuid)`;
    await runnerSql`insert into bench_latency_probe (id, event_id) values (1, null)`;
    runner.start();

    const sample = async () => {
      const id = randomUUID();
      const bookingId = randomUUID();
      const start = performance.now();
      const appended = store
        .appendToStream(`booking-${bookingId}`, [{ id, type: PROBE_TYPE, data: bookingData(bookingId), metadata: eventMetadata() }])
        .then(() => performance.now() - start);
      for (;;) {
        const [row] = await pollSql<{ event_id: string | null }[]>`select event_id from bench_latency_probe where id = 1`;
        const elapsed = performance.now() - start;
        if (row?.event_id === id) return { visible: elapsed, append: await appended };
        if (elapsed > options.timeoutMs) return { visible: null, append: await appended };
        await sleep(options.pollMs);
      }
    };

    // The first probes wait for the runner to take its lock and scan the log written by the other phases.
    for (let i = 0; i < options.warmup; i += 1) {
      await sample();
      await sleep(options.gapMs);
    }
    const visible: number[][] = Array.from({ length: options.rounds }, () => []);
    const append: number[] = [];
    let timeouts = 0;
    const perRound = Math.ceil(options.samples / options.rounds);
    for (let i = 0; i < options.samples; i += 1) {
      const result = await sample();
      append.push(result.append);
      if (result.visible === null) timeouts += 1;
      else visible[Math.floor(i / perRound)]!.push(result.visible);
      await sleep(options.gapMs);
    }
    const rounds = visible.filter((round) => round.length > 0).map(distribution);
    const figures = {
      visible: distribution(visible.flat()),
      append: distribution(append),
      byRound: { rounds: rounds.length, p50: spreadOf(rounds.map((round) => round.p50)), p99: spreadOf(rounds.map((round) => round.p99)) },
      timeouts,
      pollMs: options.pollMs,
      gapMs: options.gapMs,
    };
    log(`append-to-visible over ${options.samples} samples: p50 ${figures.visible.p50.toFixed(1)} ms, p99 ${figures.visible.p99.toFixed(1)} ms`);
    return figures;
  } finally {
    await runner.stop();
    await Promise.all([runnerSql.end({ timeout: 5 }), pollSql.end({ timeout: 5 })]);
  }
}
