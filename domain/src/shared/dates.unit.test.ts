import { describe, expect, it } from 'vitest';
import { addMonths, ageOn, compareDates, dateFormatters, isInstant, isIsoDate, isTime, localDateTime, minutesOfDay } from './dates';

describe('calendar dates', () => {
  it.each(['2024-02-29', '2025-12-31', '2000-02-29'])('takes %s', (date) => expect(isIsoDate(date)).toBe(true));
  it.each(['2025-02-29', '1900-02-29', '2025-13-01', '2025-04-31', '2025-1-01', '2025-01-01T00:00:00Z', ''])('refuses %s', (date) =>
    expect(isIsoDate(date)).toBe(false),
  );
  it('compares dates', () => {
    expect(compareDates('2025-01-31', '2025-02-01')).toBe(-1);
    expect(compareDates('2025-02-01', '2025-02-01')).toBe(0);
    expect(compareDates('2026-01-01', '2025-12-31')).toBe(1);
    expect(() => compareDates('2025-02-30', '2025-01-01')).toThrow(RangeError);
  });
  it.each([
    ['2025-06-15', -3, '2025-03-15'],
    ['2025-05-31', -3, '2025-02-28'],
    ['2024-05-31', -3, '2024-02-29'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2025-02-15', -3, '2024-11-15'],
    ['2025-11-30', 14, '2027-01-30'],
  ])('%s plus %i months is %s, clamped to the month end', (date, months, expected) => expect(addMonths(date, months)).toBe(expected));
  it.each([
    ['2007-06-15', '2025-06-15', 18],
    ['2007-06-16', '2025-06-15', 17],
    ['2007-02-28', '2025-02-28', 18],
    ['2004-02-29', '2022-02-28', 17],
    ['2004-02-29', '2022-03-01', 18],
    ['2004-02-29', '2024-02-29', 20],
  ])('someone born on %s is, on %s, %s years old', (birth, on, age) => expect(ageOn(birth, on)).toBe(age));
});

describe('times of day', () => {
  it.each(['00:00', '09:30', '23:59'])('takes %s', (time) => expect(isTime(time)).toBe(true));
  it.each(['24:00', '9:30', '12:60', '12h30'])('refuses %s', (time) => expect(isTime(time)).toBe(false));
  it('counts minutes since midnight', () => expect(minutesOfDay('13:45')).toBe(825));
});

describe('instants on the Quebec calendar', () => {
  const quebec = (instant: string) => localDateTime(instant, 'America/Toronto');
  it('is UTC−4 in summer and UTC−5 in winter', () => {
    expect(quebec('2025-06-15T14:00:00Z')).toEqual({ date: '2025-06-15', time: '10:00' });
    expect(quebec('2025-01-15T14:00:00Z')).toEqual({ date: '2025-01-15', time: '09:00' });
  });
  it('is still the day before shortly after midnight UTC', () => {
    expect(quebec('2025-06-15T03:59:00Z')).toEqual({ date: '2025-06-14', time: '23:59' });
    expect(quebec('2025-06-15T04:00:00.000Z')).toEqual({ date: '2025-06-15', time: '00:00' });
  });
  it('reads an offset', () => expect(quebec('2025-06-15T10:00:00-04:00')).toEqual({ date: '2025-06-15', time: '10:00' }));
  it.each(['2025-06-15', '2025-06-15T10:00:00', 'yesterday', '2025-02-30T10:00:00Z'])('refuses %s, which is not an instant', (value) => {
    expect(isInstant(value)).toBe(false);
    expect(quebec(value)).toBeNull();
  });
});

describe('formatters per language', () => {
  // 23:30 on 31 December 2025 in Quebec, already 1 January in UTC: the formatters must use the time zone given.
  const instant = new Date('2026-01-01T04:30:00Z');
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'America/Toronto' };

  it('writes what Intl writes for fr-CA and en-CA with the same options', () => {
    const formatters = dateFormatters(options);
    expect(formatters.fr.format(instant)).toBe(new Intl.DateTimeFormat('fr-CA', options).format(instant));
    expect(formatters.en.format(instant)).toBe(new Intl.DateTimeFormat('en-CA', options).format(instant));
    expect(formatters.fr.format(instant)).toBe('mercredi 31 décembre 2025 à 23 h 30');
    expect(formatters.en.format(instant)).toBe('Wednesday, December 31, 2025 at 11:30 p.m.');
  });
  it('makes the pair once for the same options, whatever the order of their keys', () => {
    const reordered: Intl.DateTimeFormatOptions = { timeZone: 'America/Toronto', minute: '2-digit', hour: 'numeric', year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' };
    expect(dateFormatters(reordered)).toBe(dateFormatters(options));
  });
  it('makes another pair when an option differs', () => {
    expect(dateFormatters({ dateStyle: 'long', timeZone: 'UTC' })).not.toBe(dateFormatters({ dateStyle: 'long', timeZone: 'America/Toronto' }));
    expect(dateFormatters({ dateStyle: 'long', timeZone: 'UTC' }).en.format(instant)).toBe('January 1, 2026');
  });
});
