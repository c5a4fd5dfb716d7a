import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { THEME_COOKIE, setPreferenceCookie } from '../../lib/preference-cookie';
import { browserStore } from '../../lib/storage';
import { THEME_STORAGE_KEY, parseTheme, storedThemeValue, type ThemeName } from './theme-name';
import { surfaceProperties, THEME_BAR_COLOURS } from './theme-surfaces';

type ThemeContextValue = { theme: ThemeName; setTheme: (theme: ThemeName) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

const storedTheme = () => parseTheme(browserStore('local').getItem(THEME_STORAGE_KEY));

/**
 * The chosen theme, kept in localStorage (and in a cookie, for the server). `serverTheme`: the page was drawn by the
 * server in that theme (from the cookie); the stored one is applied once the page is hydrated.
 */
export function ThemeProvider({ children, serverTheme }: { children: ReactNode; serverTheme?: ThemeName }) {
  const hydrating = serverTheme !== undefined;
  const [theme, setThemeState] = useState<ThemeName>(() => serverTheme ?? storedTheme());

  const setTheme = useCallback((next: ThemeName) => {
    const value = storedThemeValue(next);
    const store = browserStore('local');
    if (value === null) store.removeItem(THEME_STORAGE_KEY);
    else store.setItem(THEME_STORAGE_KEY, value);
    setThemeState(next);
  }, []);

  // Until the stored theme is read, the page keeps what its own script set.
  const [synced, setSynced] = useState(!hydrating);
  useEffect(() => {
    if (synced) return;
    setThemeState(storedTheme());
    setSynced(true);
  }, [synced]);

  useEffect(() => {
    if (!synced) return;
    setPreferenceCookie(THEME_COOKIE, storedThemeValue(theme));
    document.documentElement.dataset.theme = theme;
    for (const [name, value] of Object.entries(surfaceProperties(theme))) document.documentElement.style.setProperty(name, value);
    document.documentElement.style.colorScheme = theme === 'dark' ? 'dark' : 'light';
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_BAR_COLOURS[theme]);
  }, [theme, synced]);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (value === null) throw new Error('useTheme needs a ThemeProvider');
  return value;
}
