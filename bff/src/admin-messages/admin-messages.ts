import { randomUUID } from 'node:crypto';
import { adminInboxTarget, AdminMessageIdTakenError, AdminMessageRecipientRequiredError, AdminMessageUserNotFoundError, type Actor } from '@weklean/domain';
import type { AccountsRepository, CommandHandler } from '@weklean/platform';
import { adminInboxOf, adminMessageById, adminMessageHistory, adminMessageStats, adminUnreadCount, type AdminMessageRow } from '@weklean/projections';
import type postgres from 'postgres';
import { isWellFormed } from '../http/params';

/** A message from the platform as its recipient sees it (docs/api/admin-messages.md). */
export type InboxMessageView = { id: string; subject: string; text: string; sentAt: string; readAt: string | null };
/** The same as the admins' history shows it: to whom, and whether it was read. */
export type SentAdminMessageView = InboxMessageView & { recipient: { id: string; name: string; role: 'client' | 'cleaner' }; senderId: string };

const inboxView = (row: Pick<AdminMessageRow, 'message_id' | 'subject' | 'text' | 'sent_at' | 'read_at'>): InboxMessageView => ({
  id: row.message_id,
  subject: row.subject,
  text: row.text,
  sentAt: row.sent_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
});
const sentView = (row: AdminMessageRow): SentAdminMessageView => ({
  ...inboxView(row),
  recipient: { id: row.recipient_id, name: row.recipient_name ?? '', role: row.recipient_role },
  senderId: row.admin_id,
});

const rate = (read: number, sent: number) => (sent === 0 ? 0 : Math.round((read / sent) * 1000) / 1000);

/**
 * Messages from the platform (SPEC: admin messages): an admin writes to one client or cleaner found by name or e-mail;
 * the person reads them in `/messages`, apart from booking conversations. Commands go to the person's inbox stream.
 */
export function createAdminMessages(deps: { sql: postgres.Sql; commands: CommandHandler; accounts: AccountsRepository }) {
  const { sql, commands, accounts } = deps;
  return {
    /** Clients and cleaners matching a name or an e-mail (two characters at least). */
    async recipients(query: string) {
      const text = query.trim();
      if (text.length < 2) return [];
      return accounts.searchPeople(text);
    },

    async send(actor: Actor, input: { recipientId: string; subject: string; text: string; messageId?: string | undefined }): Promise<SentAdminMessageView> {
      if (input.recipientId === '') throw new AdminMessageRecipientRequiredError();
      const recipient = isWellFormed(input.recipientId, 'lowercaseUuid') ? await accounts.byId(input.recipientId) : null;
      if (!recipient || (recipient.role !== 'client' && recipient.role !== 'cleaner')) throw new AdminMessageUserNotFoundError();
      const messageId = input.messageId ?? randomUUID();
      // Ids are unique per inbox in the log; across inboxes the read model is the check (it keeps the first).
      const existing = input.messageId ? await adminMessageById(sql, messageId) : null;
      if (existing && existing.recipient_id !== recipient.id) throw new AdminMessageIdTakenError();
      const { events } = await commands.execute(
        adminInboxTarget(recipient.id),
        'SendAdminMessage',
        { messageId, recipientId: recipient.id, recipientRole: recipient.role, subject: input.subject, text: input.text },
        actor,
      );
      const sent = events.find((event) => event.type === 'AdminMessageSent');
      const recipientView = { id: recipient.id, name: recipient.name, role: recipient.role };
      if (sent?.type === 'AdminMessageSent') {
        const { subject, text, sentAt, adminId } = sent.data;
        return { id: messageId, subject, text, sentAt, readAt: null, recipient: recipientView, senderId: adminId };
      }
      // Sent before (a retry after a lost answer): the message as it is.
      const row = await adminMessageById(sql, messageId);
      if (!row || row.recipient_id !== recipient.id) throw new AdminMessageUserNotFoundError();
      return sentView(row);
    },

    async history(before: string | null) {
      const { items, nextCursor } = await adminMessageHistory(sql, before);
      return { items: items.map(sentView), nextCursor };
    },

    /** Sent, read and the read rate, in all and by the recipients' role. */
    async stats() {
      const rows = await adminMessageStats(sql);
      const of = (role: 'client' | 'cleaner') => {
        const row = rows.find((candidate) => candidate.role === role) ?? { sent: 0, read: 0 };
        return { sent: row.sent, read: row.read, readRate: rate(row.read, row.sent) };
      };
      const sent = rows.reduce((total, row) => total + row.sent, 0);
      const read = rows.reduce((total, row) => total + row.read, 0);
      return { sent, read, readRate: rate(read, sent), byRole: { client: of('client'), cleaner: of('cleaner') } };
    },

    async inbox(userId: string, before: string | null) {
      const [{ items, nextCursor }, unread] = await Promise.all([adminInboxOf(sql, userId, before), adminUnreadCount(sql, userId)]);
      return { items: items.map(inboxView), nextCursor, unread };
    },

    unread: (userId: string) => adminUnreadCount(sql, userId),

    async markRead(actor: Actor, messageId: string) {
      await commands.execute(adminInboxTarget(actor.userId), 'ReadAdminMessage', { recipientId: actor.userId, messageId }, actor);
    },
  };
}

export type AdminMessages = ReturnType<typeof createAdminMessages>;
