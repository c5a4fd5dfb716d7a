import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { checkInvariants, lastPaidWeek, reconcileWeek, replayEventLog, replayPayoutStreams, type EventStore } from '@weklean/domain';
import { headPositionOf, type Logger } from '@weklean/platform';
import {
  claimFinanceReplay,
  cleanersOfWeek,
  financeReplayById,
  finishFinanceReplay,
  setFinanceReplayPosition,
  type ReplayKind,
} from '@weklean/projections';
import type postgres from 'postgres';

/**
 * The finance replays off the request path (issue 34, docs/api/finance.md): the weekly reconciliation and the
 * invariants recomputed from the raw log by the workers, on an admin's request (a job of this queue) and nightly (its
 * schedule), each stored with the log position it covers. The finance page answers from what is stored.
 */
export const FINANCE_REPLAYS_QUEUE = 'weklean-finance-replays';
/** Every night at 03:30, Quebec time: the last paid week and the invariants. */
export const FINANCE_REPLAYS_CRON = '30 3 * * *';

/** A job of the queue: one stored run to carry out; none (the schedule's tick): the nightly pair. */
export type FinanceReplayJob = { replayId?: string };

type Deps = { sql: postgres.Sql; store: EventStore; logger: Logger; clock: () => Date };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Carries out one stored run, if it is still running (a job tried again after its run ended does nothing). A week
 * reads only the payout streams of the cleaners the read model knows for it; the invariants read the whole log. A
 * failure is stored with its message, and logged.
 */
export async function runFinanceReplay(deps: Deps, replayId: string): Promise<void> {
  const replay = await financeReplayById(deps.sql, replayId);
  if (!replay || replay.state !== 'running') return;
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    // Read before the replay: everything up to here is in it (later events may be too; never fewer).
    await setFinanceReplayPosition(deps.sql, replay.id, await headPositionOf(deps.store), deps.clock());
    if (replay.kind === 'week' && replay.week) {
      const states = await replayPayoutStreams(deps.store, await cleanersOfWeek(deps.sql, replay.week));
      await finishFinanceReplay(deps.sql, replay.id, { result: { rows: reconcileWeek(states, replay.week).rows } }, deps.clock(), took());
    } else {
      const log = await replayEventLog(deps.store);
      const findings = checkInvariants({ postings: log.postings, payouts: log.states, cancelledBookings: log.cancelledBookings, fullyPaidBookings: log.fullyPaidBookings });
      for (const finding of findings) deps.logger.error('finance invariant broken', finding);
      await finishFinanceReplay(deps.sql, replay.id, { result: { findings } }, deps.clock(), took());
    }
    deps.logger.info('finance replay done', { replayId: replay.id, kind: replay.kind, week: replay.week });
  } catch (error) {
    deps.logger.error('finance replay failed', { replayId: replay.id, kind: replay.kind, week: replay.week, error });
    await finishFinanceReplay(deps.sql, replay.id, { error: messageOf(error) }, deps.clock(), took());
  }
}

/** The nightly tick: the last paid week's reconciliation and the invariants, each claimed then run here. */
export async function runNightlyFinanceReplays(deps: Deps): Promise<void> {
  const now = deps.clock();
  for (const [kind, week] of [['week', lastPaidWeek(now)], ['invariants', null]] as const) {
    const { id, created } = await claimFinanceReplay(deps.sql, kind, week, randomUUID(), now);
    // Already running (an admin's request): that run covers it.
    if (created) await runFinanceReplay(deps, id);
  }
}

/**
 * pg-boss over the app's own postgres.js pool, to send jobs only (never started: no polling, no schedules, no
 * connections of its own), so that the BFF can hand a run to the workers wherever they run.
 */
function jobSender(sql: postgres.Sql) {
  const db = {
    executeSql: async (text: string, values: unknown[] = []) => ({
      rows: await sql.unsafe(text, values.map((value) => (value === undefined ? null : value)) as never[]),
    }),
  };
  return new PgBoss({ db, supervise: false, schedule: false, migrate: false });
}

export type FinanceReplayRequests = ReturnType<typeof createFinanceReplayRequests>;

/**
 * An admin's request for a run (`POST /api/admin/finance/replays`): claims the stored run (or finds the one already
 * running for that week) and sends its job to the workers' queue. Without the queue (no workers have started on this
 * database yet), the run is stored as failed with that reason rather than left running forever.
 */
export function createFinanceReplayRequests(deps: { sql: postgres.Sql }) {
  const boss = jobSender(deps.sql);
  return {
    async request(kind: ReplayKind, week: string | null, now: Date): Promise<{ id: string; created: boolean }> {
      const claimed = await claimFinanceReplay(deps.sql, kind, week, randomUUID(), now);
      if (!claimed.created) return claimed;
      const job: FinanceReplayJob = { replayId: claimed.id };
      // The reason is stored on the run, where the finance page shows it.
      const refused = await boss.send(FINANCE_REPLAYS_QUEUE, job).then(
        (jobId) => (jobId === null ? 'the workers’ queue is not there (have the workers started?)' : null),
        (error: unknown) => `the job could not be queued: ${messageOf(error)}`,
      );
      if (refused !== null) await finishFinanceReplay(deps.sql, claimed.id, { error: refused }, now, null);
      return claimed;
    },
  };
}
