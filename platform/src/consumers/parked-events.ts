import type { EventStore, RecordedEvent } from '@weklean/domain';
import type postgres from 'postgres';
import type { Projection, Tx } from './consumer';

/**
 * The dead letters of the consumers: events a read model could not apply or a reactor could not react to, parked so
 * that it moves on (a reactor's rows are named `reactor:<name>`, its checkpoint's name). An admin retries them after a
 * fix (the event is read again from the log and applied, with the events of its stream held behind it, in order) or
 * skips one. docs/decisions.md says why and how.
 */

export type ParkedEvent = {
  id: string;
  projection: string;
  eventId: string;
  streamId: string;
  streamRevision: string;
  eventType: string;
  position: { commit: string; prepare: string };
  error: string;
  attempts: number;
  /** The parked event of the same stream this one waits behind; null when it failed itself. */
  heldBehind: string | null;
  parkedAt: string;
  resolution: 'retried' | 'skipped' | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
};

type Row = {
  id: string;
  projection: string;
  event_id: string;
  stream_id: string;
  stream_revision: string;
  event_type: string;
  position_commit: string;
  position_prepare: string;
  error: string;
  attempts: number;
  held_behind: string | null;
  parked_at: Date;
  resolution: 'retried' | 'skipped' | null;
  resolved_at: Date | null;
  resolved_by: string | null;
};

const COLUMNS = 'id::text, projection, event_id, stream_id, stream_revision::text, event_type, position_commit::text, position_prepare::text, error, attempts, held_behind::text, parked_at, resolution, resolved_at, resolved_by';

const toParked = (row: Row): ParkedEvent => ({
  id: row.id,
  projection: row.projection,
  eventId: row.event_id,
  streamId: row.stream_id,
  streamRevision: row.stream_revision,
  eventType: row.event_type,
  position: { commit: row.position_commit, prepare: row.position_prepare },
  error: row.error,
  attempts: row.attempts,
  heldBehind: row.held_behind,
  parkedAt: row.parked_at.toISOString(),
  resolution: row.resolution,
  resolvedAt: row.resolved_at?.toISOString() ?? null,
  resolvedBy: row.resolved_by,
});

export type ParkedErrorCode = 'projection.parked-not-found' | 'projection.parked-resolved' | 'projection.retry-failed';

/** A refused admin action on a parked event; `detail` is the projection's error when a retry failed again. */
export class ParkedEventError extends Error {
  constructor(
    readonly code: ParkedErrorCode,
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ParkedEventError';
  }
}

/** Streams with an unresolved parked event in this projection, and the id of the parked event their others wait behind. */
export async function heldStreams(tx: Tx, projection: string): Promise<Map<string, string>> {
  const rows = await tx<{ stream_id: string; id: string }[]>`
    select distinct on (stream_id) stream_id, id::text from projection_parked_events
    where projection = ${projection} and resolution is null
    order by stream_id, position_commit, position_prepare`;
  return new Map(rows.map((row) => [row.stream_id, row.id]));
}

