import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsDir } from '@weklean/platform';
import { createTestDatabase, type TestDatabase } from '../../platform/test/support/test-database';

/** Every SQL file of the repository that is a migration: the platform's, and any under a read model's folder. */
const projectionsSrc = fileURLToPath(new URL('../src', import.meta.url));
const migrationFiles = [
  ...readdirSync(migrationsDir).map((name) => join(migrationsDir, name)),
  ...readdirSync(projectionsSrc, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.split(/[\\/]/).includes('migrations'))
    .map((path) => join(projectionsSrc, path)),
].filter((path) => path.endsWith('.sql'));
/** The part of a migration that `migrate` runs (its Down part undoes it). */
const upPartOf = (path: string) => readFileSync(path, 'utf8').split(/^-- Down Migration/m)[0]!;
const tablesCreatedBy = (path: string) => [...upPartOf(path).matchAll(/^create table (\w+)/gim)].map((match) => match[1]!);
/** Tables a later migration dropped (reactor_checkpoints, merged into projection_checkpoints). */
const tablesDroppedBy = (path: string) => [...upPartOf(path).matchAll(/^drop table (\w+)/gim)].map((match) => match[1]!);

describe('migrations of the platform and of every read model', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let applied: string[];
  beforeAll(async () => {
    database = await createTestDatabase('migrations');
    // The same call as every process's start (platform/src/infrastructure.ts): no list of folders to forget.
    applied = await migrate(database.url);
    sql = postgres(database.url, { max: 2, onnotice: () => undefined });
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  it('creates every read model’s tables on a fresh database, as npm start does, in the order of their names', async () => {
    const tables = (await sql<{ name: string }[]>`select table_name as name from information_schema.tables where table_schema = 'public'`).map((row) => row.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        // projections/src/cleaner-search/migrations
        'cleaner_profiles', 'cleaner_documents', 'cleaner_slots', 'cleaner_blocks', 'cleaner_photos', 'cleaner_search_week',
        // projections/src/bookings/migrations
        'bookings', 'cleaner_reservations',
        // platform/migrations
        'users', 'properties', 'projection_checkpoints', 'event_type_counts', 'projection_parked_events',
      ]),
    );
    expect(applied).toEqual([...applied].sort());
    expect(applied).toContain('20261122000800_bookings');
    expect(applied).toContain('20261122000300_cleaner-search');
  });

  it('applies every migration file of the platform and of the read-model folders, and creates each table they name', async () => {
    expect(migrationFiles.some((path) => path.startsWith(projectionsSrc))).toBe(true);
    expect(applied).toEqual(migrationFiles.map((path) => basename(path, '.sql')).sort());
    const tables = new Set(
      (await sql<{ name: string }[]>`select table_name as name from information_schema.tables where table_schema = 'public'`).map((row) => row.name),
    );
    const dropped = new Set(migrationFiles.flatMap(tablesDroppedBy));
    const created = migrationFiles.flatMap(tablesCreatedBy).filter((table) => !dropped.has(table));
    expect(created.filter((table) => !tables.has(table))).toEqual([]);
    expect([...dropped].filter((table) => tables.has(table))).toEqual([]);
  });

  it('finds nothing left to apply the second time', async () => {
    expect(await migrate(database.url)).toEqual([]);
  });
});
