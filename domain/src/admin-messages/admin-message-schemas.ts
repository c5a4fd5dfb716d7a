import * as v from 'valibot';
import { line, object, text as cleanText } from '../shared/schema';
import { ADMIN_MESSAGE_SUBJECT_MAX, ADMIN_MESSAGE_TEXT_MAX } from './admin-message-events';

/** The body of `POST /api/admin/messages` (docs/api/admin-messages.md). SPEC 5: a user must be chosen, a text given. */
const RECIPIENT = 'admin-messages.recipient-required';
const TEXT = 'admin-messages.text-required';

export const SendAdminMessageSchema = object(
  {
    // Missing is the same as empty: no user chosen.
    recipientId: v.pipe(v.optional(line(RECIPIENT), ''), v.trim(), v.minLength(1, RECIPIENT), v.maxLength(100, 'admin-messages.user-not-found')),
    subject: v.optional(v.pipe(line('validation.required'), v.trim(), v.maxLength(ADMIN_MESSAGE_SUBJECT_MAX, 'admin-messages.subject-too-long')), ''),
    text: v.pipe(cleanText(TEXT), v.trim(), v.minLength(1, TEXT), v.maxLength(ADMIN_MESSAGE_TEXT_MAX, 'admin-messages.text-too-long')),
    /** Chosen by the admin's screen, so that a retry after a lost answer is the same message. */
    messageId: v.optional(v.pipe(line(), v.uuid('validation.required'))),
  },
  TEXT,
);

/** `GET /api/admin/messages/recipients?q=`: a name or an e-mail, or a part of one. */
export const RecipientQuerySchema = object({ q: v.optional(v.pipe(line('validation.required'), v.trim(), v.maxLength(100, 'validation.required')), '') });
