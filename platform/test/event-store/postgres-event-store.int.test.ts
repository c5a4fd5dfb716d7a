import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { describe, expect, it, vi } from 'vitest';
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

describe('PostgreSQL event store: live wake-ups by event type (issue 34)', () => {
  it('wakes a subscription filtered by event types for an append of its types, through appends of other types, without waiting for its poll', async () => {
    const database = await createTestDatabase('event_store_wakes');
    // A poll so slow that only a wake-up can bring the event within the test's time.
    const store = await createPostgresEventStore({ connectionString: database.url, pollMs: { min: 120_000, max: 120_000 } });
    const raw = postgres(database.url, { max: 1, onnotice: () => undefined });
    const wanted = `Wanted${randomUUID().slice(0, 8)}`;
    const subscription = store.subscribeToAll({ fromPosition: 'start', filter: { filterOn: 'eventType', types: [wanted] } });
    const received: string[] = [];
    const reading = (async () => {
      for await (const event of subscription) received.push(String((event.data as { n: number }).n));
    })();
    try {
      // The subscription reads the empty log and waits; other types are appended, then its own.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await store.appendToStream('other-1', [{ type: 'Other', data: { n: 0 } }]);
      await store.appendToStream('wanted-1', [{ type: 'Other', data: { n: 1 } }, { type: wanted, data: { n: 2 } }]);
      await vi.waitFor(() => expect(received).toEqual(['2']), { timeout: 10_000 });
      // A notification that names no types (an older process's) wakes it too.
      await raw`insert into streams (stream_id, revision) values ('wanted-2', 0)`;
      await raw`insert into events (stream_id, revision, event_id, event_type, data, metadata)
                values ('wanted-2', 0, gen_random_uuid(), ${wanted}, '{"n":3}'::jsonb, '{}'::jsonb)`;
      await raw`select pg_notify('weklean_events', '')`;
      await vi.waitFor(() => expect(received).toEqual(['2', '3']), { timeout: 10_000 });
    } finally {
      await subscription.close();
      await reading;
      await store.close();
      await raw.end();
      await database.drop();
    }
  }, 60_000);
});
