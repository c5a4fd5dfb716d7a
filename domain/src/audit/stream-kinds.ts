import { accountDecider } from '../accounts/account-decide';
import { accountStream } from '../accounts/account-events';
import { adminInboxDecider } from '../admin-messages/admin-message-decide';
import { ADMIN_INBOX_PREFIX, adminInboxStream } from '../admin-messages/admin-message-events';
import { bookingDecider } from '../bookings/booking-decide';
import { bookingStream, scheduleStream } from '../bookings/booking-events';
import { scheduleDecider } from '../bookings/schedule';
import { quebecDateOf } from '../shared/quebec-time';
import { cleanerDecider } from '../cleaners/cleaner-decide';
import { cleanerStream } from '../cleaners/cleaner-events';
import { conversationDecider } from '../messages/conversation-decide';
import { conversationStream } from '../messages/conversation-events';
import { paymentDecider } from '../payments/payment-decide';
import { paymentStream } from '../payments/payment-events';
import { payoutDecider } from '../payouts/payout-decide';
import { payoutStream } from '../payouts/payout-events';
import { referralDecider } from '../referrals/referral-decide';
import { referralStream } from '../referrals/referral-events';
import { reviewDecider } from '../reviews/review-decide';
import { reviewStream } from '../reviews/review-events';
import { disputeDecider } from '../disputes/dispute-decide';
import { disputeIdOf, disputeStream } from '../disputes/dispute-events';
import type { Command, Decider, DomainEvent } from '../shared/decider';
import { HISTORY_VIEWS_PREFIX, historyViewsDecider, historyViewsStream } from './history-views';

/**
 * What the admin audit knows of a stream from its name alone (ARCHITECTURE.md section 3's stream names): its kind,
 * the decider whose `evolve` rebuilds its state at any revision, whose history it is (a person's, a booking's), and
 * the streams that belong to the same thing. Pure: the BFF reads the streams through the event store port.
 */
export type StreamKind =
  | 'booking'
  | 'payment'
  | 'conversation'
  | 'review'
  | 'dispute'
  | 'schedule'
  | 'cleaner'
  | 'payout'
  | 'referral'
  | 'admin-inbox'
  | 'account'
  | 'history-views'
  | 'other';

export type AnyDecider = Decider<unknown, Command, DomainEvent>;

export type StreamInfo = {
  streamId: string;
  kind: StreamKind;
  /** Null where no decider guards the stream (its timeline is shown, not its state). */
  decider: AnyDecider | null;
  /** The booking the stream belongs to (booking, payment, conversation, review streams). */
  bookingId: string | null;
  /** The person whose history this is: opening it is recorded in `history-views-<userId>`. */
  subjectUserId: string | null;
  /** The person the stream belongs to (the cleaner of a schedule too), for the related streams. */
  personId: string | null;
};

/** Stream ids the audit accepts at all: what stream helpers write (lower-case uuids, dates, prefixes). */
export const STREAM_ID_PATTERN = /^[a-z0-9-]{1,200}$/;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const any = (decider: unknown) => decider as AnyDecider;

type Rule = { pattern: RegExp; info: (m: RegExpMatchArray) => Omit<StreamInfo, 'streamId'> };
const booking = (kind: StreamKind, decider: unknown) => (m: RegExpMatchArray) => ({ kind, decider: any(decider), bookingId: m[1]!, subjectUserId: null, personId: null });
const person = (kind: StreamKind, decider: unknown, recorded = true) => (m: RegExpMatchArray) => ({
  kind,
  decider: any(decider),
  bookingId: null,
  subjectUserId: recorded ? m[1]! : null,
  personId: m[1]!,
});

