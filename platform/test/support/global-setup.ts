import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import exitHook from 'async-exit-hook';
import type { TestProject } from 'vitest/node';
import { outsideClusterRoot, startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../src/postgres/embedded-postgres';
import { containerRuntimeAvailable } from './container-runtime';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server where tests may create and drop their own databases. */
    databaseUrl: string;
    /** Where it came from: TEST_DATABASE_URL, a container, or an embedded PostgreSQL. */
    databaseSource: string;
    redisUrl: string | null;
  }
}

/**
 * Integration tests find their servers in this order: TEST_DATABASE_URL / TEST_REDIS_URL; a container runtime via
 * Testcontainers; an embedded PostgreSQL (Redis-only tests then skip with a printed reason).
 */
export default async function setup(project: TestProject) {
  const teardowns: (() => Promise<void>)[] = [];
  let databaseUrl = process.env.TEST_DATABASE_URL;
  let databaseSource = 'TEST_DATABASE_URL';
  if (!databaseUrl && (await containerRuntimeAvailable())) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    databaseUrl = container.getConnectionUri();
    databaseSource = 'a Testcontainers PostgreSQL';
    teardowns.push(async () => void (await container.stop()));
  }
  if (!databaseUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'weklean-test-pg-'));
    chmodSync(dataDir, 0o755);
    let embedded: EmbeddedPostgresHandle;
    try {
      embedded = await startEmbeddedPostgres({ dataDir: join(dataDir, 'pg'), database: 'weklean_test' });
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(outsideClusterRoot(join(dataDir, 'pg')), { recursive: true, force: true });
      throw error;
    }
    // embedded-postgres's exit hooks would call process.exit(0) after the run and hide every failure from CI.
    const hooked = exitHook.hookedEvents();
    for (const event of hooked) exitHook.unhookEvent(event);
    if (hooked.length > 0) throw new Error(`startEmbeddedPostgres left embedded-postgres's exit hooks on: ${hooked.join(', ')}`);
    databaseUrl = embedded.url;
    databaseSource = 'an embedded PostgreSQL';
    teardowns.push(async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
      // As root the cluster may have lived outside the folder (/var/lib/weklean/<key>): it goes too.
      rmSync(outsideClusterRoot(join(dataDir, 'pg')), { recursive: true, force: true });
    });
  }
  console.info(`[tests] PostgreSQL: ${databaseSource}`);
  project.provide('databaseUrl', databaseUrl);
  project.provide('databaseSource', databaseSource);
  project.provide('redisUrl', process.env.TEST_REDIS_URL ?? null);
  return async () => {
    for (const teardown of teardowns.reverse()) await teardown();
  };
}
