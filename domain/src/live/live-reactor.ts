import { bookingEventTypes, type BookingEvent } from '../bookings/booking-events';
import { evolve as evolveBooking, initialState as initialBooking, type BookingState } from '../bookings/booking';
import { evolveConversation, initialConversationState, type ConversationState } from '../messages/conversation-decide';
import type { ConversationEvent, MessageSent, MessagesRead } from '../messages/conversation-events';
import type { AdminMessageRead, AdminMessageSent } from '../admin-messages/admin-message-events';
import { evolvePayment, initialPaymentState, type PaymentState } from '../payments/payment';
import { paymentEventTypes, type PaymentEvent, type PaymentStatusChanged } from '../payments/payment-events';
import type { DomainEvent } from '../shared/decider';
import type { PresenceMessage } from './presence';
import { evolveDispute, initialDisputeState, type DisputeState } from '../disputes/dispute-decide';
import { disputeEventTypes, type DisputeEvent } from '../disputes/dispute-events';
import { disputeNotifications } from '../disputes/dispute-notifications';
import { effect, type Reaction, type Reactor } from '../shared/reactor';
import type { RecordedEvent } from '../event-store/event-store';
import { PUSH_EFFECT, PUSH_PREVIEW_LENGTH, type PushNotification } from './push';

/**
 * Notifications (docs/api/messages.md): the live updates of open screens, and the e-mails. What changed, for whom. A booking's change and its payment status go to its client
 * and cleaner (the cleaner only once the request reached them: a request waits for its deposit); a message to its
 * two people; a read receipt to both. The `live-publish` adapter waits until the read model the screens re-read has
 * applied the event, then publishes on the bus; each BFF process hands it to the people's sockets.
 */
export const LIVE_EFFECT = 'live-publish';
/** An e-mail to one person about a booking (workers/src/notifications), in their language. */
export const EMAIL_EFFECT = 'notify-email';

export const EMAIL_TEMPLATES = ['new-request', 'accepted', 'declined', 'expired', 'cancelled', 'postponed', 'balance-failed', 'payout-sent', 'dispute-opened', 'dispute-answered', 'dispute-decided'] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];
/** What the mail adapter needs: who, which text, and the booking it is about (its start, the other person). */
export type EmailNotification = { template: EmailTemplate; userId: string; bookingId: string | null; startsAt: string | null; otherId: string | null; amountCents: number | null };
/** The bus channel of live updates (workers publish, every BFF process delivers). */
export const LIVE_CHANNEL = 'live';
/**
 * A person's sessions were ended (a logout, a password change or reset, the account deleted or suspended): every BFF
 * process closes the sockets of those sessions (bff/src/live/sessions-ended.ts says what the message carries).
 */
export const SESSIONS_ENDED_CHANNEL = 'sessions-ended';

/** A conversation is its booking's (stream `conversation-<bookingId>`): its id is the booking's; its two people. */
export type LiveConversation = { id: string; bookingId: string; participantIds: [string, string] };

export type LiveMessage =
  | { type: 'BOOKING_UPDATED'; bookingId: string; event: string; status: string | null; paymentStatus: string | null }
  | {
      type: 'NEW_MESSAGE';
      /** SPEC 3's names for the message's booking (its UUID), the message's id (a UUID) and its conversation. */
      bookingUuid: string;
      uuidId: string;
      messageId: string;
      conversation: LiveConversation;
      message: { id: string; bookingId: string; senderId: string; recipientId: string; text: string; sentAt: string; readAt: null };
    }
  | { type: 'READ_RECEIPT'; messageId: string; bookingId: string; readerId: string; readAt: string }
  /** `bookingIds`: every open conversation of the two people (the SPEC's frame names a person, not a booking); `bookingId` the latest. */
  | { type: 'USER_TYPING'; bookingId: string; bookingIds: string[]; senderId: string; isTyping: boolean; timestamp: number | null }
  | { type: 'ADMIN_MESSAGE_SENT'; message: { id: string; recipientId: string; subject: string; text: string; sentAt: string; readAt: null } }
  | { type: 'ADMIN_MESSAGE_READ'; messageId: string; readBy: string; readAt: string }
  | { type: 'REVIEW_PUBLISHED'; bookingId: string; authorRole: 'client' | 'cleaner' }
  /** A dispute over the booking moved on (opened, answered, uncontested, decided): its screens read it again. */
  | { type: 'DISPUTE_UPDATED'; disputeId: string; bookingId: string; status: 'open' | 'answered' | 'uncontested' | 'decided' }
  /** A counterpart's presence (presence.ts): published by the BFF to the other people of their confirmed bookings. */
  | PresenceMessage;

/**
 * What the adapter publishes, and the read model it waits for first. `seq` (the event's commit position, set by the
 * adapter) orders what a screen saw, so that a socket that reconnects asks for what came after (none for typing).
 */
