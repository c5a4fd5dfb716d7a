import { describe, expect, it } from 'vitest';
import { alternatingRounds, formatSpread, loadLine, ratioSpread, spreadOf } from './rounds';

describe('bench rounds', () => {
  it('gives the median, min and max of the rounds', () => {
    expect(spreadOf([5, 1, 3])).toMatchObject({ median: 3, min: 1, max: 5 });
    expect(spreadOf([4, 1, 3, 2]).median).toBe(2.5);
    expect(Number.isNaN(spreadOf([]).median)).toBe(true);
  });

  it('takes a ratio per round against the same round baseline', () => {
    expect(ratioSpread([10, 20, 30], [10, 10, 10])).toMatchObject({ median: 2, min: 1, max: 3 });
    expect(() => ratioSpread([1], [1, 2])).toThrow(/1 rounds against 2/);
  });

  it('alternates the order of the variants every other round', async () => {
    const order: string[] = [];
    const spreads = await alternatingRounds(3, {
      a: async (round) => (order.push(`a${round}`), round + 1),
      b: async (round) => (order.push(`b${round}`), 10 * (round + 1)),
    });
    expect(order).toEqual(['a0', 'b0', 'b1', 'a1', 'a2', 'b2']);
    expect(spreads.a).toMatchObject({ median: 2, min: 1, max: 3 });
    expect(formatSpread(spreads.b, (value) => String(value))).toBe('20 (10–30)');
  });

  it('warns when the load is above the cores where /proc gives no other-work figure', () => {
    expect(loadLine('at start', { cores: 2, load1: 3.5, overloaded: true })).toMatch(/WARNING: above the cores/);
    expect(loadLine('at start', { cores: 2, load1: 0.5, overloaded: false })).toBe('load average at start: 0.50 on 2 cores');
  });

  it('warns of other work, not of the bench’s own load, where /proc gives it', () => {
    const own = { cores: 2, load1: 6.4, otherCores: 0.1, benchCores: 1.85, overloaded: false };
    expect(loadLine('at end', own)).toBe('load average at end: 6.40 on 2 cores; since the last reading the bench with PostgreSQL used 1.85, other work 0.10');
    expect(loadLine('now', { ...own, otherCores: 0.9, benchCores: 1.1, overloaded: true })).toMatch(/other work 0\.90 — WARNING: other work used more than a quarter/);
  });
});
