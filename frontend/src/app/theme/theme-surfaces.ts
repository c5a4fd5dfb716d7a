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

/** The surfaces as custom properties, for a style attribute or a rule. */
export function surfaceProperties(theme: ThemeName): Record<string, string> {
  const surfaces = THEME_SURFACES[theme];
  return { '--wk-header-bg': surfaces.headerBg, '--wk-footer-bg': surfaces.footerBg, '--wk-body-bg': surfaces.bodyBg };
}
