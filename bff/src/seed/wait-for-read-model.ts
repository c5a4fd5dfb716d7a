import type { Projection } from '@weklean/projections';
import type postgres from 'postgres';

/**
 * Waits until a projection (running in this or another process) has applied every committed event of its types: the
 * demo bookings read the cleaners from the search read model, which the demo cleaners' commands have just fed.
 */
export async function waitForReadModel(sql: postgres.Sql, projection: Projection, timeoutMs = 180_000): Promise<void> {
  const types = projection.eventTypes ? [...projection.eventTypes] : null;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await sql<{ total: number; applied: number }[]>`
      select (select count(*)::int from events ${types ? sql`where event_type = any(${types})` : sql``}) as total,
             coalesce((select events_applied::int from projection_checkpoints where name = ${projection.name}), 0) as applied`;
    if (row && row.applied >= row.total) return;
    if (Date.now() > deadline) throw new Error(`${projection.name} has applied ${row?.applied} of ${row?.total} events`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
