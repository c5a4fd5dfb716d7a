import {
  availableActions,
  BookingAccessDeniedError,
  BookingNotFoundError,
  cancellationFeeIfNow,
  cleanerEarning,
  progressLabel,
  type PriceBreakdown,
  type ExistingBooking,
  type PaymentState,
} from '@weklean/domain';
import { bookingDetailsOf, bookingParties, fileUrl, listBookings, type BookingListFilter, type BookingSide, type DetailsEvent, type SummaryRow } from '@weklean/projections';
import { propertyById } from '@weklean/platform';
import type postgres from 'postgres';
import { paymentView } from '../payments/payment-view';
import type { PaymentDocuments } from '../payments/payment-documents';

/** Statuses after which nothing more is charged. */
const ENDED = new Set(['cancelled', 'declined', 'declinedByClient', 'expired', 'withdrawn']);

/**
 * What the cleaner is paid for a booking (the ledger's `cleanerEarning`: base, supplies, emergency) and the platform's
 * share, which the client pays on top; null once the booking ended without the service (nothing earned by it).
 */
export function earningView(price: PriceBreakdown, status: string) {
  if (ENDED.has(status)) return null;
  return { amount: cleanerEarning(price), platformFee: price.serviceFee };
}

export type EarningView = ReturnType<typeof earningView>;

/**
 * Reads for the booking screens, from the read models only: lists from `bookings`, a booking's details from
 * `booking-details` (its state and its payment's, folded by the projection, and its events).
 */
