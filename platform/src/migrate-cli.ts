// npm run migrate: applies the database migrations and stops. Every process also migrates at start under
// node-pg-migrate's lock, so this is for a deployment that wants the schema ready before any process starts.
import { join } from 'node:path';
import { createLogger } from './log/logger';
import { migrate } from './postgres/migrations';
import { readRuntimeFile } from './infrastructure';
import { startEmbeddedPostgres } from './postgres/embedded-postgres';
import { loadConfigOrExit } from './process/boot';

const config = loadConfigOrExit();
const logger = createLogger({ level: config.LOG_LEVEL, json: config.NODE_ENV === 'production' }, { process: 'migrate' });
// Without DATABASE_URL: the embedded database, the running one if `npm start` runs, else started for the occasion.
const running = config.DATABASE_URL ? null : readRuntimeFile(config.DATA_DIR);
const embedded =
  config.DATABASE_URL || running ? null : await startEmbeddedPostgres({ dataDir: join(config.DATA_DIR, 'postgres'), database: 'weklean' });
try {
  const applied = await migrate(config.DATABASE_URL ?? running?.databaseUrl ?? embedded!.url, logger);
  logger.info(applied.length > 0 ? `applied ${applied.length} migrations` : 'the database is up to date', { applied });
} catch (error) {
  logger.error('migration failed', { error });
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
