import PDFDocument from 'pdfkit';
import { documentFonts, type FontFace, type FontWeight } from './document-fonts';
import { splitIntoRuns, type TextRun } from './text-runs';

export type { FontWeight };
export type WriteOptions = PDFKit.Mixins.TextOptions & { x?: number; y?: number };

/** The fontkit tables that take long to decode (OpenType layout) and never change for a font's bytes. */
const LAYOUT_TABLES = ['GDEF', 'GSUB', 'GPOS'];
const decodedTables = new Map<string, Record<string, unknown>>();

type FontkitInternals = { _tables?: Record<string, unknown>; layout?: (text: string, features?: unknown) => unknown };

/**
 * Adjusts the fontkit font that pdfkit (0.17) made for a face in one document (fontkit 2 internals; should either
 * library change shape, nothing is adjusted and the test of the names fails or documents are only slower):
 * - pdfkit makes a new fontkit font for every document, and fontkit decodes its OpenType layout tables on the first
 *   text it shapes, about 70 ms for Noto Sans each time: a face's later documents reuse the tables the first one
 *   decoded. Each document keeps its own fontkit font otherwise, so what a glyph reads back as depends only on it.
 * - The face's feature switches apply to every text, without going through pdfkit's `features` option, which would
 *   turn off pdfkit's layout cache (it lays out every word again to wrap lines: twice the time).
 */
function adjustFont(doc: PDFKit.PDFDocument, face: FontFace) {
  const font = (doc as unknown as { _font?: { font?: FontkitInternals } })._font?.font;
  const tables = font?._tables;
  if (!font || typeof tables !== 'object') return;
  const first = decodedTables.get(face.name);
  if (!first) decodedTables.set(face.name, tables);
  else for (const tag of LAYOUT_TABLES) if (first[tag] !== undefined && tables[tag] === undefined) tables[tag] = first[tag];
  const { features } = face;
  const layout = font.layout;
  // fontkit adds to the features object it is given: a fresh one each time.
  if (features && typeof layout === 'function') font.layout = (text, given) => layout.call(font, text, given ?? { ...features });
}

/**
 * A one-page document for people's names in any script (docs/decisions.md, "PDF fonts"). `write` draws a text as runs
 * of the fonts that have its glyphs, chained with pdfkit's `continued`.
 *
 * Direction: pdfkit has no bidirectional layout. fontkit shapes an Arabic run and lays its glyphs out right to left,
 * so a run of Arabic alone (a name, the usual case) reads right; runs still follow each other left to right, so Arabic
 * text mixed with Latin words inside one value keeps its words in logical rather than visual order.
 */
export function openUnicodePdf(title: string) {
  const fonts = documentFonts();
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: title, Author: 'Weklean' } });
  for (const face of new Set([...fonts.regular, ...fonts.bold])) doc.registerFont(face.name, face.bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const opened = new Set<string>();
  const useFace = (face: FontFace) => {
    doc.font(face.name);
    if (opened.has(face.name)) return;
    opened.add(face.name);
    adjustFont(doc, face);
  };

  /**
   * pdfkit aligns each `continued` piece on its own, so a right-aligned text of several runs would draw them over one
   * another: one that fits on its line is placed by its measured width and drawn left-aligned from there.
   */
  const placeRuns = (runs: TextRun[], x: number | undefined, options: PDFKit.Mixins.TextOptions) => {
    const { align, width } = options;
    if (runs.length < 2 || x === undefined || width === undefined || (align !== 'right' && align !== 'center')) return { x, options };
    const measured = runs.reduce((total, run) => {
      useFace(run.face);
      return total + doc.widthOfString(run.text, options);
    }, 0);
    // Half a point to spare, so that rounding never wraps the last run.
    const free = width - measured - 0.5;
    if (free < 0) return { x, options: { ...options, align: 'left' as const } };
    const shift = align === 'right' ? free : free / 2;
    return { x: x + shift, options: { ...options, align: 'left' as const, width: width - shift } };
  };

  const write = (text: string, weight: FontWeight, { x, y, ...rest }: WriteOptions = {}) => {
    const faces = fonts[weight];
    const runs = splitIntoRuns(text, faces);
    if (runs.length === 0) runs.push({ face: faces[0]!, text: '' });
    const placed = placeRuns(runs, x, rest);
    runs.forEach((run, index) => {
      useFace(run.face);
      // pdfkit's layout cache shapes text word by word, which would put the words of a right-to-left run in
      // left-to-right order; with a list of features (even empty) it shapes the run whole.
      const runOptions = { ...placed.options, ...(run.face.rightToLeft ? { features: [] } : {}), continued: index < runs.length - 1 };
      if (index === 0 && placed.x !== undefined) doc.text(run.text, placed.x, y, runOptions);
      else doc.text(run.text, runOptions);
    });
    return doc;
  };

  /** Every document's head: the name, then the platform's line (`pdf.letterhead`, in the reader's language). */
  const letterhead = (platformLine: string) => {
    doc.fontSize(20);
    write('Weklean', 'bold');
    doc.fontSize(9).fillColor('#555');
    write(platformLine, 'regular');
    doc.moveDown(1).fillColor('#000');
  };

  return { doc, write, letterhead, done };
}
