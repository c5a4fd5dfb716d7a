import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import type { Logger } from '../log/logger';

export const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * Applies pending SQL migrations (platform/migrations) in one transaction. Processes starting together wait on
 * node-pg-migrate's advisory lock instead of failing.
 */
export async function migrate(databaseUrl: string, logger?: Logger): Promise<string[]> {
  const applied = await runner({
    databaseUrl,
    dir: migrationsDir,
    migrationsTable: 'schema_migrations',
    direction: 'up',
    checkOrder: true,
    singleTransaction: true,
    advisoryLockMode: 'wait',
    log: () => undefined,
  });
  const names = applied.map((migration) => migration.name);
  if (names.length > 0) logger?.info('migrations applied', { migrations: names });
  return names;
}
