// Search bench: GET /api/cleaners with mixed filters over 10 000 cleaners and 100 000 slots, from an open-loop load
// generator in this process against the BFF in a child process, beside the same searches run directly through
// `createCleanerQueries(sql).search` in this process, at the same rate in the same run.
// `npm run bench -- search [--quick] [--explain] [--rate N]`; BENCH_DATABASE_URL picks the server (it must allow
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
import { formatReport, summarize, verdicts, type LoadPlan, type Serial, type Side } from './report';
import { seedReadModel, type SeedPlan } from './seed';

const SEED: SeedPlan = { cleaners: 10_000, slots: 100_000, days: 14 };
const FULL = { warmupMs: 3_000, sliceMs: 5_000, rounds: 4, serial: 50 };
const QUICK = { warmupMs: 1_000, sliceMs: 2_000, rounds: 2, serial: 20 };
const POOL = 10;
const DATA_SEED = 20_261_122;
const MIX_SEED = 7;

const log = (line: string) => process.stderr.write(`· ${line}\n`);

/** The BFF in a child process: resolves with its port once it listens. */
async function startServer(url: string): Promise<{ child: ChildProcess; port: number; stop(): Promise<void> }> {
  const entry = join(dirname(fileURLToPath(import.meta.url)), 'server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
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
      rate: { type: 'string', default: '200' },
    },
  });
  const rate = Number(values.rate);
  if (!Number.isFinite(rate) || rate <= 0) throw new Error(`--rate must be a positive number, not ${values.rate}`);
  // At most half a second of backlog: beyond it the run is far off target anyway, and it must end in bounded time.
  const plan: LoadPlan = { rate, maxInFlight: Math.ceil(rate / 2), ...(values.quick ? QUICK : FULL) };
  const started = new Date();
  const loadAtStart = loadavg()[0] ?? 0;
  // Ctrl-C stops the BFF, drops the database and stops the embedded server, also while they are being set up.
  let interrupted = false;
  let cleanUp: (() => Promise<void>) | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted = true;
    log(`${signal}: stopping the BFF and dropping the bench database`);
    if (cleanUp) void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const db = await openBenchDatabase(process.env, log);
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  cleanUp = async () => {
    await server?.stop();
    await db.dispose();
  };
  if (interrupted) {
    await cleanUp();
    process.exit(130);
  }
  const sql = postgres(db.url, { max: POOL, onnotice: () => undefined });
  try {
    await migrate(db.url);
    const today = quebecToday(new Date());
    const seed = await seedReadModel(sql, seededRandom(DATA_SEED), SEED, today);
    log(`seeded ${seed.cleaners} cleaners and ${seed.slots} slots from ${today} in ${seed.seconds.toFixed(1)} s`);
    server = await startServer(db.url);
    log(`BFF listening on 127.0.0.1:${server.port} (pid ${server.child.pid})`);

    const client = httpClient(server.port);
    const queries = createCleanerQueries(sql);
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
    const http: Side = { samples: [], seconds: 0 };
    const direct: Side = { samples: [], seconds: 0 };
    const serial: Serial = { http: [], direct: [] };
    const add = (side: Side, slice: Slice) => {
      side.samples.push(...slice.samples);
      side.seconds += slice.seconds;
      if (slice.error && !side.firstError) side.firstError = slice.error;
    };
    try {
      log(`warm-up: ${plan.warmupMs} ms of each at ${plan.rate} req/s`);
      await runHttp(plan.warmupMs);
      await runDirect(plan.warmupMs);
      // The cost of one search with nothing else running: the service time that the open loop queues behind.
      const serialMix = searchMix(seededRandom(MIX_SEED + 1));
      for (let i = 0; i < plan.serial; i += 1) {
        const request = serialMix();
        let start = performance.now();
        await client.get(request.path);
        serial.http.push(performance.now() - start);
        start = performance.now();
        await queries.search(request.filters, new Date());
        serial.direct.push(performance.now() - start);
      }
      log(`one at a time: ${plan.serial} searches each way`);
      for (let round = 0; round < plan.rounds; round += 1) {
        // The order flips every round, so that a change in the machine's load hits both sides alike.
        const order = round % 2 === 0 ? (['http', 'direct'] as const) : (['direct', 'http'] as const);
        for (const side of order) {
          const slice = side === 'http' ? await runHttp(plan.sliceMs) : await runDirect(plan.sliceMs);
          add(side === 'http' ? http : direct, slice);
          const s = summarize({ samples: slice.samples, seconds: slice.seconds });
          log(
            `round ${round + 1} ${side.padEnd(6)}: ${s.perSecond.toFixed(0)} req/s, p50 ${s.latency.p50.toFixed(1)} ms, ` +
              `p95 ${s.latency.p95.toFixed(1)} ms, ${s.errors} errors, ${s.dropped} dropped`,
          );
        }
      }
    } finally {
      client.close();
      await server.stop();
    }

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
        load: { start: loadAtStart, end: loadavg()[0] ?? 0 },
        pool: POOL,
      },
      seed,
      plan,
      { http, direct },
      serial,
      explained,
    );
    process.stdout.write(`\n${report}\n`);
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
