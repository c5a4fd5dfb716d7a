import { describe, expect, it } from 'vitest';
import { endsSameDay, lastBookableDate, leavesEnoughNotice, quebecDate, quebecInstant } from './quebec-time';

describe('quebecInstant', () => {
  it('reads a winter date and time on Eastern Standard Time (UTC−5)', () => {
    expect(quebecInstant('2026-01-15', '09:00')).toBe('2026-01-15T14:00:00.000Z');
  });

  it('reads a summer date and time on Eastern Daylight Time (UTC−4)', () => {
    expect(quebecInstant('2026-07-01', '13:30')).toBe('2026-07-01T17:30:00.000Z');
  });

  it('crosses into the next UTC day for an evening start', () => {
    expect(quebecInstant('2026-11-25', '21:00')).toBe('2026-11-26T02:00:00.000Z');
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
  });
});

describe('quebecDate', () => {
  it('is still yesterday in Quebec shortly after midnight UTC', () => {
    expect(quebecDate(new Date('2026-05-02T03:00:00Z'))).toBe('2026-05-01');
    expect(quebecDate(new Date('2026-05-02T05:00:00Z'))).toBe('2026-05-02');
  });
});

describe('booking window', () => {
  it('ends 180 days after today', () => {
    expect(lastBookableDate('2026-01-01')).toBe('2026-06-30');
  });

  it('asks for two hours of notice', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(leavesEnoughNotice('2026-05-01T14:00:00.000Z', now)).toBe(true);
    expect(leavesEnoughNotice('2026-05-01T13:59:00.000Z', now)).toBe(false);
  });
});

describe('endsSameDay', () => {
  it('lets a visit end at midnight on the Quebec clock, not after', () => {
    expect(endsSameDay('2026-11-25T01:00:00.000Z', 4)).toBe(true); // 20:00 → 24:00 EST
    expect(endsSameDay('2026-11-25T01:30:00.000Z', 4)).toBe(false); // 20:30 → 00:30
    expect(endsSameDay('2026-07-01T12:00:00.000Z', 12)).toBe(true); // 08:00 → 20:00 EDT
  });
});
