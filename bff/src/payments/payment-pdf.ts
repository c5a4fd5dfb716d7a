import { paymentAmounts, type OpenPaymentState, type PriceBreakdown } from '@weklean/domain';
import type { Translate } from '../i18n/server-i18n';
import { openUnicodePdf } from '../pdf/unicode-pdf';

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

/** Money as people read it in the document's language (fr-CA's narrow no-break spaces included: the font has them). */
export const documentMoney = (cents: number, language: 'fr' | 'en') =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

/** A receipt or an invoice as a one-page PDF, in fonts that draw names in any script (src/pdf/unicode-pdf.ts). */
export function renderPaymentDocument(content: PaymentDocumentContent, t: Translate, language: 'fr' | 'en'): Promise<Buffer> {
  const { doc, write, letterhead, done } = openUnicodePdf(`${content.title} ${content.number}`);
  const row = (label: string, value: string, options: { bold?: boolean } = {}) => {
    const y = doc.y;
    const weight = options.bold ? 'bold' : 'regular';
    doc.fontSize(10);
    write(label, weight, { x: 56, y, width: 330 });
    write(value, weight, { x: 386, y, width: 170, align: 'right' });
    doc.moveDown(0.35);
  };

  letterhead(t('pdf.letterhead'));
  doc.fontSize(14);
  write(`${content.title} ${content.number}`, 'bold');
  doc.fontSize(10);
  write(t('payment.document.issued-on', { date: content.issuedOn }), 'regular');
  if (content.subject) write(content.subject, 'regular');
  doc.moveDown(0.8);
  for (const party of content.parties) row(party.label, party.value);
  doc.moveDown(0.6);

  const { price } = content;
  const subtotal = price.finalPrice - price.gst - price.qst;
  doc.fontSize(11);
  write(t('payment.document.price'), 'bold', { x: 56, y: doc.y });
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
  doc.fontSize(11);
  write(t('payment.document.payments'), 'bold', { x: 56, y: doc.y });
  doc.moveDown(0.3);
  if (content.amountLine) row(content.amountLine.label, documentMoney(content.amountLine.cents, language), { bold: true });
  row(t('payment.document.paid'), documentMoney(amounts.paid, language));
  if (amounts.refunded > 0) row(t('payment.document.refunded'), documentMoney(amounts.refunded, language));
  if (amounts.feeKept > 0) row(t('payment.document.fee-kept'), documentMoney(amounts.feeKept, language));
  row(t('payment.document.due'), documentMoney(amounts.due, language), { bold: true });

  doc.moveDown(1.5).fontSize(8).fillColor('#555');
  write(t('payment.document.tax-numbers', { gst: content.taxNumbers.gst, qst: content.taxNumbers.qst }), 'regular', { x: 56 });
  if (content.simulated) {
    doc.moveDown(0.3).fillColor('#a40');
    write(t('payment.document.simulated'), 'regular');
  }
  doc.end();
  return done;
}
