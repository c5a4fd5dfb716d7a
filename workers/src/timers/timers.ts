import PgBoss from 'pg-boss';
import { DomainError, SYSTEM_USER, targetOf, type ReactorTimer } from '@weklean/domain';
import { nameBasedUuid, type CommandHandler, type Logger, type ShiftableClock } from '@weklean/platform';
import { startOneAtATime } from '../boss-start';

/** The one queue of "at T, send command C" jobs. */
export const TIMER_QUEUE = 'weklean-timer';

/** What a timer job holds: a command as data (its target by stream name) and the thread of causes. */
export type TimerJob = {
  commandId: string;
  at: string;
  stream: string;
  type: string;
  data: unknown;
  correlationId: string;
  causationId: string;
};

/** pg-boss job ids are UUIDs: one derived from the command id, so that setting the same timer twice keeps one job. */
export const timerJobId = (commandId: string): string => nameBasedUuid(`weklean-timer:${commandId}`);

/** Timers fetched at a time. */
const TIMER_BATCH = 20;

/** The timer fired before its time by this process's clock: pg-boss tries again a little later. */
class TimerEarlyError extends Error {}

export type Timers = ReturnType<typeof createTimers>;

/**
 * Durable timers on pg-boss (a job table in PostgreSQL): a timer set is a job that waits until its time, survives
 * restarts, and is fetched by one process (SKIP LOCKED). The command it sends carries the timer's command id, so a
 * retried job acts once. A command the domain refuses (the request was answered meanwhile) ends the timer quietly.
 */
export function createTimers(options: {
  databaseUrl: string;
  logger: Logger;
  clock?: () => Date;
  /** TEST_CLOCK (browser tests): the app's movable clock; due times follow it (see `startAfterOf`). */
  testClock?: ShiftableClock | null;
  pollingIntervalSeconds?: number;
}) {
  const { testClock } = options;
  const clock = testClock?.now ?? options.clock ?? (() => new Date());
  const log = options.logger.child({ component: 'timers' });
  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 3, application_name: 'weklean-timers', schedule: false });
  boss.on('error', (error) => log.error('timer store failed', { error }));
  let started: Promise<void> | null = null;

  const start = () =>
    (started ??= startOneAtATime(async () => {
      await boss.start();
      if (await boss.getQueue(TIMER_QUEUE)) return;
      // Two processes starting together may both create it: the loser finds it made.
      await boss.createQueue(TIMER_QUEUE, { name: TIMER_QUEUE, retryLimit: 100, retryDelay: 5, retryBackoff: true }).catch(async (error: unknown) => {
        if (!(await boss.getQueue(TIMER_QUEUE))) throw error;
      });
    }));

  /**
   * When the job may be fetched, by the database's clock. With the test clock ahead of real time, a timer due in an
   * hour of the app's time waits an hour of real time from now; when the test clock moves forward, the waiting jobs
   * are brought nearer by as much (`shiftWaiting`), so a timer fires when the app's time reaches it.
   */
  const startAfterOf = (at: string): Date =>
    testClock ? new Date(Date.now() + Math.max(0, Date.parse(at) - testClock.now().getTime())) : new Date(at);

  const shiftWaiting = async (minutes: number) => {
    await start();
    await boss
      .getDb()
      .executeSql(`update pgboss.job set start_after = start_after - make_interval(mins => $2) where name = $1 and state in ('created', 'retry')`, [TIMER_QUEUE, minutes]);
  };
  testClock?.onAdvance(shiftWaiting);

  /** Sends the timer's command; true when it changed something (not refused, not already done). */
  const fire = async (commands: CommandHandler, job: TimerJob): Promise<boolean> => {
    const target = targetOf(job.stream);
    if (!target) {
      log.error('timer for an unknown stream dropped', { stream: job.stream, commandId: job.commandId });
      return false;
    }
    const now = clock();
    if (now.getTime() < Date.parse(job.at)) throw new TimerEarlyError(`timer ${job.commandId} is due at ${job.at}`);
    try {
      const result = await commands.execute(
        target,
        job.type,
        job.data as never,
        { userId: SYSTEM_USER, now, correlationId: job.correlationId, causationId: job.causationId },
        { commandId: job.commandId },
      );
      log.debug('timer fired', { commandId: job.commandId, type: job.type, events: result.events.length, duplicate: result.duplicate });
      return result.events.length > 0;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      log.debug('timer command refused: nothing left to do', { commandId: job.commandId, type: job.type, code: error.code });
      return false;
    }
  };

  return {
    start,

    /** Sets the timer (once per command id: setting it again changes nothing). Returns the job id. */
    async schedule(timer: ReactorTimer, cause: { correlationId: string; causationId: string }): Promise<string> {
      await start();
      const job: TimerJob = {
        commandId: timer.commandId,
        at: timer.at,
        stream: timer.target.stream,
        type: timer.type,
        data: timer.data,
        ...cause,
      };
      const id = timerJobId(timer.commandId);
      await boss.send(TIMER_QUEUE, job, { id, startAfter: startAfterOf(timer.at), retryLimit: 100, retryDelay: 5, retryBackoff: true, retentionDays: 30 });
      return id;
    },

    /** Runs due timers through the command handler until stopped. */
    async work(commands: CommandHandler) {
      await start();
      let workerId: string | null = null;
      workerId = await boss.work<TimerJob>(TIMER_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: TIMER_BATCH }, async (jobs) => {
        // Each timer succeeds or fails alone: a throw out of this handler would fail the whole batch, and pg-boss's
        // backoff would hold every timer fetched with the failing one (a balance charge waiting minutes behind a
        // stranger's conflict). A failed timer is retried alone; the others complete when the handler returns.
        for (const job of jobs) {
          try {
            await fire(commands, job.data);
          } catch (error) {
            if (!(error instanceof TimerEarlyError)) log.warn('timer failed: retried later', { commandId: job.data.commandId, type: job.data.type, error });
            await boss.fail(TIMER_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }
        // A full batch: more are due (a backlog after a restart, the demo's past timers on a first start). pg-boss
        // would wait the polling interval before the next fetch (10 timers every 2 s); it fetches again at once.
        if (jobs.length === TIMER_BATCH && workerId) boss.notifyWorker(workerId);
      });
    },

    /**
     * Fires the timers due now, once each, and returns how many changed something: what `work` does on its own
     * schedule, for a caller that wants it done before it goes on (tests, a command-line tool).
     */
    async runDue(commands: CommandHandler): Promise<number> {
      await start();
      let acted = 0;
      for (;;) {
        const jobs = await boss.fetch<TimerJob>(TIMER_QUEUE, { batchSize: 10 });
        if (jobs.length === 0) return acted;
        for (const job of jobs) {
          try {
            if (await fire(commands, job.data)) acted += 1;
            await boss.complete(TIMER_QUEUE, job.id);
          } catch (error) {
            await boss.fail(TIMER_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }
      }
    },

    /** The job of a timer, for tests and the admin: state and due time. */
    async job(commandId: string) {
      await start();
      const job = await boss.getJobById<TimerJob>(TIMER_QUEUE, timerJobId(commandId));
      return job ? { id: job.id, state: job.state, startAfter: job.startAfter, data: job.data } : null;
    },

    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
