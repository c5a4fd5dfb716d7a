import {
  bookingDecider, bookingStream, conversationStream, disputeStream, distanceMetres, DisputeNotFoundError, paymentDecider, paymentStream, reviewStream, SYSTEM_USER,
  type BookingState, type EventStore, type PaymentState, type PunchPoint, type RecordedEvent,
} from '@weklean/domain';
import { propertyById } from '@weklean/platform';
import { disputeById, disputesOfPerson } from '@weklean/projections';
import type postgres from 'postgres';
import { adminPhotoUrl, adminRowOf, disputeViewOf, namedPeople, namesOf, refundableOf } from './disputes';

async function read(store: EventStore, stream: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of store.readStream(stream)) events.push(event);
  return events;
}

type Data = Record<string, unknown>;
const dataOf = (event: RecordedEvent): Data => (typeof event.data === 'object' && event.data !== null ? (event.data as Data) : {});
const atOf = (event: RecordedEvent): string => {
  const occurred = event.metadata.occurredAt;
  return typeof occurred === 'string' ? occurred : event.created.toISOString();
};
const userOf = (event: RecordedEvent): string | null => {
  const userId = event.metadata.userId;
  return typeof userId === 'string' && userId !== SYSTEM_USER ? userId : null;
};
const fold = <S>(decider: { initialState: S; evolve: (state: S, event: never) => S }, events: readonly RecordedEvent[]): S =>
  events.reduce((state, event) => decider.evolve(state, { type: event.type, data: event.data } as never), decider.initialState);

/** The booking's steps an admin weighs, in the booking's own words (other booking events are left out). */
const TIMELINE: Readonly<Record<string, string>> = {
  BookingRequested: 'requested',
  BookingDepositPaid: 'deposit-paid',
  BookingAccepted: 'accepted',
  BookingPostponed: 'postponed',
  BookingTimeProposed: 'time-proposed',
  BookingProposalAccepted: 'proposal-accepted',
  BookingPunchedIn: 'punched-in',
  ChecklistTaskChecked: 'checklist-task-done',
  ChecklistTaskUnchecked: 'checklist-task-undone',
  BookingPhotoAdded: 'photo-added',
  BookingPunchedOut: 'punched-out',
  BookingCompleted: 'completed',
  BookingCancelled: 'cancelled',
};

/**
 * The evidence file of a dispute (issue 35, `GET /api/admin/disputes/:id`): assembled from the streams, never typed by
 * hand. Admins are the one reader of raw streams (as the admin audit is): the booking's timeline with the punch
 * distances to the home, the conversation, the payment's charges and refunds, both reviews, the dispute itself, and
 * both people's past disputes (the disputes read model).
 */
