import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentStream } from '@weklean/domain';
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
});
