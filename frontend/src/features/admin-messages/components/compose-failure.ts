import { ApiError, failureMessage } from '../../../lib/api-client';
import { validationFieldErrors } from '../../../lib/server-issues';

export const COMPOSE_FIELDS = ['recipientId', 'subject', 'text'] as const;
export type ComposeField = (typeof COMPOSE_FIELDS)[number];
export type ComposePayload = { recipientId: string; subject: string; text: string };

/** Where a refused send is shown: under its fields, or above the button (no field to blame, or no answer at all). */
export type ComposeFailure = { kind: 'fields'; fields: { name: ComposeField; errors: string[] }[] } | { kind: 'form'; message: string };

// The domain's refusals (422, 404), each under the field it is about; the server's message is already localized.
const FIELD_OF_CODE: Record<string, ComposeField> = {
  'admin-messages.recipient-required': 'recipientId',
  'admin-messages.user-not-found': 'recipientId',
  'admin-messages.text-required': 'text',
  'admin-messages.text-too-long': 'text',
  'admin-messages.subject-too-long': 'subject',
};

export function composeFailure(error: unknown, texts: { fallback: string; nonJson: string; network: string }): ComposeFailure {
  const fields = validationFieldErrors(error, COMPOSE_FIELDS);
  if (fields.length > 0) return { kind: 'fields', fields: fields.map((field) => ({ name: field.name[0] as ComposeField, errors: field.errors })) };
  if (error instanceof ApiError) {
    const field = error.code === undefined ? undefined : FIELD_OF_CODE[error.code];
    if (field !== undefined) return { kind: 'fields', fields: [{ name: field, errors: [error.serverMessage ?? texts.fallback] }] };
    if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'form', message: texts.network };
  }
  return { kind: 'form', message: failureMessage(error, texts) };
}

/**
 * The `messageId` of a send: the previous attempt's when the same message is sent again (a retry after a lost answer is
 * then the same message), a new one as soon as the recipient, subject or text differs.
 */
export function attemptFor(previous: { key: string; id: string } | null, payload: ComposePayload, newId: () => string): { key: string; id: string } {
  const key = JSON.stringify([payload.recipientId, payload.subject, payload.text]);
  return previous?.key === key ? previous : { key, id: newId() };
}
