import { describe, expect, it } from 'vitest';
import { shareOf } from './share';

describe('shareOf', () => {
  it('gives the share of the whole', () => {
    expect(shareOf(17, 42)).toBeCloseTo(0.4048, 4);
    expect(shareOf(3, 3)).toBe(1);
  });
  it('gives no share when nothing was done yet, rather than a division by zero', () => {
    expect(shareOf(0, 0)).toBeNull();
  });
});
