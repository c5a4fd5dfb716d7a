import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import {
  createLocalFileStorage,
  createLogger,
  createMailer,
  createConsumerRuntime,
  createMemoryBus,
  type Bus,
  createOfflineGeocoder,
  createPersonKeys,
  createPostgresEventStore,
  createRateLimiter,
  createSimulatedGateway,
  SIMULATED_WEBHOOK_SECRET,
  type SimulatedGateway,
  protectPersonalData,
  type PostgresEventStore,
} from '@weklean/platform';
import { eventTypeCounts } from '@weklean/projections';
import { LIVE_READ_MODELS } from './wait-for-projection';
import { createTestDatabase, type TestDatabase } from '../../../platform/test/support/test-database';
import { createApp, type AppDeps } from '../../src/app';
import { createBackgroundWork, type BackgroundWork } from '../../src/auth/background-work';
import { LOGIN_LIMITS } from '../../src/wiring';

export const localesDir = join(dirname(fileURLToPath(import.meta.resolve('@weklean/domain/package.json'))), 'locales');
export const ORIGIN = 'http://localhost';
/** The configured public origin, unlike the requests' (http://localhost): links must be built on this one. */
export const PUBLIC_URL = 'https://app.weklean.example';

/** Rate limits of a test app: login as in production, sign-up generous (test files sign many people up at once). */
export const testRateLimits = (): AppDeps['rateLimits'] => ({
  loginPerAccount: createRateLimiter({ name: 'login-account', points: LOGIN_LIMITS.perAccount, durationSeconds: LOGIN_LIMITS.windowSeconds }),
  loginPerAddress: createRateLimiter({ name: 'login-address', points: LOGIN_LIMITS.perAddress, durationSeconds: LOGIN_LIMITS.windowSeconds }),
  resetPerAccount: createRateLimiter({ name: 'reset-account', points: 5, durationSeconds: 3600 }),
  signupPerAddress: createRateLimiter({ name: 'signup-address', points: 1000, durationSeconds: 3600 }),
});

/**
 * What `app.request` passes as the third argument so that a request comes from `address`: the env that
 * @hono/node-server gives the app, where getConnInfo reads the client's address (`incoming.socket.remoteAddress`).
 */
export const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

export type TestApp = {
  app: ReturnType<typeof createApp>;
  sql: postgres.Sql;
  store: PostgresEventStore;
  database: TestDatabase;
  /** Where uploaded files of this app go. */
  filesDir: string;
  /** Reset mails are sent after the answer: `await t.backgroundWork.drain()` before reading the mailbox. */
  backgroundWork: BackgroundWork;
  /** The simulated payment provider of this app (its 3-D Secure step, its stored charges). */
  gateway: SimulatedGateway;
  /** The app's bus (live updates go through it). */
  bus: Bus;
  /** Stops the read models the command routes wait for; the function returned starts them again. */
  pauseReadModels(): Promise<() => void>;
  close(): Promise<void>;
};

/** The BFF on a fresh database, with a cheap password hash (2^12) so that tests stay fast. */
export async function createTestApp(label: string, overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const database = await createTestDatabase(label, { migrated: true });
  return openTestApp(database, overrides);
}

/**
 * The BFF on a database already made and migrated (another process's, for the crash tests). `wrapStore`: what the app
 * writes with, around the real store (which `store` of the result stays).
 */
export async function openTestApp(
  database: TestDatabase,
  overrides: Partial<AppDeps> = {},
  options: { wrapStore?: (store: PostgresEventStore) => PostgresEventStore } = {},
): Promise<TestApp> {
  const sql = postgres(database.url, { max: 30, onnotice: () => undefined });
  const store = protectPersonalData(await createPostgresEventStore({ connectionString: database.url }), { keys: createPersonKeys(sql) });
  const logger = createLogger({ level: 'error', json: true });
  const filesDir = mkdtempSync(join(tmpdir(), 'weklean-test-files-'));
  const backgroundWork = overrides.backgroundWork ?? createBackgroundWork(logger);
  const gateway = createSimulatedGateway({ sql, webhookSecret: SIMULATED_WEBHOOK_SECRET, logger });
  const bus = overrides.bus ?? createMemoryBus();
  const app = createApp({
    paymentGateway: gateway,
    files: createLocalFileStorage(filesDir),
    geocoder: createOfflineGeocoder(),
    sql,
    store: options.wrapStore ? options.wrapStore(store) : store,
    bus,
    logger,
    mailer: createMailer({ from: 'test@weklean.local', sql, logger }),
    projections: [eventTypeCounts],
    rateLimits: testRateLimits(),
    passwordCost: 12,
    publicOrigins: [ORIGIN],
    publicUrl: PUBLIC_URL,
    backgroundWork,
    secureCookies: false,
    localesDir,
    ...overrides,
  });
  // The read models that command routes wait for (read-your-writes), kept up as the projections process would.
  const startReadModels = () => {
    const runtime = createConsumerRuntime({ sql, store, logger, projections: LIVE_READ_MODELS, lockRetryMs: 100 });
    runtime.start();
    return runtime;
  };
  let readModels = startReadModels();
  return {
    app,
    sql,
    store,
    database,
    filesDir,
    backgroundWork,
    gateway,
    bus,
    pauseReadModels: async () => {
      await readModels.stop();
      let resumed = false;
      return () => {
        if (resumed) return;
        resumed = true;
        readModels = startReadModels();
      };
    },
    close: async () => {
      await backgroundWork.drain();
      await readModels.stop();
      await store.close();
      await sql.end();
      await database.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Closes an app opened on another app's database (`openTestApp`), leaving that database to its owner. */
export async function closeSibling(app: TestApp): Promise<void> {
  await app.pauseReadModels(); // stops its read models for good (never resumed)
  await app.store.close();
  await app.sql.end();
  rmSync(app.filesDir, { recursive: true, force: true });
}

/** A JSON request as the browser app sends it (same origin). */
export const json = (method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
