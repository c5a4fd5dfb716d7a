import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import type { Logger } from '../log/logger';

/** The platform's own tables: accounts, sessions, person keys, properties, calendar links, checkpoints, parked events. */
export const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));
/**
 * Each read model keeps its schema beside its projection and queries (ARCHITECTURE 4: one folder per read model), in
 * `projections/src/<model>/migrations`. Found by this path rather than imported: platform does not depend on the
 * projections workspace, and every process (and image) carries the whole repository.
 */
export const readModelMigrationsGlob = fileURLToPath(new URL('../../../projections/src/*/migrations/*.sql', import.meta.url));

/**
 * Applies pending SQL migrations of the platform and of every read model, in the order of their timestamped names,
 * in one transaction. Processes starting together wait on node-pg-migrate's advisory lock instead of failing.
 */
export async function migrate(databaseUrl: string, logger?: Logger): Promise<string[]> {
  const applied = await runner({
    databaseUrl,
    dir: [`${migrationsDir}/*.sql`, readModelMigrationsGlob],
    useGlob: true,
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
