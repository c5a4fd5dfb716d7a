import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@weklean/platform';
import { createTestDatabase, type TestDatabase } from '../../platform/test/support/test-database';

describe('migrations of the platform and of every read model', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let applied: string[];
  beforeAll(async () => {
    database = await createTestDatabase('migrations');
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
        'users', 'properties', 'projection_checkpoints', 'event_type_counts', 'projection_parked_events', 'reactor_checkpoints',
      ]),
    );
    expect(applied).toEqual([...applied].sort());
    expect(applied).toContain('20261122000800_bookings');
    expect(applied).toContain('20261122000300_cleaner-search');
  });

  it('finds nothing left to apply the second time', async () => {
    expect(await migrate(database.url)).toEqual([]);
  });
});
