/** The WinAnsi codes of the characters outside Latin-1 that French text uses ("Jolicœur"); others become "?". */
const WIN_ANSI_BEYOND_LATIN1: Record<string, number> = { 'œ': 0x9c, 'Œ': 0x8c, '’': 0x92, '–': 0x96, '—': 0x97, '€': 0x80 };

/**
 * A one-page PDF with a few lines of text, built by hand (no PDF library for a placeholder): what a demo cleaner
 * "uploaded" as an identity document or background check, so that the admin review can open a real file. Text is
 * Latin-1 (WinAnsi, which covers French accents) in the standard Helvetica font, which every reader has.
 */
export function demoPdf(lines: readonly string[]): Buffer {
  const escape = (text: string) =>
    text
      .replace(/[\\()]/g, (char) => `\\${char}`)
      .replace(/[^\x20-\xff]/g, (char) => String.fromCharCode(WIN_ANSI_BEYOND_LATIN1[char] ?? 0x3f));
  const content = ['BT', '/F1 16 Tf', '72 760 Td', '22 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
