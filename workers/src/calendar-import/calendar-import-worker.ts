import { refreshFreeDates } from '@weklean/projections';
import { Cron } from 'croner';
import { calendarProvidersFromConfig, createCalendarLinks, publicUrlOf, type CalendarProviders, type Logger } from '@weklean/platform';
import type postgres from 'postgres';
import type { Worker } from '../worker';

const LOCK = 'weklean:worker:calendar-import';

/**
 * Every 30 minutes, imports again the calendars cleaners linked (iCal addresses, and the Google or Microsoft calendars
 * connected through OAuth when `providers` is given), so that busy times they add elsewhere show here. One process at
 * a time does the round (advisory lock); a failing calendar records its reason and the round goes on.
 */
export async function importAllCalendars(
  sql: postgres.Sql,
  options: { now?: Date; allowPrivateImports?: boolean; logger?: Logger; providers?: CalendarProviders } = {},
) {
  const now = options.now ?? new Date();
  const links = createCalendarLinks(sql, {
    allowPrivateImports: options.allowPrivateImports ?? false,
    ...(options.logger ? { logger: options.logger } : {}),
    onBusyTimes: (tx, cleanerId) => refreshFreeDates(tx, [cleanerId]),
  });
  const reserved = await sql.reserve();
  try {
    const [lock] = await reserved<{ locked: boolean }[]>`select pg_try_advisory_lock(hashtextextended(${LOCK}, 0)) as locked`;
    if (!lock?.locked) return { imported: 0, failed: 0, skipped: true };
    let imported = 0;
    let failed = 0;
    try {
      for (const due of await links.importsDue()) {
        const result = await links.importNow(due.cleaner_id, due.import_url, now, true);
        if (result.ok) imported += 1;
        else failed += 1;
      }
      if (options.providers) {
        const synced = await options.providers.syncAll(now);
        imported += synced.synced;
        failed += synced.failed;
      }
    } finally {
      await reserved`select pg_advisory_unlock(hashtextextended(${LOCK}, 0))`;
    }
    return { imported, failed, skipped: false };
  } finally {
    reserved.release();
  }
}

export const calendarImportWorker: Worker = {
  name: 'calendar-import',
  start(infra) {
    const log = infra.logger.child({ worker: 'calendar-import' });
    const providers = calendarProvidersFromConfig(infra.sql, infra.config, {
      publicUrl: publicUrlOf(infra.config),
      logger: log,
      onBusyTimes: (tx, cleanerId) => refreshFreeDates(tx, [cleanerId]),
    });
    const job = new Cron('*/30 * * * *', { protect: true, catch: (error) => log.error('calendar import round failed', { error }) }, async () => {
      const result = await importAllCalendars(infra.sql, { logger: log, providers });
      if (!result.skipped) log.info('calendars imported', result);
    });
    return async () => job.stop();
  },
};
