import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts every PDF embeds (docs/decisions.md, "PDF fonts"): Noto Sans for Latin, Vietnamese, Greek and Cyrillic,
 * Noto Naskh Arabic, and Noto Sans Hans for Chinese, all under the SIL Open Font License and installed from npm with
 * the BFF, so nothing is downloaded at run time and no system font is needed. pdfkit embeds a subset of each (only the
 * glyphs a document uses).
 */
/** `features` turns OpenType features on or off for this face (fontkit's object form). */
export type FontFace = { name: string; bytes: Buffer; font: fontkit.Font; features?: Record<string, boolean>; rightToLeft?: true };
export type FontWeight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => join(dirname(require.resolve(pkg)), '..', 'fonts', file);

const FILES = {
  latin: { regular: fontFile('@embedpdf/fonts-latin', 'NotoSans-Regular.ttf'), bold: fontFile('@embedpdf/fonts-latin', 'NotoSans-Bold.ttf') },
  arabic: { regular: fontFile('@embedpdf/fonts-arabic', 'NotoNaskhArabic-Regular.ttf'), bold: fontFile('@embedpdf/fonts-arabic', 'NotoNaskhArabic-Bold.ttf') },
  // One weight only: the Chinese font is 8 MB a weight, and bold text on these documents is labels and totals.
  chinese: { regular: fontFile('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf') },
};

const load = (name: string, path: string, options: Pick<FontFace, 'features' | 'rightToLeft'> = {}): FontFace => {
  const bytes = readFileSync(path);
  const font = fontkit.create(bytes);
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${path} is a font collection, not a font`);
  return { name, bytes, font, ...options };
};

/**
 * Noto Sans's `ccmp` splits some precomposed letters into a base and a mark glyph (ị, ọ as i, o + dot below); a PDF
 * maps each glyph to its text, so the mark would read back as garbage. Text is NFC and every such letter has a
 * precomposed glyph of its own, drawn the same.
 */
const LATIN = { features: { ccmp: false } };
const ARABIC = { rightToLeft: true } as const;

let faces: Record<FontWeight, FontFace[]> | null = null;

/** The fonts in the order a character looks for its glyph, read once per process. */
export function documentFonts(): Record<FontWeight, FontFace[]> {
  if (faces) return faces;
  const chinese = load('chinese', FILES.chinese.regular);
  faces = {
    regular: [load('latin', FILES.latin.regular, LATIN), load('arabic', FILES.arabic.regular, ARABIC), chinese],
    bold: [load('latin-bold', FILES.latin.bold, LATIN), load('arabic-bold', FILES.arabic.bold, ARABIC), chinese],
  };
  return faces;
}