export async function evidenceFile(deps: { sql: postgres.Sql; store: EventStore }, disputeId: string) {
  const { sql, store } = deps;
  const row = await disputeById(sql, disputeId);
  if (!row) throw new DisputeNotFoundError();
  const bookingId = row.booking_id;
  const [bookingEvents, conversationEvents, paymentEvents, clientReview, cleanerReview, disputeEvents] = await Promise.all([
    read(store, bookingStream(bookingId)),
    read(store, conversationStream(bookingId)),
    read(store, paymentStream(bookingId)),
    read(store, reviewStream(bookingId, 'client')),
    read(store, reviewStream(bookingId, 'cleaner')),
    read(store, disputeStream(disputeId)),
  ]);
  const booking = fold<BookingState>(bookingDecider as never, bookingEvents as never);
  const payment = fold<PaymentState>(paymentDecider as never, paymentEvents as never);
  if (booking.status === 'none') throw new DisputeNotFoundError();
  const property = await propertyById(sql, booking.propertyId);
  const home = property ? { lat: property.address.lat, lng: property.address.lng } : null;
  const distance = (point: Data) => (home && typeof point.lat === 'number' && typeof point.lng === 'number' ? distanceMetres(point as PunchPoint, home) : null);

  const [clientPast, cleanerPast] = await Promise.all([disputesOfPerson(sql, row.client_id), disputesOfPerson(sql, row.cleaner_id)]);
  const reviewEvents = [...clientReview, ...cleanerReview];
  const names = await namedPeople(sql, [
    row.client_id, row.cleaner_id, row.opened_by,
    ...[...clientPast, ...cleanerPast].flatMap((past) => [past.client_id, past.cleaner_id]),
    ...[...bookingEvents, ...conversationEvents, ...disputeEvents].map(userOf).filter((id): id is string => id !== null),
  ]);
  const who = (id: string | null) => (id === null ? null : { id, name: names.get(id)?.name ?? '' });
  const tasks = new Map(booking.checklist.map((task) => [task.taskId, task.task] as const));

  const timeline = [
    ...bookingEvents.flatMap((event) => {
      const type = TIMELINE[event.type];
      if (!type) return [];
      const data = dataOf(event);
      const details: Record<string, unknown> = {};
      if (event.type === 'BookingPunchedIn' || event.type === 'BookingPunchedOut') {
        Object.assign(details, { lat: data.lat, lng: data.lng, distanceMetres: distance(data) });
        if (event.type === 'BookingPunchedIn') details.minutesLate = data.minutesLate;
      }
      if (event.type === 'ChecklistTaskChecked' || event.type === 'ChecklistTaskUnchecked') Object.assign(details, { taskId: data.taskId, label: tasks.get(String(data.taskId)) ?? null });
      if (event.type === 'BookingPhotoAdded') {
        const photoId = String(data.photoId);
        Object.assign(details, { photoId, phase: data.phase, url: adminPhotoUrl(row, photoId), thumbnailUrl: `${adminPhotoUrl(row, photoId)}/thumbnail` });
      }
      if (event.type === 'BookingRequested' || event.type === 'BookingPostponed' || event.type === 'BookingTimeProposed') Object.assign(details, { startsAt: data.startsAt, endsAt: data.endsAt });
      if (event.type === 'BookingCancelled') Object.assign(details, { by: data.by, reason: data.reason });
      return [{ type, at: atOf(event), by: who(userOf(event)), details }];
    }),
    ...disputeEvents.map((event) => ({ type: event.type, at: atOf(event), by: who(userOf(event)), details: {} })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  const conversation = conversationEvents
    .filter((event) => event.type === 'MessageSent')
    .map((event) => {
      const data = dataOf(event) as { senderId: string; text: string; sentAt: string };
      return { fromId: data.senderId, fromName: names.get(data.senderId)?.name ?? '', text: data.text, at: data.sentAt };
    });

  /** When a charge or a refund last changed, from its own events. */
  const lastAt = (key: 'chargeId' | 'refundId', id: string) => {
    const event = paymentEvents.filter((candidate) => dataOf(candidate)[key] === id).at(-1);
    if (!event) return null;
    const data = dataOf(event);
    return typeof data.at === 'string' ? data.at : typeof data.requestedAt === 'string' ? data.requestedAt : atOf(event);
  };
  const payments = payment.status === 'open'
    ? {
        chargedCents: payment.charges.filter((charge) => charge.status === 'succeeded').reduce((sum, charge) => sum + charge.amountCents, 0),
        refundedCents: payment.refunds.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amountCents, 0),
        refundableCents: refundableOf(payment),
        lines: [
          ...payment.charges.map((charge) => ({ kind: charge.kind, amountCents: charge.amountCents, at: lastAt('chargeId', charge.chargeId), status: charge.status })),
          ...payment.refunds.map((refund) => ({ kind: 'refund' as const, amountCents: refund.amountCents, at: lastAt('refundId', refund.refundId), status: refund.status })),
        ],
      }
    : { chargedCents: 0, refundedCents: 0, refundableCents: 0, lines: [] };

  const reviews = reviewEvents
    .filter((event) => event.type === 'ReviewSubmitted')
    .map((event) => {
      const data = dataOf(event) as { authorId: string; ratings: { overall: number }; comment: string; submittedAt: string };
      return { byId: data.authorId, rating: data.ratings.overall, ratings: data.ratings, text: data.comment, at: data.submittedAt };
    });

  const others = (past: typeof clientPast) => past.filter((candidate) => candidate.dispute_id !== row.dispute_id).map((candidate) => adminRowOf(candidate, names));
  const dispute = disputeViewOf(row, await namesOf(sql, [row]), adminPhotoUrl);
  return {
    dispute,
    booking: {
      id: bookingId,
      status: booking.status,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      durationHours: booking.durationHours,
      address: property
        ? { streetAddress: property.address.streetAddress, city: property.address.city, province: property.address.province, postalCode: property.address.postalCode }
        : null,
      client: who(booking.clientId)!,
      cleaner: who(booking.cleanerId)!,
      finalPriceCents: booking.price.finalPrice,
    },
    timeline,
    conversation,
    payments,
    reviews,
    pastDisputes: { client: others(clientPast), cleaner: others(cleanerPast) },
  };
}

export type EvidenceFile = Awaited<ReturnType<typeof evidenceFile>>;
