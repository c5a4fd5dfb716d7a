export const themeNames = ['default', 'bright', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
/** localStorage key of the theme (SPEC section 1): `bright` or `dark`; anything else, or nothing, is the default. */
export const THEME_STORAGE_KEY = 'weklean-theme';

export function parseTheme(stored: string | null | undefined): ThemeName {
  return stored === 'bright' || stored === 'dark' ? stored : 'default';
}

/** The stored value for a theme: the default theme is stored as no value at all. */
export function storedThemeValue(theme: ThemeName): string | null {
  return theme === 'default' ? null : theme;
}
