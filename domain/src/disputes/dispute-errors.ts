import { DomainError } from '../event-store/errors';

/** Refusals of disputes; each code is a message key of the `api` catalogue. */
const error = <Code extends string>(code: Code) =>
  class extends DomainError {
    readonly code: Code = code;
    constructor(message = code) {
      super(message);
    }
  };

/** Not this person's booking or dispute: it does not exist for them. */
export class DisputeNotFoundError extends error('dispute.not-found') {}
/** Only once the service was done. */
export class DisputeBookingNotCompletedError extends error('dispute.booking-not-completed') {}
/** The 7 days after the service are over. */
export class DisputeWindowClosedError extends error('dispute.window-closed') {}
/** One dispute per booking, whichever side opened it. */
export class DisputeExistsError extends error('dispute.exists') {}
/** A reason of the other side (a cleaner cannot say the cleaning was not done). */
export class DisputeReasonInvalidError extends error('dispute.reason-invalid') {}
export class DisputeDescriptionInvalidError extends error('dispute.description-invalid') {}
/** Photos that are not this booking's. */
export class DisputePhotosInvalidError extends error('dispute.photos-invalid') {}
/** The one who opened it does not answer it. */
export class DisputeOpenerCannotAnswerError extends error('dispute.opener-cannot-answer') {}
/** Already answered, uncontested, decided, or past the 72 hours. */
export class DisputeAnswerClosedError extends error('dispute.answer-closed') {}
export class DisputeAnswerInvalidError extends error('dispute.answer-invalid') {}
/** The other side still has its 72 hours to answer. */
export class DisputeAwaitingAnswerError extends error('dispute.awaiting-answer') {}
export class DisputeAlreadyDecidedError extends error('dispute.already-decided') {}
/** Not a positive whole number of cents, more than is refundable, or an amount on a rejection. */
export class DisputeInvalidAmountError extends error('dispute.invalid-amount') {}
export class DisputeDecisionReasonInvalidError extends error('dispute.decision-reason-invalid') {}
