import { createLogger } from '@weklean/platform';
import { createProjectionRunner, ledger, payouts } from '@weklean/projections';
import { catchUp } from './bookings';
import type { TestApp } from './test-app';
import { waitForProjection } from './wait-for-projection';

/** The search and bookings read models, and the money's (ledger, payouts), caught up with the log. */
export async function catchUpFinance(t: TestApp) {
  await catchUp(t);
  const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [ledger, payouts], logger: createLogger({ level: 'error', json: true }) });
  runner.start();
  try {
    await waitForProjection(t.sql, ledger);
    await waitForProjection(t.sql, payouts);
  } finally {
    await runner.stop();
  }
}
