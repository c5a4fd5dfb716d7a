import postgres from 'postgres';
import { createCleanerQueries } from '../../bff/src/cleaners/cleaner-queries';
import type { SearchRequest } from './mix';

export type Explained = { request: SearchRequest; plan: string[]; executionMs: number; rows: number };

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of exactly the statement `search` sends for `request`: the statement and its parameters
 * are captured through postgres.js's `debug` hook from one real call, then explained on the same connection.
 */
export async function explainSearch(url: string, request: SearchRequest, now: Date): Promise<Explained> {
  let captured: { query: string; parameters: unknown[] } | null = null;
  const sql = postgres(url, {
    max: 1,
    onnotice: () => undefined,
    debug: (_connection, query, parameters) => {
      if (/^\s*select/i.test(query)) captured = { query, parameters: [...(parameters as unknown[])] };
    },
  });
  try {
    const result = await createCleanerQueries(sql).search(request.filters, now);
    const statement = captured as { query: string; parameters: unknown[] } | null;
    if (!statement) throw new Error(`no statement captured for ${request.path}`);
    const rows = await sql.unsafe<{ 'QUERY PLAN': string }[]>(
      `explain (analyze, buffers) ${statement.query}`,
      statement.parameters as postgres.ParameterOrJSON<never>[],
    );
    const plan = rows.map((row) => row['QUERY PLAN']);
    const execution = plan.map((line) => /Execution Time: ([\d.]+) ms/.exec(line)?.[1]).find((match) => match !== undefined);
    return { request, plan, executionMs: Number(execution ?? Number.NaN), rows: result.total };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
