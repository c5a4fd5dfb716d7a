import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { shippedMigrationFiles } from '../../src/postgres/migration-status';
import { migrate } from '../../src/postgres/migrations';

export type TestDatabase = { url: string; drop(): Promise<void> };

const databaseUrlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Every migration file (the platform's and each read model's), by name and content: what a migrated database holds. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of [...shippedMigrationFiles()].sort((a, b) => basename(a).localeCompare(basename(b)))) hash.update(basename(file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

let template: Promise<string> | null = null;

/**
 * A database migrated once per set of migration files (`wk_tpl_<hash>`), that test databases are copied from: a copy
 * takes a fraction of the 1.5–3 s that migrating each test's database took, ~90 times in `npm test`. Made under an
 * advisory lock (the run's workers and other runs share the server) under a temporary name, renamed once complete, so
 * a copy never starts from half a schema; the templates of older migrations are dropped where nothing uses them.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `wk_tpl_${migrationsHash()}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    try {
      await admin`select pg_advisory_lock(hashtext('weklean:test-template'))`;
      const [found] = await admin`select 1 from pg_database where datname = ${name}`;
      if (!found) {
        const building = `${name}_building`;
        await admin.unsafe(`drop database if exists ${building} with (force)`);
        await admin.unsafe(`create database ${building}`);
        await migrate(databaseUrlOf(serverUrl, building));
        await admin.unsafe(`alter database ${building} rename to ${name}`);
        const stale = await admin<{ datname: string }[]>`select datname from pg_database where datname like 'wk\\_tpl\\_%' and datname <> ${name}`;
        for (const { datname } of stale) await admin.unsafe(`drop database if exists ${datname}`).catch(() => undefined);
      }
      await admin`select pg_advisory_unlock(hashtext('weklean:test-template'))`;
      return name;
    } finally {
      await admin.end();
    }
  })();
  template.catch(() => (template = null));
  return template;
}

/**
 * A fresh database on the test server, for one test file: empty, or with `{ migrated: true }` holding every
 * migration (copied from a template migrated once, as `migrate` would leave it).
 */
export async function createTestDatabase(label: string, options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = inject('databaseUrl');
  const name = `wk_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const source = options.migrated ? await migratedTemplate(serverUrl) : null;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.unsafe(source ? `create database ${name} template ${source}` : `create database ${name}`);
        break;
      } catch (error) {
        // 55006: another session was copying the template at the same instant; it is free again in a moment.
        if ((error as { code?: string }).code !== '55006' || attempt === 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrlOf(serverUrl, name),
    drop: async () => {
      const sql = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      try {
        await sql.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await sql.end();
      }
    },
  };
}
