import type postgres from 'postgres';

/** How many events the log holds, as the event-type-counts read model counted them. */
export async function totalEvents(sql: postgres.Sql): Promise<number> {
  const [row] = await sql<{ total: number }[]>`select coalesce(sum(count), 0)::int as total from event_type_counts`;
  return row?.total ?? 0;
}
