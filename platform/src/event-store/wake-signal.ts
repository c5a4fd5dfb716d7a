/**
 * A signal that many waiters share: `next()` captures the next notification before a read, so a notification
 * that arrives while the read runs is not lost; `wait()` settles on that notification, a time-out or an abort.
 */
export function createWakeSignal() {
  let resolveCurrent: () => void = () => undefined;
  let current = new Promise<void>((resolve) => (resolveCurrent = resolve));
  return {
    notify() {
      const resolve = resolveCurrent;
      current = new Promise<void>((r) => (resolveCurrent = r));
      resolve();
    },
    next: (): Promise<void> => current,
    /** Resolves true when notified, false on time-out or abort. */
    wait(notified: Promise<void>, timeoutMs: number, signal: AbortSignal): Promise<boolean> {
      if (signal.aborted) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const done = (woken: boolean) => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          resolve(woken);
        };
        const onAbort = () => done(false);
        const timer = setTimeout(() => done(false), timeoutMs);
        signal.addEventListener('abort', onAbort, { once: true });
        void notified.then(() => done(true));
      });
    },
  };
}
