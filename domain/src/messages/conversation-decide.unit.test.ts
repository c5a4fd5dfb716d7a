import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import type { BookingFacts, ConversationCommand } from './conversation-commands';
import { conversationDecider, unreadFor, evolveConversation, initialConversationState } from './conversation-decide';
import { BookingNotConfirmedError, MessageNotFoundError, MessageTextRequiredError, MessageTooLongError, NotAParticipantError } from './conversation-errors';
import type { ConversationEvent } from './conversation-events';

const spec = deciderSpec(conversationDecider, expect);
const CLIENT = 'client-1';
const CLEANER = 'cleaner-1';
const NOW = '2026-11-25T15:00:00.000Z';
const booking = (status = 'confirmed'): BookingFacts => ({ clientId: CLIENT, cleanerId: CLEANER, status });
const send = (messageId: string, text: string, from = CLIENT, status = 'confirmed'): ConversationCommand => ({
  type: 'SendMessage', data: { bookingId: 'b-1', messageId, text, booking: booking(status) }, metadata: { userId: from, now: NOW },
});
const read = (messageId: string, by: string): ConversationCommand => ({ type: 'MarkRead', data: { bookingId: 'b-1', messageId, booking: booking() }, metadata: { userId: by, now: NOW } });
const sent = (messageId: string, text: string, from = CLIENT): ConversationEvent => ({
  type: 'MessageSent', data: { bookingId: 'b-1', messageId, senderId: from, recipientId: from === CLIENT ? CLEANER : CLIENT, text, sentAt: NOW },
});
const readUpTo = (messageId: string, by: string): ConversationEvent => ({ type: 'MessagesRead', data: { bookingId: 'b-1', readerId: by, upToMessageId: messageId, readAt: NOW } });

describe('a booking conversation', () => {
  it('takes a message from either of its two people once the booking is confirmed, trimmed', () => {
    spec.given([]).when(send('m1', '  La clé est sous le pot.  ')).then([sent('m1', 'La clé est sous le pot.')]);
    spec.given([sent('m1', 'Bonjour')]).when(send('m2', 'Merci!', CLEANER, 'in_progress')).then([sent('m2', 'Merci!', CLEANER)]);
    spec.given([]).when(send('m1', 'Merci pour le ménage', CLIENT, 'completed')).then([sent('m1', 'Merci pour le ménage')]);
  });
  it('refuses before the booking is confirmed, or after it ended without the service (SPEC 4)', () => {
    for (const status of ['pending', 'declined', 'cancelled', 'expired', 'withdrawn']) {
      spec.given([]).when(send('m1', 'Bonjour', CLIENT, status)).thenThrows(BookingNotConfirmedError);
    }
  });
  it('refuses anyone else, an empty text and a text too long', () => {
    spec.given([]).when(send('m1', 'Bonjour', 'someone-else')).thenThrows(NotAParticipantError);
    spec.given([]).when(send('m1', '   ')).thenThrows(MessageTextRequiredError);
    spec.given([]).when(send('m1', 'x'.repeat(2001))).thenThrows(MessageTooLongError);
  });
  it('keeps one message per id: a retry sends nothing twice', () => {
    spec.given([sent('m1', 'Bonjour')]).when(send('m1', 'Bonjour')).then([]);
  });
  it('records how far each person has read, forward only', () => {
    const two = [sent('m1', 'Bonjour'), sent('m2', 'Le chien est gentil')];
    spec.given(two).when(read('m2', CLEANER)).then([readUpTo('m2', CLEANER)]);
    spec.given([...two, readUpTo('m2', CLEANER)]).when(read('m1', CLEANER)).then([]);
    spec.given(two).when(read('m9', CLEANER)).thenThrows(MessageNotFoundError);
    spec.given(two).when(read('m1', 'someone-else')).thenThrows(NotAParticipantError);
  });
  it('counts what a person has not read: the other one’s messages after their last read', () => {
    const events = [sent('m1', 'a'), sent('m2', 'b', CLEANER), sent('m3', 'c'), readUpTo('m1', CLEANER), sent('m4', 'd')];
    const state = events.reduce(evolveConversation, initialConversationState);
    expect(unreadFor(state, CLEANER)).toBe(2);
    expect(unreadFor(state, CLIENT)).toBe(1);
  });
});
