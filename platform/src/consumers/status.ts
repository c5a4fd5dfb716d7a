import type { EventStore, Reactor } from '@weklean/domain';
import type postgres from 'postgres';
import { readCheckpoint } from './checkpoints';
import { checkpointName, consumerLockKey, eventFilter, handles, projectionId, reactorId, type ConsumerId, type ConsumerKind, type Projection } from './consumer';
import { countParked } from './parked-events';

export type ConsumerStatus = {
  kind: ConsumerKind;
  name: string;
  /** Some process holds the consumer's lock and takes its events. */
  active: boolean;
  position: { commit: string; prepare: string } | null;
  /** Events applied (a projection) or reacted to (a reactor), parked ones included. */
  eventsApplied: number;
  /** Events of its types not yet taken, counted up to LAG_CAP. */
  lag: number;
  lagCapped: boolean;
  lastError: string | null;
  /** Events parked (not applied or reacted to) and not yet retried or skipped by an admin. */
  parked: number;
  updatedAt: string | null;
};

export type ProjectionStatus = Omit<ConsumerStatus, 'kind'>;
export type ReactorStatus = Omit<ConsumerStatus, 'kind' | 'position' | 'eventsApplied'> & { eventsHandled: number };

export const LAG_CAP = 1000;

/** Read from the database and the log alone, so that any process (a BFF that runs no consumer) can report it. */
export async function readConsumerStatuses(
  sql: postgres.Sql,
  store: EventStore,
  consumers: readonly ConsumerId[],
): Promise<ConsumerStatus[]> {
  const parked = await countParked(sql);
  return Promise.all(
    consumers.map(async (id) => {
      const checkpoint = await readCheckpoint(sql, id);
      const [row] = await sql<{ active: boolean; last_error: string | null; updated_at: Date | null }[]>`
        select
          exists (
            select 1 from pg_locks l
            -- Advisory locks are per database: another database on the server (a test's) holds the same keys.
            where l.locktype = 'advisory' and l.granted and l.objsubid = 1
              and l.database = (select oid from pg_database where datname = current_database())
              and ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended(${consumerLockKey(id)}, 0)
          ) as active,
          c.last_error, c.updated_at
        from projection_checkpoints c where c.name = ${checkpointName(id)}`;
      let lag = 0;
      for await (const event of store.readAll({ fromPosition: checkpoint.position, filter: eventFilter(id), maxCount: LAG_CAP })) {
        if (handles(id, event)) lag += 1;
      }
      return {
        kind: id.kind,
        name: id.name,
        active: row?.active ?? false,
        position:
          checkpoint.position === 'start'
            ? null
            : { commit: checkpoint.position.commit.toString(), prepare: checkpoint.position.prepare.toString() },
        eventsApplied: Number(checkpoint.eventsApplied),
        lag,
        lagCapped: lag >= LAG_CAP,
        lastError: row?.last_error ?? null,
        parked: parked.get(checkpointName(id)) ?? 0,
        updatedAt: row?.updated_at?.toISOString() ?? null,
      };
    }),
  );
}

const withoutKind = ({ kind: _kind, ...status }: ConsumerStatus): ProjectionStatus => status;

/** The health page's and the metrics' view of the read models. */
export async function readProjectionStatuses(sql: postgres.Sql, store: EventStore, projections: readonly Projection[]): Promise<ProjectionStatus[]> {
  return (await readConsumerStatuses(sql, store, projections.map(projectionId))).map(withoutKind);
}

/** The health page's and the metrics' view of the reactors (their events "handled" rather than "applied"). */
export async function readReactorStatuses(sql: postgres.Sql, store: EventStore, reactors: readonly Pick<Reactor, 'name' | 'eventTypes'>[]): Promise<ReactorStatus[]> {
  const statuses = await readConsumerStatuses(sql, store, reactors.map(reactorId));
  return statuses.map((s) => ({
    name: s.name, active: s.active, eventsHandled: s.eventsApplied, lag: s.lag, lagCapped: s.lagCapped, lastError: s.lastError, parked: s.parked, updatedAt: s.updatedAt,
  }));
}
