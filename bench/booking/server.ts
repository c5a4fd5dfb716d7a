// The whole product for the booking bench, in a process of its own: what `npm start` composes (bff/src/start.ts) —
// the infrastructure, every projection, every worker (the reactors and their timers), the BFF and its live sockets on
// one server — without the demo data and the frontend. Started by main.ts with an IPC channel and env
// BENCH_BOOKING_DATABASE_URL; it listens on a free 127.0.0.1 port and sends `{ type: 'ready', port, origin }`.
// Requests over IPC: `cpu` (this process's CPU time so far), `append` (the bare-append baseline, through the same
// event store as the app), `stop` (also when the parent goes away).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allReactors } from '@weklean/domain';
import { createLogger, createMemoryPresenceStore, loadConfig, openInfrastructure } from '@weklean/platform';
import { allProjections, startProjections } from '@weklean/projections';
import { startWorkers } from '@weklean/workers';
import { createApp } from '../../bff/src/app';
import { serveApp } from '../../bff/src/http/node-server';
import { liveSocketsFor } from '../../bff/src/live/live-sockets';
import { appDepsFrom } from '../../bff/src/wiring';
import { BARE_APPEND_TYPE, BENCH_ORIGIN, type ServerAnswer, type ServerRequest } from './protocol';

const url = process.env.BENCH_BOOKING_DATABASE_URL;
if (!url || !process.send) {
  console.error('bench/booking/server.ts is started by bench/booking/main.ts (needs BENCH_BOOKING_DATABASE_URL and IPC)');
  process.exit(2);
}
const send = (answer: ServerAnswer) => process.send!(answer);

const dataDir = mkdtempSync(join(tmpdir(), 'weklean-bench-booking-'));
const config = loadConfig({
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  PAYMENTS: 'simulated',
  SEED_DEMO_DATA: 'false',
  // Mail goes to the dev mailbox table, as in development: a request's e-mail to the cleaner is part of its cost.
  MAIL: 'log',
  PASSWORD_HASH_COST: '12',
  PUBLIC_URL: BENCH_ORIGIN,
  PUBLIC_ORIGINS: BENCH_ORIGIN,
  LOG_LEVEL: 'error',
});
const logger = createLogger({ level: 'error', json: true });
const localesDir = join(dirname(fileURLToPath(import.meta.resolve('@weklean/domain/package.json'))), 'locales');

const infra = await openInfrastructure(config, logger);
const stopProjections = startProjections(infra);
const stopWorkers = startWorkers(infra);
// As start.ts, but without the admin's retry of a parked reaction (its own dispatch and timers): nothing parks here.
const deps = appDepsFrom(infra, { projections: allProjections, reactors: allReactors, reactorRetryTargets: [], localesDir });
const live = liveSocketsFor({ ...deps, presenceStore: createMemoryPresenceStore() });
const app = createApp({ ...deps, liveConnections: () => ({ sockets: live.count(), people: live.people() }) });
const server = serveApp(app.fetch, { hostname: '127.0.0.1', port: 0 });
await live.attach(server);
await new Promise<void>((resolve, reject) => {
  server.once('listening', resolve);
  server.once('error', reject);
});
// The load generator keeps its connections between slices.
server.keepAliveTimeout = 60_000;

/** `writers` loops appending one event each to a stream of its own, for `ms`: the cheapest write the app makes. */
async function bareAppends(writers: number, ms: number): Promise<{ count: number; ms: number }> {
  const started = performance.now();
  const until = started + ms;
  let count = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (performance.now() < until) {
        const id = randomUUID();
        await infra.store.appendToStream(`bench-${id}`, [{ type: BARE_APPEND_TYPE, data: { id }, metadata: { userId: id } }], { streamState: 'no_stream' });
        count += 1;
      }
    }),
  );
  return { count, ms: performance.now() - started };
}

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  // As start.ts: the sockets told 1001, then no new request, idle connections dropped, the rest cut after 3 s.
  await live.close();
  await new Promise<void>((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), 3000);
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
  await deps.backgroundWork.drain();
  await stopWorkers();
  await stopProjections();
  await infra.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('message', (message: ServerRequest) => {
  if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', micros: user + system });
  }
  if (message.type === 'append') void bareAppends(message.writers, message.ms).then((done) => send({ type: 'appended', ...done }));
  if (message.type === 'stop') void stop();
});
process.on('disconnect', () => void stop());
// Ctrl-C reaches the whole process group: the parent decides when this process stops.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => void stop());

send({ type: 'ready', port: (server.address() as AddressInfo).port, origin: BENCH_ORIGIN });
