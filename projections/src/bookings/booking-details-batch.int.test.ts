import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@weklean/domain';
import { migrate } from '@weklean/platform';
import { createTestDatabase, type TestDatabase } from '../../../platform/test/support/test-database';
import { readModelsAfter } from '../../test/support/batch-equivalence';
import * as booking from '../../../domain/src/testing/booking-fixtures';
import * as payment from '../../../domain/src/testing/payment-fixtures';
import { eventTypeCounts } from '../event-type-counts/event-type-counts';
import { NotBatchable } from '../finance/well-formed';
import { bookingDetails } from './booking-details';

let revision = 0n;
const recorded = (streamId: string, event: { type: string; data: unknown }, occurredAt = booking.NOW): RecordedEvent => {
  revision += 1n;
  return {
    id: randomUUID(),
    streamId,
    revision,
    type: event.type,
    data: event.data,
    metadata: { occurredAt, userId: booking.CLIENT_ID } as RecordedEvent['metadata'],
    position: { commit: revision, prepare: revision },
    created: new Date(Date.UTC(2026, 10, 22, 17, 0, Number(revision))),
  };
};

/**
 * Two bookings and their payments, interleaved: a request paid, accepted, worked and refunded in part; another whose
 * deposit fails, moved and cancelled; an event of the same types on a stream of neither kind (left alone); a stream
 * named with the booking's id in capitals (the same row); a payment whose events come before its booking's.
 */
function scenario(): RecordedEvent[] {
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
  const [bookingA, bookingB, bookingC] = [`booking-${a}`, `booking-${b}`, `booking-${c}`];
  const [paymentA, paymentB, paymentC] = [`payment-${a}`, `payment-${b}`, `payment-${c}`];
  const requestOf = (id: string) => booking.requested({ bookingId: id, clientId: randomUUID(), cleanerId: randomUUID(), propertyId: randomUUID() });
  const [depositA, ...restA] = payment.depositPaid();
  const refund = payment.refundRequested(payment.DEPOSIT_ID, payment.PI_DEPOSIT, 1_000);
  const { refundId } = refund.data as { refundId: string };
  return [
    recorded(paymentC, payment.opened()),
    recorded(bookingA, requestOf(a)),
    recorded(paymentA, depositA!),
    recorded(bookingB, requestOf(b)),
    ...restA.slice(0, 3).map((event) => recorded(paymentA, event)),
    recorded(paymentB, payment.opened()),
    recorded(paymentB, payment.requested('deposit', 1, payment.PRICE.deposit, false)),
    recorded('other-stream', payment.opened()),
    ...restA.slice(3).map((event) => recorded(paymentA, event)),
    recorded(bookingA, booking.depositPaid()),
    recorded(paymentB, payment.failed(payment.DEPOSIT_ID, 'deposit', 1, 'card_declined')),
    recorded(bookingA, booking.accepted()),
    recorded(`booking-${b.toUpperCase()}`, booking.timeProposed(booking.hoursAfter(booking.STARTS_AT, 24))),
    recorded(bookingA, booking.punchedIn()),
    recorded(bookingC, requestOf(c)),
    recorded(bookingA, booking.taskChecked(booking.CHECKLIST[0]!.taskId)),
    recorded(bookingB, booking.cancelled('client', booking.NOW, 0)),
    recorded(paymentA, refund),
    recorded(bookingA, booking.punchedOut()),
    recorded(bookingA, booking.completed()),
    // Last, a payment's events after its booking's: the page holding them leaves the booking and its parties as they are.
    recorded(paymentA, payment.refundSucceeded(refundId, 1_000)),
    recorded(paymentA, payment.status('fully_paid')),
  ];
}

const TABLES = { booking_details: 'booking_id', event_type_counts: 'event_type' } as const;

describe('the booking-details and event-type-counts batches leave the rows that applying one event at a time leaves', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let readModel: ReturnType<typeof readModelsAfter>;

  beforeAll(async () => {
    database = await createTestDatabase('booking_details_batch');
    await migrate(database.url);
    sql = postgres(database.url, { max: 2, onnotice: () => undefined });
    readModel = readModelsAfter(sql, [bookingDetails, eventTypeCounts], TABLES);
  }, 60_000);
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  it('for every page size, from an empty read model and from one that already holds rows', async () => {
    const events = scenario();
    for (const split of [0, 7, 16]) {
      const [before, after] = [events.slice(0, split), events.slice(split)];
      const expected = await readModel(before, after, 'one by one');
      expect(expected.booking_details).toHaveLength(3);
      expect(expected.event_type_counts!.length).toBeGreaterThan(5);
      for (const size of [0, 1, 2, 3, 5]) expect({ split, size, tables: await readModel(before, after, size) }).toEqual({ split, size, tables: expected });
    }
  });

  it('refuses a page whose state one by one would have refused, even when a later event overwrites it', async () => {
    const id = randomUUID();
    const page = [
      recorded(`payment-${id}`, payment.opened()),
      recorded(`payment-${id}`, { type: 'ChargeActionRequired', data: { ...payment.actionRequired().data, clientSecret: 'zero\u0000byte' } }),
      recorded(`payment-${id}`, payment.succeeded(payment.DEPOSIT_ID, 'deposit', payment.PI_DEPOSIT, payment.PRICE.deposit)),
    ];
    await expect(sql.begin((tx) => bookingDetails.applyBatch!(tx, page))).rejects.toBeInstanceOf(NotBatchable);
    // Half a surrogate pair, which jsonb refuses too.
    page[1] = recorded(`payment-${id}`, { type: 'ChargeActionRequired', data: { ...payment.actionRequired().data, clientSecret: 'half \ud800 pair' } });
    await expect(sql.begin((tx) => bookingDetails.applyBatch!(tx, page))).rejects.toBeInstanceOf(NotBatchable);
  });
});
