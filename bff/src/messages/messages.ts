import { randomUUID } from 'node:crypto';
import { conversationTarget, MessageNotFoundError, NotAParticipantError, type Actor, type BookingFacts } from '@weklean/domain';
import type { CommandHandler } from '@weklean/platform';
import { bookingDetailsOf, conversationsOf, fileUrl, messageById, messagesOf, sharedConversationIds, unreadMessageCount, type MessageRow } from '@weklean/projections';
import type postgres from 'postgres';
import { refuse } from '../http/refusal';
import { containsPhoneNumber } from './phone-numbers';

/** A message as the API and the socket send it (docs/api/messages.md). */
export type MessageView = { id: string; bookingId: string; senderId: string; recipientId: string; text: string; sentAt: string; readAt: string | null };

const viewOfRow = (row: MessageRow): MessageView => ({
  id: row.message_id,
  bookingId: row.booking_id,
  senderId: row.sender_id,
  recipientId: row.recipient_id,
  text: row.text,
  sentAt: row.sent_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
});

/**
 * Booking conversations: who may write (the booking's two people, once it is confirmed), what may be written (no
 * phone number), and what each person reads. Commands go to the conversation stream; lists come from its read model.
 */
export function createMessaging(deps: { sql: postgres.Sql; commands: CommandHandler; adminUnread?: (userId: string) => Promise<number> }) {
  const { sql, commands } = deps;
  const adminUnread = deps.adminUnread ?? (() => Promise.resolve(0));

  /** The booking's two people and status, from its read model; a stranger (or an unknown booking) finds nothing. */
  const factsFor = async (bookingId: string, userId: string): Promise<BookingFacts> => {
    const booking = (await bookingDetailsOf(sql, bookingId))?.booking ?? { status: 'none' as const };
    if (booking.status === 'none' || (booking.clientId !== userId && booking.cleanerId !== userId)) throw new NotAParticipantError();
    return { clientId: booking.clientId, cleanerId: booking.cleanerId, status: booking.status };
  };

  /** Read up to a message (forward only): the REST read-mark and the socket's read receipts. */
  const markRead = async (actor: Actor, bookingId: string, messageId: string) => {
    const booking = await factsFor(bookingId, actor.userId);
    return commands.execute(conversationTarget(bookingId), 'MarkRead', { bookingId, messageId, booking }, actor);
  };

  return {
    factsFor,

    /** 422 `messaging.phone-number` before anything is written: the refused text is kept nowhere. */
    async send(actor: Actor, bookingId: string, text: string, messageId: string = randomUUID()): Promise<MessageView> {
      const booking = await factsFor(bookingId, actor.userId);
      if (containsPhoneNumber(text)) throw refuse('messaging.phone-number', 422);
      const { events, state } = await commands.execute(conversationTarget(bookingId), 'SendMessage', { bookingId, messageId, text, booking }, actor);
      const sent = events.find((event) => event.type === 'MessageSent');
      if (sent?.type === 'MessageSent') return { id: sent.data.messageId, bookingId, senderId: sent.data.senderId, recipientId: sent.data.recipientId, text: sent.data.text, sentAt: sent.data.sentAt, readAt: null };
      // Sent before (a retry after a lost answer): the message as it was, another's id is nobody's business.
      const known = state.messages.find((message) => message.messageId === messageId);
      if (known?.senderId !== actor.userId) throw new NotAParticipantError();
      const row = await messageById(sql, messageId);
      const recipientId = actor.userId === booking.clientId ? booking.cleanerId : booking.clientId;
      return row ? viewOfRow(row) : { id: messageId, bookingId, senderId: actor.userId, recipientId, text: text.trim(), sentAt: actor.now.toISOString(), readAt: null };
    },

    markRead,

    /**
     * A read receipt that names only its message (SPEC 7's socket frame): the message's booking from the conversations
     * read model, then the same read-mark as above. A message of a conversation the reader is not in is answered as an
     * unknown one (`messaging.message-not-found`): nobody learns that it exists.
     */
    async markReadByMessage(actor: Actor, messageId: string) {
      const row = await messageById(sql, messageId);
      if (!row || (row.sender_id !== actor.userId && row.recipient_id !== actor.userId)) throw new MessageNotFoundError();
      return markRead(actor, row.booking_id, messageId);
    },

    /** The open conversations of two people, the latest first (none: they share none, or `otherId` is nobody). */
    sharedConversations: (userId: string, otherId: string) => sharedConversationIds(sql, userId, otherId),

    async page(userId: string, bookingId: string, before: string | null) {
      await factsFor(bookingId, userId);
      const { items, nextCursor } = await messagesOf(sql, bookingId, before);
      return { items: items.map(viewOfRow), nextCursor };
    },

    /** What the header badge counts: unread messages of conversations and from the platform. */
    async unread(userId: string) {
      const [conversations, admin] = await Promise.all([unreadMessageCount(sql, userId), adminUnread(userId)]);
      return { count: conversations + admin, conversations, admin };
    },

    async conversations(userId: string) {
      const rows = await conversationsOf(sql, userId);
      return rows.map((row) => ({
        bookingId: row.booking_id,
        booking: { startsAt: row.starts_at.toISOString(), status: row.status },
        otherParty: { id: row.other_id, name: row.other_name ?? '', pictureUrl: fileUrl(row.other_picture) },
        lastMessage: row.last_text === null ? null : { text: row.last_text, senderId: row.last_sender_id, sentAt: row.last_sent_at?.toISOString() ?? null },
        unread: row.unread,
      }));
    },
  };
}

export type Messaging = ReturnType<typeof createMessaging>;
