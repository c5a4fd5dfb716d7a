import { evolvePayment, initialPaymentState, paymentEventTypes, QUEBEC_TIME_ZONE, type PaymentEvent, type PaymentState } from '@weklean/domain';
import type { Projection, Tx } from '@weklean/platform';

const PAYMENT = 'payment-';

/** The year of an instant on the Quebec calendar (an invoice issued at 20:00 on 31 December belongs to that year). */
const QUEBEC_YEAR = new Intl.DateTimeFormat('en-CA', { timeZone: QUEBEC_TIME_ZONE, year: 'numeric' });
const quebecYear = (instant: string) => Number(QUEBEC_YEAR.format(new Date(instant)));

/** The next number of a kind in a year, taken in the projection's transaction: no gap, no repeat. */
async function nextNumber(tx: Tx, kind: 'receipt' | 'invoice', year: number): Promise<number> {
  const [row] = await tx<{ last_number: number }[]>`
    insert into payment_document_counters (kind, year, last_number) values (${kind}, ${year}, 1)
    on conflict (kind, year) do update set last_number = payment_document_counters.last_number + 1
    returning last_number`;
  return row!.last_number;
}

/** The booking's payment folded up to this event (its stream's revision), by the domain's evolve (the decider's own). */
async function paymentAfter(tx: Tx, bookingId: string, event: PaymentEvent, revision: bigint): Promise<PaymentState> {
  const [row] = await tx<{ payment: PaymentState; stream_revision: string }[]>`
    select payment, stream_revision::text from payment_document_payments where booking_id = ${bookingId} for update`;
  // The log read again from the start (a checkpoint reset): an event already folded in is not folded twice.
  if (row && BigInt(row.stream_revision) >= revision) return row.payment;
  const payment = evolvePayment(row?.payment ?? initialPaymentState, event);
  await tx`
    insert into payment_document_payments (booking_id, payment, stream_revision) values (${bookingId}, ${tx.json(payment as never)}, ${revision.toString()}::bigint)
    on conflict (booking_id) do update set payment = excluded.payment, stream_revision = excluded.stream_revision`;
  return payment;
}

/**
 * Receipts (each charge and refund that went through) and the invoice (once the booking is paid in full), numbered
 * per kind and per year in the log's order (docs/api/payments.md), each with the payment as it stood at its event
 * (what its PDF shows). A document already made is not made again.
 */
export const paymentDocuments: Projection = {
  name: 'payment-documents',
  eventTypes: paymentEventTypes,
  apply: async (tx, recorded) => {
    if (!recorded.streamId.startsWith(PAYMENT)) return;
    const event = { type: recorded.type, data: recorded.data } as PaymentEvent;
    const bookingId = recorded.streamId.slice(PAYMENT.length);
    const payment = await paymentAfter(tx, bookingId, event, recorded.revision);
    const at = (recorded.metadata.occurredAt as string | undefined) ?? recorded.created.toISOString();
    const document = (() => {
      switch (event.type) {
        case 'ChargeSucceeded':
          return { id: `receipt:${event.data.chargeId}`, kind: 'receipt' as const, subject: event.data.kind, amount: event.data.amountCents };
        case 'RefundSucceeded':
          return { id: `receipt:${event.data.refundId}`, kind: 'receipt' as const, subject: 'refund' as const, amount: event.data.amountCents };
        case 'PaymentStatusChanged':
          return event.data.status === 'fully_paid' ? { id: `invoice:${event.data.bookingId}`, kind: 'invoice' as const, subject: 'invoice' as const, amount: 0 } : null;
        default:
          return null;
      }
    })();
    if (!document) return;
    const [made] = await tx<{ missing: boolean }[]>`select payment is null as missing from payment_documents where document_id = ${document.id}`;
    if (made) {
      // Made before documents kept their payment (the log read again from the start): it gets it and keeps its number.
      if (made.missing) await tx`update payment_documents set payment = ${tx.json(payment as never)} where document_id = ${document.id}`;
      return;
    }
    const year = quebecYear(at);
    const number = await nextNumber(tx, document.kind, year);
    await tx`
      insert into payment_documents (document_id, booking_id, kind, subject, year, number, amount_cents, stream_revision, issued_at, payment)
      values (${document.id}, ${bookingId}, ${document.kind}, ${document.subject}, ${year}, ${number}, ${document.amount},
              ${recorded.revision.toString()}::bigint, ${at}, ${tx.json(payment as never)})`;
  },
  reset: async (tx) => {
    await tx`delete from payment_documents`;
    await tx`delete from payment_document_counters`;
    await tx`delete from payment_document_payments`;
  },
};
