// npm run projections:rebuild -- <name>: empties one read model and applies the whole log again, with a progress
// bar. Safe beside a running app (see rebuildProjection); reaches the embedded database of a running `npm start`.
import { SingleBar, Presets } from 'cli-progress';
import postgres from 'postgres';
import {
  createLogger,
  createKurrentDbEventStore,
  createPersonKeys,
  createPostgresEventStore,
  protectPersonalData,
  loadConfigOrExit,
  migrate,
  readRuntimeFile,
  rebuildProjection,
  startEmbeddedPostgres,
} from '@weklean/platform';
import { join } from 'node:path';
import { allProjections } from './all-projections';

const name = process.argv[2];
const projection = allProjections.find((p) => p.name === name);
if (!projection) {
  process.stderr.write(
    `${name ? `No projection named "${name}".` : 'Which projection?'} Usage: npm run projections:rebuild -- <name>\n` +
      `Projections: ${allProjections.map((p) => p.name).join(', ')}\n`,
  );
  process.exit(2);
}

const config = loadConfigOrExit();
const logger = createLogger({ level: 'warn', json: false });
const running = config.DATABASE_URL ? null : readRuntimeFile(config.DATA_DIR);
const embedded =
  config.DATABASE_URL || running ? null : await startEmbeddedPostgres({ dataDir: join(config.DATA_DIR, 'postgres'), database: 'weklean' });
const databaseUrl = config.DATABASE_URL ?? running?.databaseUrl ?? embedded!.url;

const sql = postgres(databaseUrl, { max: 4, onnotice: () => undefined });
const store = protectPersonalData(
  config.EVENT_STORE === 'kurrentdb'
    ? createKurrentDbEventStore({ connectionString: config.KURRENTDB_URL! })
    : await createPostgresEventStore({ connectionString: databaseUrl }),
  { keys: createPersonKeys(sql) },
);
const bar = new SingleBar({ format: `${projection.name} [{bar}] {percentage}% | {value}/{total} events | {duration}s` }, Presets.shades_classic);
try {
  await migrate(databaseUrl, logger);
  let started = false;
  const result = await rebuildProjection({
    sql,
    store,
    projection,
    onProgress: ({ applied, total }) => {
      if (!started) {
        bar.start(total, applied);
        started = true;
      } else bar.update(applied);
    },
  });
  bar.stop();
  process.stdout.write(`Rebuilt ${projection.name}: ${result.applied} events applied.\n`);
} catch (error) {
  bar.stop();
  process.stderr.write(`Rebuild failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await store.close();
  await sql.end();
  await embedded?.stop();
}
