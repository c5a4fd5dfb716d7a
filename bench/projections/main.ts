// Projections bench (issue 34): do the ledger and payouts projections keep up with the appends? The ledger bench's
// workload (bench/ledger/workload.ts) is appended by 8 writers while the two projections run live beside them, as in
// production, once with their batches (`applyBatch`: a page of events in a few multi-row statements) and once event
// by event (the path before issue 34, the batches taken away), in alternating rounds on the same database. Separate
// from bench/ledger, which measures a catch-up after the appends and the reconciliation: this one needs the
// projections running during the writes, rounds and two variants.
//
// Per run: the append rate; each projection's apply rate (its events over the time from the first append until it
// applied its last one) and its ratio to the rate its events were appended (append time / that time: 1 when it keeps
// up, < 1 when it ends behind); and the read model's lag while the writes go on, sampled every 50 ms as the age of the
// oldest event of its types it has not applied (0 when caught up), reported at p50 and p99.
// `npm run bench -- projections [--quick] [--rounds 3] [--bookings N]` (quick: 10 000 bookings, else 100 000).
// BENCH_DATABASE_URL picks the server, else an embedded PostgreSQL (a shared server's other transactions hold back
// what the log may hand out: pg_snapshot_xmin is the whole server's).
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { createLogger, createPostgresEventStore, migrate, type Projection } from '@weklean/platform';
import { createProjectionRunner, ledger, payouts } from '@weklean/projections';
import postgres from 'postgres';
import { openBenchDatabase } from '../event-store/database';
import { appendLedgerWorkload, decideLedgerWorkload } from '../ledger/workload';
import { alternatingRounds, formatSpread, loadLine, ratioSpread, spreadOf } from '../support/rounds';

const log = (line: string) => process.stderr.write(`· ${line}\n`);
const SAMPLE_MS = 50;

type Variant = 'batched' | 'oneByOne';
type Run = { appendRate: number; rate: Record<string, number>; ratio: Record<string, number>; lagP50: Record<string, number>; lagP99: Record<string, number> };

