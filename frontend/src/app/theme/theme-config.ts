import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeName } from './theme-name';

const shared: ThemeConfig['token'] = {
  borderRadius: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};

/** antd themes: algorithm plus tokens. Colours are checked for WCAG AA contrast of text on their backgrounds. */
const configs: Record<ThemeName, ThemeConfig> = {
  default: {
    algorithm: antdTheme.defaultAlgorithm,
    token: { ...shared, colorPrimary: '#0f766e', colorInfo: '#0f766e', colorBgLayout: '#f4f7f6', colorLink: '#0f766e' },
    components: { Layout: { headerBg: '#ffffff', footerBg: '#e9efed', bodyBg: '#f4f7f6' } },
  },
  bright: {
    algorithm: antdTheme.defaultAlgorithm,
    token: {
      ...shared,
      colorPrimary: '#0369a1',
      colorInfo: '#0369a1',
      colorLink: '#0369a1',
      colorBgLayout: '#ffffff',
      colorTextBase: '#0b1220',
    },
    components: { Layout: { headerBg: '#f0f9ff', footerBg: '#e0f2fe', bodyBg: '#ffffff' } },
  },
  dark: {
    algorithm: antdTheme.darkAlgorithm,
    token: { ...shared, colorPrimary: '#2dd4bf', colorInfo: '#2dd4bf', colorLink: '#5eead4', colorBgLayout: '#0d1413' },
    components: { Layout: { headerBg: '#131c1b', footerBg: '#101817', bodyBg: '#0d1413' } },
  },
};

export function themeConfig(name: ThemeName): ThemeConfig {
  return configs[name];
}
