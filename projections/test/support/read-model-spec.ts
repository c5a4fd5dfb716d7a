import postgres from 'postgres';
import { comparePositions, type EventData, type Position, type RecordedEvent } from '@weklean/domain';
import { createPostgresEventStore, handles, type PostgresEventStore, type Projection } from '@weklean/platform';
import { createTestDatabase, type TestDatabase } from '../../../platform/test/support/test-database';

export type GivenEvent = EventData & { stream: string };

/**
 * given(events) → then(rows) for a read model, against a real PostgreSQL: the events are appended to the log, read
 * back in log order and applied by the projection in one transaction, as the runner does; `rows(sql)` reads what the
 * read model holds. Each spec has its own database; `reset()` empties the read model between cases.
 */
export async function readModelSpec(projection: Projection, label: string) {
  const database: TestDatabase = await createTestDatabase(label, { migrated: true });
  const sql = postgres(database.url, { max: 4, onnotice: () => undefined });
  const store: PostgresEventStore = await createPostgresEventStore({ connectionString: database.url });
  let applied: Position | 'start' = 'start';

  return {
    sql,
    async given(events: readonly GivenEvent[]) {
      for (const { stream, ...event } of events) await store.appendToStream(stream, [event]);
      const recorded: RecordedEvent[] = [];
      for await (const event of store.readAll({ fromPosition: applied })) recorded.push(event);
      await sql.begin(async (tx) => {
        for (const event of recorded) if (handles(projection, event)) await projection.apply(tx, event);
      });
      const last = recorded.at(-1);
      if (last && (applied === 'start' || comparePositions(last.position, applied) > 0)) applied = last.position;
    },
    /** Applies the whole log again from the start without emptying the read model (a checkpoint reset by a migration). */
    async replay() {
      const recorded: RecordedEvent[] = [];
      for await (const event of store.readAll({ fromPosition: 'start' })) recorded.push(event);
      await sql.begin(async (tx) => {
        for (const event of recorded) if (handles(projection, event)) await projection.apply(tx, event);
      });
    },
    /** Empties the read model (what a rebuild does first); the log keeps its events, already applied. */
    async reset() {
      await sql.begin((tx) => projection.reset(tx));
    },
    async close() {
      await store.close();
      await sql.end();
      await database.drop();
    },
  };
}
