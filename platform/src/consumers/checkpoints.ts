import type { Position } from '@weklean/domain';
import type postgres from 'postgres';
import { checkpointName, type ConsumerId, type Tx } from './consumer';

/**
 * The one checkpoint table of projections and reactors (`projection_checkpoints`, with a `kind`): where each consumer
 * is in $all and how many events it took. A projection writes it in the transaction of its rows; a reactor moves it
 * after an event's reactions were sent, only from where it read it (another consumer may have moved it).
 */

type Row = { commit: string | null; prepare: string | null; events_applied: string };
type Id = Pick<ConsumerId, 'kind' | 'name'>;

export type Checkpoint = { position: Position | 'start'; eventsApplied: bigint };

const toCheckpoint = (row: Row | undefined): Checkpoint => ({
  position: row?.commit && row.prepare ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : 'start',
  eventsApplied: BigInt(row?.events_applied ?? '0'),
});

const positionText = (position: Position | 'start') =>
  position === 'start' ? ([null, null] as const) : ([position.commit.toString(), position.prepare.toString()] as const);

export const samePosition = (a: Position | 'start', b: Position | 'start') =>
  a === 'start' || b === 'start' ? a === b : a.commit === b.commit && a.prepare === b.prepare;

/** Reads a consumer's checkpoint, creating it at the start of the log the first time. */
export async function readCheckpoint(sql: postgres.Sql | Tx, id: Id): Promise<Checkpoint> {
  const name = checkpointName(id);
  await sql`insert into projection_checkpoints (name, kind) values (${name}, ${id.kind}) on conflict (name) do nothing`;
  const [row] = await sql<Row[]>`
    select position_commit::text as commit, position_prepare::text as prepare, events_applied::text
    from projection_checkpoints where name = ${name}`;
  return toCheckpoint(row);
}

/** A consumer's checkpoint as it stands, without creating it: null before its first run (a screen waiting on a read model). */
export async function checkpointOf(sql: postgres.Sql, id: Id): Promise<Checkpoint | null> {
  const [row] = await sql<Row[]>`
    select position_commit::text as commit, position_prepare::text as prepare, events_applied::text
    from projection_checkpoints where name = ${checkpointName(id)}`;
  return row ? toCheckpoint(row) : null;
}

/** Locks the checkpoint row for the rest of the transaction and returns it. */
export async function lockCheckpoint(tx: Tx, id: Id): Promise<Checkpoint> {
  const [row] = await tx<Row[]>`
    select position_commit::text as commit, position_prepare::text as prepare, events_applied::text
    from projection_checkpoints where name = ${checkpointName(id)} for update`;
  return toCheckpoint(row);
}

export async function writeCheckpoint(tx: Tx, id: Id, position: Position | 'start', eventsApplied: bigint) {
  const [commit, prepare] = positionText(position);
  await tx`
    update projection_checkpoints
    set position_commit = ${commit}::numeric, position_prepare = ${prepare}::numeric,
        events_applied = ${eventsApplied.toString()}::bigint, last_error = null, updated_at = now()
    where name = ${checkpointName(id)}`;
}

/**
 * Moves the checkpoint from `from` to `to`, `events` events on (a reactor's batch); false when it was not at `from`
 * any more (another consumer moved it: the caller starts again from the stored one).
 */
export async function advanceCheckpoint(sql: postgres.Sql | Tx, id: Id, from: Position | 'start', to: Position, events = 1): Promise<boolean> {
  const [fromCommit, fromPrepare] = positionText(from);
  const moved = await sql`
    update projection_checkpoints
    set position_commit = ${to.commit.toString()}::numeric, position_prepare = ${to.prepare.toString()}::numeric,
        events_applied = events_applied + ${events}::bigint, last_error = null, updated_at = now()
    where name = ${checkpointName(id)}
      and position_commit is not distinct from ${fromCommit}::numeric
      and position_prepare is not distinct from ${fromPrepare}::numeric`;
  return moved.count === 1;
}

