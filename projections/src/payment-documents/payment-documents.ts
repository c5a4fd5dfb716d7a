import type { ChargeSucceeded, PaymentStatusChanged, RefundSucceeded } from '@weklean/domain';
import { QUEBEC_TIME_ZONE } from '@weklean/domain';
import type { Projection, Tx } from '@weklean/platform';

type DocumentEvent = ChargeSucceeded | RefundSucceeded | PaymentStatusChanged;

/** The year of an instant on the Quebec calendar (an invoice issued at 20:00 on 31 December belongs to that year). */
const quebecYear = (instant: string) => Number(new Intl.DateTimeFormat('en-CA', { timeZone: QUEBEC_TIME_ZONE, year: 'numeric' }).format(new Date(instant)));

/** The next number of a kind in a year, taken in the projection's transaction: no gap, no repeat. */
async function nextNumber(tx: Tx, kind: 'receipt' | 'invoice', year: number): Promise<number> {
  const [row] = await tx<{ last_number: number }[]>`
    insert into payment_document_counters (kind, year, last_number) values (${kind}, ${year}, 1)
    on conflict (kind, year) do update set last_number = payment_document_counters.last_number + 1
    returning last_number`;
  return row!.last_number;
}

/**
 * Receipts (each charge and refund that went through) and the invoice (once the booking is paid in full), numbered
 * per kind and per year in the log's order (docs/api/payments.md). A document already made is not made again.
 */
export const paymentDocuments: Projection = {
  name: 'payment-documents',
  eventTypes: ['ChargeSucceeded', 'RefundSucceeded', 'PaymentStatusChanged'],
  apply: async (tx, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as DocumentEvent;
    const at = (recorded.metadata.occurredAt as string | undefined) ?? recorded.created.toISOString();
    const document = (() => {
      switch (event.type) {
        case 'ChargeSucceeded':
          return { id: `receipt:${event.data.chargeId}`, kind: 'receipt' as const, subject: event.data.kind, amount: event.data.amountCents };
        case 'RefundSucceeded':
          return { id: `receipt:${event.data.refundId}`, kind: 'receipt' as const, subject: 'refund' as const, amount: event.data.amountCents };
        case 'PaymentStatusChanged':
          return event.data.status === 'fully_paid' ? { id: `invoice:${event.data.bookingId}`, kind: 'invoice' as const, subject: 'invoice' as const, amount: 0 } : null;
      }
    })();
    if (!document) return;
    const [exists] = await tx`select 1 from payment_documents where document_id = ${document.id}`;
    if (exists) return;
    const year = quebecYear(at);
    const number = await nextNumber(tx, document.kind, year);
    await tx`
      insert into payment_documents (document_id, booking_id, kind, subject, year, number, amount_cents, stream_revision, issued_at)
      values (${document.id}, ${event.data.bookingId}, ${document.kind}, ${document.subject}, ${year}, ${number}, ${document.amount},
              ${recorded.revision.toString()}::bigint, ${at})`;
  },
  reset: async (tx) => {
    await tx`delete from payment_documents`;
    await tx`delete from payment_document_counters`;
  },
};
