import { QUEBEC_TIME_ZONE, dateFormatters, frenchFirstOfMonth, type ExistingBooking, type Language } from '@weklean/domain';
import { DEMO_TAX_NUMBERS } from '@weklean/platform';
import { bookingParties, documentNumber, paymentDocumentsOf, type PaymentDocumentRow } from '@weklean/projections';
import type postgres from 'postgres';
import { renderPaymentDocument, type Translate } from './payment-pdf';

export type TaxNumbers = { gst: string; qst: string };

/** 24 novembre 2026 / November 24, 2026, on the Quebec calendar. */
const LONG_DATES = dateFormatters({ timeZone: QUEBEC_TIME_ZONE, dateStyle: 'long' });
export const formatQuebecDate = (instant: string | Date, language: Language) => frenchFirstOfMonth(LONG_DATES[language].format(new Date(instant)));

/** The demo's all-zero registration numbers say on the document that they are not real. */
const shown = (number: string, t: Translate) =>
  number === DEMO_TAX_NUMBERS.gst || number === DEMO_TAX_NUMBERS.qst ? `${number} (${t('payment.document.demo-number')})` : number;

/**
 * A booking's receipts and invoice (the `payment-documents` read model) and their PDFs. A document shows the payment
 * as it was when it was issued, which the read model keeps with it.
 */
export function createPaymentDocuments(deps: { sql: postgres.Sql; taxNumbers: TaxNumbers; simulated: boolean }) {
  return {
    /** The API's list: `{ id, number, kind, subject, amount (null for the invoice), issuedAt, url }`. */
    async list(bookingId: string) {
      return (await paymentDocumentsOf(deps.sql, bookingId)).map((row) => ({
        id: row.document_id,
        number: documentNumber(row),
        kind: row.kind,
        subject: row.subject,
        // The invoice's total is the booking's final price (its `price`); a receipt's, what it charged or refunded.
        amount: row.kind === 'invoice' ? null : row.amount_cents,
        issuedAt: row.issued_at.toISOString(),
        url: `/api/bookings/${bookingId}/documents/${documentNumber(row)}`,
      }));
    },

    /** The PDF of one of the booking's documents by its number, or null when the booking has none by that number. */
    async pdf(booking: ExistingBooking, number: string, t: Translate, language: Language): Promise<{ bytes: Buffer; row: PaymentDocumentRow } | null> {
      const row = (await paymentDocumentsOf(deps.sql, booking.bookingId)).find((candidate) => documentNumber(candidate) === number);
      if (!row) return null;
      const payment = row.payment;
      if (payment?.status !== 'open') return null;
      const names = await bookingParties(deps.sql, booking.clientId, booking.cleanerId);
      const subject = row.kind === 'invoice' ? null : t(`payment.document.subject.${row.subject}`);
      const bytes = await renderPaymentDocument(
        {
          title: t(`payment.document.title.${row.kind}`),
          number,
          issuedOn: formatQuebecDate(row.issued_at.toISOString(), language),
          subject,
          amountLine: row.kind === 'invoice' ? null : { label: t(`payment.document.amount.${row.subject === 'refund' ? 'refunded' : 'charged'}`), cents: row.amount_cents },
          parties: [
            { label: t('payment.document.client'), value: names?.client_name ?? '' },
            { label: t('payment.document.cleaner'), value: names?.cleaner_name ?? '' },
            { label: t('payment.document.service'), value: formatQuebecDate(booking.startsAt, language) },
            { label: t('payment.document.booking'), value: booking.bookingId },
          ],
          price: payment.price,
          payment,
          taxNumbers: { gst: shown(deps.taxNumbers.gst, t), qst: shown(deps.taxNumbers.qst, t) },
          simulated: deps.simulated,
        },
        t,
        language,
      );
      return { bytes, row };
    },
  };
}

export type PaymentDocuments = ReturnType<typeof createPaymentDocuments>;
