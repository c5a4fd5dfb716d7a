import { theme as antdTheme } from 'antd';
import { themeConfig } from '../app/theme/theme-config';
import { themeNames } from '../app/theme/theme-name';
import { surfaceProperties } from '../app/theme/theme-surfaces';

/** The tokens the frame and the public pages draw with (colours, font, radii), as antd names its custom properties. */
const USED = /^(color[A-Z]\w*|fontFamily|fontSize|borderRadius\w*|lineHeight)$/;
const UNITLESS = new Set(['lineHeight']);

/** colorPrimaryBg → --ant-color-primary-bg; borderRadiusLG → --ant-border-radius-lg (antd's own naming). */
const propertyName = (token: string) => `--ant-${token.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2').toLowerCase()}`;

function declarations(name: (typeof themeNames)[number]): string {
  const config = themeConfig(name);
  const token = antdTheme.getDesignToken(config) as unknown as Record<string, unknown>;
  const lines = Object.entries(token)
    .filter(([key, value]) => USED.test(key) && (typeof value === 'string' || typeof value === 'number'))
    .map(([key, value]) => `${propertyName(key)}:${typeof value === 'number' && !UNITLESS.has(key) ? `${value}px` : String(value)}`);
  const buttonLabel = config.components?.Button?.primaryColor;
  if (typeof buttonLabel === 'string') lines.push(`--ant-button-primary-color:${buttonLabel}`);
  for (const [property, value] of Object.entries(surfaceProperties(name))) lines.push(`${property}:${value}`);
  lines.push(`color-scheme:${name === 'dark' ? 'dark' : 'light'}`);
  return lines.join(';');
}

let css: string | null = null;

/**
 * The three themes' tokens as custom properties on `html[data-theme=…]`, computed by antd from the app's own theme
 * configuration (theme-config.ts): a server-drawn page shows the app's colours without loading antd. Server only.
 */
export function themeTokensCss(): string {
  css ??= themeNames.map((name) => `:root[data-theme=${name}]{${declarations(name)}}`).join('\n');
  return css;
}
