import postgres from 'postgres';
import type { EventData } from '@weklean/domain';
import { createPostgresEventStore } from '../../src/event-store/postgres-event-store';
import { createTestDatabase } from '../support/test-database';
import { describeEventStoreContract, type SlowWriter } from './contract';

describeEventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase('event_store');
  const store = await createPostgresEventStore({ connectionString: database.url });
  const raw = postgres(database.url, { max: 4, onnotice: () => undefined });

  /** A transaction that takes its id first and writes its event last, as a slow request would. */
  const openSlowWriter = async (): Promise<SlowWriter> => {
    const connection = await raw.reserve();
    await connection`begin`;
    await connection`select pg_current_xact_id()`;
    return {
      append: async (stream: string, event: EventData) => {
        const [row] = await connection<{ revision: string }[]>`
          insert into streams (stream_id, revision) values (${stream}, 0)
          on conflict (stream_id) do update set revision = streams.revision + 1 returning revision::text`;
        await connection`
          insert into events (stream_id, revision, event_id, event_type, data, metadata)
          values (${stream}, ${row!.revision}::bigint, gen_random_uuid(), ${event.type},
                  ${connection.json(event.data as postgres.JSONValue)}, ${connection.json((event.metadata ?? {}) as postgres.JSONValue)})`;
        await connection`select pg_notify('weklean_events', '')`;
      },
      commit: async () => {
        await connection`commit`;
        connection.release();
      },
    };
  };

  return {
    store,
    openSlowWriter,
    teardown: async () => {
      await store.close();
      await raw.end();
      await database.drop();
    },
  };
});