const RULES: readonly Rule[] = [
  { pattern: new RegExp(`^booking-(${UUID})$`), info: booking('booking', bookingDecider) },
  { pattern: new RegExp(`^payment-(${UUID})$`), info: booking('payment', paymentDecider) },
  { pattern: new RegExp(`^conversation-(${UUID})$`), info: booking('conversation', conversationDecider) },
  { pattern: new RegExp(`^review-(${UUID})-(?:client|cleaner)$`), info: booking('review', reviewDecider) },
  // A dispute's id is its booking's (dispute-events.ts): its stream belongs to that booking.
  { pattern: new RegExp(`^dispute-(${UUID})$`), info: booking('dispute', disputeDecider) },
  {
    pattern: new RegExp(`^schedule-(${UUID})-\\d{4}-\\d{2}-\\d{2}$`),
    info: (m) => ({ kind: 'schedule', decider: any(scheduleDecider), bookingId: null, subjectUserId: null, personId: m[1]! }),
  },
  { pattern: new RegExp(`^cleaner-(${UUID})$`), info: person('cleaner', cleanerDecider) },
  { pattern: new RegExp(`^payout-(${UUID})$`), info: person('payout', payoutDecider) },
  { pattern: new RegExp(`^referral-(${UUID})$`), info: person('referral', referralDecider) },
  { pattern: new RegExp(`^${ADMIN_INBOX_PREFIX}(${UUID})$`), info: person('admin-inbox', adminInboxDecider) },
  { pattern: new RegExp(`^account-(${UUID})$`), info: person('account', accountDecider) },
  // Looking at who looked is not itself recorded (it would record forever).
  { pattern: new RegExp(`^${HISTORY_VIEWS_PREFIX}(${UUID})$`), info: person('history-views', historyViewsDecider, false) },
];

/** The kind of a stream from its name; null for a name the audit does not accept (see STREAM_ID_PATTERN). */
export function streamInfoOf(streamId: string): StreamInfo | null {
  if (!STREAM_ID_PATTERN.test(streamId)) return null;
  for (const rule of RULES) {
    const match = streamId.match(rule.pattern);
    if (match) return { streamId, ...rule.info(match) };
  }
  return { streamId, kind: 'other', decider: null, bookingId: null, subjectUserId: null, personId: null };
}

/** The state after `events`, folded by the decider's own `evolve` from its `initialState`. */
export const stateAfter = (decider: AnyDecider, events: readonly { type: string; data: unknown }[]): unknown =>
  events.reduce((state, event) => decider.evolve(state, { type: event.type, data: event.data as DomainEvent['data'] }), decider.initialState);

/** A booking's own streams besides itself (the ledger is posted in the payment stream: docs/api/payments.md). */
export const bookingStreams = (bookingId: string): string[] => [
  bookingStream(bookingId),
  paymentStream(bookingId),
  conversationStream(bookingId),
  reviewStream(bookingId, 'client'),
  reviewStream(bookingId, 'cleaner'),
  disputeStream(disputeIdOf(bookingId)),
];

/** A person's own streams (a client has only some of them; the missing ones read empty). */
export const personStreams = (userId: string): string[] => [
  accountStream(userId),
  cleanerStream(userId),
  payoutStream(userId),
  referralStream(userId),
  adminInboxStream(userId),
  historyViewsStream(userId),
];

type Named = { type: string; data: unknown };
const field = (data: unknown, name: string): unknown => (typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined);

/**
 * The schedule streams a booking's events name: the cleaner's day of the requested start and of every new start
 * (postponed, proposal accepted), so that its slot reservations and releases can be followed.
 */
export function scheduleStreamsOf(bookingEvents: readonly Named[]): string[] {
  let cleanerId: string | null = null;
  const streams = new Set<string>();
  for (const event of bookingEvents) {
    const id = field(event.data, 'cleanerId');
    if (event.type === 'BookingRequested' && typeof id === 'string') cleanerId = id;
    const startsAt = field(event.data, 'startsAt');
    if (cleanerId === null || typeof startsAt !== 'string') continue;
    const date = quebecDateOf(startsAt);
    if (date !== null) streams.add(scheduleStream(cleanerId, date));
  }
  return [...streams];
}
