import {
  bookingDecider,
  bookingEventTypes,
  evolvePayment,
  paymentEventTypes,
  type BookingEvent,
  type BookingState,
  type PaymentEvent,
  type PaymentState,
} from '@weklean/domain';
import type { Projection } from '@weklean/platform';
import type { DetailsEvent } from './queries';

const BOOKING = 'booking-';
const PAYMENT = 'payment-';
const bookingTypes: readonly string[] = bookingEventTypes;

/**
 * The booking-details read model: per booking, its state and its payment's, folded here by the domain's evolve (the
 * deciders' own), and its events for the timeline. The booking screens and the answers to its commands read it.
 */
export const bookingDetails: Projection = {
  name: 'booking-details',
  eventTypes: [...bookingEventTypes, ...paymentEventTypes],
  apply: async (tx, recorded) => {
    const isBooking = recorded.streamId.startsWith(BOOKING) && bookingTypes.includes(recorded.type);
    if (!isBooking && !recorded.streamId.startsWith(PAYMENT)) return;
    const bookingId = recorded.streamId.slice(isBooking ? BOOKING.length : PAYMENT.length);
    // One statement makes the row if it is new, locks it and reads it (a no-op update returns the row as it is).
    const [row] = await tx<{ booking: BookingState; payment: PaymentState }[]>`
      insert into booking_details (booking_id) values (${bookingId})
      on conflict (booking_id) do update set booking_id = excluded.booking_id
      returning booking, payment`;
    if (isBooking) {
      const booking = bookingDecider.evolve(row!.booking, { type: recorded.type, data: recorded.data } as BookingEvent);
      const event: DetailsEvent = {
        type: recorded.type,
        at: (recorded.metadata.occurredAt as string | undefined) ?? recorded.created.toISOString(),
        userId: typeof recorded.metadata.userId === 'string' ? recorded.metadata.userId : null,
        data: (recorded.data ?? {}) as Record<string, unknown>,
      };
      const parties = booking.status === 'none' ? { client: null, cleaner: null } : { client: booking.clientId, cleaner: booking.cleanerId };
      await tx`
        update booking_details
        set booking = ${tx.json(booking as never)}, events = events || ${tx.json([event] as never)}::jsonb,
            client_id = ${parties.client}, cleaner_id = ${parties.cleaner}
        where booking_id = ${bookingId}`;
      return;
    }
    const payment = evolvePayment(row!.payment, { type: recorded.type, data: recorded.data } as PaymentEvent);
    await tx`update booking_details set payment = ${tx.json(payment as never)} where booking_id = ${bookingId}`;
  },
  reset: async (tx) => {
    await tx`delete from booking_details`;
  },
};
