import type postgres from 'postgres';

/**
 * pg-boss jobs of `queue` whose start time has passed and that no worker has taken yet. 0 before the workers have
 * started once (pg-boss makes its tables then).
 */
export async function dueJobCount(sql: postgres.Sql, queue: string): Promise<number> {
  const [schema] = await sql<{ present: boolean }[]>`select to_regclass('pgboss.job') is not null as present`;
  if (!schema?.present) return 0;
  const [row] = await sql<{ due: number }[]>`
    select count(*)::int as due from pgboss.job where name = ${queue} and state in ('created', 'retry') and start_after <= now()`;
  return row?.due ?? 0;
}
