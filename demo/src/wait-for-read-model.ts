import { checkpointOf } from '@weklean/platform';
import type { Projection } from '@weklean/projections';
import type postgres from 'postgres';

/**
 * Waits until a projection (running in this or another process) has applied every committed event of its types: the
 * demo bookings read the cleaners from the search read model, which the demo cleaners' commands have just fed. The
 * events are counted before the checkpoint is read, so that a checkpoint read later can only be further on.
 */
export async function waitForReadModel(sql: postgres.Sql, projection: Projection, timeoutMs = 180_000): Promise<void> {
  const types = projection.eventTypes ? [...projection.eventTypes] : null;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await sql<{ total: number }[]>`
      select count(*)::int as total from events ${types ? sql`where event_type = any(${types})` : sql``}`;
    const applied = Number((await checkpointOf(sql, { kind: 'projection', name: projection.name }))?.eventsApplied ?? 0n);
    if (row && applied >= row.total) return;
    if (Date.now() > deadline) throw new Error(`${projection.name} has applied ${applied} of ${row?.total} events`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
