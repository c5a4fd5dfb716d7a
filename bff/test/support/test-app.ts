import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import {
  createLocalFileStorage,
  createLogger,
  createMailer,
  createMemoryBus,
  createOfflineGeocoder,
  createPersonKeys,
  createPostgresEventStore,
  createRateLimiter,
  migrate,
  protectPersonalData,
  type PostgresEventStore,
} from '@weklean/platform';
import { eventTypeCounts } from '@weklean/projections';
import { createTestDatabase, type TestDatabase } from '../../../platform/test/support/test-database';
import { createApp, type AppDeps } from '../../src/app';

export const localesDir = join(dirname(fileURLToPath(import.meta.resolve('@weklean/domain/package.json'))), 'locales');
export const ORIGIN = 'http://localhost';

export type TestApp = {
  app: ReturnType<typeof createApp>;
  sql: postgres.Sql;
  store: PostgresEventStore;
  database: TestDatabase;
  /** Where uploaded files of this app go. */
  filesDir: string;
  close(): Promise<void>;
};

/** The BFF on a fresh database, with a cheap password hash (2^12) so that tests stay fast. */
export async function createTestApp(label: string, overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const database = await createTestDatabase(label);
  await migrate(database.url);
  const sql = postgres(database.url, { max: 10, onnotice: () => undefined });
  const store = protectPersonalData(await createPostgresEventStore({ connectionString: database.url }), { keys: createPersonKeys(sql) });
  const logger = createLogger({ level: 'error', json: true });
  const filesDir = mkdtempSync(join(tmpdir(), 'weklean-test-files-'));
  const app = createApp({
    files: createLocalFileStorage(filesDir),
    geocoder: createOfflineGeocoder(),
    sql,
    store,
    bus: createMemoryBus(),
    logger,
    mailer: createMailer({ from: 'test@weklean.local', sql, logger }),
    projections: [eventTypeCounts],
    rateLimits: {
      loginPerAccount: createRateLimiter({ name: 'login-account', points: 10, durationSeconds: 900 }),
      loginPerAddress: createRateLimiter({ name: 'login-address', points: 50, durationSeconds: 900 }),
      resetPerAccount: createRateLimiter({ name: 'reset-account', points: 5, durationSeconds: 3600 }),
    },
    passwordCost: 12,
    publicOrigins: [ORIGIN],
    secureCookies: false,
    localesDir,
    ...overrides,
  });
  return {
    app,
    sql,
    store,
    database,
    filesDir,
    close: async () => {
      await store.close();
      await sql.end();
      await database.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** A JSON request as the browser app sends it (same origin). */
export const json = (method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
