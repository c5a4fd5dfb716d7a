import { ApiError } from '../../../lib/api-client';
import { validationFieldErrors } from '../../../lib/server-issues';

/** How a form reads a refused call: under its fields, in the form itself, or as a toast (anything else). */
export type Refusal<Field extends string> =
  | { kind: 'fields'; fields: { name: Field; errors: string[] }[] }
  | { kind: 'message' }
  | { kind: 'toast' };

export type RefusalPlan<Field extends string> = {
  /** The body's field names (400 `validation` issues) and the form field each is shown under. */
  fields: Readonly<Record<string, Field>>;
  /** Refusal codes about one field (the decider's own checks), and that field. */
  codeFields: Readonly<Record<string, Field>>;
  /** Refusal codes about the dispute or the booking as a whole (409s): shown in the form, which keeps what was typed. */
  messages: readonly string[];
};

/** Sorts a refused call by the plan; the messages themselves are the server's, already localized. Pure: unit-tested. */
export function readRefusal<Field extends string>(error: unknown, plan: RefusalPlan<Field>): Refusal<Field> {
  const issues = validationFieldErrors(error, Object.keys(plan.fields));
  if (issues.length > 0) {
    return { kind: 'fields', fields: issues.flatMap((issue) => { const name = plan.fields[issue.name[0] ?? '']; return name === undefined ? [] : [{ name, errors: issue.errors }]; }) };
  }
  if (!(error instanceof ApiError) || error.code === undefined) return { kind: 'toast' };
  const field = plan.codeFields[error.code];
  if (field !== undefined) return { kind: 'fields', fields: [{ name: field, errors: [error.serverMessage ?? error.code] }] };
  return plan.messages.includes(error.code) ? { kind: 'message' } : { kind: 'toast' };
}

/** "Report a problem": the form's fields are reason, description, photoIds and amount (the body's amountCents). */
export const OPEN_REFUSALS: RefusalPlan<'reason' | 'description' | 'photoIds' | 'amount'> = {
  fields: { reason: 'reason', description: 'description', photoIds: 'photoIds', amountCents: 'amount' },
  codeFields: { 'dispute.reason-invalid': 'reason', 'dispute.description-invalid': 'description', 'dispute.photos-invalid': 'photoIds', 'dispute.invalid-amount': 'amount' },
  messages: ['dispute.window-closed', 'dispute.exists', 'dispute.booking-not-completed'],
};

export const ANSWER_REFUSALS: RefusalPlan<'text'> = {
  fields: { text: 'text' },
  codeFields: { 'dispute.answer-invalid': 'text' },
  messages: ['dispute.answer-closed', 'dispute.opener-cannot-answer'],
};

export const DECISION_REFUSALS: RefusalPlan<'decision' | 'amount' | 'reason'> = {
  fields: { decision: 'decision', amountCents: 'amount', reason: 'reason' },
  codeFields: { 'dispute.invalid-amount': 'amount', 'dispute.decision-reason-invalid': 'reason' },
  messages: ['dispute.already-decided', 'dispute.awaiting-answer'],
};
