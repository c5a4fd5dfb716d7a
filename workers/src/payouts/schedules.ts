import PgBoss from 'pg-boss';
import {
  checkInvariants,
  isoWeekOfDate,
  payoutTarget,
  previousWeek,
  QUEBEC_TIME_ZONE,
  quebecDateOf,
  replayEventLog,
  SYSTEM_USER,
  type EventStore,
} from '@weklean/domain';
import { createCommandHandler, type CommandHandler, type Logger } from '@weklean/platform';
import { cleanersWithPayouts } from '@weklean/projections';
import type postgres from 'postgres';
import type { Worker } from '../worker';
import { startOneAtATime } from '../boss-start';

export const WEEKLY_PAYOUTS_QUEUE = 'weklean-weekly-payouts';
export const INVARIANTS_QUEUE = 'weklean-finance-invariants';
/** Friday 09:00 and every night at 03:00, Quebec time (SPEC 9: weekly payouts, usually Friday, for the week before). */
export const WEEKLY_PAYOUTS_CRON = '0 9 * * 5';
export const INVARIANTS_CRON = '0 3 * * *';

/**
 * The Friday run: every cleaner with a payout stream is sent `RunWeeklyPayout` for the week before `now` (Quebec
 * calendar). The payout's id is the cleaner's and the week's, so a second run (another process, a restart, a retry)
 * pays nothing more. Returns how many payouts it made.
 */
export async function runWeeklyPayouts(deps: { sql: postgres.Sql; commands: CommandHandler; logger: Logger }, now: Date): Promise<{ week: string; payouts: number; failures: number }> {
  const week = previousWeek(isoWeekOfDate(quebecDateOf(now.toISOString()) ?? now.toISOString().slice(0, 10)));
  let payouts = 0;
  let failures = 0;
  for (const cleanerId of await cleanersWithPayouts(deps.sql)) {
    try {
      const { events } = await deps.commands.execute(payoutTarget(cleanerId), 'RunWeeklyPayout', { cleanerId, week }, { userId: SYSTEM_USER, now, correlationId: `weekly-payouts:${week}` }, {
        commandId: `weekly-payout:${cleanerId}:${week}`,
      });
      payouts += events.filter((event) => event.type === 'PayoutCreated').length;
    } catch (error) {
      failures += 1;
      deps.logger.error('weekly payout failed for a cleaner; the run is tried again', { cleanerId, week, error });
    }
  }
  deps.logger.info('weekly payouts', { week, payouts, failures });
  if (failures > 0) throw new Error(`${failures} weekly payout(s) failed for ${week}`);
  return { week, payouts, failures };
}

/** The nightly check of the money's invariants over the raw event log; each finding is logged as an error. */
export async function checkFinanceInvariants(deps: { store: EventStore; logger: Logger }) {
  const replay = await replayEventLog(deps.store);
  const findings = checkInvariants({ postings: replay.postings, payouts: replay.states, cancelledBookings: replay.cancelledBookings, fullyPaidBookings: replay.fullyPaidBookings });
  for (const finding of findings) deps.logger.error('finance invariant broken', finding);
  deps.logger.info('finance invariants checked', { findings: findings.length });
  return findings;
}

/** Creates the queues and registers the two schedules (by name: registering again replaces, never adds). */
export async function registerFinanceSchedules(boss: PgBoss) {
  for (const queue of [WEEKLY_PAYOUTS_QUEUE, INVARIANTS_QUEUE]) {
    // Another process may be creating it at the same moment: its creation wins, and is waited for.
    for (let attempt = 1; !(await boss.getQueue(queue)); attempt += 1) {
      try {
        await boss.createQueue(queue, { name: queue, retryLimit: 10, retryDelay: 60, retryBackoff: true });
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }
  await boss.schedule(WEEKLY_PAYOUTS_QUEUE, WEEKLY_PAYOUTS_CRON, {}, { tz: QUEBEC_TIME_ZONE });
  await boss.schedule(INVARIANTS_QUEUE, INVARIANTS_CRON, {}, { tz: QUEBEC_TIME_ZONE });
}

/**
 * The finance schedules on pg-boss: a schedule is one job per tick across every process (pg-boss keeps the schedule in
 * PostgreSQL and sends each tick once), and the work is idempotent besides.
 */
export const financeSchedulesWorker: Worker = {
  name: 'finance-schedules',
  start(infra) {
    const logger = infra.logger.child({ worker: 'finance-schedules' });
    const commands = createCommandHandler(infra.store);
    const boss = new PgBoss({ connectionString: infra.databaseUrl, max: 2, application_name: 'weklean-schedules' });
    boss.on('error', (error) => logger.error('schedule store failed', { error }));
    const clock = infra.testClock?.now ?? (() => new Date());
    const started = (async () => {
      await startOneAtATime(async () => {
        await boss.start();
        await registerFinanceSchedules(boss);
      });
      await boss.work(WEEKLY_PAYOUTS_QUEUE, async () => {
        await runWeeklyPayouts({ sql: infra.sql, commands, logger }, clock());
      });
      await boss.work(INVARIANTS_QUEUE, async () => {
        await checkFinanceInvariants({ store: infra.store, logger });
      });
    })().catch((error: unknown) => logger.error('finance schedules could not start', { error }));
    return async () => {
      await started;
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    };
  },
};
