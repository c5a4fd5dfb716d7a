import PDFDocument from 'pdfkit';
import type { Translate } from '../i18n/server-i18n';

/** A cleaner's document (a payout statement, the yearly earnings statement), already in the reader's language. */
export type StatementContent = {
  title: string;
  subtitle: string;
  parties: { label: string; value: string }[];
  sections: { heading: string; rows: { label: string; value: string; bold?: boolean }[] }[];
  notes: string[];
};

/** A one-page PDF with pdfkit's standard fonts: nothing is downloaded. */
export function renderStatement(content: StatementContent, t: Translate): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: content.title, Author: 'Weklean' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).text(label, 56, y, { width: 330 });
    doc.text(value, 386, y, { width: 170, align: 'right' });
    doc.moveDown(0.35);
  };
  doc.font('Helvetica-Bold').fontSize(20).text('Weklean');
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(t('payout.statement.platform'));
  doc.moveDown(1).fillColor('#000');
  doc.font('Helvetica-Bold').fontSize(14).text(content.title);
  doc.font('Helvetica').fontSize(10).text(content.subtitle);
  doc.moveDown(0.8);
  for (const party of content.parties) row(party.label, party.value);
  for (const section of content.sections) {
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(11).text(section.heading, 56);
    doc.moveDown(0.3);
    for (const line of section.rows) row(line.label, line.value, line.bold);
  }
  doc.moveDown(1);
  for (const note of content.notes) doc.font('Helvetica').fontSize(9).fillColor('#555').text(note, 56);
  doc.end();
  return done;
}
