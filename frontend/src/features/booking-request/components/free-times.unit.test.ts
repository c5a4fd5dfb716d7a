import { describe, expect, it } from 'vitest';
import { suggestedStarts, visitFits } from './free-times';

const WORKDAY = [{ start: '08:00', end: '17:00' }];

describe('the booking form\'s free times', () => {
  it('suggests the starts where the whole visit fits, the nearest to the chosen time', () => {
    expect(suggestedStarts(WORKDAY, 4, null)).toEqual(['08:00', '08:30', '09:00', '09:30']);
    expect(suggestedStarts(WORKDAY, 4, '20:00')).toEqual(['11:30', '12:00', '12:30', '13:00']);
    expect(suggestedStarts([{ start: '08:15', end: '12:00' }, { start: '14:00', end: '18:00' }], 4, '10:00')).toEqual(['14:00']);
    expect(suggestedStarts(WORKDAY, 10, null)).toEqual([]);
  });

  it('flags a visit outside the free times', () => {
    expect(visitFits(WORKDAY, '10:00', 4)).toBe(true);
    expect(visitFits(WORKDAY, '20:00', 4)).toBe(false);
    expect(visitFits(WORKDAY, '14:00', 4)).toBe(false);
    expect(visitFits([{ start: '20:00', end: '24:00' }], '20:00', 4)).toBe(true);
    expect(visitFits(WORKDAY, '16:00', null)).toBe(true);
  });
});
