import { describe, expect, it } from 'vitest';
import { differenceTone, mondayOfWeek, weekFromQuery, weekOfDate } from './week';

describe('the finance page week', () => {
  it('reads the week from the address, or leaves it to the server', () => {
    expect(weekFromQuery('2026-W47')).toBe('2026-W47');
    expect(weekFromQuery('2026-W60')).toBeNull();
    expect(weekFromQuery('next week')).toBeNull();
    expect(weekFromQuery(null)).toBeNull();
  });
  it('goes from a picked date to its ISO week and back to its Monday', () => {
    expect(weekOfDate('2026-11-22')).toBe('2026-W47');
    expect(weekOfDate('2026-11-23')).toBe('2026-W48');
    expect(mondayOfWeek('2026-W47')).toBe('2026-11-16');
  });
  it('marks a difference that is not zero', () => {
    expect(differenceTone(0)).toBeUndefined();
    expect(differenceTone(1)).toBe('danger');
  });
});
