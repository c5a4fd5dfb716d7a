import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatClockRange,
  formatClockTime,
  formatQuebecDateTime,
  formatQuebecDay,
  formatQuebecShortDateTime,
  formatQuebecTime,
} from './format-date';

// 03:30 UTC on the 26th is still the evening of the 25th in Quebec.
const EVENING_IN_QUEBEC = '2026-11-26T03:30:00.000Z';
// 9:00 in Quebec (EST, UTC-5).
const NINE_IN_QUEBEC = '2026-11-26T14:00:00.000Z';
const NBSP = '\u00a0';

describe('dates on Quebec clocks', () => {
  it('gives the day it was in Quebec, in each language', () => {
    expect(formatQuebecDay(EVENING_IN_QUEBEC, 'fr').replace(/\s/g, ' ')).toBe('25 nov. 2026');
    expect(formatQuebecDay(EVENING_IN_QUEBEC, 'en')).toBe('Nov 25, 2026');
  });

  it('gives the day and the time in Quebec, in each language', () => {
    expect(formatQuebecDateTime(EVENING_IN_QUEBEC, 'fr').replace(/\s/g, ' ')).toBe('25 nov. 2026, 22 h 30');
    expect(formatQuebecDateTime(EVENING_IN_QUEBEC, 'en').replace(/\s/g, ' ')).toBe('Nov 25, 2026, 10:30 p.m.');
    expect(formatQuebecShortDateTime(NINE_IN_QUEBEC, 'fr').replace(/\s/g, ' ')).toBe('26 nov., 9 h 00');
    expect(formatQuebecShortDateTime(NINE_IN_QUEBEC, 'en').replace(/\s/g, ' ')).toBe('Nov 26, 9:00 a.m.');
  });

  it('never pads the hour, and keeps French times on one line', () => {
    expect(formatQuebecDateTime(NINE_IN_QUEBEC, 'fr')).toBe(`26 nov. 2026, 9${NBSP}h${NBSP}00`);
    expect(formatQuebecTime(NINE_IN_QUEBEC, 'fr')).toBe(`9${NBSP}h${NBSP}00`);
    expect(formatQuebecTime(NINE_IN_QUEBEC, 'en').replace(/\s/g, ' ')).toBe('9:00 a.m.');
  });

  it('shows a deadline in Quebec time', () => {
    expect(formatQuebecDateTime('2026-12-10T19:00:00.000Z', 'en')).toBe('Dec 10, 2026, 2:00 p.m.');
  });

  it('leaves what is not an instant as it came', () => {
    expect(formatQuebecTime('soon', 'fr')).toBe('soon');
  });
});

describe('wall-clock times and calendar days', () => {
  it('writes an HH:mm time in each language', () => {
    expect(formatClockTime('09:00', 'fr')).toBe(`9${NBSP}h${NBSP}00`);
    expect(formatClockTime('09:00', 'en').replace(/\s/g, ' ')).toBe('9:00 a.m.');
    expect(formatClockTime('17:30', 'fr').replace(/\s/g, ' ')).toBe('17 h 30');
    expect(formatClockTime('17:30', 'en').replace(/\s/g, ' ')).toBe('5:30 p.m.');
    expect(formatClockTime('24:00', 'fr').replace(/\s/g, ' ')).toBe('0 h 00');
    expect(formatClockTime('9h', 'fr')).toBe('9h');
  });

  it('writes a range of times', () => {
    expect(formatClockRange('09:00', '13:00', 'fr').replace(/\s/g, ' ')).toBe('9 h 00 – 13 h 00');
    expect(formatClockRange('09:00', '13:00', 'en').replace(/\s/g, ' ')).toBe('9:00 a.m. – 1:00 p.m.');
  });

  it('writes a YYYY-MM-DD day as that day, whatever the zone', () => {
    expect(formatCalendarDay('2026-11-26', 'fr', 'long').replace(/\s/g, ' ')).toBe('26 novembre 2026');
    expect(formatCalendarDay('2026-11-26', 'en', 'long')).toBe('November 26, 2026');
    expect(formatCalendarDay('2026-11-26', 'fr', 'weekday').replace(/\s/g, ' ')).toBe('jeudi 26 novembre');
    expect(formatCalendarDay('2026-11-26', 'en', 'weekday')).toBe('Thursday, November 26');
    expect(formatCalendarDay('2026-11-26', 'en')).toBe('Nov 26, 2026');
    expect(formatCalendarDay('26/11/2026', 'en')).toBe('26/11/2026');
  });

  it('writes the first of a month 1er in French, in every style, and leaves English as it is', () => {
    expect(formatCalendarDay('2026-12-01', 'fr', 'long').replace(/\s/g, ' ')).toBe('1er décembre 2026');
    expect(formatCalendarDay('2026-12-01', 'fr', 'weekday').replace(/\s/g, ' ')).toBe('mardi 1er décembre');
    expect(formatCalendarDay('2026-12-01', 'fr').replace(/\s/g, ' ')).toBe('1er déc. 2026');
    expect(formatQuebecDateTime('2026-12-01T19:00:00Z', 'fr').replace(/\s/g, ' ')).toBe('1er déc. 2026, 14 h 00');
    expect(formatCalendarDay('2026-12-11', 'fr', 'long').replace(/\s/g, ' ')).toBe('11 décembre 2026');
    expect(formatCalendarDay('2026-12-01', 'en', 'long')).toBe('December 1, 2026');
  });
});
