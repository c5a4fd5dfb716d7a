import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingStream, type BookingEvent } from '@weklean/domain';
import {
  accepted,
  cancelled,
  declined,
  depositPaid,
  EXPIRES_AT,
  expired,
  hoursAfter,
  NOW,
  punchedIn,
  requested,
  STARTS_AT,
  taskChecked,
  timeProposed,
} from '../../../domain/src/testing/booking-fixtures';
import { readModelSpec, type GivenEvent } from '../../test/support/read-model-spec';
import { bookings } from './bookings';
import { isFirstBooking, listBookings, propertyHasUpcomingBookings } from './queries';

type Spec = Awaited<ReturnType<typeof readModelSpec>>;

describe('the bookings read model: given events, then rows', () => {
  let spec: Spec;
  const ids = { booking: '', client: '', cleaner: '', property: '' };
  const on = (...events: BookingEvent[]): GivenEvent[] =>
    events.map((event) => ({ stream: bookingStream(ids.booking), type: event.type, data: event.data, metadata: { occurredAt: NOW } }));
  const request = () =>
    requested({ bookingId: ids.booking, clientId: ids.client, cleanerId: ids.cleaner, propertyId: ids.property });
  const row = async () =>
    (await spec.sql<Record<string, unknown>[]>`
      select status, payment_status, starts_at, ends_at, expires_at, final_price_cents, cancellation_fee_cents, punched_in_at,
        cleaner_brings_supplies
      from bookings where booking_id = ${ids.booking}`)[0];

  beforeAll(async () => {
    spec = await readModelSpec(bookings, 'read_model_bookings');
  });
  afterAll(async () => spec?.close());
  beforeEach(() => {
    Object.assign(ids, { booking: randomUUID(), client: randomUUID(), cleaner: randomUUID(), property: randomUUID() });
  });

  it('adds a pending row with its price, times and expiry when a booking is requested', async () => {
    const event = request();
    await spec.given(on(event));
    expect(await row()).toEqual({
      status: 'pending',
      payment_status: 'initial_pending',
      starts_at: new Date(STARTS_AT),
      ends_at: new Date(event.data.endsAt),
      expires_at: new Date(EXPIRES_AT),
      final_price_cents: event.data.price.finalPrice,
      cancellation_fee_cents: 0,
      punched_in_at: null,
      cleaner_brings_supplies: event.data.cleanerBringsSupplies,
    });
    expect(await isFirstBooking(spec.sql, ids.client)).toBe(false);
    expect(await isFirstBooking(spec.sql, randomUUID())).toBe(true);
  });

  it('keeps whether the cleaner brings the products, also when the log is read again from the start', async () => {
    const event = requested({ bookingId: ids.booking, clientId: ids.client, cleanerId: ids.cleaner, propertyId: ids.property, cleanerBringsSupplies: true });
    await spec.given(on(event, accepted()));
    expect(await row()).toMatchObject({ status: 'confirmed', cleaner_brings_supplies: true });
    // A row written before the column existed has its default; reading the request again fills it in, nothing else.
    await spec.sql`update bookings set cleaner_brings_supplies = false where booking_id = ${ids.booking}`;
    await spec.given(on(event));
    expect(await row()).toMatchObject({ status: 'confirmed', cleaner_brings_supplies: true });
  });

  it('follows accepted then cancelled (with the fee), and counts it no more among the property’s upcoming bookings', async () => {
    await spec.given(on(request(), accepted()));
    expect(await row()).toMatchObject({ status: 'confirmed' });
    expect(await propertyHasUpcomingBookings(spec.sql, ids.property)).toBe(true);
    await spec.given(on(cancelled('client', NOW, 5_000)));
    expect(await row()).toMatchObject({ status: 'cancelled', cancellation_fee_cents: 5_000 });
    expect(await propertyHasUpcomingBookings(spec.sql, ids.property)).toBe(false);
  });

  it('moves the times of a postponed request, and brings its expiry to the new start when that comes first', async () => {
    const startsAt = '2026-11-23T15:00:00.000Z';
    const postponed: BookingEvent = {
      type: 'BookingPostponed',
      data: { fromStartsAt: STARTS_AT, fromEndsAt: STARTS_AT, startsAt, endsAt: '2026-11-23T19:00:00.000Z', postponedAt: NOW },
    };
    await spec.given(on(request(), postponed));
    expect(await row()).toMatchObject({ status: 'pending', starts_at: new Date(startsAt), expires_at: new Date('2026-11-23T15:00:00.000Z') });
  });

  it('marks an unanswered request expired, and a completed cleaning completed with its punch-in', async () => {
    await spec.given(on(request(), expired()));
    expect(await row()).toMatchObject({ status: 'expired' });

    ids.booking = randomUUID();
    await spec.given(
      on(
        request(),
        accepted(),
        { type: 'BookingPunchedIn', data: { lat: 45.5, lng: -73.6, at: STARTS_AT, minutesLate: 0 } },
        { type: 'BookingPunchedOut', data: { lat: 45.5, lng: -73.6, at: '2026-11-24T19:00:00.000Z' } },
        { type: 'BookingCompleted', data: { completedAt: '2026-11-24T19:00:00.000Z' } },
      ),
    );
    expect(await row()).toMatchObject({ status: 'completed', punched_in_at: new Date(STARTS_AT) });
  });

  it('marks a request the cleaner refused as declined, and one whose proposed time the client refused as declinedByClient', async () => {
    await spec.given(on(request(), declined('Pas disponible')));
    expect(await row()).toMatchObject({ status: 'declined' });

    ids.booking = randomUUID();
    const proposedAt = '2026-11-25T15:00:00.000Z';
    await spec.given(on(request(), timeProposed(proposedAt), { type: 'BookingProposalDeclined', data: { declinedAt: NOW } }));
    // The proposal itself is not on the row: the times stay the requested ones.
    expect(await row()).toMatchObject({ status: 'declinedByClient', starts_at: new Date(STARTS_AT) });
  });

  it('confirms a request at the time the cleaner proposed once the client accepts it', async () => {
    const startsAt = '2026-11-25T15:00:00.000Z';
    const endsAt = hoursAfter(startsAt, 4);
    await spec.given(on(request(), timeProposed(startsAt)));
    expect(await row()).toMatchObject({ status: 'pending', starts_at: new Date(STARTS_AT) });
    await spec.given(
      on({ type: 'BookingProposalAccepted', data: { fromStartsAt: STARTS_AT, fromEndsAt: hoursAfter(STARTS_AT, 4), startsAt, endsAt, acceptedAt: NOW } }),
    );
    expect(await row()).toMatchObject({ status: 'confirmed', starts_at: new Date(startsAt), ends_at: new Date(endsAt) });
  });

  it('puts a cleaning in progress at the punch-in; a checked task only moves updated_at', async () => {
    await spec.given(on(request(), accepted(), punchedIn()));
    expect(await row()).toMatchObject({ status: 'in_progress', punched_in_at: new Date(STARTS_AT) });
    const at = '2026-11-24T16:00:00.000Z';
    const checked = taskChecked('task-1', at);
    await spec.given([{ stream: bookingStream(ids.booking), type: checked.type, data: checked.data, metadata: { occurredAt: at } }]);
    expect(await row()).toMatchObject({ status: 'in_progress' });
    const [updated] = await spec.sql<{ updated_at: Date }[]>`select updated_at from bookings where booking_id = ${ids.booking}`;
    expect(updated?.updated_at).toEqual(new Date(at));
  });

  it('keeps a request from its cleaner until its deposit is paid, and follows the payment status', async () => {
    const cleanerSees = async () => (await listBookings(spec.sql, ids.cleaner, 'cleaner', { page: 1, pageSize: 10 })).total;
    await spec.given(on(request()));
    expect(await cleanerSees()).toBe(0);
    expect((await listBookings(spec.sql, ids.client, 'client', { page: 1, pageSize: 10 })).total).toBe(1);
    await spec.given([
      ...on(depositPaid()),
      { stream: `payment-${ids.booking}`, type: 'PaymentStatusChanged', data: { bookingId: ids.booking, status: 'initial_completed', at: NOW }, metadata: { occurredAt: NOW } },
    ]);
    expect(await cleanerSees()).toBe(1);
    expect(await row()).toMatchObject({ status: 'pending', payment_status: 'initial_completed' });

    ids.booking = randomUUID();
    await spec.given(on(request(), { type: 'BookingWithdrawn', data: { reason: 'payment_failed', withdrawnAt: NOW } }));
    expect(await row()).toMatchObject({ status: 'withdrawn' });
    expect(await cleanerSees()).toBe(1);
  });

  it('lists a person’s bookings on their side with the count per status', async () => {
    await spec.given(on(request(), depositPaid(), accepted()));
    const asClient = await listBookings(spec.sql, ids.client, 'client', { page: 1, pageSize: 10 });
    expect(asClient).toMatchObject({ total: 1, counts: { confirmed: 1 } });
    expect(asClient.rows[0]).toMatchObject({ booking_id: ids.booking, status: 'confirmed', cleaner_id: ids.cleaner });
    expect((await listBookings(spec.sql, ids.cleaner, 'client', { page: 1, pageSize: 10 })).total).toBe(0);
    expect((await listBookings(spec.sql, ids.cleaner, 'cleaner', { status: 'upcoming', page: 1, pageSize: 10 })).total).toBe(1);
  });

  it("keeps the cleaner's first answer, the acceptance, who cancelled and when; applied again from the start, the row is the same", async () => {
    const answers = () =>
      spec.sql<Record<string, unknown>[]>`
        select status, starts_at, expires_at, deposit_paid_at, responded_at, response, accepted_at, cancelled_at, cancelled_by, completed_at
        from bookings where booking_id = ${ids.booking}`;
    const proposedAt = hoursAfter(NOW, 1);
    const events = on(request(), depositPaid(hoursAfter(NOW, 0.5)), timeProposed(hoursAfter(STARTS_AT, 2), proposedAt), accepted(hoursAfter(NOW, 3)), cancelled('cleaner', hoursAfter(NOW, 5)));
    await spec.given(events);
    const [once] = await answers();
    expect(once).toMatchObject({
      status: 'cancelled',
      deposit_paid_at: new Date(hoursAfter(NOW, 0.5)),
      // The first answer is the proposal; the acceptance after it does not replace it.
      responded_at: new Date(proposedAt),
      response: 'proposed',
      accepted_at: new Date(hoursAfter(NOW, 3)),
      cancelled_at: new Date(hoursAfter(NOW, 5)),
      cancelled_by: 'cleaner',
      completed_at: null,
    });
    // What the migration that added the columns makes the runner do: every event of the log applied once more.
    await spec.sql.begin(async (tx) => {
      for (const [index, { stream, ...event }] of events.entries()) {
        await bookings.apply(tx, { id: randomUUID(), streamId: stream, revision: BigInt(index), type: event.type, data: event.data, metadata: event.metadata ?? {}, position: { commit: 0n, prepare: 0n }, created: new Date(NOW) });
      }
    });
    expect((await answers())[0]).toEqual(once);
  });

  it('is empty after a reset, as before a rebuild', async () => {
    await spec.given(on(request()));
    await spec.reset();
    expect(await spec.sql`select 1 from bookings`).toHaveLength(0);
  });
});
