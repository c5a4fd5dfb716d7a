import { describe, expect, it } from 'vitest';
import { formatQuebecDateTime, formatQuebecDay } from './format-date';

// 03:30 UTC on the 26th is still the evening of the 25th in Quebec.
const EVENING_IN_QUEBEC = '2026-11-26T03:30:00.000Z';

describe('dates on Quebec clocks', () => {
  it('gives the day it was in Quebec, in each language', () => {
    expect(formatQuebecDay(EVENING_IN_QUEBEC, 'fr').replace(/\s/g, ' ')).toBe('25 nov. 2026');
    expect(formatQuebecDay(EVENING_IN_QUEBEC, 'en')).toBe('Nov 25, 2026');
  });

  it('gives the day and the time in Quebec, in each language', () => {
    expect(formatQuebecDateTime(EVENING_IN_QUEBEC, 'fr').replace(/\s/g, ' ')).toBe('25 nov. 2026, 22 h 30');
    expect(formatQuebecDateTime(EVENING_IN_QUEBEC, 'en').replace(/\s/g, ' ')).toBe('Nov 25, 2026, 10:30 p.m.');
  });

  it('shows a deadline in Quebec time', () => {
    expect(formatQuebecDateTime('2026-12-10T19:00:00.000Z', 'en')).toBe('Dec 10, 2026, 2:00 p.m.');
  });
});