export async function parkEvent(
  tx: Tx,
  projection: string,
  event: RecordedEvent,
  why: { error: string; attempts: number; heldBehind: string | null },
): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into projection_parked_events
      (projection, event_id, stream_id, stream_revision, event_type, position_commit, position_prepare, error, attempts, held_behind)
    values (${projection}, ${event.id}, ${event.streamId}, ${event.revision.toString()}::numeric, ${event.type},
            ${event.position.commit.toString()}::numeric, ${event.position.prepare.toString()}::numeric,
            ${why.error}, ${why.attempts}, ${why.heldBehind}::bigint)
    on conflict (projection, event_id) do update set
      error = excluded.error, attempts = excluded.attempts, held_behind = excluded.held_behind,
      parked_at = now(), resolution = null, resolved_at = null, resolved_by = null
    returning id::text`;
  return row!.id;
}

/** Unresolved parked events per projection (the health page). */
export async function countParked(sql: postgres.Sql): Promise<Map<string, number>> {
  const rows = await sql<{ projection: string; n: number }[]>`
    select projection, count(*)::int as n from projection_parked_events where resolution is null group by projection`;
  return new Map(rows.map((row) => [row.projection, row.n]));
}

export async function listParked(sql: postgres.Sql, options: { open: boolean; limit: number }): Promise<ParkedEvent[]> {
  const rows = options.open
    ? await sql<Row[]>`select ${sql.unsafe(COLUMNS)} from projection_parked_events where resolution is null order by id limit ${options.limit}`
    : await sql<Row[]>`select ${sql.unsafe(COLUMNS)} from projection_parked_events order by id desc limit ${options.limit}`;
  return rows.map(toParked);
}

const readEvent = async (store: EventStore, row: Row): Promise<RecordedEvent> => {
  for await (const event of store.readStream(row.stream_id, { fromRevision: BigInt(row.stream_revision), maxCount: 1 })) {
    if (event.id === row.event_id) return event;
  }
  throw new ParkedEventError('projection.retry-failed', `event ${row.event_id} is no longer in stream ${row.stream_id}`);
};

/** Locks the checkpoint first (the runtime's order), then the parked row; refuses unknown and resolved ones. */
const lockOpen = async (tx: Tx, id: string) => {
  const [found] = await tx<{ projection: string }[]>`select projection from projection_parked_events where id = ${id}::bigint`;
  if (!found) throw new ParkedEventError('projection.parked-not-found');
  await tx`select 1 from projection_checkpoints where name = ${found.projection} for update`;
  const [row] = await tx<Row[]>`select ${tx.unsafe(COLUMNS)} from projection_parked_events where id = ${id}::bigint for update`;
  if (!row) throw new ParkedEventError('projection.parked-not-found');
  if (row.resolution !== null) throw new ParkedEventError('projection.parked-resolved');
  return row;
};

/**
 * Applies a parked event again, with every other open parked event of its stream in this projection, in log order,
 * in one transaction that also holds the projection's checkpoint (so the runtime waits). All or nothing: if one still
 * fails, nothing is applied, the error is recorded on its row and ParkedEventError('projection.retry-failed') is
 * thrown. Returns the ids of the events applied.
 */
export async function retryParked(options: {
  sql: postgres.Sql;
  store: EventStore;
  projections: readonly Projection[];
  id: string;
  by: string;
}): Promise<ParkedEvent[]> {
  const { sql, store, id, by } = options;
  let failed: { id: string; error: string } | null = null;
  try {
    return await sql.begin(async (tx) => {
      const target = await lockOpen(tx, id);
      const projection = options.projections.find((candidate) => candidate.name === target.projection);
      if (!projection) throw new ParkedEventError('projection.retry-failed', `no projection named ${target.projection} runs here`);
      const rows = await tx<Row[]>`
        select ${tx.unsafe(COLUMNS)} from projection_parked_events
        where projection = ${target.projection} and stream_id = ${target.stream_id} and resolution is null
        order by position_commit, position_prepare for update`;
      for (const row of rows) {
        const event = await readEvent(store, row);
        try {
          await tx.savepoint((savepoint) => projection.apply(savepoint, event));
        } catch (error) {
          failed = { id: row.id, error: (error instanceof Error ? error.message : String(error)).slice(0, 2000) };
          throw new ParkedEventError('projection.retry-failed', failed.error);
        }
      }
      const resolved = await tx<Row[]>`
        update projection_parked_events set resolution = 'retried', resolved_at = now(), resolved_by = ${by}
        where id = any(${rows.map((row) => row.id)}::bigint[])
        returning ${tx.unsafe(COLUMNS)}`;
      return resolved.map(toParked).sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
    });
  } finally {
    const failure = failed as { id: string; error: string } | null;
    if (failure) {
      await sql`update projection_parked_events set error = ${failure.error}, attempts = attempts + 1 where id = ${failure.id}::bigint`;
    }
  }
}

/**
 * Gives up on one parked event: it stays in the log but is never applied to this read model. Events held behind it
 * stay parked until retried (the admin decides whether the stream still makes sense without it).
 */
export async function skipParked(sql: postgres.Sql, id: string, by: string): Promise<ParkedEvent> {
  return sql.begin(async (tx) => {
    await lockOpen(tx, id);
    const [row] = await tx<Row[]>`
      update projection_parked_events set resolution = 'skipped', resolved_at = now(), resolved_by = ${by}
      where id = ${id}::bigint returning ${tx.unsafe(COLUMNS)}`;
    return toParked(row!);
  });
}
