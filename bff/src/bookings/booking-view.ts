import {
  availableActions,
  bookingStream,
  cancellationFeeIfNow,
  cleanerEarning,
  progressLabel,
  type PriceBreakdown,
  type EventStore,
  type ExistingBooking,
  type PropertyType,
  type RecordedEvent,
} from '@weklean/domain';
import { bookingParties, fileUrl, listBookings, type BookingListFilter, type BookingSide, type SummaryRow } from '@weklean/projections';
import type postgres from 'postgres';
import { paymentView } from '../payments/payment-view';
import { readPayment } from '../payments/read-payment';
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

/** Reads for the booking screens: lists from the `bookings` read model, details from the booking's own stream. */
export function createBookingViews(sql: postgres.Sql, store: EventStore, documents: PaymentDocuments) {
  const people = (clientId: string, cleanerId: string) => bookingParties(sql, clientId, cleanerId);

  /** The price each booking was requested at (its first event; a price never changes after the request). */
  const pricesOf = async (bookingIds: readonly string[]): Promise<Map<string, PriceBreakdown>> => {
    const found = await Promise.all(
      bookingIds.map(async (bookingId) => {
        for await (const event of store.readStream(bookingStream(bookingId), { maxCount: 1 })) {
          if (event.type === 'BookingRequested') return [bookingId, (event.data as { price: PriceBreakdown }).price] as const;
        }
        return null;
      }),
    );
    return new Map(found.filter((entry) => entry !== null));
  };

  /**
   * Summaries as one side sees them: the cleaner's carry what they earn (`earning`), the client's the price they
   * pay (`finalPrice`) alone.
   */
  const summariesFor = async (rows: readonly SummaryRow[], side: BookingSide, now: Date) => {
    const prices = side === 'cleaner' ? await pricesOf(rows.map((row) => row.booking_id)) : new Map<string, PriceBreakdown>();
    return rows.map((row) => {
      const price = prices.get(row.booking_id);
      return summaryOf(row, now, price === undefined ? null : earningView(price, row.status));
    });
  };

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
    client: { id: row.client_id, name: row.client_name ?? '' },
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
      return { items: await summariesFor(rows, side, now), total, counts };
    },

    summariesFor,

    async details(booking: ExistingBooking, userId: string, now: Date) {
      const [names, propertyRows, events, payment, receipts] = await Promise.all([
        people(booking.clientId, booking.cleanerId),
        sql<Record<string, unknown>[]>`select * from properties where id = ${booking.propertyId}`,
        (async () => {
          const out: RecordedEvent[] = [];
          for await (const event of store.readStream(bookingStream(booking.bookingId))) out.push(event);
          return out;
        })(),
        readPayment(store, booking.bookingId),
        documents.list(booking.bookingId),
      ]);
      const paymentStatus = payment.status === 'open' ? payment.paymentStatus : booking.paymentStatus;
      const property = propertyRows[0];
      const isClient = userId === booking.clientId;
      // The cleaner learns the address and the access details once they have taken the booking.
      const showAddress = isClient || ['confirmed', 'in_progress', 'completed'].includes(booking.status);
      const text = (key: string) => (property?.[key] as string | null | undefined) ?? null;
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
          property_name: text('name'),
          property_type: text('type') as PropertyType | null,
          property_city: text('city'),
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
                streetAddress: text('street_address'),
                city: text('city'),
                province: text('province'),
                postalCode: text('postal_code'),
                country: text('country'),
                lat: property.lat as number | null,
                lng: property.lng as number | null,
              }
            : null,
        access:
          property && showAddress
            ? {
                accessInstructions: text('access_instructions'),
                wifiName: text('wifi_name'),
                wifiPassword: text('wifi_password'),
                suppliesLocation: text('supplies_location'),
                trashLocation: text('trash_location'),
                roomsToAvoid: text('rooms_to_avoid'),
                parking: (property.parking as boolean | null) ?? false,
                additionalNotes: text('additional_notes'),
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
          at: (event.metadata.occurredAt as string | undefined) ?? event.created.toISOString(),
          by: (event.metadata.userId === booking.clientId ? 'client' : event.metadata.userId === booking.cleanerId ? 'cleaner' : 'system') as HistoryActor,
          data: historyData(event),
        })),
      };
    },
  };
}

/** What the timeline shows of an event: the request's time, otherwise the event's facts (prices stay in `price`). */
/** Who did what in a booking's history. */
type HistoryActor = 'client' | 'cleaner' | 'system';

const historyData = (event: RecordedEvent): Record<string, unknown> => {
  const data = (event.data ?? {}) as Record<string, unknown>;
  if (event.type === 'BookingRequested') return { startsAt: data.startsAt, durationHours: data.durationHours };
  return data;
};

export type BookingViews = ReturnType<typeof createBookingViews>;
