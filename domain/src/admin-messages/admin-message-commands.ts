import type { Command } from '../shared/decider';

/** The recipient as the BFF found them: a client or a cleaner with an account. */
export type SendAdminMessage = Command<
  'SendAdminMessage',
  { messageId: string; recipientId: string; recipientRole: 'client' | 'cleaner'; subject: string; text: string }
>;
/** The recipient reads one of their messages (and only theirs). */
export type ReadAdminMessage = Command<'ReadAdminMessage', { recipientId: string; messageId: string }>;

export type AdminMessageCommand = SendAdminMessage | ReadAdminMessage;
