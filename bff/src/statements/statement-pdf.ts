import type { Translate } from '../i18n/server-i18n';
import { openUnicodePdf } from '../pdf/unicode-pdf';

/** A cell of the table: a text, or several lines one under the other. */
export type StatementCell = string | readonly string[];

export type StatementTable = {
  /** Their widths add up to the page's 500 points between the margins. */
  columns: { heading: string; width: number; align?: 'right' }[];
  /** One array of cells per line, as many as the columns. */
  rows: StatementCell[][];
  total: StatementCell[];
  /** Said instead of the table when it has no line. */
  empty: string;
};

export type YearStatementContent = {
  title: string;
  subtitle: string;
  intro: string;
  /** "Name: …", already in the reader's language. */
  parties: string[];
  table: StatementTable;
  notes: string[];
};

const LEFT = 56;
const BOTTOM = 792 - 56;

/** A year's statement as a PDF table that runs over as many pages as it needs, headings repeated on each. */
export function renderYearStatement(content: YearStatementContent, t: Translate): Promise<Buffer> {
  const { doc, write, letterhead, done } = openUnicodePdf(content.title);
  const { table } = content;

  /** A line of the table: each cell's lines one under the other, the next line of the table below the tallest cell. */
  const line = (cells: readonly StatementCell[], weight: 'regular' | 'bold', size = 8) => {
    doc.fontSize(size);
    const linesOf = (cell: StatementCell) => (typeof cell === 'string' ? [cell] : cell);
    const heightOf = (cell: StatementCell, width: number) => linesOf(cell).reduce((total, text) => total + doc.heightOfString(text || ' ', { width }), 0);
    const height = Math.max(...cells.map((cell, index) => heightOf(cell, table.columns[index]!.width - 6)), 10);
    if (doc.y + height > BOTTOM) {
      doc.addPage();
      line(table.columns.map((column) => column.heading), 'bold', 7);
    }
    const top = doc.y;
    let x = LEFT;
    cells.forEach((cell, index) => {
      const column = table.columns[index]!;
      linesOf(cell).forEach((text, lineIndex) => {
        write(text, weight, { x, ...(lineIndex === 0 ? { y: top } : {}), width: column.width - 6, ...(column.align ? { align: column.align } : {}) });
      });
      x += column.width;
    });
    doc.x = LEFT;
    doc.y = top + height + 4;
    doc.moveTo(LEFT, doc.y - 2).lineTo(LEFT + table.columns.reduce((sum, column) => sum + column.width, 0), doc.y - 2).lineWidth(0.3).strokeColor('#bbb').stroke();
  };

  letterhead(t('pdf.letterhead'));
  doc.fontSize(14);
  write(content.title, 'bold');
  doc.fontSize(10);
  write(content.subtitle, 'regular');
  doc.moveDown(0.5);
  for (const party of content.parties) write(party, 'regular');
  doc.moveDown(0.5).fontSize(9).fillColor('#333');
  write(content.intro, 'regular', { width: 500 });
  doc.moveDown(0.8).fillColor('#000');

  if (table.rows.length === 0) {
    doc.fontSize(10);
    write(table.empty, 'regular', { x: LEFT });
  } else {
    line(table.columns.map((column) => column.heading), 'bold', 7);
    for (const row of table.rows) line(row, 'regular');
    line(table.total, 'bold');
  }
  doc.moveDown(1);
  for (const note of content.notes) {
    doc.fontSize(8).fillColor('#555');
    write(note, 'regular', { x: LEFT, width: 500 });
  }
  doc.end();
  return done;
}
