import { mkdirSync, rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import type { EventStore } from '@weklean/domain';
import { createMemoryBus, createRedisBus, type Bus } from './bus/bus';
import type { Config } from './config/config';
import { createKurrentDbEventStore } from './event-store/kurrentdb-event-store';
import { createPostgresEventStore } from './event-store/postgres-event-store';
import { createPersonKeys, protectPersonalData } from './personal-data/protect-personal-data';
import type { Logger } from './log/logger';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './postgres/embedded-postgres';
import { migrate } from './postgres/migrations';
import { createPaymentGateway, type ConfiguredPaymentGateway } from './payments/create-payment-gateway';
import { createShiftableClock, type ShiftableClock } from './clock/shiftable-clock';
import { countAppends } from './metrics/counted-event-store';
import { createProcessMetrics, type ProcessMetrics } from './metrics/process-metrics';

export type Infrastructure = {
  config: Config;
  logger: Logger;
  /** The read-model database (and the event store's, with EVENT_STORE=postgres). */
  databaseUrl: string;
  sql: postgres.Sql;
  store: EventStore;
  bus: Bus;
  /** Shared state across processes (rate limits); null in the embedded default. */
  redis: Redis | null;
  /** Present in the embedded default. */
  embedded: EmbeddedPostgresHandle | null;
  /** Stripe, or the simulated gateway (PAYMENTS): one per process, shared by the BFF and the workers. */
  paymentGateway: ConfiguredPaymentGateway;
  /** TEST_CLOCK=true (browser tests): the app's movable clock, shared by the BFF, the reactors and the timers. */
  testClock: ShiftableClock | null;
  /** The process's one metrics registry (docs/metrics.md): event-store appends counted here, the rest by each role. */
  metrics: ProcessMetrics;
  close(): Promise<void>;
};

/** Where the app keeps its embedded PostgreSQL inside DATA_DIR. */
export const embeddedDataDirOf = (dataDir: string): string => join(dataDir, 'postgres');

/** Written while an embedded database runs, so that CLI tools (projections:rebuild) reach the same database. */
export const runtimeFile = (dataDir: string) => join(resolve(dataDir), 'runtime.json');

export function readRuntimeFile(dataDir: string): { databaseUrl: string; pid: number } | null {
  const file = runtimeFile(dataDir);
  if (!existsSync(file)) return null;
  const runtime = JSON.parse(readFileSync(file, 'utf8')) as { databaseUrl: string; pid: number };
  try {
    process.kill(runtime.pid, 0);
    return runtime;
  } catch {
    return null;
  }
}

/**
 * Opens what every process needs: the database (an embedded PostgreSQL under DATA_DIR when DATABASE_URL is not
 * set), its migrations, the event store and the bus.
 */
export async function openInfrastructure(config: Config, logger: Logger): Promise<Infrastructure> {
  let embedded: EmbeddedPostgresHandle | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = resolve(config.DATA_DIR);
    mkdirSync(dataDir, { recursive: true });
    logger.info('starting the embedded PostgreSQL', { dataDir: join(dataDir, 'postgres') });
    embedded = await startEmbeddedPostgres({
      dataDir: embeddedDataDirOf(dataDir),
      database: 'weklean',
      log: (line) => logger.debug(line, { component: 'embedded-postgres' }),
    });
    databaseUrl = embedded.url;
    if (embedded.dataDir !== join(dataDir, 'postgres')) {
      logger.info('the postgres OS user cannot enter DATA_DIR: the cluster files are kept elsewhere', { clusterDir: embedded.dataDir });
    }
    writeFileSync(runtimeFile(dataDir), JSON.stringify({ databaseUrl, pid: process.pid }), { mode: 0o600 });
  }
  const cleanups: (() => Promise<void>)[] = [];
  try {
    await migrate(databaseUrl, logger);
    // Each projection and each reactor holds one connection for its lock (23 in one process in the embedded default),
    // and requests need theirs: the pool opens connections as they are needed, up to this.
    const sql = postgres(databaseUrl, { max: 50, onnotice: () => undefined, connection: { application_name: 'weklean' } });
    cleanups.push(async () => {
      logger.debug('closing the read-model pool');
      await sql.end({ timeout: 5 });
    });
    const metrics = createProcessMetrics();
    // Either adapter, with the personal fields of events encrypted by their person's key (kept in PostgreSQL), and
    // each append counted.
    const store = countAppends(
      protectPersonalData(
        config.EVENT_STORE === 'kurrentdb'
          ? await createKurrentDbEventStore({ connectionString: config.KURRENTDB_URL! })
          : await createPostgresEventStore({ connectionString: databaseUrl }),
        { keys: createPersonKeys(sql) },
      ),
      metrics,
    );
    cleanups.push(async () => {
      logger.debug('closing the event store');
      await store.close();
    });
    const bus = config.REDIS_URL ? createRedisBus(config.REDIS_URL) : createMemoryBus();
    cleanups.push(() => bus.close());
    const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
    if (redis) cleanups.push(async () => void (await redis.quit()));
    const embeddedHandle = embedded;
    const paymentGateway = createPaymentGateway(config, { sql, logger });
    return {
      config,
      logger,
      databaseUrl,
      sql,
      store,
      bus,
      redis,
      embedded,
      paymentGateway,
      testClock: config.TEST_CLOCK ? createShiftableClock() : null,
      metrics,
      close: async () => {
        for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => logger.warn('close failed', { error }));
        if (embeddedHandle) {
          logger.debug('stopping the embedded PostgreSQL');
          rmSync(runtimeFile(config.DATA_DIR), { force: true });
          await embeddedHandle.stop();
        }
      },
    };
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
}
