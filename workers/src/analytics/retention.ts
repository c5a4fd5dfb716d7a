import PgBoss from 'pg-boss';
import { QUEBEC_TIME_ZONE } from '@weklean/domain';
import { createIdempotencyKeys, type Logger } from '@weklean/platform';
import { deleteExpiredAnalytics, deleteUnconfirmedNewsletterSubscribers } from '@weklean/projections';
import type postgres from 'postgres';
import { startOneAtATime } from '../boss-start';
import type { Worker } from '../worker';

export const ANALYTICS_RETENTION_QUEUE = 'weklean-analytics-retention';
/** Every night at 04:30, Quebec time (after the finance check at 03:00). */
export const ANALYTICS_RETENTION_CRON = '30 4 * * *';

/** Deletes the site's traffic older than 13 months (issue 16); returns how many rows went. */
export async function runAnalyticsRetention(deps: { sql: postgres.Sql; logger: Logger }, now: Date): Promise<number> {
  const deleted = await deleteExpiredAnalytics(deps.sql, now);
  deps.logger.info('analytics older than 13 months deleted', { deleted });
  return deleted;
}

/** Days a newsletter sign-up waits for its confirmation before it is erased (docs/api/newsletter.md). */
export const UNCONFIRMED_SIGNUP_DAYS = 7;

/** Erases the newsletter sign-ups not confirmed within UNCONFIRMED_SIGNUP_DAYS (issue 17); returns how many went. */
export async function runNewsletterRetention(deps: { sql: postgres.Sql; logger: Logger }, now: Date): Promise<number> {
  const deleted = await deleteUnconfirmedNewsletterSubscribers(deps.sql, new Date(now.getTime() - UNCONFIRMED_SIGNUP_DAYS * 24 * 3600 * 1000));
  deps.logger.info('unconfirmed newsletter sign-ups erased', { deleted });
  return deleted;
}

/** Deletes the idempotency keys past their day (issue 29: `POST /api/bookings` keeps them 24 h); returns how many went. */
export async function runIdempotencyKeyRetention(deps: { sql: postgres.Sql; logger: Logger }, now: Date): Promise<number> {
  const deleted = await createIdempotencyKeys(deps.sql, 'bookings.create').deleteExpired(now);
  deps.logger.info('idempotency keys past their day deleted', { deleted });
  return deleted;
}

/** Creates the queue and registers the schedule (by name: registering again replaces, never adds). */
export async function registerAnalyticsRetention(boss: PgBoss) {
  // Another process may be creating it at the same moment: its creation wins, and is waited for.
  for (let attempt = 1; !(await boss.getQueue(ANALYTICS_RETENTION_QUEUE)); attempt += 1) {
    try {
      await boss.createQueue(ANALYTICS_RETENTION_QUEUE, { name: ANALYTICS_RETENTION_QUEUE, retryLimit: 5, retryDelay: 300, retryBackoff: true });
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await boss.schedule(ANALYTICS_RETENTION_QUEUE, ANALYTICS_RETENTION_CRON, {}, { tz: QUEBEC_TIME_ZONE });
}

/**
 * The daily deletion of old traffic and of newsletter sign-ups never confirmed, on pg-boss: one job per tick across every process (the schedule is kept in
 * PostgreSQL), and deleting twice deletes nothing more.
 */
export const analyticsRetentionWorker: Worker = {
  name: 'analytics-retention',
  start(infra) {
    const logger = infra.logger.child({ worker: 'analytics-retention' });
    const boss = new PgBoss({ connectionString: infra.databaseUrl, max: 1, application_name: 'weklean-analytics-retention' });
    boss.on('error', (error) => logger.error('schedule store failed', { error }));
    const clock = infra.testClock?.now ?? (() => new Date());
    const started = (async () => {
      await startOneAtATime(async () => {
        await boss.start();
        await registerAnalyticsRetention(boss);
      });
      await boss.work(ANALYTICS_RETENTION_QUEUE, async () => {
        await runAnalyticsRetention({ sql: infra.sql, logger }, clock());
        await runNewsletterRetention({ sql: infra.sql, logger }, clock());
        await runIdempotencyKeyRetention({ sql: infra.sql, logger }, clock());
      });
    })().catch((error: unknown) => logger.error('analytics retention could not start', { error }));
    return async () => {
      await started;
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    };
  },
};
