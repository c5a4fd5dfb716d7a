import type { DomainEvent } from '../shared/decider';

/**
 * Events of a booking's conversation (`conversation-<bookingId>`): the messages its client and cleaner send each
 * other, and how far each has read. The text is personal: encrypted with its author's key at the store's edge
 * (`conversationEventPersonalFields`), so deleting the author's account erases it from the log.
 */
export type MessageSent = DomainEvent<
  'MessageSent',
  { bookingId: string; messageId: string; senderId: string; recipientId: string; text: string; sentAt: string }
>;
export type MessagesRead = DomainEvent<'MessagesRead', { bookingId: string; readerId: string; upToMessageId: string; readAt: string }>;

export type ConversationEvent = MessageSent | MessagesRead;
export type ConversationEventType = ConversationEvent['type'];
export const conversationEventTypes = ['MessageSent', 'MessagesRead'] as const satisfies readonly ConversationEventType[];
const _everyTypeListed: [Exclude<ConversationEventType, (typeof conversationEventTypes)[number]>] extends [never] ? true : never = true;

export const conversationEventPersonalFields = { MessageSent: ['text'] } as const;

export const conversationStream = (bookingId: string): string => `conversation-${bookingId}`;

/** The bookings whose two people may write to each other (SPEC 4: messaging only for confirmed bookings). */
export const MESSAGING_OPEN_STATUSES = ['confirmed', 'in_progress', 'completed'] as const;

export const MESSAGE_TEXT_MAX = 2000;
