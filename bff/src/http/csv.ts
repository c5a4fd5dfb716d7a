import { stringify } from 'csv-stringify/sync';
import type { Context } from 'hono';

/** A cell of an export: text, a number (kept a number, a negative amount included), or empty. */
export type CsvCell = string | number | null;

/**
 * Text a spreadsheet would run as a formula (OWASP's CSV injection: `=`, `+`, `-`, `@`, a tab or a carriage return
 * first) gets a leading `'`, which spreadsheets show as text. Only text: a number such as -1250 stays a number.
 */
export const guardFormula = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/**
 * The one CSV writer of the exports: every text cell guarded, quoting and CRLF line ends per RFC 4180 (by
 * csv-stringify), and a byte-order mark first so that spreadsheets read the accents as UTF-8.
 */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  const guarded = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? guardFormula(cell) : cell)));
  // A lone carriage return is a line break to some readers: quoted too (csv-stringify quotes only `\n` by itself).
  return `\uFEFF${stringify(guarded, { record_delimiter: 'windows', quoted_match: /\r/ })}`;
}

/** A CSV export as a download named `fileName`. */
export const csvAttachment = (c: Context, fileName: string, rows: readonly (readonly CsvCell[])[]) => {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  return c.body(csvText(rows), 200);
};
