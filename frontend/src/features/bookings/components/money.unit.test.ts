import { describe, expect, it } from 'vitest';
import { formatCents, formatRate } from './money';

describe('booking money', () => {
  it('writes the API’s cents as dollars, the Quebec and the English Canadian way', () => {
    expect(formatCents(5_000, 'fr').replace(/\s/g, ' ')).toBe('50,00 $');
    expect(formatCents(5_000, 'en')).toBe('$50.00');
    expect(formatCents(12_345, 'en')).toBe('$123.45');
  });

  it('writes the price rules’ rates as percentages', () => {
    expect(formatRate({ numerator: 9_975, denominator: 100_000 }, 'en')).toBe('9.975%');
    expect(formatRate({ numerator: 15, denominator: 100 }, 'fr').replace(/\s/g, ' ')).toBe('15 %');
  });
});
