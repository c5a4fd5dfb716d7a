import { describe, expect, it } from 'vitest';
import { parseTheme, storedThemeValue } from './theme-name';

describe('theme parsing', () => {
  it('reads bright and dark', () => {
    expect(parseTheme('bright')).toBe('bright');
    expect(parseTheme('dark')).toBe('dark');
  });

  it('gives the default theme for anything else', () => {
    for (const value of [null, undefined, '', 'default', 'Dark', 'light', ' dark']) {
      expect(parseTheme(value)).toBe('default');
    }
  });

  it('stores the default theme as no value', () => {
    expect(storedThemeValue('default')).toBeNull();
    expect(storedThemeValue('dark')).toBe('dark');
  });
});
