import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeBookingPrice, paymentAmounts, paymentStream, type PaymentState } from '@weklean/domain';
import { readModelSpec, type GivenEvent } from '../../test/support/read-model-spec';
import { paymentDocuments } from './payment-documents';
import { documentNumber, paymentDocumentsOf } from './queries';

type Spec = Awaited<ReturnType<typeof readModelSpec>>;

describe('receipts and invoices: given payment events, then numbered documents', () => {
  let spec: Spec;
  beforeAll(async () => {
    spec = await readModelSpec(paymentDocuments, 'payment_documents');
  }, 60_000);
  afterAll(async () => spec?.close());

  const on = (bookingId: string, at: string, ...events: { type: string; data: Record<string, unknown> }[]): GivenEvent[] =>
    events.map((event) => ({ stream: paymentStream(bookingId), type: event.type, data: { bookingId, ...event.data }, metadata: { occurredAt: at } }));
  const charged = (chargeId: string, kind: 'deposit' | 'balance', amountCents: number) => ({
    type: 'ChargeSucceeded', data: { chargeId, kind, paymentIntentId: `pi_${chargeId}`, amountCents, at: '' },
  });
  const refunded = (refundId: string, amountCents: number) => ({ type: 'RefundSucceeded', data: { refundId, providerRefundId: `re_${refundId}`, amountCents, at: '' } });
  const status = (value: string) => ({ type: 'PaymentStatusChanged', data: { status: value, at: '' } });

  it('makes a receipt per charge and refund and an invoice once paid in full, numbered per kind and year without gaps', async () => {
    const [paid, cancelled] = [randomUUID(), randomUUID()];
    await spec.given([
      ...on(paid, '2026-11-20T15:00:00.000Z', charged(`${paid}:deposit:1`, 'deposit', 6_640), status('initial_completed')),
      ...on(cancelled, '2026-11-21T15:00:00.000Z', charged(`${cancelled}:deposit:1`, 'deposit', 7_000), refunded(`${cancelled}:deposit:1:refund:1`, 2_000)),
      ...on(paid, '2026-11-24T20:00:00.000Z', charged(`${paid}:balance:1`, 'balance', 6_640), status('fully_paid')),
    ]);
    const documents = await paymentDocumentsOf(spec.sql, paid);
    // The balance's receipt and the invoice come from the same moment: the receipt first.
    expect(documents.map((d) => [d.kind, d.subject, documentNumber(d), d.amount_cents])).toEqual([
      ['receipt', 'deposit', 'R-2026-000001', 6_640],
      ['receipt', 'balance', 'R-2026-000004', 6_640],
      ['invoice', 'invoice', 'F-2026-000001', 0],
    ]);
    expect((await paymentDocumentsOf(spec.sql, cancelled)).map(documentNumber)).toEqual(['R-2026-000002', 'R-2026-000003']);
  });

  it('starts each year at 1, on the Quebec calendar', async () => {
    const booking = randomUUID();
    // 20:00 on 31 December in Quebec is already 1 January in UTC: the receipt belongs to 2026.
    await spec.given(on(booking, '2027-01-01T01:00:00.000Z', charged(`${booking}:deposit:1`, 'deposit', 5_000)));
    await spec.given(on(booking, '2027-01-02T15:00:00.000Z', refunded(`${booking}:deposit:1:refund:1`, 5_000)));
    expect((await paymentDocumentsOf(spec.sql, booking)).map(documentNumber)).toEqual(['R-2026-000005', 'R-2027-000001']);
  });

  it('makes no invoice before the booking is paid in full', async () => {
    const booking = randomUUID();
    await spec.given(on(booking, '2026-11-22T15:00:00.000Z', status('initial_completed'), status('final_failed'), status('refunded')));
    expect(await paymentDocumentsOf(spec.sql, booking)).toEqual([]);
  });

  it('keeps with each document the payment as it stood at its event, and fills it in when the log is read again', async () => {
    const booking = randomUUID();
    const price = computeBookingPrice({ base: { kind: 'hourly', hourlyRateCents: 3_000, durationHours: 4 }, cleanerBringsSupplies: false, emergency: false, firstBooking: false, serviceFeeCents: 500 });
    const requested = (chargeId: string, kind: 'deposit' | 'balance', amountCents: number) => ({
      type: 'ChargeRequested',
      data: { chargeId, kind, attempt: 1, amountCents, idempotencyKey: chargeId, customerId: 'cus_1', paymentMethodId: 'pm_card_visa', offSession: false, requestedAt: '' },
    });
    const opened = { type: 'PaymentOpened', data: { clientId: randomUUID(), cleanerId: randomUUID(), customerId: 'cus_1', paymentMethodId: 'pm_card_visa', price, openedAt: '' } };
    const balance = price.finalPrice - price.deposit;
    await spec.given(on(booking, '2026-11-10T15:00:00.000Z', opened, requested(`${booking}:deposit:1`, 'deposit', price.deposit), charged(`${booking}:deposit:1`, 'deposit', price.deposit)));
    await spec.given(on(booking, '2026-11-12T15:00:00.000Z', requested(`${booking}:balance:1`, 'balance', balance), charged(`${booking}:balance:1`, 'balance', balance), status('fully_paid')));
    const paidOn = async () =>
      (await paymentDocumentsOf(spec.sql, booking)).map((d) => [documentNumber(d), d.payment?.status === 'open' ? paymentAmounts(d.payment).paid : null]);
    const issued = await paidOn();
    // The deposit's receipt shows only the deposit paid, however much was paid after it.
    expect(issued.map(([, paid]) => paid)).toEqual([price.deposit, price.finalPrice, price.finalPrice]);

    // An install upgraded from before: documents without their payment, read from the start again, keep their numbers.
    await spec.sql`update payment_documents set payment = null where booking_id = ${booking}`;
    await spec.sql`delete from payment_document_payments where booking_id = ${booking}`;
    await spec.replay();
    expect(await paidOn()).toEqual(issued);
    const [documents] = await spec.sql<{ count: string }[]>`select count(*)::text as count from payment_documents where booking_id = ${booking}`;
    expect(documents?.count).toBe('3');
    const kept = await spec.sql<{ payment: PaymentState }[]>`select payment from payment_document_payments where booking_id = ${booking}`;
    expect(kept[0]?.payment.status).toBe('open');
  });
});
