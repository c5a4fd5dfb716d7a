// Booking bench (issue 34): `npm run bench -- booking [--quick] [--pairs N] [--rate R] [--profile DIR]`. N clients,
// each booking a cleaner of their own, in a closed loop against the whole product in a second process
// (bench/booking/server.ts: the BFF with its sockets, every projection, every worker, as `npm start` composes them),
// with the simulated payment gateway charging each deposit. Per booking: the answer, the cleaner's socket frame, the
// cleaner's read model; what a booking costs (events, rows, server CPU) against a bare append in the same rounds; and a
// read mix at R req/s (200) while bookings run. BENCH_DATABASE_URL picks the server, else an embedded PostgreSQL runs
// in a temporary folder; the bench database is dropped at the end, also on error or Ctrl-C. It reports and exits 0.
// --profile DIR: the server process runs with `--cpu-prof --cpu-prof-dir DIR` and writes its V8 CPU profile there when
// it stops (a .cpuprofile: Chrome's DevTools opens it); this process writes DIR/booking-phases.jsonl beside it, a line
// per phase boundary ({ phase, round, bookings, micros, wallMs }; `micros`: the monotonic clock in µs, the clock of the
// profile's timestamps), so that the samples can be told apart by phase (start-up, warm-up, each round's slices; a
// slice's window runs until its writes settled). The profile samples the main thread in wall time while not idle: on
// a busy machine it includes the time the thread waited for a core (mostly seen in socket writes).
import { fork, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPersonKeys, createPostgresEventStore, migrate, protectPersonalData } from '@weklean/platform';
import { quebecToday } from '@weklean/projections';
import postgres from 'postgres';
import { openBenchDatabase } from '../event-store/database';
import { alternatingRounds, loadLine } from '../support/rounds';
import { onInterrupt } from '../support/interrupt';
import { bookingLoop, cleanerSockets, httpClient, readLoop, readMix, readModelWatcher, type BookingSample, type BookingSlice, type Pair } from './load';
import { costBetween, databaseCpu, postmasterOf, quiet, readCounters, rowsByTable, type CpuMeters } from './meter';
import type { ServerAnswer, ServerRequest } from './protocol';
import { byTable, formatReport, summarize, tally, type BookingFigures, type Round } from './report';
import { inParallel, seedPeople, type BenchCleaner } from './seed';

const FULL = { pairs: 50, warmupMs: 3_000, sliceMs: 8_000, appendMs: 3_000, rounds: 3 };
const QUICK = { pairs: 20, warmupMs: 1_000, sliceMs: 3_000, appendMs: 1_500, rounds: 2 };

/** How long a booking's push and read-model row are waited for after its answer. */
const FOLLOW_MS = 15_000;

const log = (line: string) => process.stderr.write(`· ${line}\n`);
const interrupt = onInterrupt(log, 'stopping the server and dropping the bench database');

