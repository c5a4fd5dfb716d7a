let last: Promise<unknown> = Promise.resolve();

const isDeadlock = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '40P01';

/**
 * Starts a pg-boss instance (and creates its queues) after the process's others: two creating pg-boss's tables or
 * queues at the same moment can deadlock in PostgreSQL (seen at start-up with three of them). Another process may
 * still collide with this one: a deadlock is tried again, a few times.
 */
export function startOneAtATime<T>(start: () => Promise<T>): Promise<T> {
  const attempt = async (): Promise<T> => {
    for (let tries = 1; ; tries += 1) {
      try {
        return await start();
      } catch (error) {
        if (!isDeadlock(error) || tries >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * tries));
      }
    }
  };
  const run = last.then(attempt, attempt);
  last = run.catch(() => undefined);
  return run;
}
