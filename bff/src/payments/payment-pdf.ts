import PDFDocument from 'pdfkit';
import { paymentAmounts, type OpenPaymentState, type PriceBreakdown } from '@weklean/domain';
import type { Translate } from '../i18n/server-i18n';

export type { Translate };

/** What a receipt or an invoice says (docs/api/payments.md), already in the reader's language. */
export type PaymentDocumentContent = {
  title: string;
  number: string;
  issuedOn: string;
  /** "Reçu pour : acompte" and similar; absent on an invoice. */
  subject: string | null;
  amountLine: { label: string; cents: number } | null;
  parties: { label: string; value: string }[];
  price: PriceBreakdown;
  payment: OpenPaymentState;
  taxNumbers: { gst: string; qst: string };
  simulated: boolean;
};


/**
 * Money as people read it in the document's language. The standard PDF fonts have no narrow no-break space (U+202F,
 * which fr-CA uses between thousands): it is printed as a no-break space.
 */
export const documentMoney = (cents: number, language: 'fr' | 'en') =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100).replace(/\u202f/g, '\u00a0');

/** A receipt or an invoice as a one-page PDF (pdfkit, standard fonts: nothing is downloaded). */
export function renderPaymentDocument(content: PaymentDocumentContent, t: Translate, language: 'fr' | 'en'): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: `${content.title} ${content.number}`, Author: 'Weklean' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const row = (label: string, value: string, options: { bold?: boolean } = {}) => {
    const y = doc.y;
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).text(label, 56, y, { width: 330 });
    doc.text(value, 386, y, { width: 170, align: 'right' });
    doc.moveDown(0.35);
  };

  doc.font('Helvetica-Bold').fontSize(20).text('Weklean');
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(t('payment.document.platform'));
  doc.moveDown(1).fillColor('#000');
  doc.font('Helvetica-Bold').fontSize(14).text(`${content.title} ${content.number}`);
  doc.font('Helvetica').fontSize(10).text(t('payment.document.issued-on', { date: content.issuedOn }));
  if (content.subject) doc.text(content.subject);
  doc.moveDown(0.8);
  for (const party of content.parties) row(party.label, party.value);
  doc.moveDown(0.6);

  const { price } = content;
  const subtotal = price.finalPrice - price.gst - price.qst;
  doc.font('Helvetica-Bold').fontSize(11).text(t('payment.document.price'), 56, doc.y);
  doc.moveDown(0.3);
  row(t('payment.document.lines.base'), documentMoney(price.basePrice, language));
  if (price.suppliesFee > 0) row(t('payment.document.lines.supplies'), documentMoney(price.suppliesFee, language));
  if (price.emergencyFee > 0) row(t('payment.document.lines.emergency'), documentMoney(price.emergencyFee, language));
  if (price.firstBookingDiscount > 0) row(t('payment.document.lines.first-booking'), documentMoney(-price.firstBookingDiscount, language));
  if ((price.referralDiscount ?? 0) > 0) row(t('payment.document.lines.referral-discount'), documentMoney(-(price.referralDiscount ?? 0), language));
  if ((price.referralCredit ?? 0) > 0) row(t('payment.document.lines.referral-credit'), documentMoney(-(price.referralCredit ?? 0), language));
  row(t('payment.document.lines.service-fee'), documentMoney(price.serviceFee, language));
  row(t('payment.document.lines.subtotal'), documentMoney(subtotal, language), { bold: true });
  row(t('payment.document.lines.gst', { number: content.taxNumbers.gst }), documentMoney(price.gst, language));
  row(t('payment.document.lines.qst', { number: content.taxNumbers.qst }), documentMoney(price.qst, language));
  row(t('payment.document.lines.total'), documentMoney(price.finalPrice, language), { bold: true });
  doc.moveDown(0.6);

  const amounts = paymentAmounts(content.payment);
  doc.font('Helvetica-Bold').fontSize(11).text(t('payment.document.payments'), 56, doc.y);
  doc.moveDown(0.3);
  if (content.amountLine) row(content.amountLine.label, documentMoney(content.amountLine.cents, language), { bold: true });
  row(t('payment.document.paid'), documentMoney(amounts.paid, language));
  if (amounts.refunded > 0) row(t('payment.document.refunded'), documentMoney(amounts.refunded, language));
  if (amounts.feeKept > 0) row(t('payment.document.fee-kept'), documentMoney(amounts.feeKept, language));
  row(t('payment.document.due'), documentMoney(amounts.due, language), { bold: true });

  doc.moveDown(1.5).font('Helvetica').fontSize(8).fillColor('#555');
  doc.text(t('payment.document.tax-numbers', { gst: content.taxNumbers.gst, qst: content.taxNumbers.qst }), 56);
  if (content.simulated) doc.moveDown(0.3).fillColor('#a40').text(t('payment.document.simulated'));
  doc.end();
  return done;
}
