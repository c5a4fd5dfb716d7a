import { describe, expect, it } from 'vitest';
import { differenceTone, mondayOfWeek, weekFromQuery, weekOfDate, weekOfPickedDay } from './week';

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
  it('reads a row of the French picker (Monday first) as its ISO week, whichever day is clicked', () => {
    expect(weekOfPickedDay('2026-11-16', 1)).toBe('2026-W47');
    expect(weekOfPickedDay('2026-11-22', 1)).toBe('2026-W47');
    expect(weekOfPickedDay('2026-11-23', 1)).toBe('2026-W48');
  });
  it('reads a row of the English picker (Sunday first) as the ISO week that holds six of its days', () => {
    expect(weekOfPickedDay('2026-11-22', 0)).toBe('2026-W48');
    expect(weekOfPickedDay('2026-11-28', 0)).toBe('2026-W48');
    expect(weekOfPickedDay('2026-11-21', 0)).toBe('2026-W47');
  });
  it('crosses the year as ISO weeks do (2026 has 53)', () => {
    expect(weekOfDate('2026-12-31')).toBe('2026-W53');
    expect(weekOfPickedDay('2027-01-03', 1)).toBe('2026-W53');
    expect(weekOfPickedDay('2027-01-03', 0)).toBe('2027-W01');
    expect(mondayOfWeek('2027-W01')).toBe('2027-01-04');
  });
  it('marks a difference that is not zero', () => {
    expect(differenceTone(0)).toBeUndefined();
    expect(differenceTone(1)).toBe('danger');
  });
});
