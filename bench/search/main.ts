// Search bench: GET /api/cleaners with mixed filters over 10 000 cleaners and 100 000 slots, from an open-loop load
// generator in this process against the BFF in a child process, beside the same searches run directly through
// `createCleanerQueries(sql, { keepAnswers: false }).search` (the tables, no kept answers) in this process, at the same rate in the same run.
// `npm run bench -- search [--quick] [--explain] [--rate N] [--writes N] [--profile DIR]` (--writes: a second series of
// load rounds with N profile changes/s appended, then a check of the totals; --profile: the BFF's CPU profile); BENCH_DATABASE_URL picks the server (it must allow
// CREATE DATABASE), else an embedded PostgreSQL runs in a temporary folder. It reports and exits 0: a missed target
// is a figure, not a failure (a missed target also prints EXPLAIN (ANALYZE, BUFFERS) of the slowest searches).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { migrate } from '@weklean/platform';
import postgres from 'postgres';
import { createCleanerQueries, quebecToday } from '@weklean/projections';
import { openBenchDatabase } from '../event-store/database';
import { distribution } from '../event-store/latency';
import { explainSearch, type Explained } from './explain';
import { httpClient, openLoop, type Slice } from './load';
import { KINDS, requestFromPath, searchMix } from './mix';
import { seededRandom } from './random';
import { formatReport, formatRounds, summarize, TARGETS, verdicts, type LoadPlan, type Phase, type Serial } from './report';
import { seedReadModel, type SeedPlan } from './seed';
import { checkTotals, startWrites, type TotalsCheck } from './writes';
import { alternatingRounds, loadLine, machineLoad, ratioSpread, type Spread } from '../support/rounds';
import { onInterrupt } from '../support/interrupt';

const SEED: SeedPlan = { cleaners: 10_000, slots: 100_000, days: 14 };
const FULL = { warmupMs: 3_000, sliceMs: 5_000, rounds: 4, serial: 50 };
const QUICK = { warmupMs: 1_000, sliceMs: 2_000, rounds: 2, serial: 20 };
/** At rest: rounds of searches one at a time, HTTP and direct alternating (issue 34: HTTP ≤ 1.3 × direct). */
const REST_ROUNDS = { full: 7, quick: 3 };
const REST_TARGET = 1.3;
const POOL = 10;
const DATA_SEED = 20_261_122;
const MIX_SEED = 7;

const log = (line: string) => process.stderr.write(`· ${line}\n`);

