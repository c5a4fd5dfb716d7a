import { describe, expect, it } from 'vitest';
import { firstName, formatHours, timeLeft } from './home-format';

const NOW = Date.parse('2026-11-22T17:00:00.000Z');

describe('the home formats', () => {
  it('counts the time left to answer a request, urgent under 3 hours, never "0 min" while time remains', () => {
    expect(timeLeft('2026-11-23T17:00:00.000Z', NOW)).toEqual({ kind: 'left', hours: 24, minutes: 0, urgent: false });
    expect(timeLeft('2026-11-22T19:30:00.000Z', NOW)).toEqual({ kind: 'left', hours: 2, minutes: 30, urgent: true });
    expect(timeLeft('2026-11-22T17:00:20.000Z', NOW)).toEqual({ kind: 'left', hours: 0, minutes: 1, urgent: true });
    expect(timeLeft('2026-11-22T16:59:00.000Z', NOW)).toEqual({ kind: 'expired' });
    expect(timeLeft(null, NOW)).toBeNull();
    expect(timeLeft('not a date', NOW)).toBeNull();
  });

  it('writes a booking’s hours on the Quebec clock in each language', () => {
    expect(formatHours('2026-11-24T15:00:00.000Z', '2026-11-24T19:00:00.000Z', 'fr')).toBe('10\u00a0h\u00a000\u00a0– 14\u00a0h\u00a000');
    expect(formatHours('2026-11-24T15:00:00.000Z', '2026-11-24T19:00:00.000Z', 'en')).toMatch(/^10:00\sa\.m\.\u00a0– 2:00\sp\.m\.$/);
  });

  it('greets by the first name', () => {
    expect(firstName('  Marc-André Gagnon ')).toBe('Marc-André');
    expect(firstName('')).toBe('');
  });
});
