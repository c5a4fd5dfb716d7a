import PgBoss from 'pg-boss';
import { isoWeekOfDate, payoutTarget, previousWeek, QUEBEC_TIME_ZONE, quebecDateOf, SYSTEM_USER } from '@weklean/domain';
import { createCommandHandler, type CommandHandler, type Logger } from '@weklean/platform';
import { cleanersWithPayouts } from '@weklean/projections';
import type postgres from 'postgres';
import type { Worker } from '../worker';
import { startOneAtATime } from '../boss-start';
import { FINANCE_REPLAYS_CRON, FINANCE_REPLAYS_QUEUE, runFinanceReplay, runNightlyFinanceReplays, type FinanceReplayJob } from './finance-replays';

export const WEEKLY_PAYOUTS_QUEUE = 'weklean-weekly-payouts';
/**
 * The former nightly invariants check (03:00), which logged its findings and kept nothing: it is now part of the 03:30
 * finance replays, stored (finance-replays.ts). Its schedule is removed at registration; its queue stays, so that a
 * tick already sent is still worked.
 */
export const INVARIANTS_QUEUE = 'weklean-finance-invariants';
/** Friday 09:00, Quebec time (SPEC 9: weekly payouts, usually Friday, for the week before). */
export const WEEKLY_PAYOUTS_CRON = '0 9 * * 5';

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

/** Creates the queues and registers the schedules (by name: registering again replaces, never adds). */
export async function registerFinanceSchedules(boss: PgBoss) {
  for (const queue of [WEEKLY_PAYOUTS_QUEUE, INVARIANTS_QUEUE, FINANCE_REPLAYS_QUEUE]) {
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
  await boss.schedule(FINANCE_REPLAYS_QUEUE, FINANCE_REPLAYS_CRON, {}, { tz: QUEBEC_TIME_ZONE });
  await boss.unschedule(INVARIANTS_QUEUE);
}

/**
 * Works the finance replays' queue on `boss` (started, its queues created): a job naming a stored run carries it out;
 * the schedule's tick (no run named) runs the nightly pair. Used by the workers and by the tests, so both go through
 * the same job path.
 */
export async function workFinanceReplays(boss: PgBoss, deps: Parameters<typeof runFinanceReplay>[0]) {
  await boss.work<FinanceReplayJob>(FINANCE_REPLAYS_QUEUE, async ([job]) => {
    const replayId = job?.data?.replayId;
    await (replayId ? runFinanceReplay(deps, replayId) : runNightlyFinanceReplays(deps));
  });
  // A tick of the former 03:00 check, sent before its schedule was removed.
  await boss.work(INVARIANTS_QUEUE, async () => {
    await runNightlyFinanceReplays(deps);
  });
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
      await workFinanceReplays(boss, { sql: infra.sql, store: infra.store, logger, clock });
    })().catch((error: unknown) => logger.error('finance schedules could not start', { error }));
    return async () => {
      await started;
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    };
  },
};
