import type { Position } from '@weklean/domain';
import type postgres from 'postgres';

type Row = { commit: string | null; prepare: string | null; events_handled: string };
export type ReactorCheckpoint = { position: Position | 'start'; eventsHandled: bigint };

const toCheckpoint = (row: Row | undefined): ReactorCheckpoint => ({
  position: row?.commit && row.prepare ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : 'start',
  eventsHandled: BigInt(row?.events_handled ?? '0'),
});

export async function readReactorCheckpoint(sql: postgres.Sql, name: string): Promise<ReactorCheckpoint> {
  await sql`insert into reactor_checkpoints (name) values (${name}) on conflict (name) do nothing`;
  const [row] = await sql<Row[]>`
    select position_commit::text as commit, position_prepare::text as prepare, events_handled::text
    from reactor_checkpoints where name = ${name}`;
  return toCheckpoint(row);
}

/**
 * Moves the checkpoint from `from` to `to`; false when it was not at `from` any more (another consumer moved it:
 * the caller starts again from the stored one).
 */
export async function advanceReactorCheckpoint(sql: postgres.Sql, name: string, from: Position | 'start', to: Position): Promise<boolean> {
  const [fromCommit, fromPrepare] = from === 'start' ? [null, null] : [from.commit.toString(), from.prepare.toString()];
  const moved = await sql`
    update reactor_checkpoints
    set position_commit = ${to.commit.toString()}::numeric, position_prepare = ${to.prepare.toString()}::numeric,
        events_handled = events_handled + 1, last_error = null, updated_at = now()
    where name = ${name}
      and position_commit is not distinct from ${fromCommit}::numeric
      and position_prepare is not distinct from ${fromPrepare}::numeric`;
  return moved.count === 1;
}

export async function recordReactorError(sql: postgres.Sql, name: string, message: string) {
  await sql`update reactor_checkpoints set last_error = ${message.slice(0, 2000)}, updated_at = now() where name = ${name}`;
}
