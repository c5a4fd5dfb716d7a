import type { EventStore } from '@weklean/domain';
import type postgres from 'postgres';
import { readCheckpoint } from './checkpoints';
import { countParked } from './parked-events';
import { handles, projectionFilter, type Projection } from './projection';

export type ProjectionStatus = {
  name: string;
  /** Some process holds the projection's lock and applies its events. */
  active: boolean;
  position: { commit: string; prepare: string } | null;
  eventsApplied: number;
  /** Events of its types not yet applied, counted up to LAG_CAP. */
  lag: number;
  lagCapped: boolean;
  lastError: string | null;
  /** Events parked (not applied) and not yet retried or skipped by an admin. */
  parked: number;
  updatedAt: string | null;
};

export const LAG_CAP = 1000;

export const projectionLockKey = (name: string) => `weklean:projection:${name}`;

/** Read from the database and the log alone, so that any process (a BFF without projections) can report it. */
export async function readProjectionStatuses(
  sql: postgres.Sql,
  store: EventStore,
  projections: readonly Projection[],
): Promise<ProjectionStatus[]> {
  const parked = await countParked(sql);
  return Promise.all(
    projections.map(async (projection) => {
      const checkpoint = await readCheckpoint(sql, projection.name);
      const [row] = await sql<{ active: boolean; last_error: string | null; updated_at: Date | null }[]>`
        select
          exists (
            select 1 from pg_locks l
            -- Advisory locks are per database: another database on the server (a test's) holds the same keys.
            where l.locktype = 'advisory' and l.granted and l.objsubid = 1
              and l.database = (select oid from pg_database where datname = current_database())
              and ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended(${projectionLockKey(projection.name)}, 0)
          ) as active,
          c.last_error, c.updated_at
        from projection_checkpoints c where c.name = ${projection.name}`;
      let lag = 0;
      const filter = projectionFilter(projection);
      for await (const event of store.readAll({ fromPosition: checkpoint.position, filter, maxCount: LAG_CAP })) {
        if (handles(projection, event)) lag += 1;
      }
      return {
        name: projection.name,
        active: row?.active ?? false,
        position:
          checkpoint.position === 'start'
            ? null
            : { commit: checkpoint.position.commit.toString(), prepare: checkpoint.position.prepare.toString() },
        eventsApplied: Number(checkpoint.eventsApplied),
        lag,
        lagCapped: lag >= LAG_CAP,
        lastError: row?.last_error ?? null,
        parked: parked.get(projection.name) ?? 0,
        updatedAt: row?.updated_at?.toISOString() ?? null,
      };
    }),
  );
}
