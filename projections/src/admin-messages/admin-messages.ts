import type { AdminMessageEvent } from '@weklean/domain';
import type { Projection } from '@weklean/platform';

/** Messages from the platform, with their read times (docs/api/admin-messages.md). */
export const adminMessages: Projection = {
  name: 'admin-messages',
  eventTypes: ['AdminMessageSent', 'AdminMessageRead'],
  apply: async (tx, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as AdminMessageEvent;
    switch (event.type) {
      case 'AdminMessageSent': {
        const { messageId, recipientId, recipientRole, adminId, subject, text, sentAt } = event.data;
        await tx`
          insert into admin_messages (message_id, recipient_id, recipient_role, admin_id, subject, text, sent_at, position)
          values (${messageId}, ${recipientId}, ${recipientRole}, ${adminId}, ${subject}, ${text}, ${sentAt}, ${recorded.position.commit.toString()}::bigint)
          on conflict (message_id) do nothing`;
        return;
      }
      case 'AdminMessageRead':
        await tx`update admin_messages set read_at = ${event.data.readAt} where message_id = ${event.data.messageId} and read_at is null`;
        return;
    }
  },
  reset: async (tx) => {
    await tx`delete from admin_messages`;
  },
};
