import type { EventStore, Reactor } from '@weklean/domain';
import type postgres from 'postgres';
import { parkedReactorName, reactorFilter, reactorLockKey } from './reactor-runtime';
import { readReactorCheckpoint } from './reactor-checkpoints';

export type ReactorStatus = {
  name: string;
  /** Some process holds the reactor's lock and reacts. */
  active: boolean;
  eventsHandled: number;
  /** Events of its types not yet handled, counted up to LAG_CAP. */
  lag: number;
  lagCapped: boolean;
  lastError: string | null;
  /** Events it could not react to, set aside for an admin (not yet retried or skipped). */
  parked: number;
  updatedAt: string | null;
};

const LAG_CAP = 1000;

/** Read from the database and the log alone, so that any process (a BFF without workers) can report it. */
export async function readReactorStatuses(sql: postgres.Sql, store: EventStore, reactors: readonly Reactor[]): Promise<ReactorStatus[]> {
  return Promise.all(
    reactors.map(async (reactor) => {
      const checkpoint = await readReactorCheckpoint(sql, reactor.name);
      const [row] = await sql<{ active: boolean; last_error: string | null; updated_at: Date | null }[]>`
        select
          exists (
            select 1 from pg_locks l
            -- Advisory locks are per database: another database on the server (a test's) holds the same keys.
            where l.locktype = 'advisory' and l.granted and l.objsubid = 1
              and l.database = (select oid from pg_database where datname = current_database())
              and ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended(${reactorLockKey(reactor.name)}, 0)
          ) as active,
          c.last_error, c.updated_at
        from reactor_checkpoints c where c.name = ${reactor.name}`;
      const [parked] = await sql<{ n: number }[]>`
        select count(*)::int as n from projection_parked_events where projection = ${parkedReactorName(reactor)} and resolution is null`;
      let lag = 0;
      for await (const event of store.readAll({ fromPosition: checkpoint.position, filter: reactorFilter(reactor), maxCount: LAG_CAP })) {
        if (reactor.eventTypes.includes(event.type)) lag += 1;
      }
      return {
        name: reactor.name,
        active: row?.active ?? false,
        eventsHandled: Number(checkpoint.eventsHandled),
        lag,
        lagCapped: lag >= LAG_CAP,
        lastError: row?.last_error ?? null,
        parked: parked?.n ?? 0,
        updatedAt: row?.updated_at?.toISOString() ?? null,
      };
    }),
  );
}
