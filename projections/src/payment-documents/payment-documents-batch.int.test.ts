import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeIdOf, chargePosting, refundIdOf, type ChargeKind, type PaymentEvent, type PaymentStatus, type RecordedEvent } from '@weklean/domain';
import type { Tx } from '@weklean/platform';
import { createTestDatabase, type TestDatabase } from '../../../platform/test/support/test-database';
import { readModelsAfter, rolledBack } from '../../test/support/batch-equivalence';
import { PRICE } from '../../../domain/src/testing/payment-fixtures';
import { NotBatchable } from '../finance/well-formed';
import { paymentDocuments } from './payment-documents';

const TABLES = {
  payment_document_payments: 'booking_id',
  payment_documents: 'document_id',
  payment_document_counters: 'kind, year',
} as const;

const revisions = new Map<string, bigint>();
let position = 0n;
/** An event as the log gives it: its stream's next revision, `occurredAt` when given (else its `created` dates it). */
const recorded = (streamId: string, event: { type: string; data: unknown }, occurredAt?: string): RecordedEvent => {
  const revision = revisions.get(streamId) ?? 0n;
  revisions.set(streamId, revision + 1n);
  position += 1n;
  return {
    id: randomUUID(),
    streamId,
    revision,
    type: event.type,
    data: event.data,
    metadata: occurredAt ? { occurredAt } : {},
    position: { commit: position, prepare: position },
    created: new Date(Date.UTC(2026, 11, 20, 12, 0, Number(position))),
  };
};

/** The events of one booking's payment, as the decider writes them (payment-fixtures, for a booking of our own). */
const paymentOf = (bookingId: string) => {
  const charge = (kind: ChargeKind) => chargeIdOf(bookingId, kind, 1);
  const add = (event: PaymentEvent, at?: string) => recorded(`payment-${bookingId}`, event, at);
  return {
    add,
    opened: (): PaymentEvent => ({
      type: 'PaymentOpened',
      data: { bookingId, clientId: randomUUID(), cleanerId: randomUUID(), customerId: 'cus_1', paymentMethodId: 'pm_card_visa', price: PRICE, openedAt: '2026-12-20T15:00:00.000Z' },
    }),
    requested: (kind: ChargeKind, amountCents: number): PaymentEvent => ({
      type: 'ChargeRequested',
      data: { bookingId, chargeId: charge(kind), kind, attempt: 1, amountCents, idempotencyKey: charge(kind), customerId: 'cus_1', paymentMethodId: 'pm_card_visa', offSession: kind === 'balance', requestedAt: '' },
    }),
    actionRequired: (kind: ChargeKind, clientSecret: string): PaymentEvent => ({
      type: 'ChargeActionRequired',
      data: { bookingId, chargeId: charge(kind), kind, paymentIntentId: `pi_${kind}`, clientSecret, at: '' },
    }),
    succeeded: (kind: ChargeKind, amountCents: number): PaymentEvent => ({
      type: 'ChargeSucceeded',
      data: { bookingId, chargeId: charge(kind), kind, paymentIntentId: `pi_${kind}`, amountCents, at: '' },
    }),
    posted: (kind: ChargeKind, amountCents: number): PaymentEvent => ({ type: 'LedgerPosted', data: { ...chargePosting(`charge:${charge(kind)}`, amountCents), bookingId, at: '' } }),
    refundRequested: (ordinal: number, amountCents: number): PaymentEvent => ({
      type: 'RefundRequested',
      data: { bookingId, refundId: refundIdOf(charge('deposit'), ordinal), chargeId: charge('deposit'), paymentIntentId: 'pi_deposit', amountCents, idempotencyKey: refundIdOf(charge('deposit'), ordinal), requestedAt: '' },
    }),
    refundSucceeded: (ordinal: number, amountCents: number): PaymentEvent => ({
      type: 'RefundSucceeded',
      data: { bookingId, refundId: refundIdOf(charge('deposit'), ordinal), providerRefundId: `re_${ordinal}`, amountCents, at: '' },
    }),
    status: (value: PaymentStatus): PaymentEvent => ({ type: 'PaymentStatusChanged', data: { bookingId, status: value, at: '' } }),
  };
};

/**
 * Two bookings' payments, interleaved: charges, a charge waiting for 3-D Secure, refunds, both paid in full (their
 * invoices), events that make no document, an event of each read again (its revision already folded in), receipts
 * and invoices either side of New Year in Quebec (four counters), a receipt dated by its event's creation, a posting
 * of a payout stream (left alone), a stream named with a booking's id in capitals (the same row).
 */
