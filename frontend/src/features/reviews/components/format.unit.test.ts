import { describe, expect, it } from 'vitest';
import { formatAverage, formatDeadline } from './format';

describe('review figures', () => {
  it('shows an average to one decimal in each language, a dash without reviews', () => {
    expect(formatAverage(4.666, 'fr')).toBe('4,7');
    expect(formatAverage(4, 'en')).toBe('4.0');
    expect(formatAverage(null, 'en')).toBe('—');
  });
  it('shows a deadline in Quebec time', () => {
    expect(formatDeadline('2026-12-10T19:00:00.000Z', 'en')).toBe('Dec 10, 2026, 2:00 p.m.');
  });
});
