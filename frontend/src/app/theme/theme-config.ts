import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeName } from './theme-name';
import { THEME_SURFACES } from './theme-surfaces';

const shared: ThemeConfig['token'] = {
  borderRadius: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};

const LIGHT_DESCRIPTION = 'rgba(0, 0, 0, 0.62)';
const DARK_DESCRIPTION = 'rgba(255, 255, 255, 0.62)';

/**
 * Secondary text (descriptions, form help, statistic titles, placeholders) of the light themes. antd draws it at 45 %
 * and 25 % black, 3.4:1 and 1.6:1 on white: under WCAG's 4.5:1 (1.4.3). At 62 % and 56 % it is about 5.9:1 and
 * 4.8:1 on white and above 4.5:1 on the grey layout. The error red likewise.
 */
const lightSecondaryText: ThemeConfig['token'] = {
  // antd's error red (#ff4d4f) is 3.2:1 on white: a danger button's label and an error message need 4.5:1.
  colorError: '#cf1322',
  // The status texts (a warning's or a success's words): antd's gold and green are 2.9:1 and 3.6:1 on white.
  colorWarningText: '#874d00',
  colorSuccessText: '#237804',
  colorTextTertiary: LIGHT_DESCRIPTION,
  colorTextDescription: LIGHT_DESCRIPTION,
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
};

/**
 * A table's empty text ("Aucune donnée") is drawn in the disabled colour, 25 % black or white: 1.8:1. It is text to
 * read, not a disabled control, so the table draws it as the description (issue 30). A list's is in styles.css: the
 * spinner wrapping a list's items declares every token again, which undoes a List component token.
 */
const emptyText = (description: string): ThemeConfig['components'] => ({ Table: { colorTextDisabled: description } });

/** antd themes: algorithm plus tokens. Colours are checked for WCAG AA contrast of text on their backgrounds. */
const configs: Record<ThemeName, ThemeConfig> = {
  default: {
    algorithm: antdTheme.defaultAlgorithm,
    // colorPrimaryBg and colorInfoBg: antd derives a grey (#a8b5b2) from this dark teal, on which the teal link of an
    // info alert is 2.6:1; the pages' heroes, selected rows and info alerts want the brand's light mint.
    token: {
      ...shared,
      ...lightSecondaryText,
      colorPrimary: '#0f766e',
      colorPrimaryBg: '#e3f1ee',
      colorInfo: '#0f766e',
      colorInfoBg: '#e3f1ee',
      colorBgLayout: '#f4f7f6',
      colorLink: '#0f766e',
    },
    components: { Layout: THEME_SURFACES.default, ...emptyText(LIGHT_DESCRIPTION) },
  },
  bright: {
    algorithm: antdTheme.defaultAlgorithm,
    token: {
      ...shared,
      ...lightSecondaryText,
      colorPrimary: '#0369a1',
      // As the default theme's: antd derives a grey blue (#cadce0); the brand's light sky instead.
      colorPrimaryBg: '#e0f2fe',
      colorInfo: '#0369a1',
      colorInfoBg: '#e0f2fe',
      colorLink: '#0369a1',
      colorBgLayout: '#ffffff',
      colorTextBase: '#0b1220',
    },
    components: { Layout: THEME_SURFACES.bright, ...emptyText(LIGHT_DESCRIPTION) },
  },
  dark: {
    algorithm: antdTheme.darkAlgorithm,
    token: {
      ...shared,
      colorPrimary: '#2dd4bf',
      colorInfo: '#2dd4bf',
      // What the dark algorithm derives, written out: a dark sample inside a light page (/theme-test) would otherwise
      // keep the light theme's mint under its light text.
      colorInfoBg: '#132524',
      colorLink: '#5eead4',
      colorBgLayout: '#0d1413',
      // As the light themes' secondary text: antd's 45 % and 25 % white are under 4.5:1 on the dark backgrounds.
      colorTextTertiary: DARK_DESCRIPTION,
      colorTextDescription: DARK_DESCRIPTION,
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
      // antd's dark error red is 4.3:1 on the dark container; a lighter red of the same palette is above 6:1.
      colorError: '#ff7875',
    },
    // A primary button's label: white on this light teal is 2.5:1; the dark layout colour on it is above 7:1.
    components: { Layout: THEME_SURFACES.dark, Button: { primaryColor: '#0d1413' }, ...emptyText(DARK_DESCRIPTION) },
  },
};

export function themeConfig(name: ThemeName): ThemeConfig {
  return configs[name];
}
