import { runner } from 'node-pg-migrate';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedMigrations } from '../../src/postgres/migration-status';
import { migrate, migrationsDir, readModelMigrationsGlob } from '../../src/postgres/migrations';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const MERGE = '20261129030000_consumer-checkpoints';

describe('the merge of the reactors’ checkpoints into the one checkpoint table (an install from before it)', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase('checkpoint_merge');
    // Every migration before the merge, in the order `migrate` runs them: the database of an existing install.
    const before = shippedMigrations().filter((name) => name < MERGE);
    await runner({
      databaseUrl: database.url,
      dir: [`${migrationsDir}/*.sql`, readModelMigrationsGlob],
      useGlob: true,
      migrationsTable: 'schema_migrations',
      direction: 'up',
      count: before.length,
      singleTransaction: true,
      log: () => undefined,
    });
    sql = postgres(database.url, { max: 2, onnotice: () => undefined });
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  it('keeps every projection’s and every reactor’s position, count and error, so that none starts again', async () => {
    await sql`
      insert into projection_checkpoints (name, position_commit, position_prepare, events_applied, last_error, updated_at)
      values ('bookings', 812, 4051, 4051, null, '2026-11-28T10:00:00Z'), ('free-slot', 3, 9, 9, null, '2026-11-28T10:00:00Z')`;
    await sql`
      insert into reactor_checkpoints (name, position_commit, position_prepare, events_handled, last_error, updated_at)
      values ('free-slot', 811, 4049, 377, 'boom', '2026-11-28T11:00:00Z'), ('payments', null, null, 0, null, '2026-11-28T12:00:00Z')`;

    expect(await migrate(database.url)).toContain(MERGE);

    const rows = await sql<{ name: string; kind: string; commit: string | null; prepare: string | null; applied: string; last_error: string | null; updated_at: Date }[]>`
      select name, kind, position_commit::text as commit, position_prepare::text as prepare, events_applied::text as applied, last_error, updated_at
      from projection_checkpoints order by name`;
    expect(rows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() }))).toEqual([
      { name: 'bookings', kind: 'projection', commit: '812', prepare: '4051', applied: '4051', last_error: null, updated_at: '2026-11-28T10:00:00.000Z' },
      // A projection and a reactor of the same name keep their own rows.
      { name: 'free-slot', kind: 'projection', commit: '3', prepare: '9', applied: '9', last_error: null, updated_at: '2026-11-28T10:00:00.000Z' },
      { name: 'reactor:free-slot', kind: 'reactor', commit: '811', prepare: '4049', applied: '377', last_error: 'boom', updated_at: '2026-11-28T11:00:00.000Z' },
      { name: 'reactor:payments', kind: 'reactor', commit: null, prepare: null, applied: '0', last_error: null, updated_at: '2026-11-28T12:00:00.000Z' },
    ]);
    const [old] = await sql<{ exists: boolean }[]>`select to_regclass('reactor_checkpoints') is not null as exists`;
    expect(old!.exists).toBe(false);
  });
});
