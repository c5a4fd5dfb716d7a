import type { PaymentState } from '@weklean/domain';
import type postgres from 'postgres';

export type PaymentDocumentRow = {
  document_id: string;
  booking_id: string;
  kind: 'receipt' | 'invoice';
  subject: 'deposit' | 'balance' | 'refund' | 'invoice';
  year: number;
  number: number;
  amount_cents: number;
  stream_revision: string;
  issued_at: Date;
  /** The payment as it stood at the document's event (null only while the projection fills it in after an upgrade). */
  payment: PaymentState | null;
};

/** `R-2026-000042` for a receipt, `F-2026-000007` for an invoice (facture): the numbers a person reads. */
export const documentNumber = (row: Pick<PaymentDocumentRow, 'kind' | 'year' | 'number'>): string =>
  `${row.kind === 'invoice' ? 'F' : 'R'}-${row.year}-${String(row.number).padStart(6, '0')}`;

/** A booking's receipts and invoice, oldest first. */
export async function paymentDocumentsOf(sql: postgres.Sql, bookingId: string): Promise<PaymentDocumentRow[]> {
  return sql<PaymentDocumentRow[]>`
    select document_id, booking_id, kind, subject, year, number, amount_cents, stream_revision::text, issued_at, payment
    from payment_documents where booking_id = ${bookingId} order by issued_at, kind desc, number`;
}

export async function paymentDocument(sql: postgres.Sql, bookingId: string, documentId: string): Promise<PaymentDocumentRow | null> {
  const [row] = await sql<PaymentDocumentRow[]>`
    select document_id, booking_id, kind, subject, year, number, amount_cents, stream_revision::text, issued_at, payment
    from payment_documents where booking_id = ${bookingId} and document_id = ${documentId}`;
  return row ?? null;
}
