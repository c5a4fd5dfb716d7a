import type { Logger } from '@weklean/platform';

export type BackgroundWork = {
  /**
   * Runs `job` after the caller has moved on (a request answers without waiting for it). A failure is logged under
   * `name`, never thrown to the caller. Returns false, and logs, when the queue is full and the job is dropped.
   */
  enqueue(name: string, job: () => Promise<void>): boolean;
  /** Resolves once every job enqueued so far, and any enqueued meanwhile, has finished (at shutdown). */
  drain(): Promise<void>;
  /** Jobs waiting or running. */
  readonly pending: number;
};

/**
 * A small in-process queue: at most `concurrency` jobs at a time, at most `capacity` waiting. Nothing is persisted:
 * work still queued when the process is killed is lost (docs/decisions.md says why that is acceptable for its jobs).
 */
export function createBackgroundWork(logger: Logger, options: { concurrency?: number; capacity?: number } = {}): BackgroundWork {
  const concurrency = options.concurrency ?? 4;
  const capacity = options.capacity ?? 1000;
  const waiting: { name: string; job: () => Promise<void> }[] = [];
  let running = 0;
  let idleWaiters: (() => void)[] = [];

  const settleIfIdle = () => {
    if (running > 0 || waiting.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const runNext = () => {
    while (running < concurrency) {
      const next = waiting.shift();
      if (!next) break;
      running += 1;
      // Started from a microtask, so that even its synchronous part runs after the caller has gone on; a job that
      // throws synchronously is then caught like one that rejects.
      void Promise.resolve()
        .then(next.job)
        .catch((error: unknown) => logger.error(`background job failed: ${next.name}`, { error }))
        .finally(() => {
          running -= 1;
          runNext();
          settleIfIdle();
        });
    }
  };

  return {
    enqueue(name, job) {
      if (waiting.length >= capacity) {
        logger.warn(`background queue full (${capacity} waiting): dropped ${name}`);
        return false;
      }
      waiting.push({ name, job });
      runNext();
      return true;
    },
    drain: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        runNext();
        settleIfIdle();
      }),
    get pending() {
      return running + waiting.length;
    },
  };
}
