import type { CommandTarget, Decider } from '../shared/decider';
import type { AdminMessageCommand } from './admin-message-commands';
import { AdminMessageNotFoundError, AdminMessageSubjectTooLongError, AdminMessageTextRequiredError, AdminMessageTooLongError } from './admin-message-errors';
import { ADMIN_MESSAGE_SUBJECT_MAX, ADMIN_MESSAGE_TEXT_MAX, adminInboxStream, type AdminMessageEvent } from './admin-message-events';

/** A person's inbox: each message's sender and whether it is read. */
export type AdminInboxState = { messages: Readonly<Record<string, { adminId: string; read: boolean }>> };

export const initialAdminInboxState: AdminInboxState = { messages: {} };

export function evolveAdminInbox(state: AdminInboxState, event: AdminMessageEvent): AdminInboxState {
  switch (event.type) {
    case 'AdminMessageSent':
      return { messages: { ...state.messages, [event.data.messageId]: { adminId: event.data.adminId, read: false } } };
    case 'AdminMessageRead': {
      const message = state.messages[event.data.messageId];
      return message ? { messages: { ...state.messages, [event.data.messageId]: { ...message, read: true } } } : state;
    }
  }
}

/** How many messages of the inbox are unread. */
export const adminUnreadOf = (state: AdminInboxState): number => Object.values(state.messages).filter((message) => !message.read).length;

export function decideAdminInbox(command: AdminMessageCommand, state: AdminInboxState): AdminMessageEvent[] {
  const { data, metadata } = command;
  switch (command.type) {
    case 'SendAdminMessage': {
      // The same message sent again (a retry after a lost answer) is the same message.
      if (state.messages[command.data.messageId]) return [];
      const text = command.data.text.trim();
      if (text === '') throw new AdminMessageTextRequiredError();
      if (text.length > ADMIN_MESSAGE_TEXT_MAX) throw new AdminMessageTooLongError();
      if (command.data.subject.trim().length > ADMIN_MESSAGE_SUBJECT_MAX) throw new AdminMessageSubjectTooLongError();
      const { messageId, recipientId, recipientRole } = command.data;
      return [{ type: 'AdminMessageSent', data: { messageId, recipientId, recipientRole, adminId: metadata.userId, subject: command.data.subject.trim(), text, sentAt: metadata.now } }];
    }
    case 'ReadAdminMessage': {
      const message = state.messages[data.messageId];
      // Only the inbox's owner reads it; to anyone else the message does not exist.
      if (!message || metadata.userId !== data.recipientId) throw new AdminMessageNotFoundError();
      if (message.read) return [];
      return [{ type: 'AdminMessageRead', data: { messageId: data.messageId, recipientId: data.recipientId, adminId: message.adminId, readAt: metadata.now } }];
    }
  }
}

export const adminInboxDecider: Decider<AdminInboxState, AdminMessageCommand, AdminMessageEvent> = {
  initialState: initialAdminInboxState,
  evolve: evolveAdminInbox,
  decide: decideAdminInbox,
};

export const adminInboxTarget = (userId: string): CommandTarget<AdminInboxState, AdminMessageCommand, AdminMessageEvent> => ({
  stream: adminInboxStream(userId),
  decider: adminInboxDecider,
});
