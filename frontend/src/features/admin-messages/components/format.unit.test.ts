import { describe, expect, it } from 'vitest';
import { excerpt, formatRate } from './format';

describe('admin messages figures', () => {
  it('shows a read rate as a percentage in each language', () => {
    expect(formatRate(0.5, 'fr').replace(/\s/g, ' ')).toBe('50 %');
    expect(formatRate(0.5, 'en')).toBe('50%');
    expect(formatRate(0.667, 'en')).toBe('66.7%');
    expect(formatRate(Number.NaN, 'en')).toBe('0%');
  });
  it('cuts a long text to its first line', () => {
    expect(excerpt('Bonjour\nla suite')).toBe('Bonjour');
    expect(excerpt('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
