import { theme as antdTheme, type ThemeConfig } from 'antd';
import { contrastRatio, toHex } from './contrast';

/** One colour of a theme: its token, its value, and (for a text colour) its contrast on the background it sits on. */
export type Swatch = { token: string; value: string; on: { token: string; value: string } | null; ratio: number | null; kind: 'text' | 'surface' };

type Tokens = Record<string, unknown>;

/** Colours used for text (the status colours' *Text variants: their plain forms are fills and icons). */
const TEXT_ON_CONTAINER = ['colorText', 'colorTextSecondary', 'colorTextDescription', 'colorTextPlaceholder', 'colorLink', 'colorPrimary', 'colorErrorText', 'colorSuccessText', 'colorWarningText'] as const;
const SURFACES = ['colorBgLayout', 'colorBgContainer', 'colorPrimaryBg', 'colorBorder', 'colorSuccess', 'colorWarning', 'colorError'] as const;

/** A primary button's label on its fill: the theme's Button.primaryColor when it sets one, else antd's light text. */
function primaryLabel(config: ThemeConfig, lightSolid: string, primary: string): Swatch {
  const own = config.components?.Button?.primaryColor;
  const label = typeof own === 'string' ? own : lightSolid;
  return {
    token: typeof own === 'string' ? 'Button.primaryColor' : 'colorTextLightSolid',
    value: toHex(label),
    on: { token: 'colorPrimary', value: primary },
    ratio: contrastRatio(label, primary),
    kind: 'text',
  };
}

/** The swatches of a theme, from antd's own derivation of its configuration (what the components really use). */
export function swatchesOf(config: ThemeConfig): Swatch[] {
  const tokens = antdTheme.getDesignToken(config) as unknown as Tokens;
  const value = (token: string) => String(tokens[token] ?? '');
  const container = { token: 'colorBgContainer', value: toHex(value('colorBgContainer')) };
  const layoutBg = { token: 'colorBgLayout', value: toHex(value('colorBgLayout')) };
  const text = (token: string, on: { token: string; value: string }): Swatch => ({
    token,
    value: toHex(value(token)),
    on,
    ratio: contrastRatio(value(token), on.value),
    kind: 'text',
  });
  return [
    ...SURFACES.map((token): Swatch => ({ token, value: toHex(value(token)), on: null, ratio: null, kind: 'surface' })),
    ...TEXT_ON_CONTAINER.map((token) => text(token, container)),
    text('colorTextDescription', layoutBg),
    primaryLabel(config, value('colorTextLightSolid'), toHex(value('colorPrimary'))),
  ];
}
