import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('advertised prices', () => {
  it('are written in Canadian dollars in each language', () => {
    expect(formatMoney(25, 'fr').replace(/\s/g, ' ')).toBe('25,00 $');
    expect(formatMoney(45, 'en')).toBe('$45.00');
  });
});
