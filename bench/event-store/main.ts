// Event store bench: append rates against a raw-insert baseline, catch-up (readAll and a consumer through the
// runtime) against a bare keyset read, append-to-projection latency, all on one PostgreSQL server in one run, each
// figure over alternating rounds (bench/support/rounds.ts). `npm run bench -- event-store [--quick]`; BENCH_DATABASE_URL
// picks the server (it must allow CREATE DATABASE), else an embedded PostgreSQL runs in a temporary folder.
// It reports and exits 0: a missed target is a figure, not a failure.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { createPostgresEventStore, migrate } from '@weklean/platform';
import type { EventData } from '@weklean/domain';
import postgres from 'postgres';
import { createBaselineTable, measureAppends, type AppendPlan } from './appends';
import { loadLine, machineLoad } from '../support/rounds';
import { onInterrupt } from '../support/interrupt';
import { measureCatchUp, type CatchUpPlan } from './catch-up';
import { openBenchDatabase } from './database';
import { measureLatency, type LatencyOptions } from './latency';
import { payloadBytes } from './payload';
import { formatReport } from './report';

type Plan = { appends: AppendPlan; concurrencies: number[]; catchUp: CatchUpPlan[]; latency: LatencyOptions };

const FULL: Plan = {
  appends: { warmupMs: 1_000, sliceMs: 1_000, rounds: 5 },
  concurrencies: [1, 8],
  catchUp: [
    { events: 100_000, rounds: 5 },
    { events: 250_000, rounds: 3 },
  ],
  latency: { samples: 500, rounds: 5, warmup: 20, gapMs: 20, pollMs: 1, timeoutMs: 10_000 },
};

const QUICK: Plan = {
  appends: { warmupMs: 300, sliceMs: 300, rounds: 3 },
  concurrencies: [1, 8],
  catchUp: [{ events: 10_000, rounds: 3 }],
  latency: { samples: 100, rounds: 2, warmup: 5, gapMs: 20, pollMs: 1, timeoutMs: 10_000 },
};

const log = (line: string) => process.stderr.write(`· ${line}\n`);

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
  const plan = values.quick ? QUICK : FULL;
  const started = new Date();
  const loadAtStart = machineLoad();
  log(loadLine('at start', loadAtStart));
  const interrupt = onInterrupt(log, 'dropping the bench database');
  const db = await openBenchDatabase(process.env, log);
  interrupt.cleanUpWith(db.dispose);
  if (interrupt.interrupted) {
    await db.dispose();
    process.exit(130);
  }
  try {
    await migrate(db.url);
    const store = await createPostgresEventStore({ connectionString: db.url });
    const sql = postgres(db.url, { max: Math.max(...plan.concurrencies), onnotice: () => undefined });
    // The peer: Emmett's PostgreSQL event store on the same database (its own tables, created on first use).
    const emmett = getPostgreSQLEventStore(db.url);
    try {
      await createBaselineTable(sql);
      const peer = (stream: string, event: EventData) =>
        emmett.appendToStream(stream, [{ type: event.type, data: event.data as Record<string, unknown>, metadata: event.metadata }]);
      const appends = await measureAppends(store, sql, peer, plan.concurrencies, plan.appends, log).finally(() => emmett.close());
      const catchUp = await measureCatchUp(store, db.url, plan.catchUp, log);
      const latency = await measureLatency(store, db.url, plan.latency, log);
      const report = formatReport(
        {
          date: started,
          cpu: cpus()[0]?.model ?? 'unknown CPU',
          cores: cpus().length,
          node: process.version,
          postgres: db.serverVersion,
          server: db.server,
          settings: db.settings,
          payload: payloadBytes(),
          load: { start: loadAtStart, end: machineLoad() },
        },
        { appends, catchUp, latency },
      );
      process.stdout.write(`\n${report}\n`);
    } finally {
      await sql.end({ timeout: 5 });
      await store.close();
    }
  } finally {
    await db.dispose();
    log('bench database dropped');
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