/** The BFF in a child process: resolves with its port once it listens. */
async function startServer(url: string, profileDir?: string): Promise<{ child: ChildProcess; port: number; stop(): Promise<void> }> {
  const entry = join(dirname(fileURLToPath(import.meta.url)), 'server.ts');
  // `--profile DIR`: the BFF writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    env: { ...process.env, BENCH_SEARCH_DATABASE_URL: url, BENCH_SEARCH_POOL: String(POOL) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the BFF did not start within 60 s')), 60_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      const port = (message as { port?: unknown }).port;
      if (typeof port === 'number') resolve(port);
      else reject(new Error(`unexpected message from the BFF: ${JSON.stringify(message)}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the BFF exited with code ${code} before listening`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send('stop');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, port, stop };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      explain: { type: 'boolean', default: false },
      rate: { type: 'string', default: String(TARGETS.rate) },
      profile: { type: 'string' },
      // Profile changes appended per second during a second series of load rounds (0: none).
      writes: { type: 'string', default: '0' },
    },
  });
  const rate = Number(values.rate);
  if (!Number.isFinite(rate) || rate <= 0) throw new Error(`--rate must be a positive number, not ${values.rate}`);
  const writesPerSecond = Number(values.writes);
  if (!Number.isFinite(writesPerSecond) || writesPerSecond < 0) throw new Error(`--writes must be a number of events/s, not ${values.writes}`);
  // At most half a second of backlog: beyond it the run is far off target anyway, and it must end in bounded time.
  const plan: LoadPlan = { rate, maxInFlight: Math.ceil(rate / 2), ...(values.quick ? QUICK : FULL) };
  const started = new Date();
  const loadAtStart = machineLoad();
  const interrupt = onInterrupt(log, 'stopping the BFF and dropping the bench database');
  const db = await openBenchDatabase(process.env, log);
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  const cleanUp = interrupt.cleanUpWith(async () => {
    await server?.stop();
    await db.dispose();
  });
  if (interrupt.interrupted) {
    await cleanUp();
    process.exit(130);
  }
  const sql = postgres(db.url, { max: POOL, onnotice: () => undefined });
  try {
    await migrate(db.url);
    const today = quebecToday(new Date());
    const seed = await seedReadModel(sql, seededRandom(DATA_SEED), SEED, today);
    log(`seeded ${seed.cleaners} cleaners and ${seed.slots} slots from ${today} in ${seed.seconds.toFixed(1)} s`);
    server = await startServer(db.url, values.profile);
    log(`BFF listening on 127.0.0.1:${server.port} (pid ${server.child.pid})`);

    const client = httpClient(server.port);
    // The direct side reads every search from the tables (no kept answers): the query's own cost, which the HTTP side,
    // the product's path (answers kept while no profile changed), is measured against.
    const queries = createCleanerQueries(sql, { keepAnswers: false });
    // Both sides draw the same sequence of searches.
    const httpMix = searchMix(seededRandom(MIX_SEED));
    const directMix = searchMix(seededRandom(MIX_SEED));
    const runHttp = (ms: number) =>
      openLoop(plan.rate, ms, plan.maxInFlight, () => {
        const request = httpMix();
        return { kind: request.kind, path: request.path, run: () => client.get(request.path) };
      });
    const runDirect = (ms: number) =>
      openLoop(plan.rate, ms, plan.maxInFlight, () => {
        const request = directMix();
        return {
          kind: request.kind,
          path: request.path,
          run: async () => ({ ok: true, total: (await queries.search(request.filters, new Date())).total }),
        };
      });
    const serial: Serial = { http: [], direct: [] };
    const newPhase = (name: string): Phase => ({ name, http: { samples: [], seconds: 0 }, direct: { samples: [], seconds: 0 }, rounds: { http: [], direct: [] } });
    const add = (phase: Phase, side: 'http' | 'direct', slice: Slice) => {
      const into = phase[side];
      into.samples.push(...slice.samples);
      into.seconds += slice.seconds;
      if (slice.error && !into.firstError) into.firstError = slice.error;
      phase.rounds[side].push(summarize({ samples: slice.samples, seconds: slice.seconds }));
    };
    /** The load rounds: HTTP and direct take turns, the order flipped every round (load drift hits both alike). */
    const loadRounds = async (phase: Phase) => {
      for (let round = 0; round < plan.rounds; round += 1) {
        const order = round % 2 === 0 ? (['http', 'direct'] as const) : (['direct', 'http'] as const);
        for (const side of order) {
          const slice = side === 'http' ? await runHttp(plan.sliceMs) : await runDirect(plan.sliceMs);
          add(phase, side, slice);
          const s = phase.rounds[side].at(-1)!;
          log(
            `${phase.name} round ${round + 1} ${side.padEnd(6)}: ${s.perSecond.toFixed(0)} req/s, p50 ${s.latency.p50.toFixed(1)} ms, ` +
              `p95 ${s.latency.p95.toFixed(1)} ms, p99 ${s.latency.p99.toFixed(1)} ms, ${s.errors} errors, ${s.dropped} dropped`,
          );
        }
      }
    };
    const quiet = newPhase('no writes');
    let withWrites: (Phase & { appended: number; caughtUp: boolean; check: TotalsCheck; totalsBy: ReturnType<typeof queries.totalsBy> }) | null = null;
    let rest: { http: Spread; direct: Spread; ratio: Spread };
    try {
      log(`warm-up: ${plan.warmupMs} ms of each at ${plan.rate} req/s`);
      await runHttp(plan.warmupMs);
      await runDirect(plan.warmupMs);
      // The cost of one search with nothing else running: in each round both sides run the same searches one at a time,
      // and the round's figure is their mean; the ratio is taken per round.
      const restRounds = values.quick ? REST_ROUNDS.quick : REST_ROUNDS.full;
      const oneAtATime = async (round: number, run: (request: ReturnType<ReturnType<typeof searchMix>>) => Promise<unknown>, into: number[]) => {
        const mix = searchMix(seededRandom(MIX_SEED + 1 + round));
        let sum = 0;
        for (let i = 0; i < plan.serial; i += 1) {
          const request = mix();
          const start = performance.now();
          await run(request);
          const ms = performance.now() - start;
          into.push(ms);
          sum += ms;
        }
        return sum / plan.serial;
      };
      const restSpreads = await alternatingRounds(
        restRounds,
        {
          http: (round) => oneAtATime(round, (request) => client.get(request.path), serial.http),
          direct: (round) => oneAtATime(round, (request) => queries.search(request.filters, new Date()), serial.direct),
        },
        (round, figures) => log(`at rest round ${round + 1}: HTTP ${figures.http.toFixed(2)} ms, direct ${figures.direct.toFixed(2)} ms, ratio ${(figures.http / figures.direct).toFixed(2)}`),
      );
      rest = { ...restSpreads, ratio: ratioSpread(restSpreads.http.values, restSpreads.direct.values) };
      await loadRounds(quiet);
      if (writesPerSecond > 0) {
        // A pool of its own: the projection's transactions must not queue behind the direct searches.
        const writesSql = postgres(db.url, { max: 3, onnotice: () => undefined });
        const writes = await startWrites(db.url, writesSql, seededRandom(DATA_SEED + 1));
        try {
          const phase = newPhase(`writes ${writesPerSecond}/s`);
          const writer = writes.during(writesPerSecond);
          await loadRounds(phase);
          const appended = await writer.stop();
          const caughtUp = await writes.caughtUp(60_000);
          // Every distinct search of the direct side's last round (up to 100), each total checked after the writes.
          const seen = new Map(phase.direct.samples.slice(-plan.rate * (plan.sliceMs / 1000)).map((sample) => [sample.path, sample]));
          const searches = [...seen.values()].slice(0, 100).map((sample) => requestFromPath(sample.kind, sample.path));
          const check = await checkTotals(writesSql, searches, queries, client.total);
          withWrites = { ...phase, appended, caughtUp, check, totalsBy: queries.totalsBy() };
          log(`writes: ${appended} profile changes appended; totals checked ${check.checked}, mismatches ${check.mismatches.length}`);
        } finally {
          await writes.close();
          await writesSql.end({ timeout: 5 });
        }
      }
    } finally {
      client.close();
      await server.stop();
    }

    const { http, direct } = quiet;
    const met = verdicts(summarize(http), summarize(direct));
    const explained: Explained[] = [];
    if (values.explain || !met.p95 || !met.ratio) {
      // The three slowest kinds by direct p95; of each, the search that matched the most cleaners.
      const slowest = KINDS.map((kind) => ({
        kind,
        samples: direct.samples.filter((sample) => sample.kind === kind && !sample.dropped),
      }))
        .filter(({ samples }) => samples.length > 0)
        .map(({ kind, samples }) => ({ kind, samples, p95: distribution(samples.map((s) => s.latencyMs)).p95 }))
        .sort((a, b) => b.p95 - a.p95)
        .slice(0, 3);
      for (const { kind, samples } of slowest) {
        const widest = samples.reduce((best, sample) =>
          (sample.total ?? 0) > (best.total ?? 0) || ((sample.total ?? 0) === (best.total ?? 0) && sample.latencyMs > best.latencyMs) ? sample : best,
        );
        explained.push(await explainSearch(db.url, requestFromPath(kind, widest.path), new Date()));
      }
    }
    const report = formatReport(
      {
        date: started,
        cpu: cpus()[0]?.model ?? 'unknown CPU',
        cores: cpus().length,
        node: process.version,
        postgres: db.serverVersion,
        server: db.server,
        settings: db.settings,
        load: { start: loadAtStart.load1, end: loadavg()[0] ?? 0 },
        pool: POOL,
      },
      seed,
      plan,
      { http, direct },
      serial,
      explained,
    );
    const rounds = formatRounds({
      rest: { ...rest, target: REST_TARGET },
      phases: [quiet, ...(withWrites ? [withWrites] : [])],
      load: { start: loadLine('at start', loadAtStart), end: loadLine('at end') },
    });
    const writesLines = withWrites
      ? [
          `writes: ${withWrites.appended} profile changes appended through the event store during the "${withWrites.name}" rounds ` +
            `(projection ${withWrites.caughtUp ? 'caught up' : 'NOT caught up within 60 s'} after them); totals of the direct side ` +
            `since the start: ${withWrites.totalsBy.counted} counted in full, ${withWrites.totalsBy.moved} moved forward from the changes`,
          `totals after the writes: ${withWrites.check.checked} distinct searches, direct (long-lived totals cache) and HTTP (the BFF's, answers kept) against a fresh ` +
            `count(*) at the same checkpoint (${withWrites.check.checkpointSame ? 'unchanged during the check' : 'MOVED during the check'}): ` +
            `${withWrites.check.mismatches.length === 0 ? 'all equal — PASS' : `${withWrites.check.mismatches.length} differ — MISS`}`,
          ...withWrites.check.mismatches.slice(0, 10).map((line) => `  ${line}`),
        ]
      : [];
    process.stdout.write(`\n${report}\n\n${rounds}\n${writesLines.join('\n')}\n`);
  } finally {
    await server?.stop();
    await sql.end({ timeout: 5 });
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
