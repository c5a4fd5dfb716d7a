import { describe, expect, it } from 'vitest';
import { formatCents, formatDecimal, formatRate, languageOf } from './format';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('booking figures', () => {
  it('writes cents as Quebec French and English Canadian dollars', () => {
    expect(nbsp(formatCents(451_250, 'fr'))).toBe('4 512,50 $');
    expect(formatCents(451_250, 'en')).toBe('$4,512.50');
    expect(nbsp(formatCents(-2396, 'fr'))).toBe('-23,96 $');
  });

  it('writes half hours with the language’s decimal mark', () => {
    expect(formatDecimal(4.5, 'fr')).toBe('4,5');
    expect(formatDecimal(4, 'en')).toBe('4');
  });

  it('falls back to French for any language but English', () => {
    expect(languageOf('en')).toBe('en');
    expect(languageOf('es')).toBe('fr');
    expect(languageOf(undefined)).toBe('fr');
  });
});

describe('formatRate', () => {
  it('writes the price constants as percentages', () => {
    expect(nbsp(formatRate({ numerator: 15, denominator: 100 }, 'fr'))).toBe('15 %');
    expect(formatRate({ numerator: 9_975, denominator: 100_000 }, 'en')).toBe('9.975%');
  });
});