const percentile = (values: readonly number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** The projections as run before issue 34: the same `apply`, no batch. */
const withoutBatch = (projection: Projection): Projection => ({ name: projection.name, eventTypes: projection.eventTypes, apply: projection.apply, reset: projection.reset });

async function main() {
  const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, rounds: { type: 'string' }, bookings: { type: 'string' } } });
  const bookings = Number(values.bookings ?? (values.quick ? 10_000 : 100_000));
  const cleaners = Math.max(10, Math.round(bookings / 50));
  const rounds = Number(values.rounds ?? 3);
  const started = new Date();
  const loadAtStart = loadLine('at start');
  log(loadAtStart);
  const db = await openBenchDatabase(process.env, log);
  try {
    await migrate(db.url);
    const store = await createPostgresEventStore({ connectionString: db.url, maxConnections: 10 });
    const runnerSql = postgres(db.url, { max: 4, onnotice: () => undefined });
    const probe = postgres(db.url, { max: 1, onnotice: () => undefined });
    const workload = decideLedgerWorkload(bookings, cleaners);
    const projections = [ledger, payouts];
    const expected = new Map(projections.map((p) => [p.name, (p.eventTypes ?? []).reduce((n, type) => n + (workload.byType.get(type) ?? 0), 0)]));
    log(`${bookings.toLocaleString('en')} bookings, ${cleaners.toLocaleString('en')} cleaners: ${workload.totalEvents.toLocaleString('en')} events a run`);

    /** The age of the oldest event of the projection's types after its checkpoint (0: caught up). */
    const lagMs = async (projection: Projection) => {
      const [row] = await probe<{ lag_ms: number | null }[]>`
        select (extract(epoch from clock_timestamp() - e.created_at) * 1000)::float8 as lag_ms
        from events e left join projection_checkpoints c on c.name = ${projection.name}
        where e.event_type = any(${[...(projection.eventTypes ?? [])]}::text[])
          and (c.position_commit is null or (e.transaction_id, e.global_position) > (c.position_commit::text::xid8, c.position_prepare::bigint))
        order by e.transaction_id, e.global_position limit 1`;
      return row?.lag_ms ?? 0;
    };
    const applied = async () =>
      new Map((await probe<{ name: string; applied: number }[]>`select name, events_applied::int as applied from projection_checkpoints`).map((row) => [row.name, row.applied]));

    const runs: Record<Variant, Run[]> = { batched: [], oneByOne: [] };
    const run = async (variant: Variant) => {
      await probe`truncate events, streams, ledger_lines, payout_accounts, payout_earnings, payouts, payout_invoice_counters, projection_checkpoints, projection_parked_events restart identity`;
      await probe`vacuum analyze`;
      const runner = createProjectionRunner({
        sql: runnerSql,
        store,
        projections: variant === 'batched' ? projections : projections.map(withoutBatch),
        // warn: a batch that fell back to one by one says so.
        logger: createLogger({ level: 'warn', json: true }),
      });
      runner.start();
      const start = performance.now();
      let appendSeconds = 0;
      const appending = appendLedgerWorkload(store, workload).then(() => void (appendSeconds = (performance.now() - start) / 1000));
      const lags = new Map(projections.map((p) => [p.name, [] as number[]]));
      const done = new Map<string, number>();
      while (done.size < projections.length) {
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
        const writing = appendSeconds === 0;
        const counts = await applied();
        for (const projection of projections) {
          const { name } = projection;
          if (!done.has(name) && (counts.get(name) ?? 0) >= expected.get(name)!) done.set(name, (performance.now() - start) / 1000);
          if (writing) lags.get(name)!.push(done.has(name) ? 0 : await lagMs(projection));
        }
      }
      await appending;
      await runner.stop();
      const result: Run = { appendRate: workload.totalEvents / appendSeconds, rate: {}, ratio: {}, lagP50: {}, lagP99: {} };
      for (const { name } of projections) {
        // Caught up can only be seen after the last append: at the earliest the append time.
        const seconds = Math.max(done.get(name)!, appendSeconds);
        result.rate[name] = expected.get(name)! / seconds;
        result.ratio[name] = appendSeconds / seconds;
        result.lagP50[name] = percentile(lags.get(name)!, 50);
        result.lagP99[name] = percentile(lags.get(name)!, 99);
      }
      runs[variant].push(result);
      return Math.min(...Object.values(result.ratio));
    };

    const keepUp = await alternatingRounds<Variant>(rounds, { batched: () => run('batched'), oneByOne: () => run('oneByOne') }, (round, figures) =>
      log(`round ${round + 1}/${rounds}: keep-up ratio batched ${figures.batched.toFixed(2)}, one by one ${figures.oneByOne.toFixed(2)} — ${loadLine('now')}`),
    );

    const events = (value: number) => Math.round(value).toLocaleString('en');
    const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
    const of = (variant: Variant, figure: (r: Run) => number) => spreadOf(runs[variant].map(figure));
    const lines = [
      `projections bench — ${started.toISOString()} — ${db.server} (PostgreSQL ${db.serverVersion}), ${cpus().length} cores, ${rounds} alternating rounds`,
      loadAtStart,
      `workload: ${bookings.toLocaleString('en')} bookings, ${cleaners.toLocaleString('en')} cleaners, ${workload.totalEvents.toLocaleString('en')} events a run (${projections.map((p) => `${p.name} ${expected.get(p.name)!.toLocaleString('en')}`).join(', ')}), appended by 8 writers while both projections run`,
      `median (min–max) over rounds:`,
    ];
    for (const variant of ['batched', 'oneByOne'] as const) {
      lines.push(`${variant === 'batched' ? 'batched (applyBatch)' : 'one by one (before)'}: appends ${formatSpread(of(variant, (r) => r.appendRate), events)} events/s`);
      for (const { name } of projections) {
        lines.push(
          `  ${name}: applies ${formatSpread(of(variant, (r) => r.rate[name]!), events)} events/s, ratio to its append rate ${formatSpread(of(variant, (r) => r.ratio[name]!))}, ` +
            `lag while writing p50 ${formatSpread(of(variant, (r) => r.lagP50[name]!), ms)}, p99 ${formatSpread(of(variant, (r) => r.lagP99[name]!), ms)}`,
        );
      }
    }
    lines.push(`keep-up ratio (the slower projection's): batched ${formatSpread(keepUp.batched)} | one by one ${formatSpread(keepUp.oneByOne)} (target ≥ 0.8)`);
    for (const { name } of projections) {
      const batched = runs.batched.map((r) => r.rate[name]!);
      const oneByOne = runs.oneByOne.map((r) => r.rate[name]!);
      lines.push(`${name} apply rate, batched / one by one, per round: ${formatSpread(ratioSpread(batched, oneByOne))}×`);
    }
    lines.push(loadLine('at end'));
    process.stdout.write(`${lines.join('\n')}\n`);
    await store.close();
    await runnerSql.end();
    await probe.end();
  } finally {
    await db.dispose();
  }
}

await main();
