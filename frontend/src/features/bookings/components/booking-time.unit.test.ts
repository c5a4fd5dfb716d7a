import { describe, expect, it } from 'vitest';
import { formatBookingDate, formatHours, formatInstant, formatTime, quebecParts, quebecToIso, scheduleProblem } from './booking-time';

describe('booking times on the Quebec clock', () => {
  it('shows a UTC instant as the day and time in Quebec, in both languages', () => {
    expect(formatBookingDate('2026-11-25T14:00:00.000Z', 'fr')).toBe('mercredi 25 novembre 2026');
    expect(formatBookingDate('2026-11-25T14:00:00.000Z', 'en')).toBe('Wednesday, November 25, 2026');
    expect(formatTime('2026-11-25T14:00:00.000Z', 'fr')).toBe('9 h 00');
    expect(formatTime('2026-11-25T14:00:00.000Z', 'en')).toMatch(/^9:00\sa\.m\.$/);
  });

  it('keeps the Quebec day when UTC has already moved to the next one', () => {
    expect(formatBookingDate('2026-07-01T03:30:00.000Z', 'fr', 'short')).toBe('mar. 30 juin 2026');
    expect(formatTime('2026-07-01T03:30:00.000Z', 'fr')).toBe('23 h 30');
  });

  it('writes half hours the reader’s way', () => {
    expect(formatHours(4.5, 'fr')).toBe('4,5');
    expect(formatHours(4.5, 'en')).toBe('4.5');
    expect(formatHours(4, 'en')).toBe('4');
  });

  it('leaves a malformed instant as it came rather than showing "Invalid Date"', () => {
    expect(formatInstant('not a date', 'fr')).toBe('not a date');
    expect(quebecParts('not a date')).toBeNull();
  });

  it('reads an instant as the Quebec date and time the pickers show', () => {
    expect(quebecParts('2026-11-25T14:00:00.000Z')).toEqual({ date: '2026-11-25', time: '09:00' });
    expect(quebecParts('2026-07-01T03:30:00.000Z')).toEqual({ date: '2026-06-30', time: '23:30' });
  });

  it('turns a Quebec date and time into UTC in winter (UTC−5) and summer (UTC−4)', () => {
    expect(quebecToIso('2026-11-25', '09:00')).toBe('2026-11-25T14:00:00.000Z');
    expect(quebecToIso('2026-07-01', '09:00')).toBe('2026-07-01T13:00:00.000Z');
  });

  it('gets both sides of the daylight-saving changes right', () => {
    expect(quebecToIso('2026-03-07', '23:30')).toBe('2026-03-08T04:30:00.000Z');
    expect(quebecToIso('2026-03-08', '09:00')).toBe('2026-03-08T13:00:00.000Z');
    expect(quebecToIso('2026-11-01', '09:00')).toBe('2026-11-01T14:00:00.000Z');
  });

  it('moves a time skipped in spring an hour forward and takes the first of a time met twice in autumn', () => {
    expect(quebecToIso('2026-03-08', '02:30')).toBe('2026-03-08T07:30:00.000Z');
    expect(quebecToIso('2026-11-01', '01:30')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('refuses impossible dates and times', () => {
    expect(quebecToIso('2026-02-30', '09:00')).toBeNull();
    expect(quebecToIso('2026-11-25', '24:00')).toBeNull();
    expect(quebecToIso('25/11/2026', '09:00')).toBeNull();
  });

  it('round-trips every quarter hour of a day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const iso = quebecToIso('2026-11-25', time);
      expect(iso === null ? null : quebecParts(iso)).toEqual({ date: '2026-11-25', time });
    }
  });

  it('asks for a start from 2 hours to 180 days ahead', () => {
    const now = Date.parse('2026-11-25T14:00:00.000Z');
    expect(scheduleProblem('2026-11-25T15:59:00.000Z', now)).toBe('too-soon');
    expect(scheduleProblem('2026-11-25T16:00:00.000Z', now)).toBeNull();
    expect(scheduleProblem('2027-05-24T14:00:00.000Z', now)).toBeNull();
    expect(scheduleProblem('2027-05-25T14:00:00.000Z', now)).toBe('too-far');
  });
});
