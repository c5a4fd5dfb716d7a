import type { ThemeName } from './theme-name';

/**
 * The frame's surfaces of each theme: antd's Layout component tokens (theme-config.ts), and the `--wk-*` custom
 * properties the header, page and footer are drawn with (without antd on the pages the server renders).
 */
export const THEME_SURFACES: Record<ThemeName, { headerBg: string; footerBg: string; bodyBg: string }> = {
  default: { headerBg: '#ffffff', footerBg: '#e9efed', bodyBg: '#f4f7f6' },
  bright: { headerBg: '#f0f9ff', footerBg: '#e0f2fe', bodyBg: '#ffffff' },
  dark: { headerBg: '#131c1b', footerBg: '#101817', bodyBg: '#0d1413' },
};

/**
 * The browser's bar colour of each theme (the page's `theme-color` meta; the installed app's title bar): the brand's
 * teal, the bright theme's blue, the dark theme's header. The manifest names the default theme's (bff/src/site/manifest.ts).
 */
export const THEME_BAR_COLOURS: Record<ThemeName, string> = { default: '#0f766e', bright: '#0369a1', dark: '#131c1b' };

/** The surfaces as custom properties, for a style attribute or a rule. */
export function surfaceProperties(theme: ThemeName): Record<string, string> {
  const surfaces = THEME_SURFACES[theme];
  return { '--wk-header-bg': surfaces.headerBg, '--wk-footer-bg': surfaces.footerBg, '--wk-body-bg': surfaces.bodyBg };
}
