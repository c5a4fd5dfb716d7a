import { describe, expect, it } from 'vitest';
import { calendarDay, quebecDay, weekStart } from './dates';

describe('the payouts page dates', () => {
  it('says the next payout Friday in words, in French and in English', () => {
    expect(calendarDay('2026-11-27', 'fr')).toBe('vendredi 27 novembre 2026');
    expect(calendarDay('2026-11-27', 'en')).toBe('Friday, November 27, 2026');
  });

  it('keeps a calendar day on its day whatever the browser zone', () => {
    expect(calendarDay('2026-01-02', 'en', 'medium')).toBe('Jan 2, 2026');
  });

  it('dates an instant by the Quebec calendar, not UTC', () => {
    // 03:30 UTC on the 28th is still the evening of the 27th in Quebec.
    expect(quebecDay('2026-11-28T03:30:00Z', 'fr')).toBe('27 nov. 2026');
    expect(quebecDay('2026-11-28T03:30:00Z', 'en', 'long')).toBe('November 27, 2026');
  });

  it('names a payout week by its Monday, never as 2026-W42', () => {
    expect(weekStart('2026-W42', 'fr')?.replace(/\s/g, ' ')).toBe('12 octobre');
    expect(weekStart('2026-W42', 'en')).toBe('October 12');
    expect(weekStart('2026-W23', 'fr')?.replace(/\s/g, ' ')).toBe('1er juin');
    expect(weekStart('2026-W01', 'en')).toBe('December 29');
    expect(weekStart('2026-W54', 'fr')).toBeNull();
  });
});
