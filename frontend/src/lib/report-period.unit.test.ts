import { describe, expect, it } from 'vitest';
import { periodFromSearch, presetOf, presetPeriod, quebecToday } from './report-period';

describe('the admin reports period', () => {
  it('counts a preset back from today, today included', () => {
    expect(presetPeriod('7d', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetPeriod('12m', '2026-11-22')).toEqual({ from: '2025-11-23', to: '2026-11-22' });
    expect(presetOf({ from: '2026-10-24', to: '2026-11-22' }, '2026-11-22')).toBe('30d');
    expect(presetOf({ from: '2026-10-25', to: '2026-11-22' }, '2026-11-22')).toBeNull();
  });

  it('reads both bounds from the address or none', () => {
    expect(periodFromSearch(new URLSearchParams('from=2026-11-01&to=2026-11-30'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodFromSearch(new URLSearchParams('from=2026-11-01'))).toBeNull();
    expect(periodFromSearch(new URLSearchParams('from=yesterday&to=2026-11-30'))).toBeNull();
  });

  it('takes today on the Quebec calendar (late evening in Montréal is already tomorrow in UTC)', () => {
    expect(quebecToday(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
  });
});
