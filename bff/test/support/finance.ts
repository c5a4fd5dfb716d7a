import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { createLogger } from '@weklean/platform';
import { claimFinanceReplay, createProjectionRunner, ledger, payouts } from '@weklean/projections';
import { FINANCE_REPLAYS_QUEUE, registerFinanceSchedules, runFinanceReplay, workFinanceReplays } from '@weklean/workers';
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

/**
 * A stored finance replay run now, by the function the workers' job calls (claimed as the POST claims it): for tests
 * that check the reports against a replay without running the workers' queue.
 */
export async function runStoredReplay(t: TestApp, kind: 'week' | 'invariants', week: string | null, now: Date) {
  const { id } = await claimFinanceReplay(t.sql, kind, week, randomUUID(), now);
  await runFinanceReplay({ sql: t.sql, store: t.store, logger: createLogger({ level: 'error', json: true }), clock: () => now }, id);
  return id;
}

/**
 * The workers' finance queue on the test's database, as the workers process opens it: its queues and schedules
 * registered. `work()` starts working the replays' jobs (a test may first send some that wait); `stop()` ends it.
 */
export async function openFinanceQueue(t: TestApp, clock: () => Date) {
  const boss = new PgBoss({ connectionString: t.database.url, max: 2, schedule: false });
  await boss.start();
  await registerFinanceSchedules(boss);
  return {
    work: () => workFinanceReplays(boss, { sql: t.sql, store: t.store, logger: createLogger({ level: 'error', json: true }), clock }),
    /** What the nightly schedule sends at 03:30: a job that names no run. */
    tick: () => boss.send(FINANCE_REPLAYS_QUEUE, {}),
    stop: () => boss.stop({ graceful: false, wait: true }),
  };
}
