import type { Translate } from '../i18n/server-i18n';
import { openUnicodePdf } from '../pdf/unicode-pdf';

/** A cleaner's document (a payout statement, the yearly earnings statement), already in the reader's language. */
export type StatementContent = {
  title: string;
  subtitle: string;
  parties: { label: string; value: string }[];
  sections: { heading: string; rows: { label: string; value: string; bold?: boolean }[] }[];
  notes: string[];
};

/** A one-page PDF, in fonts that draw names in any script (src/pdf/unicode-pdf.ts). */
export function renderStatement(content: StatementContent, t: Translate): Promise<Buffer> {
  const { doc, write, letterhead, done } = openUnicodePdf(content.title);
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    const weight = bold ? 'bold' : 'regular';
    doc.fontSize(10);
    write(label, weight, { x: 56, y, width: 330 });
    write(value, weight, { x: 386, y, width: 170, align: 'right' });
    doc.moveDown(0.35);
  };
  letterhead(t('pdf.letterhead'));
  doc.fontSize(14);
  write(content.title, 'bold');
  doc.fontSize(10);
  write(content.subtitle, 'regular');
  doc.moveDown(0.8);
  for (const party of content.parties) row(party.label, party.value);
  for (const section of content.sections) {
    doc.moveDown(0.6);
    doc.fontSize(11);
    write(section.heading, 'bold', { x: 56 });
    doc.moveDown(0.3);
    for (const line of section.rows) row(line.label, line.value, line.bold);
  }
  doc.moveDown(1);
  for (const note of content.notes) {
    doc.fontSize(9).fillColor('#555');
    write(note, 'regular', { x: 56 });
  }
  doc.end();
  return done;
}