export type LivePublication = { userIds: string[]; message: LiveMessage; readModel: 'bookings' | 'conversations' | 'admin-messages' | 'reviews' | 'disputes'; seq?: string };

type LiveSource = { booking: BookingState; payment: PaymentState; conversation: ConversationState; dispute: DisputeState };

const BOOKING_TYPES: ReadonlySet<string> = new Set(bookingEventTypes);
const PAYMENT_TYPES: ReadonlySet<string> = new Set(paymentEventTypes);
const DISPUTE_TYPES: ReadonlySet<string> = new Set(disputeEventTypes);

const evolveSource = (state: LiveSource, event: DomainEvent): LiveSource => {
  if (BOOKING_TYPES.has(event.type)) return { ...state, booking: evolveBooking(state.booking, event as BookingEvent) };
  if (event.type === 'MessageSent' || event.type === 'MessagesRead') return { ...state, conversation: evolveConversation(state.conversation, event as ConversationEvent) };
  if (PAYMENT_TYPES.has(event.type)) return { ...state, payment: evolvePayment(state.payment, event as PaymentEvent) };
  if (DISPUTE_TYPES.has(event.type)) return { ...state, dispute: evolveDispute(state.dispute, event as DisputeEvent) };
  return state;
};

const publish = (eventId: string, publication: LivePublication) => effect(`live:${eventId}`, LIVE_EFFECT, publication);
const mail = (eventId: string, notification: EmailNotification) => effect(`mail:${eventId}:${notification.userId}`, EMAIL_EFFECT, notification);

/** The e-mail a booking event sends, and to whom (SPEC: the other party learns of it). */
function bookingMail(eventId: string, type: string, booking: Extract<BookingState, { status: Exclude<BookingState['status'], 'none'> }>) {
  const about = { bookingId: booking.bookingId, startsAt: booking.startsAt, amountCents: null };
  const toCleaner = (template: EmailTemplate) => mail(eventId, { template, userId: booking.cleanerId, otherId: booking.clientId, ...about });
  const toClient = (template: EmailTemplate) => mail(eventId, { template, userId: booking.clientId, otherId: booking.cleanerId, ...about });
  switch (type) {
    // The request reaches the cleaner: with its deposit paid, or at once when none is required.
    case 'BookingDepositPaid':
      return [toCleaner('new-request')];
    case 'BookingRequested':
      return booking.depositRequired ? [] : [toCleaner('new-request')];
    case 'BookingAccepted':
      return [toClient('accepted')];
    case 'BookingDeclined':
      return [toClient('declined')];
    case 'BookingExpired':
      return [toClient('expired')];
    case 'BookingCancelled':
      return [booking.cancellation?.by === 'cleaner' ? toClient('cancelled') : toCleaner('cancelled')];
    case 'BookingPostponed':
      return [toCleaner('postponed')];
    default:
      return [];
  }
}

export const liveReactor: Reactor<LiveSource> = {
  name: 'notifications',
  eventTypes: [...bookingEventTypes, 'PaymentStatusChanged', 'ChargeFailed', 'PayoutStatusChanged', 'MessageSent', 'MessagesRead', 'AdminMessageSent', 'AdminMessageRead', 'ReviewPublished', ...disputeEventTypes],
  source: { initialState: { booking: initialBooking, payment: initialPaymentState, conversation: initialConversationState, dispute: initialDisputeState }, evolve: evolveSource },
  // Each e-mail's news is pushed too, and each new message at once (push.ts).
  react: (event, { state }) => withPushes(event, notificationsOf(event, state)),
};

