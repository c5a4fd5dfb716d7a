import type postgres from 'postgres';
import { bookingDetails, cleanerDetails, conversations, disputes, payoutDetails, reviews, type Projection } from '@weklean/projections';
import { waitForReadModel } from '@weklean/demo';

/**
 * Waits until a running projection has applied every committed event of its types. Counting rows in `events`
 * (plain MVCC visibility) rather than asking for "lag 0": a committed event can stay hidden from $all readers for a
 * moment while an older transaction on the server is still open.
 */
export const waitForProjection = (sql: postgres.Sql, projection: Projection, timeoutMs = 20_000) =>
  waitForReadModel(sql, projection, timeoutMs);

/** The read models a test app keeps up continuously (createTestApp), which the command routes wait for. */
export const LIVE_READ_MODELS: readonly Projection[] = [bookingDetails, cleanerDetails, payoutDetails, conversations, reviews, disputes];

/**
 * Waits for those read models to have applied everything committed so far: after commands a test sent past the routes
 * (a reactor, a timer, a webhook), as a person would see the screen a moment later.
 */
export async function liveReadModelsCaughtUp(sql: postgres.Sql, timeoutMs = 20_000) {
  for (const model of LIVE_READ_MODELS) await waitForProjection(sql, model, timeoutMs);
}