/** Recorded outside the failed transaction (which rolled back), so that every process's health page sees it. */
export async function recordError(sql: postgres.Sql, id: Id, message: string) {
  await sql`update projection_checkpoints set last_error = ${message.slice(0, 2000)}, updated_at = now() where name = ${checkpointName(id)}`;
}

/** The projection runners of this process that hold their consumer's lock, by database and checkpoint name. */
const localRunners = new Map<string, { runners: number; latest: Position | null; waiters: Set<(position: Position) => void> }>();
const runnerKey = (sql: postgres.Sql, id: Id) => {
  const { host, port, database } = sql.options;
  return `${[host].flat().join(',')}:${[port].flat().join(',')}/${database} ${checkpointName(id)}`;
};
const reaches = (position: Position, target: Position) =>
  position.commit > target.commit || (position.commit === target.commit && position.prepare >= target.prepare);

/**
 * A projection runner's announcements, made after each batch's transaction has committed: a read of this process
 * waiting for that checkpoint (waitForCheckpoint) is answered then, with no statement, where it polled the table
 * every 5 to 50 ms (issue 34: 25–36 statements of a booking's 236 were those polls). Made only while the runner holds
 * its consumer's lock, so that a waiter is never left to expect announcements from a runner that does not run.
 */
export function announceCheckpoints(sql: postgres.Sql, id: Id) {
  const key = runnerKey(sql, id);
  const entry = localRunners.get(key) ?? { runners: 0, latest: null, waiters: new Set() };
  entry.runners += 1;
  localRunners.set(key, entry);
  let stopped = false;
  return {
    committed(position: Position | 'start') {
      if (stopped || position === 'start') return;
      if (!entry.latest || reaches(position, entry.latest)) entry.latest = position;
      for (const waiter of [...entry.waiters]) waiter(position);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      entry.runners -= 1;
      if (entry.runners === 0) localRunners.delete(key);
    },
  };
}

/** With a runner of this process announcing the checkpoint, the table is read again only this often (others may move it: an admin's skip, a rebuild). */
const ANNOUNCED_POLL_MS = 250;

/**
 * Waits until a projection (in this or another process) has applied the log up to `position`, at most `timeoutMs`:
 * true once it has, false when the time ran out (read-your-writes: the caller answers with the position instead).
 * When the projection runs in this process, its runner's announcement answers at the commit (announceCheckpoints);
 * otherwise the checkpoint is polled, from 5 ms doubling to 50 ms: a projection usually follows an append within a
 * few milliseconds.
 */
export async function waitForCheckpoint(sql: postgres.Sql, id: Id, position: Position, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const key = runnerKey(sql, id);
  for (let pause = 5; ; pause = Math.min(pause * 2, 50)) {
    const [row] = await sql<{ reached: boolean }[]>`
      select (position_commit, position_prepare) >= (${position.commit.toString()}::numeric, ${position.prepare.toString()}::numeric) as reached
      from projection_checkpoints where name = ${checkpointName(id)}`;
    if (row?.reached) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    const local = localRunners.get(key);
    if (local && (await announced(local, position, Math.min(ANNOUNCED_POLL_MS, left)))) return true;
    if (!local) await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
  }
}

/** True at the announcement of a commit at or past `target` (or one made since the table was read), false after `ms`. */
function announced(local: { latest: Position | null; waiters: Set<(position: Position) => void> }, target: Position, ms: number): Promise<boolean> {
  if (local.latest && reaches(local.latest, target)) return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    const waiter = (position: Position) => {
      if (reaches(position, target)) done(true);
    };
    const done = (reached: boolean) => {
      clearTimeout(timer);
      local.waiters.delete(waiter);
      resolve(reached);
    };
    const timer = setTimeout(() => done(false), ms);
    local.waiters.add(waiter);
  });
}
