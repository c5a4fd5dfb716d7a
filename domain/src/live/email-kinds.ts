import * as v from 'valibot';
import { object } from '../shared/schema';

/**
 * The kinds of e-mail a person may choose to receive (account settings, docs/api/accounts.md): every notification's
 * template belongs to one. All are on by default; a person turns kinds off.
 */
export const EMAIL_KINDS = ['requests', 'bookingUpdates', 'payments', 'messages'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The kind of each e-mail template (`message-digest`: the unread messages of a conversation). */
export const EMAIL_KIND_OF: Readonly<Record<string, EmailKind>> = {
  'new-request': 'requests',
  accepted: 'bookingUpdates',
  declined: 'bookingUpdates',
  expired: 'bookingUpdates',
  cancelled: 'bookingUpdates',
  postponed: 'bookingUpdates',
  'balance-failed': 'payments',
  'payout-sent': 'payments',
  'dispute-opened': 'bookingUpdates',
  'dispute-answered': 'bookingUpdates',
  'dispute-decided': 'bookingUpdates',
  'message-digest': 'messages',
};

export type EmailPreferences = Record<EmailKind, boolean>;

/** What a person receives, from the kinds they turned off. */
export const emailPreferencesOf = (optOuts: readonly string[]): EmailPreferences =>
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, !optOuts.includes(kind)])) as EmailPreferences;

/** The kinds turned off, from what a person chose. */
export const optOutsOf = (preferences: EmailPreferences): EmailKind[] => EMAIL_KINDS.filter((kind) => !preferences[kind]);

const choice = v.boolean('validation.required');
/** `PUT /api/users/me/email-preferences`: every kind, on or off. */
export const EmailPreferencesSchema = object(
  { requests: choice, bookingUpdates: choice, payments: choice, messages: choice },
  'validation.required',
);
