/**
 * The app's clock for browser tests (TEST_CLOCK=true): real time plus an offset that only moves forward, so that a
 * test can reach a booking's start or its last 24 hours without waiting. One per process, shared by the BFF and the
 * workers (infra.testClock), so that a reaction and its timers see the time the screens see. Never on in production
 * (config refuses it).
 */
export function createShiftableClock(base: () => Date = () => new Date()) {
  let offsetMs = 0;
  const listeners: ((minutes: number) => Promise<void>)[] = [];
  return {
    now: () => new Date(base().getTime() + offsetMs),
    /** Moves the clock forward; resolves once every listener (the timers moving their due times) is done. */
    async advance(minutes: number) {
      offsetMs += minutes * 60_000;
      for (const listener of listeners) await listener(minutes);
    },
    /** Called after each advance with its minutes: the durable timers bring their due times nearer by as much. */
    onAdvance(listener: (minutes: number) => Promise<void>) {
      listeners.push(listener);
    },
  };
}

export type ShiftableClock = ReturnType<typeof createShiftableClock>;
