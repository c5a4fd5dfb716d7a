import type postgres from 'postgres';
import type { Projection } from '@weklean/projections';
import { waitForReadModel } from '@weklean/demo';

/**
 * Waits until a running projection has applied every committed event of its types. Counting rows in `events`
 * (plain MVCC visibility) rather than asking for "lag 0": a committed event can stay hidden from $all readers for a
 * moment while an older transaction on the server is still open.
 */
export const waitForProjection = (sql: postgres.Sql, projection: Projection, timeoutMs = 20_000) =>
  waitForReadModel(sql, projection, timeoutMs);
