import type postgres from 'postgres';
import type { RecordedEvent } from '@weklean/domain';
import { handles, type Projection, type Tx } from '@weklean/platform';

/** Pages of `size` events (the whole sequence when 0). */
const pages = (events: readonly RecordedEvent[], size: number) => {
  const result: RecordedEvent[][] = [];
  for (let i = 0; i < events.length; i += size || events.length) result.push(events.slice(i, i + (size || events.length)));
  return result;
};

/** Carries a result out of a transaction while rolling it back. */
class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back');
  }
}

/** What `work` returns, its writes rolled back. */
const rolledBack = <T>(sql: postgres.Sql, work: (tx: Tx) => Promise<T>): Promise<T> =>
  sql
    .begin(async (tx) => {
      throw new RolledBack(await work(tx));
    })
    .catch((error: unknown) => {
      if (error instanceof RolledBack) return error.result as T;
      throw error;
    });

/** Every table's rows as JSON, in the order of its key (`tables`: table → `order by`). */
async function tableRows(tx: Tx, tables: Readonly<Record<string, string>>) {
  const rows: Record<string, unknown[]> = {};
  for (const [table, key] of Object.entries(tables)) rows[table] = (await tx.unsafe(`select to_jsonb(t) as row from ${table} t order by ${key}`)).map((r) => r.row);
  return rows;
}

/**
 * What a projection's batch is held to (issue 34): the rows of `tables` after `before` applied one event at a time,
 * then `events` either one at a time or through each projection's `applyBatch` in pages of `pageSize`,
 * read in a transaction that is rolled back. Equal for every page size, or the batch leaves other rows.
 */
export const readModelsAfter =
  (sql: postgres.Sql, projections: readonly Projection[], tables: Readonly<Record<string, string>>) =>
  (before: readonly RecordedEvent[], events: readonly RecordedEvent[], pageSize: number | 'one by one') =>
    rolledBack(sql, async (tx) => {
      for (const projection of projections) await projection.reset(tx);
      for (const event of before) for (const projection of projections) if (handles(projection, event)) await projection.apply(tx, event);
      for (const projection of projections) {
        const mine = events.filter((event) => handles(projection, event));
        if (pageSize === 'one by one') for (const event of mine) await projection.apply(tx, event);
        else for (const page of pages(mine, pageSize)) await projection.applyBatch!(tx, page);
      }
      return tableRows(tx, tables);
    });
