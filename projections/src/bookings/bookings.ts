import { bookingEventTypes, type BookingEvent, type PaymentStatusChanged } from '@weklean/domain';
import type { Projection } from '@weklean/platform';

const bookingIdOf = (streamId: string) => streamId.slice('booking-'.length);

/**
 * The bookings read model: one row per booking with what both sides' lists, the expiry worker and the property guard
 * need. Details and history are read from the booking's own stream; the payment status from the booking's payment
 * stream (`PaymentStatusChanged`).
 */
export const bookings: Projection = {
  name: 'bookings',
  eventTypes: [...bookingEventTypes, 'PaymentStatusChanged'],
  apply: async (tx, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as BookingEvent | PaymentStatusChanged;
    const bookingId = bookingIdOf(recorded.streamId);
    const at = (recorded.metadata.occurredAt as string | undefined) ?? recorded.created.toISOString();
    const set = (status: string) => tx`update bookings set status = ${status}, updated_at = ${at} where booking_id = ${bookingId}`;
    // The cleaner's first answer to the request (the admin's response times): a later one, or a replay, keeps it.
    const responded = (response: 'accepted' | 'declined' | 'proposed', respondedAt: string) =>
      tx`update bookings set response = coalesce(response, ${response}), responded_at = coalesce(responded_at, ${respondedAt}) where booking_id = ${bookingId}`;
    switch (event.type) {
      case 'BookingRequested': {
        const d = event.data;
        await tx`
          insert into bookings (booking_id, series_id, occurrence, client_id, cleaner_id, property_id, status, payment_status,
            starts_at, ends_at, duration_hours, frequency, emergency, final_price_cents, requested_at, expires_at, updated_at,
            awaiting_deposit, cleaner_brings_supplies)
          values (${bookingId}, ${d.seriesId}, ${d.occurrence}, ${d.clientId}, ${d.cleanerId}, ${d.propertyId}, 'pending',
            ${d.paymentStatus}, ${d.startsAt}, ${d.endsAt}, ${d.durationHours}, ${d.frequency}, ${d.price.emergencyFee > 0},
            ${d.price.finalPrice}, ${d.requestedAt}, ${d.expiresAt}, ${at}, ${d.depositRequired ?? false}, ${d.cleanerBringsSupplies === true})
          -- Read again from the start (a column added later), the request only fills in what its row lacked.
          on conflict (booking_id) do update set cleaner_brings_supplies = excluded.cleaner_brings_supplies`;
        return;
      }
      case 'BookingAccepted':
        await responded('accepted', event.data.acceptedAt);
        await tx`update bookings set accepted_at = ${event.data.acceptedAt} where booking_id = ${bookingId}`;
        await set('confirmed');
        return;
      case 'BookingProposalAccepted':
        await tx`update bookings set starts_at = ${event.data.startsAt}, ends_at = ${event.data.endsAt}, accepted_at = ${event.data.acceptedAt} where booking_id = ${bookingId}`;
        await set('confirmed');
        return;
      case 'BookingDeclined':
        await responded('declined', event.data.declinedAt);
        await set('declined');
        return;
      case 'BookingProposalDeclined':
        await set('declinedByClient');
        return;
      case 'BookingCancelled':
        await tx`
          update bookings set cancellation_fee_cents = ${event.data.feeCents}, cancelled_by = ${event.data.by}, cancelled_at = ${event.data.cancelledAt}
          where booking_id = ${bookingId}`;
        await set('cancelled');
        return;
      case 'BookingExpired':
        await set('expired');
        return;
      case 'BookingPostponed':
        await tx`
          update bookings set starts_at = ${event.data.startsAt}, ends_at = ${event.data.endsAt},
            expires_at = least(expires_at, ${event.data.startsAt}::timestamptz), updated_at = ${at}
          where booking_id = ${bookingId}`;
        return;
      case 'BookingPunchedIn':
        await tx`update bookings set punched_in_at = ${event.data.at} where booking_id = ${bookingId}`;
        await set('in_progress');
        return;
      case 'BookingCompleted':
        await tx`update bookings set completed_at = ${event.data.completedAt} where booking_id = ${bookingId}`;
        await set('completed');
        return;
      case 'BookingDepositPaid':
        await tx`update bookings set awaiting_deposit = false, deposit_paid_at = ${event.data.paidAt}, updated_at = ${at} where booking_id = ${bookingId}`;
        return;
      case 'BookingWithdrawn':
        await set('withdrawn');
        return;
      case 'PaymentStatusChanged':
        // The row is there: a booking's request is appended before its payment opens.
        await tx`update bookings set payment_status = ${event.data.status} where booking_id = ${event.data.bookingId}`;
        return;
      case 'BookingTimeProposed':
        await responded('proposed', event.data.proposedAt);
        await tx`update bookings set updated_at = ${at} where booking_id = ${bookingId}`;
        return;
      case 'ChecklistTaskChecked':
      case 'ChecklistTaskUnchecked':
      case 'BookingPhotoAdded':
      case 'BookingPunchedOut':
        await tx`update bookings set updated_at = ${at} where booking_id = ${bookingId}`;
        return;
      case 'BookingHoldAbandoned':
        // A hold for a booking never requested: there is no row to change.
        return;
      default: {
        const _never: never = event;
        return _never;
      }
    }
  },
  reset: async (tx) => {
    await tx`delete from bookings`;
  },
};
