import { describe, expect, it } from 'vitest';
import { frenchFirstOfMonth } from './french-dates';

describe('frenchFirstOfMonth', () => {
  it('writes the first of a month as 1er, in every style Intl gives', () => {
    const day = new Date(Date.UTC(2026, 11, 1, 12));
    const fr = (options: Intl.DateTimeFormatOptions) => frenchFirstOfMonth(new Intl.DateTimeFormat('fr-CA', { ...options, timeZone: 'UTC' }).format(day));
    expect(fr({ dateStyle: 'long' })).toBe('1er décembre 2026');
    expect(fr({ dateStyle: 'medium' })).toBe('1er déc. 2026');
    expect(fr({ dateStyle: 'full' })).toBe('mardi 1er décembre 2026');
    expect(fr({ weekday: 'long', day: 'numeric', month: 'long' })).toBe('mardi 1er décembre');
  });

  it('leaves the other days, 11 and 21 included, and text that is already right', () => {
    expect(frenchFirstOfMonth('11 décembre, 21 mai 2026, 31 janv.')).toBe('11 décembre, 21 mai 2026, 31 janv.');
    expect(frenchFirstOfMonth('1er juin')).toBe('1er juin');
    expect(frenchFirstOfMonth('du 1\u00a0août au 2 août')).toBe('du 1er\u00a0août au 2 août');
  });

  it('touches nothing but a day before a month', () => {
    expect(frenchFirstOfMonth('1 h 30, 1 nettoyeur, 2026-01-01')).toBe('1 h 30, 1 nettoyeur, 2026-01-01');
  });
});