export function createBookingViews(sql: postgres.Sql, documents: PaymentDocuments) {
  const people = (clientId: string, cleanerId: string) => bookingParties(sql, clientId, cleanerId);

  /**
   * Summaries as one side sees them: the cleaner's carry what they earn (`earning`), the client's the price they
   * pay (`finalPrice`) alone.
   */
  const summariesFor = (rows: readonly SummaryRow[], side: BookingSide, now: Date) =>
    rows.map((row) => summaryOf(row, now, side === 'cleaner' && row.price !== null ? earningView(row.price, row.status) : null));

  const summaryOf = (row: SummaryRow, now: Date, earning: EarningView) => ({
    id: row.booking_id,
    seriesId: row.series_id,
    status: row.status,
    paymentStatus: row.payment_status,
    progressLabel: progressLabel({ status: row.status, paymentStatus: row.payment_status, startsAt: row.starts_at.toISOString() }, now),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    durationHours: Number(row.duration_hours),
    frequency: row.frequency,
    emergency: row.emergency,
    cleaner: { id: row.cleaner_id, slug: row.cleaner_slug, name: row.cleaner_name ?? '', avatarUrl: fileUrl(row.cleaner_avatar) },
    client: { id: row.client_id, name: row.client_name ?? '', avatarUrl: fileUrl(row.client_avatar) },
    property:
      row.property_name === null ? null : { id: row.property_id, name: row.property_name, type: row.property_type, city: row.property_city },
    finalPrice: row.final_price_cents,
    createdAt: row.requested_at.toISOString(),
    expiresAt: row.status === 'pending' ? row.expires_at.toISOString() : null,
    /** The cleaner's pay for it (their side only; null for the client, or once it ended). */
    earning,
  });

  return {
    async list(userId: string, side: BookingSide, filter: BookingListFilter, now: Date) {
      const { rows, total, counts } = await listBookings(sql, userId, side, filter);
      return { items: summariesFor(rows, side, now), total, counts };
    },

    summariesFor,

    /**
     * The booking, if the user is its client or its cleaner (404 for anyone else, and for its cleaner while its deposit
     * is unpaid: the cleaner learns of a request once it is; one withdrawn for want of it never reached them).
     */
    async readable(bookingId: string, userId: string): Promise<ReadableBooking> {
      const row = await bookingDetailsOf(sql, bookingId);
      const booking = row?.booking;
      if (!row || !booking || booking.status === 'none') throw new BookingNotFoundError();
      if (booking.clientId !== userId && booking.cleanerId !== userId) throw new BookingAccessDeniedError();
      const unpaid = (booking.depositRequired && !booking.depositPaid && booking.status === 'pending') || booking.status === 'withdrawn';
      if (userId !== booking.clientId && unpaid) throw new BookingNotFoundError();
      return { booking, payment: row.payment, events: row.events };
    },

    async details({ booking, payment, events }: ReadableBooking, userId: string, now: Date) {
      const [names, property, receipts] = await Promise.all([
        people(booking.clientId, booking.cleanerId),
        propertyById(sql, booking.propertyId),
        documents.list(booking.bookingId),
      ]);
      const paymentStatus = payment.status === 'open' ? payment.paymentStatus : booking.paymentStatus;
      const isClient = userId === booking.clientId;
      // The cleaner learns the address and the access details once they have taken the booking.
      const showAddress = isClient || ['confirmed', 'in_progress', 'completed'].includes(booking.status);
      const summary = summaryOf(
        {
          booking_id: booking.bookingId,
          series_id: booking.seriesId,
          status: booking.status,
          payment_status: paymentStatus,
          starts_at: new Date(booking.startsAt),
          ends_at: new Date(booking.endsAt),
          duration_hours: String(booking.durationHours),
          frequency: booking.frequency,
          emergency: booking.price.emergencyFee > 0,
          final_price_cents: booking.price.finalPrice,
          requested_at: new Date(booking.requestedAt),
          expires_at: new Date(booking.expiresAt),
          client_id: booking.clientId,
          cleaner_id: booking.cleanerId,
          property_id: booking.propertyId,
          cleaner_slug: names?.cleaner_slug ?? null,
          cleaner_name: names?.cleaner_name ?? null,
          cleaner_avatar: names?.cleaner_avatar ?? null,
          client_name: names?.client_name ?? null,
          client_avatar: names?.client_avatar ?? null,
          property_name: property?.name ?? null,
          property_type: property?.type ?? null,
          property_city: property?.address.city ?? null,
          price: booking.price,
        },
        now,
        isClient ? null : earningView(booking.price, booking.status),
      );
      return {
        ...summary,
        price: booking.price,
        // What was paid, refunded, kept and is still due; the 3-D Secure step is the client's alone.
        // Receipts and the invoice are the client's.
        // A booking that ended owes nothing more, even in the moment before its payment is settled by reaction.
        payment:
          payment.status === 'open'
            ? {
                ...paymentView(payment),
                ...(ENDED.has(booking.status) ? { due: 0 } : {}),
                ...(isClient ? { receipts } : { nextAction: null, receipts: [] }),
              }
            : null,
        pricing: booking.pricing.kind,
        hourlyRateCents: booking.pricing.hourlyRateCents,
        cleanerBringsSupplies: booking.cleanerBringsSupplies,
        photosAllowed: booking.photosAllowed,
        hasPets: booking.hasPets,
        petType: booking.petType,
        notes: booking.notes,
        emergencyDetails: booking.emergency,
        address:
          property && showAddress
            ? {
                streetAddress: property.address.streetAddress,
                city: property.address.city,
                province: property.address.province,
                postalCode: property.address.postalCode,
                country: property.address.country,
                lat: property.address.lat,
                lng: property.address.lng,
              }
            : null,
        access:
          property && showAddress
            ? {
                accessInstructions: property.accessInstructions,
                wifiName: property.wifiName,
                wifiPassword: property.wifiPassword,
                suppliesLocation: property.suppliesLocation,
                trashLocation: property.trashLocation,
                roomsToAvoid: property.roomsToAvoid,
                parking: property.parking,
                additionalNotes: property.additionalNotes,
              }
            : null,
        checklist: booking.checklist.map((task) => ({ id: task.taskId, category: task.category, task: task.task, done: task.done, doneAt: task.doneAt })),
        photos: booking.photos.map((photo) => ({
          id: photo.photoId,
          phase: photo.phase,
          taskId: photo.taskId,
          // Served by the booking's own route, to its client and cleaner only (a photo of someone's home).
          url: `/api/bookings/${booking.bookingId}/photos/${photo.photoId}`,
          thumbnailUrl: `/api/bookings/${booking.bookingId}/photos/${photo.photoId}/thumbnail`,
        })),
        proposedStartsAt: booking.proposedStartsAt,
        punchIn: booking.punchIn ? { at: booking.punchIn.at, lat: booking.punchIn.lat, lng: booking.punchIn.lng } : null,
        punchOut: booking.punchOut,
        cancellation: booking.cancellation,
        declineReason: booking.declineReason,
        cancellationFeeIfNow: cancellationFeeIfNow(booking, userId, now),
        actions: availableActions(booking, userId, now),
        history: events.map((event) => ({
          type: event.type,
          at: event.at,
          by: (event.userId === booking.clientId ? 'client' : event.userId === booking.cleanerId ? 'cleaner' : 'system') as HistoryActor,
          data: historyData(event),
        })),
      };
    },
  };
}

/** What the timeline shows of an event: the request's time, otherwise the event's facts (prices stay in `price`). */
/** Who did what in a booking's history. */
type HistoryActor = 'client' | 'cleaner' | 'system';

const historyData = (event: DetailsEvent): Record<string, unknown> => {
  const data = event.data;
  if (event.type === 'BookingRequested') return { startsAt: data.startsAt, durationHours: data.durationHours };
  return data;
};

/** A booking its reader may see, with its payment and its events (booking-details). */
export type ReadableBooking = { booking: ExistingBooking; payment: PaymentState; events: DetailsEvent[] };

export type BookingViews = ReturnType<typeof createBookingViews>;
