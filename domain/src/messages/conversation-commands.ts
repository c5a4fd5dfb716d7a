import type { Command } from '../shared/decider';

/** What the BFF knows of the booking when a message is sent: its two people and its status (read from its stream). */
export type BookingFacts = { clientId: string; cleanerId: string; status: string };

export type SendMessage = Command<'SendMessage', { bookingId: string; messageId: string; text: string; booking: BookingFacts }>;
export type MarkRead = Command<'MarkRead', { bookingId: string; messageId: string; booking: BookingFacts }>;

export type ConversationCommand = SendMessage | MarkRead;
