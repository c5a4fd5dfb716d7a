import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney, formatNumber, formatPercent } from './format-money';

const NBSP = '\u00a0';

describe('money and numbers', () => {
  it('are written in Canadian dollars in each language', () => {
    expect(formatMoney(25, 'fr').replace(/\s/g, ' ')).toBe('25,00 $');
    expect(formatMoney(45, 'en')).toBe('$45.00');
  });

  it('keep French thousands and the dollar sign on one line', () => {
    expect(formatCents(123_450, 'fr')).toBe(`1${NBSP}234,50${NBSP}$`);
    expect(formatCents(123_450, 'en')).toBe('$1,234.50');
  });

  it('write numbers and shares the reader’s way', () => {
    expect(formatNumber(4.5, 'fr')).toBe('4,5');
    expect(formatNumber(4.5, 'en')).toBe('4.5');
    expect(formatNumber(12_000, 'fr')).toBe(`12${NBSP}000`);
    expect(formatPercent(0.15, 'fr')).toBe(`15${NBSP}%`);
    expect(formatPercent(0.15, 'en')).toBe('15%');
  });
});
