import type { DomainEvent } from '../shared/decider';

/**
 * Events of a person's inbox of messages from the platform (`admin-inbox-<userId>`): what an admin sent them and when
 * they read it. Subject and text are sealed with the recipient's key (`personOfEvent`): they are the recipient's
 * correspondence, and deleting the account erases them from the log.
 */
export type AdminMessageSent = DomainEvent<
  'AdminMessageSent',
  { messageId: string; recipientId: string; recipientRole: 'client' | 'cleaner'; adminId: string; subject: string; text: string; sentAt: string }
>;
export type AdminMessageRead = DomainEvent<'AdminMessageRead', { messageId: string; recipientId: string; adminId: string; readAt: string }>;

export type AdminMessageEvent = AdminMessageSent | AdminMessageRead;
export type AdminMessageEventType = AdminMessageEvent['type'];
export const adminMessageEventTypes = ['AdminMessageSent', 'AdminMessageRead'] as const satisfies readonly AdminMessageEventType[];
const _everyTypeListed: [Exclude<AdminMessageEventType, (typeof adminMessageEventTypes)[number]>] extends [never] ? true : never = true;

export const adminMessageEventPersonalFields = { AdminMessageSent: ['subject', 'text'] } as const;

export const ADMIN_INBOX_PREFIX = 'admin-inbox-';
export const adminInboxStream = (userId: string): string => `${ADMIN_INBOX_PREFIX}${userId}`;

export const ADMIN_MESSAGE_TEXT_MAX = 5000;
export const ADMIN_MESSAGE_SUBJECT_MAX = 150;
