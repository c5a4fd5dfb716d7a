import type postgres from 'postgres';
import type { Projection } from '@weklean/projections';

/**
 * Waits until a running projection has applied every committed event of its types. Counting rows in `events`
 * (plain MVCC visibility) rather than asking for "lag 0": a committed event can stay hidden from $all readers for a
 * moment while an older transaction on the server is still open.
 */
export async function waitForProjection(sql: postgres.Sql, projection: Projection, timeoutMs = 20_000) {
  const types = projection.eventTypes ? [...projection.eventTypes] : null;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await sql<{ total: number; applied: number }[]>`
      select (select count(*)::int from events ${types ? sql`where event_type = any(${types})` : sql``}) as total,
             coalesce((select events_applied::int from projection_checkpoints where name = ${projection.name}), 0) as applied`;
    if (row && row.applied >= row.total) return;
    if (Date.now() > deadline) throw new Error(`${projection.name} applied ${row?.applied} of ${row?.total} events in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
