// Ctrl-C during a bench (issue 34): the bench's clean-up (stop its servers, drop its database, stop the embedded
// PostgreSQL) runs once and the process exits 130, also when the signal arrives while they are being set up. One
// clean-up however many ask for it: the run's own `finally` waits for the one a signal started, so that the process
// does not exit halfway through it and leave the embedded PostgreSQL running.

export type Interrupt = {
  /** Whether a signal asked the run to stop: what fails after it is the clean-up's doing, not the bench's. */
  readonly interrupted: boolean;
  /** Sets what a signal runs, and returns it made to run once (a second call waits for the first). */
  cleanUpWith(cleanUp: () => Promise<void>): () => Promise<void>;
};

/** Listens for SIGINT and SIGTERM; `doing` says what the clean-up does, in the line logged on the signal. */
export function onInterrupt(log: (line: string) => void, doing: string): Interrupt {
  let interrupted = false;
  let cleanUp: (() => Promise<void>) | null = null;
  let cleaning: Promise<void> | null = null;
  const once = () => (cleaning ??= cleanUp ? cleanUp() : Promise.resolve());
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted = true;
    log(`${signal}: ${doing}`);
    if (cleanUp) void once().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    get interrupted() {
      return interrupted;
    },
    cleanUpWith(given) {
      cleanUp = given;
      return once;
    },
  };
}
