import type { CommandTarget, Decider } from '../shared/decider';
import type { BookingFacts, ConversationCommand } from './conversation-commands';
import { BookingNotConfirmedError, MessageNotFoundError, MessageTextRequiredError, MessageTooLongError, NotAParticipantError } from './conversation-errors';
import { conversationStream, MESSAGE_TEXT_MAX, MESSAGING_OPEN_STATUSES, type ConversationEvent } from './conversation-events';

/** The messages in order (ids and authors) and how far each person has read (an index into them). */
export type ConversationState = {
  messages: { messageId: string; senderId: string }[];
  readUpTo: Readonly<Record<string, number>>;
};

export const initialConversationState: ConversationState = { messages: [], readUpTo: {} };

export function evolveConversation(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'MessageSent':
      return { ...state, messages: [...state.messages, { messageId: event.data.messageId, senderId: event.data.senderId }] };
    case 'MessagesRead': {
      const index = state.messages.findIndex((message) => message.messageId === event.data.upToMessageId);
      return { ...state, readUpTo: { ...state.readUpTo, [event.data.readerId]: Math.max(index, state.readUpTo[event.data.readerId] ?? -1) } };
    }
  }
}

const otherOf = (booking: BookingFacts, userId: string): string | null =>
  userId === booking.clientId ? booking.cleanerId : userId === booking.cleanerId ? booking.clientId : null;

/** How many messages `userId` has not read yet: those of the other person after what they read. */
export function unreadFor(state: ConversationState, userId: string): number {
  const from = (state.readUpTo[userId] ?? -1) + 1;
  return state.messages.slice(from).filter((message) => message.senderId !== userId).length;
}

export function decideConversation(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  const { data, metadata } = command;
  const other = otherOf(data.booking, metadata.userId);
  if (other === null) throw new NotAParticipantError();
  switch (command.type) {
    case 'SendMessage': {
      if (!(MESSAGING_OPEN_STATUSES as readonly string[]).includes(data.booking.status)) throw new BookingNotConfirmedError();
      // The same message sent again (a retry after a lost answer) is the same message.
      if (state.messages.some((message) => message.messageId === command.data.messageId)) return [];
      const text = command.data.text.trim();
      if (text === '') throw new MessageTextRequiredError();
      if (text.length > MESSAGE_TEXT_MAX) throw new MessageTooLongError();
      return [{ type: 'MessageSent', data: { bookingId: data.bookingId, messageId: command.data.messageId, senderId: metadata.userId, recipientId: other, text, sentAt: metadata.now } }];
    }
    case 'MarkRead': {
      const index = state.messages.findIndex((message) => message.messageId === data.messageId);
      if (index < 0) throw new MessageNotFoundError();
      if (index <= (state.readUpTo[metadata.userId] ?? -1)) return [];
      return [{ type: 'MessagesRead', data: { bookingId: data.bookingId, readerId: metadata.userId, upToMessageId: data.messageId, readAt: metadata.now } }];
    }
  }
}

export const conversationDecider: Decider<ConversationState, ConversationCommand, ConversationEvent> = {
  initialState: initialConversationState,
  evolve: evolveConversation,
  decide: decideConversation,
};

export const conversationTarget = (bookingId: string): CommandTarget<ConversationState, ConversationCommand, ConversationEvent> => ({
  stream: conversationStream(bookingId),
  decider: conversationDecider,
});
