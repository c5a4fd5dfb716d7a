import * as v from 'valibot';
import { line, object } from '../shared/schema';
import { EMAIL_KIND_OF, type EmailKind } from './email-kinds';
import type { EmailNotification, EmailTemplate } from './live-reactor';

/**
 * Web push (issue 36, docs/api/push.md): a notification to each of a person's browsers, for the same news as the
 * e-mails and, at once, for each new message (the e-mail only digests messages later).
 */
export const PUSH_EFFECT = 'notify-push';

export type PushTemplate = EmailTemplate | 'new-message';
/** What the push adapter needs: an e-mail's notification, or a new message with the start of its text. */
export type PushNotification = Omit<EmailNotification, 'template'> & { template: PushTemplate; preview?: string };

/** The kind of each push (the e-mails' kinds: a person turns kinds off for push apart from e-mail). */
export const PUSH_KIND_OF: Readonly<Record<string, EmailKind>> = { ...EMAIL_KIND_OF, 'new-message': 'messages' };

/** How much of a message a push shows. */
export const PUSH_PREVIEW_LENGTH = 120;

export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
const INVALID = 'push.invalid-subscription';
/** base64url (padding allowed) of a 65-byte uncompressed P-256 point: 0x04 then x and y, so it starts with `B`. */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
/** base64url (padding allowed) of 16 bytes. */
const AUTH_SECRET = /^[A-Za-z0-9_-]{21}[AQgw](==)?$/;

/**
 * `POST /api/push/subscriptions`: the browser's `PushSubscription.toJSON()`. Whether the endpoint's host may be
 * reached is the BFF's to decide (push-endpoint-policy); the point's being on the curve is checked there too.
 */
export const PushSubscriptionSchema = object(
  {
    endpoint: v.pipe(line(INVALID), v.maxLength(PUSH_ENDPOINT_MAX_LENGTH, INVALID), v.url(INVALID)),
    expirationTime: v.optional(v.nullable(v.number(INVALID))),
    keys: object({ p256dh: v.pipe(line(INVALID), v.regex(P256DH, INVALID)), auth: v.pipe(line(INVALID), v.regex(AUTH_SECRET, INVALID)) }, INVALID),
  },
  INVALID,
);
export type PushSubscriptionInput = v.InferOutput<typeof PushSubscriptionSchema>;
