import { describe, expect, it } from 'vitest';
import { formatAverage } from './format';

describe('review figures', () => {
  it('shows an average to one decimal in each language, a dash without reviews', () => {
    expect(formatAverage(4.666, 'fr')).toBe('4,7');
    expect(formatAverage(4, 'en')).toBe('4.0');
    expect(formatAverage(null, 'en')).toBe('—');
  });
});
