import { describe, expect, it } from 'vitest';
import { formatDay, formatInstant, formatSize } from './format';

describe('admin review formats', () => {
  it('writes sizes in the unit that reads best', () => {
    expect(formatSize(512, 'en')).toBe('512\u00a0B');
    expect(formatSize(250_880, 'en')).toBe('245\u00a0kB');
    expect(formatSize(1_572_864, 'en')).toBe('1.5\u00a0MB');
    expect(formatSize(1_572_864, 'fr')).toBe('1,5\u00a0Mo');
  });

  it('writes a calendar day as that day', () => {
    expect(formatDay('2026-05-01', 'en')).toBe('May 1, 2026');
  });

  it('writes an instant on Quebec clocks', () => {
    expect(formatInstant('2026-05-01T02:30:00Z', 'en')).toContain('Apr 30, 2026');
    expect(formatInstant('not a date', 'en')).toBe('not a date');
  });
});
