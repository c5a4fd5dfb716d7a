import type { ThemeConfig } from 'antd';

export type ThemeName = 'default' | 'bright' | 'dark';

/**
 * What the theme pages get from the app (features do not import it): the three themes' antd configurations, and the
 * site's current theme with its setter (the footer's switch, stored under `weklean-theme`).
 */
export type ThemePagesParts = {
  themes: readonly { name: ThemeName; config: ThemeConfig }[];
  useSiteTheme: () => { theme: ThemeName; setTheme: (theme: ThemeName) => void };
};
