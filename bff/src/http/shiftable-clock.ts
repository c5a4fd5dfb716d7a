/**
 * The app's clock for browser tests (TEST_CLOCK=true): real time plus an offset that only moves forward, so that a
 * test can reach a booking's start or its last 24 hours without waiting. Never on in production (config refuses it).
 */
export function createShiftableClock(base: () => Date = () => new Date()) {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    advance(minutes: number) {
      offsetMs += minutes * 60_000;
    },
  };
}

export type ShiftableClock = ReturnType<typeof createShiftableClock>;
