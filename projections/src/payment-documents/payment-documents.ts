import { evolvePayment, initialPaymentState, paymentEventTypes, QUEBEC_TIME_ZONE, type PaymentEvent, type PaymentState, type RecordedEvent } from '@weklean/domain';
import type { Projection, Tx } from '@weklean/platform';
import { storableInJsonb, uuid } from '../finance/well-formed';

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

/** A booking's payment as folded so far, and the revision of the last event of its stream folded in. */
type Folded = { payment: PaymentState; revision: bigint };

/**
 * The booking's payment after this event, by the domain's evolve (the decider's own); `folded` is false when the
 * event was in already, and then there is nothing to write.
 */
function fold(stored: Folded | undefined, event: PaymentEvent, revision: bigint): { payment: PaymentState; folded: boolean } {
  // The log read again from the start (a checkpoint reset): an event already folded in is not folded twice.
  if (stored && stored.revision >= revision) return { payment: stored.payment, folded: false };
  return { payment: evolvePayment(stored?.payment ?? initialPaymentState, event), folded: true };
}

/** One by one: the booking's row locked and read, written back when the event is folded in. */
async function paymentAfter(tx: Tx, bookingId: string, event: PaymentEvent, revision: bigint): Promise<PaymentState> {
  const [row] = await tx<{ payment: PaymentState; stream_revision: string }[]>`
    select payment, stream_revision::text from payment_document_payments where booking_id = ${bookingId} for update`;
  const { payment, folded } = fold(row && { payment: row.payment, revision: BigInt(row.stream_revision) }, event, revision);
  if (!folded) return payment;
  await tx`
    insert into payment_document_payments (booking_id, payment, stream_revision) values (${bookingId}, ${tx.json(payment as never)}, ${revision.toString()}::bigint)
    on conflict (booking_id) do update set payment = excluded.payment, stream_revision = excluded.stream_revision`;
  return payment;
}

/** A payment stream's event and its booking; null for an event of another stream (a payout's posting). */
function paymentEventOf(recorded: RecordedEvent) {
  if (!recorded.streamId.startsWith(PAYMENT)) return null;
  return { bookingId: recorded.streamId.slice(PAYMENT.length), event: { type: recorded.type, data: recorded.data } as PaymentEvent };
}

const issuedAt = (recorded: RecordedEvent) => (recorded.metadata.occurredAt as string | undefined) ?? recorded.created.toISOString();

type Document = { id: string; kind: 'receipt' | 'invoice'; subject: 'deposit' | 'balance' | 'refund' | 'invoice'; amount: number };

function documentOf(event: PaymentEvent): Document | null {
  switch (event.type) {
    case 'ChargeSucceeded':
      return { id: `receipt:${event.data.chargeId}`, kind: 'receipt', subject: event.data.kind, amount: event.data.amountCents };
    case 'RefundSucceeded':
      return { id: `receipt:${event.data.refundId}`, kind: 'receipt', subject: 'refund', amount: event.data.amountCents };
    case 'PaymentStatusChanged':
      return event.data.status === 'fully_paid' ? { id: `invoice:${event.data.bookingId}`, kind: 'invoice', subject: 'invoice', amount: 0 } : null;
    default:
      return null;
  }
}

/** Makes a document with its number, unless it was made already. */
async function issue(tx: Tx, document: Document, bookingId: string, recorded: RecordedEvent, at: string, payment: PaymentState) {
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
    const of = paymentEventOf(recorded);
    if (!of) return;
    const payment = await paymentAfter(tx, of.bookingId, of.event, recorded.revision);
    const at = issuedAt(recorded);
    const document = documentOf(of.event);
    if (document) await issue(tx, document, of.bookingId, recorded, at, payment);
  },
  /**
   * A page in two statements plus its documents (issue 34; one by one, two an event): the page's payments locked and
   * read at once, folded in memory in log order, each changed one written once at the end. Documents stay one by one,
   * in log order, for their numbers. A payment one by one would write and a later event overwrites is never sent, so
   * an event with a text jsonb would refuse is NotBatchable, and the runtime applies the page one event at a time.
   */
  applyBatch: async (tx, events) => {
    const page = events.flatMap((recorded) => {
      const of = paymentEventOf(recorded);
      if (!of) return [];
      storableInJsonb(recorded.data, `${recorded.type} ${recorded.id}`);
      // Payments are keyed by the uuid PostgreSQL reads back, whatever the letters' case in the stream's name.
      return [{ recorded, ...of, key: uuid(of.bookingId, 'booking id').toLowerCase() }];
    });
    if (page.length === 0) return;
    const rows = await tx<{ booking_id: string; payment: PaymentState; stream_revision: string }[]>`
      select booking_id, payment, stream_revision::text from payment_document_payments
      where booking_id = any(${[...new Set(page.map(({ key }) => key))]}::uuid[]) for update`;
    const payments = new Map(rows.map((row): [string, Folded] => [row.booking_id, { payment: row.payment, revision: BigInt(row.stream_revision) }]));
    const changed = new Set<string>();
    for (const { recorded, bookingId, event, key } of page) {
      // Kept in memory between events rather than read back from jsonb: evolve only copies the events' values.
      const { payment, folded } = fold(payments.get(key), event, recorded.revision);
      if (folded) {
        payments.set(key, { payment, revision: recorded.revision });
        changed.add(key);
      }
      const at = issuedAt(recorded);
      const document = documentOf(event);
      if (document) await issue(tx, document, bookingId, recorded, at, payment);
    }
    if (changed.size === 0) return;
    const written = [...payments].filter(([key]) => changed.has(key)).map(([key, { payment, revision }]) => ({ booking_id: key, payment, stream_revision: revision.toString() }));
    // One JSON text read back by the table's own row type (`::text::json`: postgres.js would quote a string sent as json once more).
    await tx`
      insert into payment_document_payments select * from json_populate_recordset(null::payment_document_payments, ${JSON.stringify(written)}::text::json)
      on conflict (booking_id) do update set payment = excluded.payment, stream_revision = excluded.stream_revision`;
  },
  reset: async (tx) => {
    await tx`delete from payment_documents`;
    await tx`delete from payment_document_counters`;
    await tx`delete from payment_document_payments`;
  },
};
