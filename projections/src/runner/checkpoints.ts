import type { Position } from '@weklean/domain';
import type postgres from 'postgres';
import type { Tx } from './projection';

type Row = { commit: string | null; prepare: string | null; events_applied: string };

export type Checkpoint = { position: Position | 'start'; eventsApplied: bigint };

const toCheckpoint = (row: Row | undefined): Checkpoint => ({
  position: row?.commit && row.prepare ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : 'start',
  eventsApplied: BigInt(row?.events_applied ?? '0'),
});

export const samePosition = (a: Position | 'start', b: Position | 'start') =>
  a === 'start' || b === 'start' ? a === b : a.commit === b.commit && a.prepare === b.prepare;

export async function readCheckpoint(sql: postgres.Sql | Tx, name: string): Promise<Checkpoint> {
  await sql`insert into projection_checkpoints (name) values (${name}) on conflict (name) do nothing`;
  const [row] = await sql<Row[]>`
    select position_commit::text as commit, position_prepare::text as prepare, events_applied::text
    from projection_checkpoints where name = ${name}`;
  return toCheckpoint(row);
}

/** Locks the checkpoint row for the rest of the transaction and returns it. */
export async function lockCheckpoint(tx: Tx, name: string): Promise<Checkpoint> {
  const [row] = await tx<Row[]>`
    select position_commit::text as commit, position_prepare::text as prepare, events_applied::text
    from projection_checkpoints where name = ${name} for update`;
  return toCheckpoint(row);
}

export async function writeCheckpoint(tx: Tx, name: string, position: Position | 'start', eventsApplied: bigint) {
  const [commit, prepare] = position === 'start' ? [null, null] : [position.commit.toString(), position.prepare.toString()];
  await tx`
    update projection_checkpoints
    set position_commit = ${commit}::numeric, position_prepare = ${prepare}::numeric,
        events_applied = ${eventsApplied.toString()}::bigint, last_error = null, updated_at = now()
    where name = ${name}`;
}

/** Recorded outside the batch's transaction (which rolled back), so that every process's health page sees it. */
export async function recordError(sql: postgres.Sql, name: string, message: string) {
  await sql`update projection_checkpoints set last_error = ${message.slice(0, 2000)}, updated_at = now() where name = ${name}`;
}
