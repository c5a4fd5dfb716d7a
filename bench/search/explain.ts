import postgres from 'postgres';
import { createCleanerQueries } from '@weklean/projections';
import type { SearchRequest } from './mix';

export type Explained = { request: SearchRequest; plan: string[]; executionMs: number; rows: number };
type Statement = { query: string; parameters: unknown[] };

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of exactly the statements `search` sends to `cleaner_profiles` for `request` (the page,
 * then the total, counted because the queries object is new): captured through postgres.js's `debug` hook from one
 * real call, then explained one after the other on the same connection. The execution time is their sum.
 */
export async function explainSearch(url: string, request: SearchRequest, now: Date): Promise<Explained> {
  const captured: Statement[] = [];
  const sql = postgres(url, {
    max: 1,
    onnotice: () => undefined,
    debug: (_connection, query, parameters) => {
      if (/^\s*select/i.test(query) && query.includes('from cleaner_profiles')) captured.push({ query, parameters: [...(parameters as unknown[])] });
    },
  });
  try {
    const result = await createCleanerQueries(sql).search(request.filters, now);
    if (captured.length === 0) throw new Error(`no statement captured for ${request.path}`);
    const plan: string[] = [];
    let executionMs = 0;
    for (const [index, statement] of captured.entries()) {
      const rows = await sql.unsafe<{ 'QUERY PLAN': string }[]>(
        `explain (analyze, buffers) ${statement.query}`,
        statement.parameters as postgres.ParameterOrJSON<never>[],
      );
      const lines = rows.map((row) => row['QUERY PLAN']);
      const execution = lines.map((line) => /Execution Time: ([\d.]+) ms/.exec(line)?.[1]).find((match) => match !== undefined);
      executionMs += Number(execution ?? Number.NaN);
      plan.push(`-- statement ${index + 1} of ${captured.length}: ${/^\s*select count\(\*\)/.test(statement.query) ? 'total' : 'page'}`, ...lines);
    }
    return { request, plan, executionMs, rows: result.total };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
