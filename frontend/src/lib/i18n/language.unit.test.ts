import { describe, expect, it } from 'vitest';
import { detectPreferredLanguage, interfaceLanguage, normalizeLanguage } from './language';

describe('language detection', () => {
  it('uses the stored choice first', () => {
    expect(detectPreferredLanguage('en', 'fr-CA')).toBe('en');
    expect(detectPreferredLanguage('fr', 'en-US')).toBe('fr');
    expect(detectPreferredLanguage('en-GB', 'fr')).toBe('en');
  });

  it('then the browser language', () => {
    expect(detectPreferredLanguage(null, 'en-US')).toBe('en');
    expect(detectPreferredLanguage(null, 'fr-CA')).toBe('fr');
    expect(detectPreferredLanguage('de', 'en')).toBe('en');
  });

  it('falls back to French for any other language', () => {
    expect(detectPreferredLanguage(null, 'es-MX')).toBe('fr');
    expect(detectPreferredLanguage(null, undefined)).toBe('fr');
    expect(detectPreferredLanguage('', '')).toBe('fr');
  });

  it('forces French on the French brand', () => {
    expect(interfaceLanguage('en', true)).toBe('fr');
    expect(interfaceLanguage('en', false)).toBe('en');
  });

  it('normalizes region and case', () => {
    expect(normalizeLanguage('FR_ca')).toBe('fr');
    expect(normalizeLanguage('english')).toBeNull();
  });
});