function scenario(): RecordedEvent[] {
  const [a, b] = [randomUUID(), randomUUID()];
  const [pa, pb] = [paymentOf(a), paymentOf(b)];
  const depositA = pa.add(pa.succeeded('deposit', PRICE.deposit), '2026-12-20T15:00:00.000Z');
  const paidB = pb.add(pb.status('fully_paid'), '2027-01-01T01:00:00.000Z');
  return [
    pa.add(pa.opened()),
    pb.add(pb.opened()),
    pa.add(pa.requested('deposit', PRICE.deposit)),
    pb.add(pb.requested('deposit', PRICE.deposit)),
    depositA,
    pa.add(pa.posted('deposit', PRICE.deposit)),
    pb.add(pb.actionRequired('deposit', 'pi_deposit_secret')),
    pb.add(pb.succeeded('deposit', PRICE.deposit), '2026-12-21T15:00:00.000Z'),
    pa.add(pa.status('initial_completed')),
    depositA,
    pa.add(pa.requested('balance', PRICE.balance)),
    pb.add(pb.requested('balance', PRICE.balance)),
    // 20:00 on 31 December in Quebec: 2026's.
    pb.add(pb.succeeded('balance', PRICE.balance), '2027-01-01T01:00:00.000Z'),
    paidB,
    // 01:00 on 1 January in Quebec: 2027's.
    pa.add(pa.succeeded('balance', PRICE.balance), '2027-01-01T06:00:00.000Z'),
    recorded(`payment-${a.toUpperCase()}`, pa.status('partially_paid')),
    pa.add(pa.status('fully_paid'), '2027-01-01T06:00:00.000Z'),
    pb.add(pb.refundRequested(1, 1_000)),
    pb.add(pb.refundSucceeded(1, 1_000), '2027-01-03T15:00:00.000Z'),
    recorded(`payout-${randomUUID()}`, { type: 'LedgerPosted', data: { ...chargePosting('payout-posting', 500), bookingId: null, at: '' } }),
    pb.add(pb.status('final_partially_refunded')),
    pa.add(pa.status('fully_paid'), '2027-01-04T15:00:00.000Z'),
    paidB,
    pb.add(pb.refundRequested(2, 500)),
    pb.add(pb.refundSucceeded(2, 500)),
  ];
}

describe('the payment documents’ batch leaves the rows that applying one event at a time leaves', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let statements = 0;
  let readModel: ReturnType<typeof readModelsAfter>;

  beforeAll(async () => {
    database = await createTestDatabase('payment_documents_batch', { migrated: true });
    sql = postgres(database.url, { max: 2, onnotice: () => undefined, debug: () => void (statements += 1) });
    readModel = readModelsAfter(sql, [paymentDocuments], TABLES);
  }, 60_000);
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  it('for every page size, from an empty read model and from one that already holds rows', async () => {
    const events = scenario();
    for (const split of [0, 9, 17]) {
      const [before, after] = [events.slice(0, split), events.slice(split)];
      const expected = await readModel(before, after, 'one by one');
      // The scenario does touch every table, so the comparison is not of empty sets.
      for (const rows of Object.values(expected)) expect(rows.length).toBeGreaterThan(0);
      for (const size of [0, 1, 2, 5, 7]) expect({ split, size, tables: await readModel(before, after, size) }).toEqual({ split, size, tables: expected });
    }
  });

  it('for every page size, when the log is read again from the start by a read model upgraded from before documents kept their payment', async () => {
    const events = scenario();
    // What the migration left: documents without their payment, and no payment folded.
    const upgraded = (tx: Tx) => tx`update payment_documents set payment = null`.then(() => tx`delete from payment_document_payments`);
    const expected = await readModel(events, events, 'one by one', upgraded);
    expect(expected.payment_documents?.every((row) => (row as { payment: unknown }).payment !== null)).toBe(true);
    for (const size of [0, 1, 2, 5, 7]) expect({ size, tables: await readModel(events, events, size, upgraded) }).toEqual({ size, tables: expected });
    // Read again with the payments kept: every event is folded already and nothing changes.
    for (const size of [0, 5]) expect({ size, tables: await readModel(events, events, size) }).toEqual({ size, tables: await readModel(events, [], 'one by one') });
  });

  it('writes a page of one booking’s payment in two statements, plus those of its documents', async () => {
    const booking = paymentOf(randomUUID());
    const page = [
      booking.add(booking.opened()),
      booking.add(booking.requested('deposit', PRICE.deposit)),
      booking.add(booking.succeeded('deposit', PRICE.deposit), '2026-12-20T15:00:00.000Z'),
      booking.add(booking.posted('deposit', PRICE.deposit)),
      booking.add(booking.status('initial_completed')),
    ];
    const counted = (apply: (tx: Tx) => Promise<void>) =>
      rolledBack(sql, async (tx) => {
        statements = 0;
        await apply(tx);
        return statements;
      });
    // The receipt: whether it was made, its number, the document.
    expect(await counted((tx) => paymentDocuments.applyBatch!(tx, page))).toBe(2 + 3);
    expect(await counted(async (tx) => {
      for (const event of page) await paymentDocuments.apply(tx, event);
    })).toBe(2 * page.length + 3);
  });

  it('refuses a page with a text jsonb would refuse, even one a later event overwrites', async () => {
    for (const secret of ['zero\u0000byte', 'half \ud800 a pair']) {
      const booking = paymentOf(randomUUID());
      const page = [
        booking.add(booking.opened()),
        booking.add(booking.requested('deposit', PRICE.deposit)),
        booking.add(booking.actionRequired('deposit', secret)),
        // Clears the client secret: the payment that held it would never reach PostgreSQL.
        booking.add(booking.succeeded('deposit', PRICE.deposit), '2026-12-20T15:00:00.000Z'),
      ];
      await expect(sql.begin((tx) => paymentDocuments.applyBatch!(tx, page))).rejects.toBeInstanceOf(NotBatchable);
      // One by one, PostgreSQL refuses that payment, and the runtime parks its event.
      const oneByOne = sql.begin(async (tx) => {
        for (const event of page) await paymentDocuments.apply(tx, event);
      });
      await expect(oneByOne).rejects.toMatchObject({ code: expect.stringMatching(/^22P0[25]$/) });
    }
  });
});
