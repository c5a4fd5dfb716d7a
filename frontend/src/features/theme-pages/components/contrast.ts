/** An sRGB colour with its opacity (0–1). */
export type Rgba = { r: number; g: number; b: number; a: number };

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or `rgb()/rgba()` as antd writes its tokens; null for anything else. */
export function parseColour(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) {
    const digits = hex[1]!;
    const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits;
    const channel = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+%?)\s*)?\)$/.exec(text);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : parseFloat(rgb[4]);
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map((n) => Math.min(255, parseFloat(n!)));
    return { r: r!, g: g!, b: b!, a: Math.min(1, Math.max(0, alpha)) };
  }
  return null;
}

/** A translucent colour as it shows over an opaque background. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2.x relative luminance of an opaque colour. */
export function luminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio (1–21) of a foreground (possibly translucent) on an opaque background; null if unreadable. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseColour(foreground);
  const bg = parseColour(background);
  if (!fg || !bg) return null;
  const shown = over(fg, { ...bg, a: 1 });
  const [light, dark] = [luminance(shown), luminance({ ...bg, a: 1 })].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `#rrggbb` (or `#rrggbbaa` when translucent) of a colour, for showing its value. */
export function toHex(value: string): string {
  const colour = parseColour(value);
  if (!colour) return value;
  const two = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  return `#${two(colour.r)}${two(colour.g)}${two(colour.b)}${colour.a < 1 ? two(colour.a * 255) : ''}`;
}

/** WCAG 2.2 AA: normal text needs 4.5:1. */
export const AA_TEXT = 4.5;
