import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { browserStore } from '../../lib/storage';
import { THEME_STORAGE_KEY, parseTheme, storedThemeValue, type ThemeName } from './theme-name';

type ThemeContextValue = { theme: ThemeName; setTheme: (theme: ThemeName) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeName>(() => parseTheme(browserStore('local').getItem(THEME_STORAGE_KEY)));

  const setTheme = useCallback((next: ThemeName) => {
    const value = storedThemeValue(next);
    const store = browserStore('local');
    if (value === null) store.removeItem(THEME_STORAGE_KEY);
    else store.setItem(THEME_STORAGE_KEY, value);
    setThemeState(next);
  }, []);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme === 'dark' ? 'dark' : 'light';
  }, [theme]);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (value === null) throw new Error('useTheme needs a ThemeProvider');
  return value;
}
