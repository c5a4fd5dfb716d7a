import { randomBytes } from 'node:crypto';
import type { Logger } from '../log/logger';
import { CalendarImportError, fetchBusyTimes, type BusyTime, type Resolve } from './ical-import';
import type postgres from 'postgres';

/** How far ahead imported busy times are kept. */
export const IMPORT_DAYS = 60;

const newFeedToken = () => randomBytes(24).toString('base64url');

/** Where busy times come from: the iCal import, or a calendar provider connected through OAuth. */
export type BusySource = 'ics' | 'google' | 'microsoft';

/**
 * Replaces one source's busy times of a cleaner (the others stay): the one storage that availability and search read,
 * whatever calendar the times came from. At most 2000 kept per source.
 */
export async function replaceBusyTimes(tx: postgres.TransactionSql, cleanerId: string, source: BusySource, busy: readonly BusyTime[]) {
  await tx`delete from cleaner_busy_times where cleaner_id = ${cleanerId} and source = ${source}`;
  for (const b of busy.slice(0, 2000)) {
    await tx`insert into cleaner_busy_times (cleaner_id, starts_at, ends_at, all_day, source) values (${cleanerId}, ${b.start}, ${b.end}, ${b.allDay}, ${source})`;
  }
}

export function createCalendarLinks(
  sql: postgres.Sql,
  options: {
    allowPrivateImports: boolean;
    resolve?: Resolve;
    logger?: Logger;
    /** Called in the transaction that replaced a cleaner's busy times (their free dates follow them). */
    onBusyTimes?: (tx: postgres.TransactionSql, cleanerId: string) => Promise<void>;
  },
) {
  const ensure = async (cleanerId: string) => {
    await sql`insert into cleaner_calendar_links (cleaner_id, feed_token) values (${cleanerId}, ${newFeedToken()}) on conflict (cleaner_id) do nothing`;
    const [row] = await sql<{ feed_token: string; import_url: string | null; imported_at: Date | null; import_error: string | null }[]>`
      select feed_token, import_url, imported_at, import_error from cleaner_calendar_links where cleaner_id = ${cleanerId}`;
    return row!;
  };

  /**
   * Reads the calendar and replaces the cleaner's busy times. A failure is answered to the person asking; only the
   * periodic re-import (`recordFailure`) keeps it on the link, for the calendar screen to show later: a request that
   * is refused changes nothing.
   */
  const importNow = async (cleanerId: string, url: string, now: Date, recordFailure = false) => {
    try {
      const busy = await fetchBusyTimes(url, { from: now, to: new Date(now.getTime() + IMPORT_DAYS * 86_400_000) }, {
        allowPrivate: options.allowPrivateImports,
        ...(options.resolve ? { resolve: options.resolve } : {}),
      });
      await sql.begin(async (tx) => {
        await tx`insert into cleaner_calendar_links (cleaner_id, feed_token) values (${cleanerId}, ${newFeedToken()}) on conflict (cleaner_id) do nothing`;
        await replaceBusyTimes(tx, cleanerId, 'ics', busy);
        await tx`update cleaner_calendar_links set import_url = ${url}, imported_at = ${now}, import_error = null where cleaner_id = ${cleanerId}`;
        await options.onBusyTimes?.(tx, cleanerId);
      });
      return { ok: true as const, count: busy.length };
    } catch (error) {
      const reason = error instanceof CalendarImportError ? error.reason : 'unreachable';
      // The real cause (a refused address, a port that answers something else…) is for operators, never the person.
      options.logger?.warn('calendar import failed', { cleanerId, reason, detail: error instanceof CalendarImportError ? error.detail : String(error) });
      if (recordFailure) await sql`update cleaner_calendar_links set import_error = ${reason} where cleaner_id = ${cleanerId}`;
      return { ok: false as const, reason };
    }
  };

  return {
    ensure,
    importNow,
    /** The feed's owner, for GET /ical/:token.ics. */
    cleanerOfToken: async (token: string) => {
      const [row] = await sql<{ cleaner_id: string }[]>`select cleaner_id from cleaner_calendar_links where feed_token = ${token}`;
      return row?.cleaner_id ?? null;
    },
    regenerate: async (cleanerId: string) => {
      await ensure(cleanerId);
      await sql`update cleaner_calendar_links set feed_token = ${newFeedToken()} where cleaner_id = ${cleanerId}`;
    },
    stopImporting: async (cleanerId: string) => {
      await sql.begin(async (tx) => {
        await tx`update cleaner_calendar_links set import_url = null, imported_at = null, import_error = null where cleaner_id = ${cleanerId}`;
        await tx`delete from cleaner_busy_times where cleaner_id = ${cleanerId} and source = 'ics'`;
        await options.onBusyTimes?.(tx, cleanerId);
      });
    },
    busyTimes: (cleanerId: string, now: Date) =>
      sql<{ starts_at: Date; ends_at: Date; all_day: boolean }[]>`
        select starts_at, ends_at, all_day from cleaner_busy_times
        where cleaner_id = ${cleanerId} and ends_at > ${now} order by starts_at limit 500`,
    /** Every link with an import address: the periodic re-import's work list. */
    importsDue: () => sql<{ cleaner_id: string; import_url: string }[]>`
      select cleaner_id, import_url from cleaner_calendar_links where import_url is not null`,
  };
}

export type CalendarLinks = ReturnType<typeof createCalendarLinks>;
