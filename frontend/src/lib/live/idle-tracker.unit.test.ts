import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTracker } from './idle-tracker';

const IDLE = 5 * 60_000;

describe('whether the person is at their screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const tracker = () => {
    const changes: boolean[] = [];
    const idle = createIdleTracker({ idleMs: IDLE, onChange: (value) => changes.push(value) });
    idle.start();
    return { idle, changes };
  };

  it('turns idle after 5 minutes without input, and back at the first input', () => {
    const { idle, changes } = tracker();
    vi.advanceTimersByTime(IDLE - 1);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
    idle.activity();
    expect(changes).toEqual([true, false]);
    expect(idle.idle).toBe(false);
  });

  it('counts the 5 minutes from the last input', () => {
    const { idle, changes } = tracker();
    vi.advanceTimersByTime(4 * 60_000);
    idle.activity();
    vi.advanceTimersByTime(4 * 60_000);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(changes).toEqual([true]);
  });

  it('turns idle 5 minutes after the page is hidden, ignores input meanwhile, and is back when it shows again', () => {
    const { idle, changes } = tracker();
    vi.advanceTimersByTime(2 * 60_000);
    idle.visibility(false);
    vi.advanceTimersByTime(4 * 60_000);
    idle.activity();
    vi.advanceTimersByTime(60_000);
    expect(changes).toEqual([true]);
    idle.visibility(true);
    expect(changes).toEqual([true, false]);
    // And the count starts again from there.
    vi.advanceTimersByTime(IDLE);
    expect(changes).toEqual([true, false, true]);
  });

  it('says nothing more once stopped', () => {
    const { idle, changes } = tracker();
    idle.stop();
    vi.advanceTimersByTime(2 * IDLE);
    expect(changes).toEqual([]);
  });
});
