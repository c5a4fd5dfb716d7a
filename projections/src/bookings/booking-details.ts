import {
  bookingDecider,
  bookingEventTypes,
  evolvePayment,
  paymentEventTypes,
  type BookingEvent,
  type BookingState,
  type PaymentEvent,
  type PaymentState,
  type RecordedEvent,
} from '@weklean/domain';
import type { Projection } from '@weklean/platform';
import { NotBatchable, storableInJsonb, uuid } from '../finance/well-formed';
import type { DetailsEvent } from './queries';

const BOOKING = 'booking-';
const PAYMENT = 'payment-';
const bookingTypes: readonly string[] = bookingEventTypes;

/** The booking a booking or payment event is about, or null for an event of neither stream. */
function bookingOf(recorded: RecordedEvent) {
  const isBooking = recorded.streamId.startsWith(BOOKING) && bookingTypes.includes(recorded.type);
  if (!isBooking && !recorded.streamId.startsWith(PAYMENT)) return null;
  return { isBooking, bookingId: recorded.streamId.slice(isBooking ? BOOKING.length : PAYMENT.length) };
}

const detailsEvent = (recorded: RecordedEvent): DetailsEvent => ({
  type: recorded.type,
  at: (recorded.metadata.occurredAt as string | undefined) ?? recorded.created.toISOString(),
  userId: typeof recorded.metadata.userId === 'string' ? recorded.metadata.userId : null,
  data: (recorded.data ?? {}) as Record<string, unknown>,
});

const partiesOf = (booking: BookingState) => (booking.status === 'none' ? { client: null, cleaner: null } : { client: booking.clientId, cleaner: booking.cleanerId });

const evolveBooking = (booking: BookingState, recorded: RecordedEvent) => bookingDecider.evolve(booking, { type: recorded.type, data: recorded.data } as BookingEvent);

/**
 * The booking-details read model: per booking, its state and its payment's, folded here by the domain's evolve (the
 * deciders' own), and its events for the timeline. The booking screens and the answers to its commands read it.
 */
export const bookingDetails: Projection = {
  name: 'booking-details',
  eventTypes: [...bookingEventTypes, ...paymentEventTypes],
  apply: async (tx, recorded) => {
    const of = bookingOf(recorded);
    if (!of) return;
    // One statement makes the row if it is new, locks it and reads it (a no-op update returns the row as it is).
    const [row] = await tx<{ booking: BookingState; payment: PaymentState }[]>`
      insert into booking_details (booking_id) values (${of.bookingId})
      on conflict (booking_id) do update set booking_id = excluded.booking_id
      returning booking, payment`;
    if (of.isBooking) {
      const booking = evolveBooking(row!.booking, recorded);
      const parties = partiesOf(booking);
      await tx`
        update booking_details
        set booking = ${tx.json(booking as never)}, events = events || ${tx.json([detailsEvent(recorded)] as never)}::jsonb,
            client_id = ${parties.client}, cleaner_id = ${parties.cleaner}
        where booking_id = ${of.bookingId}`;
      return;
    }
    const payment = evolvePayment(row!.payment, { type: recorded.type, data: recorded.data } as PaymentEvent);
    await tx`update booking_details set payment = ${tx.json(payment as never)} where booking_id = ${of.bookingId}`;
  },
  /**
   * A page in two statements whatever its length (issue 34: two per event were 15 of a booking's): the page's rows
   * made, locked and read at once, each booking's events folded in memory in log order, every row written at once.
   * A state one by one would write and a later event overwrites is never sent, so each event is checked for what
   * PostgreSQL would refuse in it (a zero byte or half a surrogate pair in a text, parties that are not uuids): NotBatchable, and the runtime
   * applies the page one event at a time.
   */
  applyBatch: async (tx, events) => {
    const pages = new Map<string, { booking?: BookingState; payment?: PaymentState; events: DetailsEvent[]; recorded: { recorded: RecordedEvent; isBooking: boolean }[] }>();
    for (const recorded of events) {
      const of = bookingOf(recorded);
      if (!of) continue;
      storableInJsonb(recorded.data, `${recorded.type} ${recorded.id}`);
      // Rows are keyed by the uuid PostgreSQL reads, whatever the letters' case in the stream's name.
      const key = of.bookingId.toLowerCase();
      const page = pages.get(key) ?? { events: [], recorded: [] };
      page.recorded.push({ recorded, isBooking: of.isBooking });
      pages.set(key, page);
    }
    if (pages.size === 0) return;
    const ids = [...pages.keys()];
    const rows = await tx<{ booking_id: string; booking: BookingState; payment: PaymentState }[]>`
      insert into booking_details (booking_id) select unnest(${ids}::uuid[])
      on conflict (booking_id) do update set booking_id = excluded.booking_id
      returning booking_id, booking, payment`;
    const written = rows.map((row) => {
      const page = pages.get(row.booking_id);
      if (!page) throw new NotBatchable(`not batchable: booking ${row.booking_id} read back under another key`);
      let booking: BookingState | undefined;
      let payment: PaymentState | undefined;
      for (const { recorded, isBooking } of page.recorded) {
        if (isBooking) {
          booking = evolveBooking(booking ?? row.booking, recorded);
          const parties = partiesOf(booking);
          if (parties.client !== null) uuid(parties.client, 'client id');
          if (parties.cleaner !== null) uuid(parties.cleaner, 'cleaner id');
          page.events.push(detailsEvent(recorded));
        } else {
          payment = evolvePayment(payment ?? row.payment, { type: recorded.type, data: recorded.data } as PaymentEvent);
        }
      }
      const parties = booking ? partiesOf(booking) : null;
      return { booking_id: row.booking_id, booking, payment, events: page.events, client_id: parties?.client ?? null, cleaner_id: parties?.cleaner ?? null };
    });
    // A booking or payment left out (none of its events in the page) keeps its stored value, parties included.
    await tx`
      update booking_details d
      set booking = coalesce(v.booking, d.booking), payment = coalesce(v.payment, d.payment), events = d.events || v.events,
          client_id = case when v.booking is null then d.client_id else v.client_id end,
          cleaner_id = case when v.booking is null then d.cleaner_id else v.cleaner_id end
      from jsonb_to_recordset(${tx.json(written as never)}) as v(booking_id uuid, booking jsonb, payment jsonb, events jsonb, client_id uuid, cleaner_id uuid)
      where d.booking_id = v.booking_id`;
  },
  reset: async (tx) => {
    await tx`delete from booking_details`;
  },
};
