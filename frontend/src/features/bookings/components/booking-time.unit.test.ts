import { describe, expect, it } from 'vitest';
import { formatBookingDate, formatHours, formatInstant, formatTime } from './booking-time';

describe('booking times on the Quebec clock', () => {
  it('shows a UTC instant as the day and time in Quebec, in both languages', () => {
    expect(formatBookingDate('2026-11-25T14:00:00.000Z', 'fr')).toBe('mercredi 25 novembre 2026');
    expect(formatBookingDate('2026-11-25T14:00:00.000Z', 'en')).toBe('Wednesday, November 25, 2026');
    expect(formatTime('2026-11-25T14:00:00.000Z', 'fr')).toBe('9\u00a0h\u00a000');
    expect(formatTime('2026-11-25T14:00:00.000Z', 'en')).toMatch(/^9:00\sa\.m\.$/);
  });

  it('keeps the Quebec day when UTC has already moved to the next one', () => {
    expect(formatBookingDate('2026-07-01T03:30:00.000Z', 'fr', 'short')).toBe('mar. 30 juin 2026');
    expect(formatTime('2026-07-01T03:30:00.000Z', 'fr')).toBe('23\u00a0h\u00a030');
  });

  it('writes half hours the reader’s way', () => {
    expect(formatHours(4.5, 'fr')).toBe('4,5');
    expect(formatHours(4.5, 'en')).toBe('4.5');
    expect(formatHours(4, 'en')).toBe('4');
  });

  it('leaves a malformed instant as it came rather than showing "Invalid Date"', () => {
    expect(formatInstant('not a date', 'fr')).toBe('not a date');
  });
});