/** The live updates and e-mails of an event. */
function notificationsOf(event: RecordedEvent, state: LiveSource): Reaction[] {
  if (DISPUTE_TYPES.has(event.type)) return disputeNotifications(event, state.dispute, { publish: (publication) => publish(event.id, publication), mail: (notification) => mail(event.id, notification) });
  if (event.type === 'MessageSent') {
    const data = event.data as MessageSent['data'];
    return [
      publish(event.id, {
        userIds: [data.senderId, data.recipientId],
        message: {
          type: 'NEW_MESSAGE',
          bookingUuid: data.bookingId,
          uuidId: data.messageId,
          messageId: data.messageId,
          conversation: { id: data.bookingId, bookingId: data.bookingId, participantIds: [data.senderId, data.recipientId] },
          message: { id: data.messageId, bookingId: data.bookingId, senderId: data.senderId, recipientId: data.recipientId, text: data.text, sentAt: data.sentAt, readAt: null },
        },
        readModel: 'conversations',
      }),
    ];
  }
  if (event.type === 'MessagesRead') {
    const data = event.data as MessagesRead['data'];
    const others = [...new Set(state.conversation.messages.map((message) => message.senderId).filter((id) => id !== data.readerId))];
    return [
      publish(event.id, {
        userIds: [data.readerId, ...others],
        message: { type: 'READ_RECEIPT', messageId: data.upToMessageId, bookingId: data.bookingId, readerId: data.readerId, readAt: data.readAt },
        readModel: 'conversations',
      }),
    ];
  }
  if (event.type === 'ReviewPublished') {
    // Both people's open screens: the booking's reviews, their lists, the cleaner's rating.
    const data = event.data as { bookingId: string; authorRole: 'client' | 'cleaner'; authorId: string; subjectId: string };
    return [
      publish(event.id, { userIds: [data.authorId, data.subjectId], message: { type: 'REVIEW_PUBLISHED', bookingId: data.bookingId, authorRole: data.authorRole }, readModel: 'reviews' }),
    ];
  }
  if (event.type === 'AdminMessageSent') {
    // To the person's open screens, and to the admin's (the history shows it sent).
    const data = event.data as AdminMessageSent['data'];
    return [
      publish(event.id, {
        userIds: [data.recipientId, data.adminId],
        message: { type: 'ADMIN_MESSAGE_SENT', message: { id: data.messageId, recipientId: data.recipientId, subject: data.subject, text: data.text, sentAt: data.sentAt, readAt: null } },
        readModel: 'admin-messages',
      }),
    ];
  }
  if (event.type === 'AdminMessageRead') {
    const data = event.data as AdminMessageRead['data'];
    return [
      publish(event.id, {
        userIds: [data.recipientId, data.adminId],
        message: { type: 'ADMIN_MESSAGE_READ', messageId: data.messageId, readBy: data.recipientId, readAt: data.readAt },
        readModel: 'admin-messages',
      }),
    ];
  }
  if (event.type === 'PayoutStatusChanged') {
    // A payout reached the cleaner's bank.
    const data = event.data as { cleanerId: string; status: string };
    if (data.status !== 'paid') return [];
    return [mail(event.id, { template: 'payout-sent', userId: data.cleanerId, bookingId: null, startsAt: null, otherId: null, amountCents: null })];
  }
  if (event.type === 'ChargeFailed') {
    // The balance could not be charged: the client is told, with the pay page.
    const data = event.data as { kind: string; bookingId: string };
    if (data.kind !== 'balance' || state.payment.status !== 'open') return [];
    return [mail(event.id, { template: 'balance-failed', userId: state.payment.clientId, bookingId: data.bookingId, startsAt: null, otherId: state.payment.cleanerId, amountCents: null })];
  }
  if (event.type === 'PaymentStatusChanged') {
    const data = event.data as PaymentStatusChanged['data'];
    if (state.payment.status !== 'open') return [];
    return [
      publish(event.id, {
        userIds: [state.payment.clientId, state.payment.cleanerId],
        message: { type: 'BOOKING_UPDATED', bookingId: data.bookingId, event: event.type, status: null, paymentStatus: data.status },
        readModel: 'bookings',
      }),
    ];
  }
  const booking = state.booking;
  if (booking.status === 'none') return [];
  // A request waiting for its deposit is not the cleaner's to see yet.
  const cleanerSees = !booking.depositRequired || booking.depositPaid;
  return [
    ...bookingMail(event.id, event.type, booking),
    publish(event.id, {
      userIds: cleanerSees ? [booking.clientId, booking.cleanerId] : [booking.clientId],
      message: { type: 'BOOKING_UPDATED', bookingId: booking.bookingId, event: event.type, status: booking.status, paymentStatus: booking.paymentStatus },
      readModel: 'bookings',
    }),
  ];
}

/**
 * The pushes of an event's notifications (push.ts): one per e-mail, to the same person about the same news, and one to
 * a new message's recipient. Last, so that whatever the push adapter meets, the reactions before it are done.
 */
function withPushes(event: RecordedEvent, reactions: Reaction[]): Reaction[] {
  const pushes = reactions.flatMap((reaction) => {
    if (reaction.kind !== 'effect' || reaction.name !== EMAIL_EFFECT) return [];
    const notification = reaction.data as EmailNotification;
    return [effect(`push:${event.id}:${notification.userId}`, PUSH_EFFECT, notification satisfies PushNotification)];
  });
  if (event.type === 'MessageSent') {
    const data = event.data as MessageSent['data'];
    // By code points, so that no emoji is cut in half.
    const characters = [...data.text];
    const message: PushNotification = {
      template: 'new-message',
      userId: data.recipientId,
      bookingId: data.bookingId,
      startsAt: null,
      otherId: data.senderId,
      amountCents: null,
      preview: characters.length > PUSH_PREVIEW_LENGTH ? `${characters.slice(0, PUSH_PREVIEW_LENGTH - 1).join('')}…` : data.text,
    };
    pushes.push(effect(`push:${event.id}:${data.recipientId}`, PUSH_EFFECT, message));
  }
  return [...reactions, ...pushes];
}
