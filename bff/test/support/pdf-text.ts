import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF's first page as pdf.js reads it (what a reader copies or searches, and a screen reader says). */
export async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const content = await (await pdf.getPage(1)).getTextContent();
    return content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join('');
  } finally {
    await pdf.destroy();
  }
}
