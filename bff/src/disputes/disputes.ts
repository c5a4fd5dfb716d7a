import {
  disputeIdOf, DisputeNotFoundError, disputeTarget, isServicePaid, paymentAmounts, RefundBeforeServicePaidError, type Actor, type DisputeBookingFacts, type DisputeDecision, type DisputeReason,
  type DisputeSide, type DisputeStatus, type ExistingBooking, type PaymentState,
} from '@weklean/domain';
import { peopleOf, type CommandHandler } from '@weklean/platform';
import { bookingDetailsOf, cleanerDisplayNames, disputeById, disputesByAge, disputesOfBooking, disputesOfPerson, type DisputeRow } from '@weklean/projections';
import type postgres from 'postgres';

type Names = ReadonlyMap<string, { name: string }>;
const person = (names: Names, id: string) => ({ id, name: names.get(id)?.name ?? '' });

/** Where a dispute's photos are served: the booking's own route for its two people, the admin's for admins. */
export type PhotoUrls = (row: DisputeRow, photoId: string) => string;
export const bookingPhotoUrl: PhotoUrls = (row, photoId) => `/api/bookings/${row.booking_id}/photos/${photoId}`;
export const adminPhotoUrl: PhotoUrls = (row, photoId) => `/api/admin/disputes/${row.dispute_id}/photos/${photoId}`;

/** A dispute as the API shows it (docs/api/disputes.md). */
export const disputeViewOf = (row: DisputeRow, names: Names, photoUrl: PhotoUrls = bookingPhotoUrl) => ({
  id: row.dispute_id,
  bookingId: row.booking_id,
  status: row.status,
  side: row.side,
  openedBy: person(names, row.opened_by),
  reason: row.reason,
  description: row.description,
  photoUrls: row.photo_ids.map((photoId) => photoUrl(row, photoId)),
  amountCents: row.amount_cents,
  openedAt: row.opened_at.toISOString(),
  respondBy: row.respond_by.toISOString(),
  answer: row.answer_text === null || row.answered_at === null ? null : { text: row.answer_text, at: row.answered_at.toISOString() },
  decision:
    row.decision === null || row.decided_at === null
      ? null
      : { decision: row.decision, amountCents: row.decision_amount_cents, reason: row.decision_reason ?? '', at: row.decided_at.toISOString() },
});
export type DisputeView = ReturnType<typeof disputeViewOf>;

/** A row of the admin's list (and of the evidence file's past disputes). */
export const adminRowOf = (row: DisputeRow, names: Names) => ({
  id: row.dispute_id,
  bookingId: row.booking_id,
  status: row.status,
  side: row.side,
  reason: row.reason,
  amountCents: row.amount_cents,
  openedAt: row.opened_at.toISOString(),
  respondBy: row.respond_by.toISOString(),
  client: person(names, row.client_id),
  cleaner: person(names, row.cleaner_id),
});
export type AdminDisputeRow = ReturnType<typeof adminRowOf>;

/** People by id, a cleaner by the name they work under (as the booking's screens and the finance pages name them). */
export async function namedPeople(sql: postgres.Sql, ids: readonly string[]): Promise<Names> {
  const [people, cleaners] = await Promise.all([peopleOf(sql, ids), cleanerDisplayNames(sql, ids)]);
  return new Map([...people].map(([id, person]) => [id, { name: cleaners.get(id) ?? person.name }]));
}

export const namesOf = (sql: postgres.Sql, rows: readonly DisputeRow[]) => namedPeople(sql, rows.flatMap((row) => [row.client_id, row.cleaner_id, row.opened_by]));

/** Every dispute a person was a side of, as its booking's two people see it: their data download (`/api/me/data`). */
export async function disputesOfOne(sql: postgres.Sql, userId: string): Promise<DisputeView[]> {
  const rows = await disputesOfPerson(sql, userId, 1000);
  const names = await namesOf(sql, rows);
  return rows.map((row) => disputeViewOf(row, names));
}

/** What the client paid for the booking less what was refunded or is being refunded: the most a decision gives back. */
export const refundableOf = (payment: PaymentState | undefined): number => {
  if (!payment || payment.status !== 'open') return 0;
  const { paid, refundDecided } = paymentAmounts(payment);
  return Math.max(0, paid - refundDecided);
};

