import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, formatRating, languageOf, responseTime } from './format';

// Intl separates French amounts with no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money', () => {
  it('writes Canadian dollars the Quebec French way', () => {
    expect(plain(formatMoney(25, 'fr'))).toBe('25,00 $');
    expect(plain(formatMoney(1234.5, 'fr'))).toBe('1 234,50 $');
  });

  it('writes Canadian dollars the Canadian English way', () => {
    expect(formatMoney(25, 'en')).toBe('$25.00');
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
  });
});

describe('other figures', () => {
  it('writes a rating with one decimal at most', () => {
    expect(formatRating(4.85, 'fr')).toBe('4,9');
    expect(formatRating(4, 'en')).toBe('4');
  });

  it('writes a completion rate as a percentage', () => {
    expect(plain(formatPercent(95, 'fr'))).toBe('95 %');
    expect(formatPercent(95, 'en')).toBe('95%');
  });

  it('gives the response time in minutes under an hour, else in hours', () => {
    expect(responseTime(0.2)).toEqual({ unit: 'minutes', count: 1 });
    expect(responseTime(45)).toEqual({ unit: 'minutes', count: 45 });
    expect(responseTime(150)).toEqual({ unit: 'hours', count: 3 });
  });

  it('reads the interface language as French unless it is English', () => {
    expect(languageOf('en')).toBe('en');
    expect(languageOf('fr')).toBe('fr');
    expect(languageOf(undefined)).toBe('fr');
  });
});
