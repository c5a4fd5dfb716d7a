import { describe, expect, it } from 'vitest';
import { excerpt, formatRate } from './format';

describe('admin messages figures', () => {
  it('shows a read rate as a percentage in each language', () => {
    expect(formatRate(0.5, 'fr').replace(/\s/g, ' ')).toBe('50 %');
    expect(formatRate(0.5, 'en')).toBe('50%');
    expect(formatRate(0.667, 'en')).toBe('66.7%');
    expect(formatRate(Number.NaN, 'en')).toBe('0%');
  });
  it('shows a text on one line, cut when long', () => {
    expect(excerpt('Bonjour Brian,\n\nla suite')).toBe('Bonjour Brian, la suite');
    expect(excerpt('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(excerpt('Bonjour la suite', 9)).toBe('Bonjour…');
  });
});
