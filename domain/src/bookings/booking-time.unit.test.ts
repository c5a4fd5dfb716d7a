import { describe, expect, it } from 'vitest';
import { addDays, localDateTime } from '../shared/dates';
import { BOOKING_LIMITS, BOOKING_TIME_ZONE } from './booking-limits';
import { endsSameDay, quebecDate, quebecInstant, seriesStarts, startWindowProblem } from './booking-time';

/** The Quebec date and time an instant shows: what the pickers show. */
const quebecParts = (instant: string) => localDateTime(instant, BOOKING_TIME_ZONE);

describe('quebecInstant', () => {
  it('reads a winter date and time on Eastern Standard Time (UTC−5)', () => {
    expect(quebecInstant('2026-01-15', '09:00')).toBe('2026-01-15T14:00:00.000Z');
    expect(quebecInstant('2026-11-25', '09:00')).toBe('2026-11-25T14:00:00.000Z');
  });

  it('reads a summer date and time on Eastern Daylight Time (UTC−4)', () => {
    expect(quebecInstant('2026-07-01', '13:30')).toBe('2026-07-01T17:30:00.000Z');
    expect(quebecInstant('2026-07-01', '09:00')).toBe('2026-07-01T13:00:00.000Z');
  });

  it('crosses into the next UTC day for an evening start', () => {
    expect(quebecInstant('2026-11-25', '21:00')).toBe('2026-11-26T02:00:00.000Z');
  });

  it('gets both sides of the daylight-saving changes right', () => {
    expect(quebecInstant('2026-03-07', '23:30')).toBe('2026-03-08T04:30:00.000Z');
    expect(quebecInstant('2026-03-08', '09:00')).toBe('2026-03-08T13:00:00.000Z');
    expect(quebecInstant('2026-11-01', '09:00')).toBe('2026-11-01T14:00:00.000Z');
  });

  it('takes the first of the two 01:30 of the autumn change', () => {
    expect(quebecInstant('2026-11-01', '01:30')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('moves a time the spring change skips forward to daylight time', () => {
    expect(quebecInstant('2026-03-08', '02:30')).toBe('2026-03-08T07:30:00.000Z');
    expect(quebecInstant('2026-03-08', '03:00')).toBe('2026-03-08T07:00:00.000Z');
  });

  it('refuses what is not a calendar date or a time of day', () => {
    expect(quebecInstant('2026-02-30', '09:00')).toBeNull();
    expect(quebecInstant('2026-13-01', '09:00')).toBeNull();
    expect(quebecInstant('2026-02-10', '24:00')).toBeNull();
    expect(quebecInstant('10/02/2026', '09:00')).toBeNull();
    expect(quebecInstant('25/11/2026', '09:00')).toBeNull();
  });

  it('round-trips every quarter hour of a day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const iso = quebecInstant('2026-11-25', time);
      expect(iso === null ? null : quebecParts(iso)).toEqual({ date: '2026-11-25', time });
    }
  });
});

describe('Quebec dates of instants', () => {
  it('is still yesterday in Quebec shortly after midnight UTC', () => {
    expect(quebecDate('2026-05-02T03:00:00Z')).toBe('2026-05-01');
    expect(quebecDate('2026-05-02T05:00:00Z')).toBe('2026-05-02');
  });

  it('reads an instant as the Quebec date and time the pickers show', () => {
    expect(quebecParts('2026-11-25T14:00:00.000Z')).toEqual({ date: '2026-11-25', time: '09:00' });
    expect(quebecParts('2026-07-01T03:30:00.000Z')).toEqual({ date: '2026-06-30', time: '23:30' });
    expect(quebecParts('not a date')).toBeNull();
  });
});

describe('booking window', () => {
  it('ends 180 days after today', () => {
    expect(addDays('2026-01-01', BOOKING_LIMITS.maxAdvanceDays)).toBe('2026-06-30');
  });

  it('asks for two hours of notice', () => {
    const now = '2026-05-01T12:00:00Z';
    expect(startWindowProblem('2026-05-01T14:00:00.000Z', now)).toBeNull();
    expect(startWindowProblem('2026-05-01T13:59:00.000Z', now)).toBe('too-soon');
  });

  it('asks for a start from 2 hours to 180 days ahead', () => {
    const now = '2026-11-25T14:00:00.000Z';
    expect(startWindowProblem('2026-11-25T15:59:00.000Z', now)).toBe('too-soon');
    expect(startWindowProblem('2026-11-25T16:00:00.000Z', now)).toBeNull();
    expect(startWindowProblem('2027-05-24T14:00:00.000Z', now)).toBeNull();
    expect(startWindowProblem('2027-05-25T14:00:00.000Z', now)).toBe('too-far');
  });
});

describe('endsSameDay', () => {
  it('lets a visit end at midnight on the Quebec clock, not after', () => {
    expect(endsSameDay('2026-11-25T01:00:00.000Z', 4)).toBe(true); // 20:00 → 24:00 EST
    expect(endsSameDay('2026-11-25T01:30:00.000Z', 4)).toBe(false); // 20:30 → 00:30
    expect(endsSameDay('2026-07-01T12:00:00.000Z', 12)).toBe(true); // 08:00 → 20:00 EDT
  });
});

describe('seriesStarts', () => {
  it('keeps a weekly 9:00 at 9:00 across the change to standard time', () => {
    expect(seriesStarts('2026-10-27T13:00:00.000Z', 'weekly', 2)).toEqual(['2026-10-27T13:00:00.000Z', '2026-11-03T14:00:00.000Z']);
  });
});