/** The product in a child process: resolves once it listens, with a way to ask it things over IPC. */
async function startServer(url: string, profileDir?: string) {
  // `--profile DIR`: the server writes its V8 CPU profile there when it exits (process.exit after `stop`).
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child: ChildProcess = fork(new URL('./server.ts', import.meta.url).pathname, [], {
    execArgv: [...profile, '--import', 'tsx'],
    env: { ...process.env, BENCH_BOOKING_DATABASE_URL: url },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const answer = <T extends ServerAnswer['type']>(type: T, request?: ServerRequest, timeoutMs = 60_000) =>
    new Promise<Extract<ServerAnswer, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not answer '${type}' within ${timeoutMs / 1000} s`)), timeoutMs);
      const onExit = (code: number | null) => reject(new Error(`the server exited (code ${code}) before answering '${type}'`));
      const listener = (message: ServerAnswer) => {
        if (message.type !== type) return;
        clearTimeout(timer);
        child.off('message', listener);
        child.off('exit', onExit);
        resolve(message as Extract<ServerAnswer, { type: T }>);
      };
      child.on('message', listener);
      child.once('exit', onExit);
      if (request) child.send(request);
    });
  const ready = await answer('ready').catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    pid: child.pid,
    port: ready.port,
    origin: ready.origin,
    cpuMicros: async () => (await answer('cpu', { type: 'cpu' })).micros,
    append: (writers: number, ms: number) => answer('appended', { type: 'append', writers, ms }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (child.connected) child.send({ type: 'stop' } satisfies ServerRequest);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

const bookingFigures = (slice: BookingSlice, seen: BookingSample[]): BookingFigures => {
  seen.push(...slice.samples);
  const ok = slice.samples.filter((sample) => sample.status === 201);
  return {
    ok: ok.length,
    errors: slice.samples.length - ok.length,
    seconds: slice.seconds,
    answerMs: ok.map((sample) => sample.answerMs),
    // One that never came (within FOLLOW_MS) is as late as can be: it counts in the percentiles, as ∞.
    pushMs: ok.map((sample) => sample.pushMs ?? Number.POSITIVE_INFINITY),
    visibleMs: ok.map((sample) => sample.visibleMs ?? Number.POSITIVE_INFINITY),
    missingPushes: ok.filter((sample) => sample.pushMs === null).length,
    missingVisible: ok.filter((sample) => sample.visibleMs === null).length,
  };
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { quick: { type: 'boolean', default: false }, pairs: { type: 'string' }, rate: { type: 'string', default: '200' }, profile: { type: 'string' } },
  });
  const profileDir = values.profile === undefined ? undefined : resolve(values.profile);
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  /** With --profile: a phase boundary in DIR/booking-phases.jsonl (see the header). */
  const mark = (phase: string, round?: number, bookings?: number) => {
    if (!profileDir) return;
    const line = { phase, round, bookings, micros: Number(process.hrtime.bigint() / 1000n), wallMs: Date.now() };
    appendFileSync(join(profileDir, 'booking-phases.jsonl'), `${JSON.stringify(line)}\n`);
  };
  const plan = { ...(values.quick ? QUICK : FULL) };
  if (values.pairs !== undefined) plan.pairs = Number(values.pairs);
  const rate = Number(values.rate);
  if (!Number.isInteger(plan.pairs) || plan.pairs < 1) throw new Error(`--pairs must be a positive whole number, not ${values.pairs}`);
  if (!Number.isFinite(rate) || rate <= 0) throw new Error(`--rate must be a positive number, not ${values.rate}`);
  const started = new Date();
  const loadStart = loadLine('at the start');
  log(loadStart);

  const db = await openBenchDatabase(process.env, log);
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  const closers: (() => void | Promise<void>)[] = [];
  const cleanUp = interrupt.cleanUpWith(async () => {
    for (const close of closers.reverse()) await close();
    await server?.stop();
    await db.dispose();
  });
  if (interrupt.interrupted) return cleanUp();

  try {
    await migrate(db.url);
    const sql = postgres(db.url, { max: 4, onnotice: () => undefined });
    closers.push(() => sql.end({ timeout: 5 }));
    const store = protectPersonalData(await createPostgresEventStore({ connectionString: db.url, maxConnections: 8 }), { keys: createPersonKeys(sql) });
    closers.push(() => store.close());
    const now = new Date();
    const today = quebecToday(now);

    log(`seeding ${plan.pairs} cleaners and ${plan.pairs} clients`);
    const seedStart = performance.now();
    const people = await seedPeople(sql, store, plan.pairs, now);
    mark('server-start');
    server = await startServer(db.url, profileDir);
    log(`the product (BFF, projections, workers) listens on 127.0.0.1:${server.port} (pid ${server.pid})`);
    const http = httpClient(server.port, server.origin);
    closers.push(() => http.close());
    // The cleaners are bookable once the cleaner-search projection has them (their slugs).
    const deadline = performance.now() + 120_000;
    let cleaners: BenchCleaner[] = [];
    while (cleaners.length < plan.pairs) {
      if (performance.now() > deadline) throw new Error('the cleaner-search projection did not list the seeded cleaners within 2 minutes');
      const rows = await sql<{ id: string; slug: string }[]>`
        select cleaner_id::text as id, slug from cleaner_profiles where cleaner_id = any(${people.cleaners.map((c) => c.id)}::uuid[])`;
      const slugs = new Map(rows.map((row) => [row.id, row.slug]));
      cleaners = people.cleaners.flatMap((cleaner) => (slugs.has(cleaner.id) ? [{ ...cleaner, slug: slugs.get(cleaner.id)! }] : []));
      if (cleaners.length < plan.pairs) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const pairs: Pair[] = new Array<Pair>(plan.pairs);
    await inParallel(people.clients, 8, async (client, index) => {
      const added = await http.send('POST', '/api/properties', client.token, {
        name: 'Maison', type: 'house', bedrooms: 3, bathrooms: 1.5, stories: 2, parking: true, accessInstructions: 'Clé sous le pot de fleurs',
        address: { streetAddress: '1234 rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'H2X 3K8', country: 'CA' },
      });
      if (added.status !== 201) throw new Error(`a client's property was refused: ${added.status} ${added.body.slice(0, 200)}`);
      pairs[index] = { client, cleaner: cleaners[index]!, propertyId: (JSON.parse(added.body) as { id: string }).id };
    });
    const sockets = await cleanerSockets(server.port, server.origin, cleaners);
    closers.push(() => sockets.close());
    const watcher = readModelWatcher(sql);
    closers.push(() => watcher.stop());
    const seedSeconds = (performance.now() - seedStart) / 1000;
    log(`seeded, served and connected in ${seedSeconds.toFixed(1)} s: ${plan.pairs} cleaner sockets open`);

    // The database's CPU only when its server runs for this bench alone (the embedded one).
    const postmaster = db.server === 'embedded' ? await postmasterOf(sql) : null;
    const cpu: CpuMeters = { server: server.cpuMicros, database: postmaster ? databaseCpu(postmaster) : () => null };
    const next = { k: pairs.map(() => 0) };
    const bookings = (ms: number) => bookingLoop(http, pairs, next, today, sockets, watcher, ms, FOLLOW_MS);
    const mix = readMix(pairs);
    const reads = (ms: number) => readLoop(http, mix, rate, ms, Math.ceil(rate / 2));
    log(`warm-up: ${plan.warmupMs} ms of bookings with the read mix`);
    mark('warmup-start');
    const warm = await Promise.all([bookings(plan.warmupMs), reads(plan.warmupMs)]);
    if (warm[0].firstError) log(`warm-up: a booking failed: ${warm[0].firstError}`);
    await quiet(sql, cpu, log);

    const seen: BookingSample[] = [];
    /** Rows by table written over the bookings-alone slices (from zero). */
    const tableRows = new Map<string, number>();
    const rounds: Partial<Round>[] = Array.from({ length: plan.rounds }, () => ({}));
    const appendServer = server;
    await alternatingRounds(
      plan.rounds,
      {
        alone: async (round) => {
          mark('alone-start', round);
          const tablesBefore = await rowsByTable(sql);
          const before = await readCounters(sql, cpu);
          const slice = await bookings(plan.sliceMs);
          const after = await quiet(sql, cpu, log);
          const tablesAfter = await rowsByTable(sql);
          for (const [name, rows] of tablesAfter) tableRows.set(name, (tableRows.get(name) ?? 0) + rows - (tablesBefore.get(name) ?? 0));
          if (slice.firstError) log(`round ${round + 1}: a booking failed: ${slice.firstError}`);
          rounds[round]!.alone = { ...bookingFigures(slice, seen), cost: costBetween(before, after) };
          mark('alone-end', round, rounds[round]!.alone.ok);
          return rounds[round]!.alone.ok / slice.seconds;
        },
        mixed: async (round) => {
          mark('mixed-start', round);
          const [slice, read] = await Promise.all([bookings(plan.sliceMs), reads(plan.sliceMs)]);
          await quiet(sql, cpu, log);
          if (slice.firstError) log(`round ${round + 1}, with reads: a booking failed: ${slice.firstError}`);
          const answered = read.samples.filter((sample) => !sample.dropped);
          rounds[round]!.mixed = {
            ...bookingFigures(slice, seen),
            reads: {
              ok: answered.filter((sample) => sample.ok).length,
              errors: answered.filter((sample) => !sample.ok).length,
              dropped: read.samples.length - answered.length,
              seconds: read.seconds,
              latencyMs: answered.map((sample) => sample.latencyMs),
            },
          };
          mark('mixed-end', round, rounds[round]!.mixed.ok);
          return rounds[round]!.mixed.ok / slice.seconds;
        },
        append: async (round) => {
          mark('append-start', round);
          const before = await readCounters(sql, cpu);
          const done = await appendServer.append(plan.pairs, plan.appendMs);
          const after = await quiet(sql, cpu, log);
          rounds[round]!.append = { count: done.count, seconds: done.ms / 1000, cost: costBetween(before, after) };
          mark('append-end', round);
          return done.count / (done.ms / 1000);
        },
      },
      (round, figures) =>
        log(
          `round ${round + 1}: ${figures.alone.toFixed(1)} bookings/s alone, ${figures.mixed.toFixed(1)}/s with reads, ` +
            `${figures.append.toFixed(0)} bare appends/s — ${loadLine('now')}`,
        ),
    );
    mark('rounds-end');
    const summary = summarize(rounds as Round[]);
    const report = formatReport(
      {
        date: started,
        cpu: cpus()[0]?.model ?? 'unknown CPU',
        cores: cpus().length,
        node: process.version,
        postgres: db.serverVersion,
        server: db.server,
        loadStart,
        loadEnd: loadLine('at the end'),
        pairs: plan.pairs,
        sliceMs: plan.sliceMs,
        appendMs: plan.appendMs,
        readRate: rate,
        pollMs: watcher.pollMs,
        followMs: FOLLOW_MS,
        seedSeconds,
        tables: byTable(new Map(), tableRows, rounds.reduce((n, round) => n + (round.alone?.ok ?? 0), 0)),
        seen: {
          answer: tally(seen.filter((sample) => sample.status === 201).map((sample) => sample.answerPaymentStatus)),
          push: tally(seen.filter((sample) => sample.status === 201).map((sample) => sample.pushEvent)),
          readModel: tally(seen.filter((sample) => sample.status === 201).map((sample) => sample.paymentStatus)),
        },
      },
      summary,
    );
    process.stdout.write(`\n${report}\n`);
  } finally {
    await cleanUp();
    log('bench database dropped');
  }
}

main().then(
  () => process.exit(interrupt.interrupted ? 130 : 0),
  (error: unknown) => {
    if (interrupt.interrupted) process.exit(130);
    console.error(error);
    process.exit(1);
  },
);
