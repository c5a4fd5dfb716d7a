import { describe, expect, it } from 'vitest';
import { ageUnit, formatAge } from './replay-age';

describe("a replay's age", () => {
  it('is told in the largest whole unit that fits', () => {
    expect(ageUnit(0)).toEqual({ value: 0, unit: 'second' });
    expect(ageUnit(59)).toEqual({ value: 59, unit: 'second' });
    expect(ageUnit(60 * 59 + 59)).toEqual({ value: 59, unit: 'minute' });
    expect(ageUnit(3 * 3_600 + 1_200)).toEqual({ value: 3, unit: 'hour' });
    expect(ageUnit(2 * 86_400 + 5)).toEqual({ value: 2, unit: 'day' });
  });

  it('reads as each language says it, French first', () => {
    expect(formatAge(3 * 3_600, 'fr')).toBe('il y a 3 heures');
    expect(formatAge(3 * 3_600, 'en')).toBe('3 hours ago');
  });
});
