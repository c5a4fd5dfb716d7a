import type { ConversationEvent } from '@weklean/domain';
import type { Projection } from '@weklean/platform';

/** Each booking conversation's messages and read times (docs/api/messages.md). */
export const conversations: Projection = {
  name: 'conversations',
  eventTypes: ['MessageSent', 'MessagesRead'],
  apply: async (tx, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as ConversationEvent;
    switch (event.type) {
      case 'MessageSent': {
        const { messageId, bookingId, senderId, recipientId, text, sentAt } = event.data;
        await tx`
          insert into conversation_messages (message_id, booking_id, sender_id, recipient_id, text, sent_at, position)
          values (${messageId}, ${bookingId}, ${senderId}, ${recipientId}, ${text}, ${sentAt}, ${recorded.position.commit.toString()}::bigint)
          on conflict (message_id) do nothing`;
        return;
      }
      case 'MessagesRead': {
        const { bookingId, readerId, upToMessageId, readAt } = event.data;
        await tx`
          update conversation_messages set read_at = ${readAt}
          where booking_id = ${bookingId} and recipient_id = ${readerId} and read_at is null
            and position <= (select position from conversation_messages where message_id = ${upToMessageId})`;
        return;
      }
    }
  },
  reset: async (tx) => {
    await tx`delete from conversation_messages`;
  },
};