/** When the service ended: the punch-out, else the booking's completion, else its planned end. */
const serviceEndedAt = (booking: ExistingBooking): string | null =>
  booking.status === 'completed' ? (booking.punchOut?.at ?? booking.completedAt ?? booking.endsAt) : null;

/**
 * Disputes over completed bookings (issue 35): who may open one (either side of the booking, within 7 days), answer it
 * (the other side, within 72 hours), see it (the booking's two people; admins), and the admin's decision. Booking facts
 * come from the booking-details read model; the dispute's own from the disputes read model.
 */
export function createDisputes(deps: { sql: postgres.Sql; commands: CommandHandler }) {
  const { sql, commands } = deps;

  /** The booking (its read model) and this person's side of it; a stranger, or an unknown booking, finds nothing. */
  const sideOf = async (bookingId: string, userId: string) => {
    const row = await bookingDetailsOf(sql, bookingId);
    const booking = row?.booking;
    if (!row || !booking || booking.status === 'none' || (booking.clientId !== userId && booking.cleanerId !== userId)) throw new DisputeNotFoundError();
    return { side: (booking.clientId === userId ? 'client' : 'cleaner') as DisputeSide, booking, payment: row.payment };
  };

  const viewsOf = async (rows: DisputeRow[]) => {
    const names = await namesOf(sql, rows);
    return rows.map((row) => disputeViewOf(row, names));
  };

  return {
    async open(actor: Actor, bookingId: string, input: { reason: DisputeReason; description: string; photoIds: string[]; amountCents: number | null }) {
      const { side, booking } = await sideOf(bookingId, actor.userId);
      const facts: DisputeBookingFacts = {
        clientId: booking.clientId, cleanerId: booking.cleanerId, status: booking.status, serviceEndedAt: serviceEndedAt(booking), photoIds: booking.photos.map((photo) => photo.photoId),
      };
      const disputeId = disputeIdOf(bookingId);
      await commands.execute(disputeTarget(disputeId), 'OpenDispute', { disputeId, bookingId, side, ...input, booking: facts }, actor);
      return { id: disputeId, status: 'open' as const };
    },

    async ofBooking(userId: string, bookingId: string) {
      await sideOf(bookingId, userId);
      return { disputes: await viewsOf(await disputesOfBooking(sql, bookingId)) };
    },

    async answer(actor: Actor, disputeId: string, text: string) {
      await commands.execute(disputeTarget(disputeId), 'AnswerDispute', { disputeId, text }, actor);
    },

    /** One dispute as one of its two people sees it (read after their own command). */
    async view(userId: string, disputeId: string) {
      const row = await disputeById(sql, disputeId);
      if (!row || (row.client_id !== userId && row.cleaner_id !== userId)) throw new DisputeNotFoundError();
      const [view] = await viewsOf([row]);
      return view!;
    },

    async adminList(status: DisputeStatus | null) {
      const rows = await disputesByAge(sql, status);
      const names = await namesOf(sql, rows);
      return { disputes: rows.map((row) => adminRowOf(row, names)) };
    },

    async adminView(disputeId: string) {
      const row = await disputeById(sql, disputeId);
      if (!row) throw new DisputeNotFoundError();
      return disputeViewOf(row, await namesOf(sql, [row]), adminPhotoUrl);
    },

    /** The admin's decision; the amount is checked against what the client paid (the booking's read model). */
    async decide(actor: Actor, disputeId: string, input: { decision: DisputeDecision; amountCents: number | null; reason: string }) {
      const row = await disputeById(sql, disputeId);
      if (!row) throw new DisputeNotFoundError();
      const details = await bookingDetailsOf(sql, row.booking_id);
      // A refund after the service is the paid service's (the payment refuses it before): say so now, not in a reaction.
      const payment = details?.payment;
      if (input.decision === 'refund' && (payment?.status !== 'open' || !isServicePaid(payment))) throw new RefundBeforeServicePaidError();
      await commands.execute(disputeTarget(disputeId), 'DecideDispute', { disputeId, ...input, refundableCents: refundableOf(details?.payment) }, actor);
    },
  };
}

export type Disputes = ReturnType<typeof createDisputes>;
