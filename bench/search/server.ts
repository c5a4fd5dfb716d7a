// The BFF for the search bench, in a process of its own so that it does not share an event loop with the load
// generator. Started by main.ts with an IPC channel: env BENCH_SEARCH_DATABASE_URL and BENCH_SEARCH_POOL; it listens
// on a free 127.0.0.1 port, sends `{ port }`, and stops on the message 'stop' or when the parent goes away.
// The deps are those of bff/test/support/test-app.ts: memory bus and rate limiters, files in a temporary folder,
// the dev mailer, the PostgreSQL event store on the bench database.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import {
  createLocalFileStorage,
  createLogger,
  createMailer,
  createSimulatedGateway,
  SIMULATED_WEBHOOK_SECRET,
  createMemoryBus,
  createPostgresEventStore,
  createRateLimiter,
} from '@weklean/platform';
import { eventTypeCounts } from '@weklean/projections';
import postgres from 'postgres';
import { createApp } from '../../bff/src/app';
import { createBackgroundWork } from '../../bff/src/auth/background-work';

const url = process.env.BENCH_SEARCH_DATABASE_URL;
if (!url || !process.send) {
  console.error('bench/search/server.ts is started by bench/search/main.ts (needs BENCH_SEARCH_DATABASE_URL and IPC)');
  process.exit(2);
}
const send = process.send.bind(process);

const localesDir = join(dirname(fileURLToPath(import.meta.resolve('@weklean/domain/package.json'))), 'locales');
const sql = postgres(url, { max: Number(process.env.BENCH_SEARCH_POOL ?? '10'), onnotice: () => undefined });
const store = await createPostgresEventStore({ connectionString: url });
const logger = createLogger({ level: 'error', json: true });
const filesDir = mkdtempSync(join(tmpdir(), 'weklean-bench-files-'));
const app = createApp({
  files: createLocalFileStorage(filesDir),
  sql,
  store,
  bus: createMemoryBus(),
  logger,
  mailer: createMailer({ from: 'bench@weklean.local', sql, logger }),
  paymentGateway: createSimulatedGateway({ sql, webhookSecret: SIMULATED_WEBHOOK_SECRET, logger }),
  projections: [eventTypeCounts],
  rateLimits: {
    loginPerAccount: createRateLimiter({ name: 'login-account', points: 10, durationSeconds: 900 }),
    loginPerAddress: createRateLimiter({ name: 'login-address', points: 50, durationSeconds: 900 }),
    resetPerAccount: createRateLimiter({ name: 'reset-account', points: 5, durationSeconds: 3600 }),
    signupPerAddress: createRateLimiter({ name: 'signup-address', points: 30, durationSeconds: 3600 }),
  },
  passwordCost: 12,
  publicOrigins: ['http://127.0.0.1'],
  publicUrl: 'http://127.0.0.1',
  backgroundWork: createBackgroundWork(logger),
  secureCookies: false,
  localesDir,
});

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
await new Promise<void>((resolve, reject) => {
  server.once('listening', resolve);
  server.once('error', reject);
});
// The load generator keeps its connections between slices: do not let the server close them as idle in between.
server.keepAliveTimeout = 60_000;

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await store.close();
  await sql.end({ timeout: 5 });
  rmSync(filesDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('disconnect', () => void stop());
// Ctrl-C reaches the whole process group: the parent decides when this process stops.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => void stop());

send({ port: (server.address() as AddressInfo).port });
