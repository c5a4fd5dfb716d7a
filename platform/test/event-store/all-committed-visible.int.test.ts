import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '@weklean/domain';
import { allCommittedVisible } from '../../src/event-store/head-position';
import { createPostgresEventStore, type PostgresEventStore } from '../../src/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Readers of $all see a transaction once every older one on the server has ended: allCommittedVisible waits for what
// was committed before it was called (the demo payouts read the postings just appended; a CI run missed one).
describe('waiting until every committed event is visible to readers of $all', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let sql: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase('all_committed_visible');
    store = await createPostgresEventStore({ connectionString: database.url });
    sql = postgres(database.url, { max: 1, onnotice: () => undefined });
  });
  afterAll(async () => {
    await store?.close();
    await sql?.end();
    await database?.drop();
  });

  it('waits while an older transaction hides an append, and returns once it has ended', async () => {
    const open = await sql.reserve();
    let ended = false;
    try {
      await open`begin`;
      // A transaction id taken now: every transaction that commits after it stays hidden until it ends.
      await open`select pg_current_xact_id()`;
      const appended = await store.appendToStream('visible-1', [{ type: 'Noted', data: { n: 1 } }]);
      await expect(allCommittedVisible(store, 300)).rejects.toThrow(/still hidden after 300 ms/);
      const waiting = allCommittedVisible(store, 20_000);
      await open`commit`;
      ended = true;
      await waiting;
      const read: RecordedEvent[] = [];
      for await (const event of store.readAll()) read.push(event);
      expect(read.filter((event) => event.streamId === 'visible-1').map((event) => event.position)).toEqual([appended.position]);
    } finally {
      if (!ended) await open`rollback`;
      open.release();
    }
  });

  it('returns at once for a store that cannot tell (KurrentDB shows a commit at once)', async () => {
    const plain = { readAll: store.readAll, readStream: store.readStream, appendToStream: store.appendToStream, subscribeToAll: store.subscribeToAll, close: async () => undefined } as EventStore;
    await expect(allCommittedVisible(plain, 1)).resolves.toBeUndefined();
  });
});
