import type { FontFace } from './document-fonts';

export type TextRun = { face: FontFace; text: string };

/** Spaces, digits, punctuation, marks and joiners belong to no script: they go with the runs around them. */
const NEUTRAL = /^[\p{M}\p{Z}\p{P}\p{N}\p{S}\p{Cf}\p{Cc}]$/u;
const TRAILING_NEUTRALS = /[\p{M}\p{Z}\p{P}\p{N}\p{S}\p{Cf}\p{Cc}]+$/u;

const hasAll = (face: FontFace, text: string) => [...text].every((char) => face.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));

/** Moves the neutrals at the end of a right-to-left run to a run of their own after it, in the first font that has them. */
function releaseTrailingNeutrals(runs: TextRun[], faces: readonly FontFace[]) {
  const last = runs.at(-1);
  const trailing = last?.face.rightToLeft ? (TRAILING_NEUTRALS.exec(last.text)?.[0] ?? '') : '';
  if (!last || trailing.length === 0 || trailing.length === last.text.length) return;
  const face = faces.find((candidate) => !candidate.rightToLeft && hasAll(candidate, trailing));
  if (!face) return;
  last.text = last.text.slice(0, -trailing.length);
  runs.push({ face, text: trailing });
}

/**
 * Cuts a text into runs that one font can draw, since pdfkit draws a run in a single font: each letter goes to the
 * first font that has its glyph, a neutral character stays with the run it follows when that font has it too. A
 * character no font has falls to the first font (it shows as a blank box rather than as another letter).
 * Neutrals after a right-to-left run and before a letter of another font, or at the end, leave that run (as the
 * Unicode bidirectional algorithm has them in a left-to-right line): the ", " or " · " after an Arabic name would
 * otherwise be drawn before it.
 */
export function splitIntoRuns(text: string, faces: readonly FontFace[]): TextRun[] {
  const fallback = faces[0];
  if (!fallback) throw new Error('splitIntoRuns needs at least one font');
  const runs: TextRun[] = [];
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    const face = current && NEUTRAL.test(char) && current.face.font.hasGlyphForCodePoint(codePoint)
      ? current.face
      : (faces.find((candidate) => candidate.font.hasGlyphForCodePoint(codePoint)) ?? fallback);
    if (current?.face === face) {
      current.text += char;
      continue;
    }
    releaseTrailingNeutrals(runs, faces);
    const previous = runs.at(-1);
    if (previous && previous.face === face && !previous.face.rightToLeft) previous.text += char;
    else runs.push({ face, text: char });
  }
  releaseTrailingNeutrals(runs, faces);
  return runs;
}
