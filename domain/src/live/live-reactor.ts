import { bookingEventTypes, type BookingEvent } from '../bookings/booking-events';
import { evolve as evolveBooking, initialState as initialBooking, type BookingState } from '../bookings/booking';
import { evolveConversation, initialConversationState, type ConversationState } from '../messaging/conversation-decide';
import type { ConversationEvent, MessageSent, MessagesRead } from '../messaging/conversation-events';
import { evolvePayment, initialPaymentState, type PaymentState } from '../payments/payment';
import type { PaymentEvent, PaymentStatusChanged } from '../payments/payment-events';
import type { DomainEvent } from '../shared/decider';
import { effect, type Reactor } from '../shared/reactor';

/**
 * Live updates (docs/api/live.md): what changed, for whom. A booking's change and its payment status go to its client
 * and cleaner (the cleaner only once the request reached them: a request waits for its deposit); a message to its
 * two people; a read receipt to both. The `live-publish` adapter waits until the read model the screens re-read has
 * applied the event, then publishes on the bus; each BFF process hands it to the people's sockets.
 */
export const LIVE_EFFECT = 'live-publish';
/** The bus channel of live updates (workers publish, every BFF process delivers). */
export const LIVE_CHANNEL = 'live';

export type LiveMessage =
  | { type: 'BOOKING_UPDATED'; bookingId: string; event: string; status: string | null; paymentStatus: string | null }
  | { type: 'NEW_MESSAGE'; message: { id: string; bookingId: string; senderId: string; recipientId: string; text: string; sentAt: string; readAt: null } }
  | { type: 'READ_RECEIPT'; messageId: string; bookingId: string; readerId: string; readAt: string }
  | { type: 'USER_TYPING'; bookingId: string; senderId: string; isTyping: boolean };

/** What the adapter publishes, and the read model it waits for first. */
export type LivePublication = { userIds: string[]; message: LiveMessage; readModel: 'bookings' | 'conversations' };

type LiveSource = { booking: BookingState; payment: PaymentState; conversation: ConversationState };

const BOOKING_TYPES: ReadonlySet<string> = new Set(bookingEventTypes);

const evolveSource = (state: LiveSource, event: DomainEvent): LiveSource => {
  if (BOOKING_TYPES.has(event.type)) return { ...state, booking: evolveBooking(state.booking, event as BookingEvent) };
  if (event.type === 'MessageSent' || event.type === 'MessagesRead') return { ...state, conversation: evolveConversation(state.conversation, event as ConversationEvent) };
  return { ...state, payment: evolvePayment(state.payment, event as PaymentEvent) };
};

const publish = (eventId: string, publication: LivePublication) => effect(`live:${eventId}`, LIVE_EFFECT, publication);

export const liveReactor: Reactor<LiveSource> = {
  name: 'live-updates',
  eventTypes: [...bookingEventTypes, 'PaymentStatusChanged', 'MessageSent', 'MessagesRead'],
  source: { initialState: { booking: initialBooking, payment: initialPaymentState, conversation: initialConversationState }, evolve: evolveSource },
  react(event, { state }) {
    if (event.type === 'MessageSent') {
      const data = event.data as MessageSent['data'];
      return [
        publish(event.id, {
          userIds: [data.senderId, data.recipientId],
          message: { type: 'NEW_MESSAGE', message: { id: data.messageId, bookingId: data.bookingId, senderId: data.senderId, recipientId: data.recipientId, text: data.text, sentAt: data.sentAt, readAt: null } },
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
      publish(event.id, {
        userIds: cleanerSees ? [booking.clientId, booking.cleanerId] : [booking.clientId],
        message: { type: 'BOOKING_UPDATED', bookingId: booking.bookingId, event: event.type, status: booking.status, paymentStatus: booking.paymentStatus },
        readModel: 'bookings',
      }),
    ];
  },
};
