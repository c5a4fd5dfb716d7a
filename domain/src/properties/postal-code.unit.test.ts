import { describe, expect, it } from 'vitest';
import { isPostalCode, normalizePostalCode } from './postal-code';

describe('normalizePostalCode', () => {
  it.each([
    ['h2x1y4', 'H2X 1Y4'],
    ['H2X 1Y4', 'H2X 1Y4'],
    [' g1r 4p5 ', 'G1R 4P5'],
    ['J4K  5G4', 'J4K 5G4'],
    ['K1A 0B1', 'K1A 0B1'],
  ])('writes %o as %o', (input, expected) => expect(normalizePostalCode(input)).toBe(expected));

  it.each(['', 'H2X', 'H2X 1Y', 'H2X 1Y45', '12X 1Y4', 'HHX 1Y4', 'H2X-1Y4', 'H2X 1Y4 Z'])('refuses the shape %o', (input) =>
    expect(normalizePostalCode(input)).toBeNull(),
  );

  it.each(['D2X 1Y4', 'F2X 1Y4', 'I2X 1Y4', 'O2X 1Y4', 'Q2X 1Y4', 'U2X 1Y4', 'H2D 1Y4', 'H2X 1O4', 'H2X 1Y4'.replace('Y', 'U')])(
    'refuses %o: Canada Post never uses D, F, I, O, Q or U',
    (input) => expect(isPostalCode(input)).toBe(false),
  );

  it('takes W and Z after the first letter only', () => {
    expect(normalizePostalCode('W2X 1Y4')).toBeNull();
    expect(normalizePostalCode('Z2X 1Y4')).toBeNull();
    expect(normalizePostalCode('H2W 1Z4')).toBe('H2W 1Z4');
  });
});
