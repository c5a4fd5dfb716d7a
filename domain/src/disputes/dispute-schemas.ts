import * as v from 'valibot';
import { line, object, ReadAfterQuery, readAfterPosition, text as cleanText } from '../shared/schema';
import { DISPUTE_DECISION_REASON_MAX, DISPUTE_DECISIONS, DISPUTE_PHOTOS_MAX, DISPUTE_REASONS, DISPUTE_STATUSES, DISPUTE_TEXT_MAX } from './dispute-events';

const REQUIRED = 'validation.required';
const cents = v.pipe(v.number('dispute.invalid-amount'), v.safeInteger('dispute.invalid-amount'), v.minValue(1, 'dispute.invalid-amount'));
const words = (max: number, tooLong: string) => v.pipe(cleanText(REQUIRED), v.trim(), v.minLength(1, REQUIRED), v.maxLength(max, tooLong));

/** `POST /api/bookings/:id/disputes`. */
export const OpenDisputeSchema = object({
  reason: v.picklist(DISPUTE_REASONS, 'dispute.reason-invalid'),
  description: words(DISPUTE_TEXT_MAX, 'dispute.description-invalid'),
  photoIds: v.optional(v.pipe(v.array(v.pipe(line(REQUIRED), v.maxLength(64, 'dispute.photos-invalid')), 'dispute.photos-invalid'), v.maxLength(DISPUTE_PHOTOS_MAX, 'dispute.photos-invalid')), []),
  amountCents: v.optional(v.nullable(cents), null),
});

/** `POST /api/disputes/:id/answer`. */
export const AnswerDisputeSchema = object({ text: words(DISPUTE_TEXT_MAX, 'dispute.answer-invalid') });

/** `POST /api/admin/disputes/:id/decision`: the amount is checked against what was paid by the decider. */
export const DecideDisputeSchema = object({
  decision: v.picklist(DISPUTE_DECISIONS, REQUIRED),
  amountCents: v.optional(v.nullable(v.number('dispute.invalid-amount')), null),
  reason: words(DISPUTE_DECISION_REASON_MAX, 'dispute.decision-reason-invalid'),
});

/** `GET /api/admin/disputes?status=`. */
export const AdminDisputesQuery = object({ status: v.optional(v.picklist(DISPUTE_STATUSES, REQUIRED)), after: readAfterPosition });

/** `?after=<position>` on a dispute's reads: the answer once the disputes read model holds a command's 202 position. */
export const DisputeReadQuery = ReadAfterQuery;
