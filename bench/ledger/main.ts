// Ledger bench: 100 000 bookings' worth of payment and payout events (the payment streams' postings, each cleaner's
// earnings, transfers and weekly payouts), appended through the event store by 8 writers; then the ledger and payouts
// projections catch up; then one week is reconciled twice: by the read model (SQL) and by a full replay of the raw
// log through the domain, in alternating rounds (issue 34: each figure the median with min–max, the ratio taken per
// round, the load average printed and warned when above the cores). `npm run bench -- ledger [--quick] [--rounds N]`
// (--quick: 10 000 bookings; 3 rounds). BENCH_DATABASE_URL picks the server, else an embedded PostgreSQL runs in a
// temporary folder. It reports and exits 0.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { addDays, isoWeekOfDate, reconcileWeek, replayEventLog } from '@weklean/domain';
import { createLogger, createPostgresEventStore, migrate } from '@weklean/platform';
import { createProjectionRunner, ledger, payouts, reconciliationOfWeek, trialBalanceRows } from '@weklean/projections';
import postgres from 'postgres';
import { openBenchDatabase } from '../event-store/database';
import { alternatingRounds, formatSpread, loadLine, ratioSpread } from '../support/rounds';
import { appendLedgerWorkload, decideLedgerWorkload, FIRST_MONDAY, WEEKS } from './workload';

const log = (line: string) => process.stderr.write(`· ${line}\n`);

async function main() {
  const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, rounds: { type: 'string', default: '3' } } });
  const rounds = Math.max(1, Number(values.rounds) || 3);
  const bookings = values.quick ? 10_000 : 100_000;
  const cleaners = values.quick ? 200 : 2_000;
  const started = new Date();
  const loadStart = loadLine('at the start');
  const db = await openBenchDatabase(process.env, log);
  try {
    await migrate(db.url);
    const store = await createPostgresEventStore({ connectionString: db.url, maxConnections: 10 });
    const sql = postgres(db.url, { max: 4, onnotice: () => undefined });
    log(`deciding ${bookings.toLocaleString('en')} bookings for ${cleaners.toLocaleString('en')} cleaners over ${WEEKS} weeks`);
    const workload = decideLedgerWorkload(bookings, cleaners);
    const { totalEvents, postings } = workload;

    // Appending: the payment streams and, week by week, the payout streams (8 writers).
    log(`appending ${totalEvents.toLocaleString('en')} events (${postings.toLocaleString('en')} postings)`);
    const appendStart = performance.now();
    await appendLedgerWorkload(store, workload);
    const appendSeconds = (performance.now() - appendStart) / 1000;

    // The projections catch up.
    log('projecting the ledger and the payouts');
    const projectStart = performance.now();
    const runner = createProjectionRunner({ sql, store, projections: [ledger, payouts], logger: createLogger({ level: 'error', json: true }) });
    runner.start();
    const caughtUp = async (name: string, types: readonly string[]) => {
      const [row] = await sql<{ total: number; applied: number }[]>`
        select (select count(*)::int from events where event_type = any(${[...types]})) as total,
               coalesce((select events_applied::int from projection_checkpoints where name = ${name}), 0) as applied`;
      return row !== undefined && row.applied >= row.total;
    };
    while (!((await caughtUp(ledger.name, ledger.eventTypes ?? [])) && (await caughtUp(payouts.name, payouts.eventTypes ?? [])))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await runner.stop();
    const projectSeconds = (performance.now() - projectStart) / 1000;

    // One week reconciled twice, by the read model and by the replay, in alternating rounds.
    const week = isoWeekOfDate(addDays(FIRST_MONDAY, 3 * 7));
    // What the last round of each found, compared below.
    const found: { readModel?: Awaited<ReturnType<typeof reconciliationOfWeek>>; trial?: Awaited<ReturnType<typeof trialBalanceRows>>; replay?: ReturnType<typeof reconcileWeek> } = {};
    const timed = async (work: () => Promise<void>) => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    };
    const reconciled = await alternatingRounds(rounds, {
      readModel: () => timed(async () => {
        found.readModel = await reconciliationOfWeek(sql, week);
        found.trial = await trialBalanceRows(sql);
      }),
      replay: () => timed(async () => {
        found.replay = reconcileWeek((await replayEventLog(store)).states, week);
      }),
    });
    const { readModel: fromReadModel = [], trial = [], replay } = found;
    const agrees = JSON.stringify(fromReadModel) === JSON.stringify(replay?.rows);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const debits = trial.reduce((n, row) => n + row.debits, 0);
    const credits = trial.reduce((n, row) => n + row.credits, 0);

    const lines = [
      `ledger bench — ${started.toISOString()} — ${db.server} (PostgreSQL ${db.serverVersion}), ${cpus().length} cores`,
      loadStart,
      `bookings ${bookings.toLocaleString('en')}, cleaners ${cleaners.toLocaleString('en')}, weeks ${WEEKS}: ${totalEvents.toLocaleString('en')} events, ${postings.toLocaleString('en')} postings`,
      `appends (8 writers): ${appendSeconds.toFixed(1)} s — ${Math.round(postings / appendSeconds).toLocaleString('en')} postings/s, ${Math.round(totalEvents / appendSeconds).toLocaleString('en')} events/s`,
      `projections (ledger + payouts) caught up: ${projectSeconds.toFixed(1)} s — ${Math.round(totalEvents / projectSeconds).toLocaleString('en')} events/s`,
      `reconciliation of ${week}, ${fromReadModel.length} cleaners, ${rounds} rounds: read model ${formatSpread(reconciled.readModel, ms)} (with the trial balance) | full replay of the raw log ${formatSpread(reconciled.replay, ms)} | replay/read model ${formatSpread(ratioSpread(reconciled.replay.values, reconciled.readModel.values), (value) => `${value.toFixed(1)}×`)}`,
      `replay agrees with the read model: ${agrees ? 'yes' : 'NO'}; trial balance debits ${debits.toLocaleString('en')} = credits ${credits.toLocaleString('en')}: ${debits === credits ? 'yes' : 'NO'}`,
      loadLine('at the end'),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    await store.close();
    await sql.end();
  } finally {
    await db.dispose();
  }
}

await main();
