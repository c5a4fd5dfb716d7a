import { referralTarget, SYSTEM_USER } from '@weklean/domain';
import { createCommandHandler, createLogger } from '@weklean/platform';
import { createProjectionRunner, referrals } from '@weklean/projections';
import { catchUp } from './bookings';
import type { TestApp } from './test-app';
import { waitForProjection } from './wait-for-projection';

/** Runs the referrals projection until it has applied every event so far. */
export async function projectReferrals(t: Pick<TestApp, 'sql' | 'store'>) {
  const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [referrals], logger: createLogger({ level: 'error', json: true }) });
  runner.start();
  try {
    await waitForProjection(t.sql, referrals);
  } finally {
    await runner.stop();
  }
}

/** Runs the search, bookings and referrals projections until they have applied every event so far. */
export async function settleReferrals(t: TestApp) {
  await catchUp(t);
  await projectReferrals(t);
}

/** The referrer's reward for the friend's first job, earned as a client's credit (what the worker does once it is paid). */
export async function earnReferralCredit(t: TestApp, referrerId: string, refereeId: string, bookingId: string, now: Date) {
  await createCommandHandler(t.store).execute(
    referralTarget(referrerId),
    'CompleteReferral',
    { userId: referrerId, refereeId, bookingId, referrerRole: 'client', reasons: [] },
    { userId: SYSTEM_USER, now },
  );
}
