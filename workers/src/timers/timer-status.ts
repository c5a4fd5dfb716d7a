import { Cron } from 'croner';
import type postgres from 'postgres';
import { TIMER_QUEUE } from './timers';

/** A recurring job (payouts on Fridays, digests every minute…): its rule and when it runs next. */
export type ScheduleStatus = { name: string; cron: string; timezone: string | null; nextRunAt: string | null };

/** The "at T, send command C" timers the reactors set (expiries, reminders, balance charges). */
export type TimerQueueStatus = {
  /** Waiting for their time, or to be tried again. */
  waiting: number;
  /** The soonest of them, by the database's clock. */
  nextDueAt: string | null;
  /** Fired in the last 24 hours. */
  firedLast24h: number;
  /** Given up on after their retries: a command that kept failing. */
  failed: number;
};

export type TimerStatuses = { available: boolean; schedules: ScheduleStatus[]; timers: TimerQueueStatus };

const NONE: TimerQueueStatus = { waiting: 0, nextDueAt: null, firedLast24h: 0, failed: 0 };

const nextRunOf = (cron: string, timezone: string | null, now: Date): string | null => {
  try {
    return new Cron(cron, { timezone: timezone ?? undefined, paused: true }).nextRun(now)?.toISOString() ?? null;
  } catch {
    return null;
  }
};

/**
 * Read from pg-boss's tables, so that any process (a BFF without workers) can report them. Before the workers have
 * started once, pg-boss's schema does not exist yet: `available: false`, nothing else.
 */
export async function readTimerStatuses(sql: postgres.Sql, now: Date = new Date()): Promise<TimerStatuses> {
  const [schema] = await sql<{ present: boolean }[]>`select to_regclass('pgboss.job') is not null and to_regclass('pgboss.schedule') is not null as present`;
  if (!schema?.present) return { available: false, schedules: [], timers: NONE };
  const schedules = await sql<{ name: string; cron: string; timezone: string | null }[]>`
    select name, cron, timezone from pgboss.schedule order by name`;
  const [timers] = await sql<{ waiting: number; next_due_at: Date | null; fired: number; failed: number }[]>`
    select count(*) filter (where state in ('created', 'retry'))::int as waiting,
           min(start_after) filter (where state in ('created', 'retry')) as next_due_at,
           count(*) filter (where state = 'completed' and completed_on > now() - interval '24 hours')::int as fired,
           count(*) filter (where state = 'failed')::int as failed
    from pgboss.job where name = ${TIMER_QUEUE}`;
  return {
    available: true,
    schedules: schedules.map((s) => ({ name: s.name, cron: s.cron, timezone: s.timezone, nextRunAt: nextRunOf(s.cron, s.timezone, now) })),
    timers: timers
      ? { waiting: timers.waiting, nextDueAt: timers.next_due_at?.toISOString() ?? null, firedLast24h: timers.fired, failed: timers.failed }
      : NONE,
  };
}
