import { DomainError } from '../event-store/errors';

/** Refusals of reviews; each code is a message key of the `api` catalogue. */
const error = <Code extends string>(code: Code) =>
  class extends DomainError {
    readonly code: Code = code;
    constructor(message = code) {
      super(message);
    }
  };

/** Only after the service was done. */
export class ReviewBookingNotCompletedError extends error('review.booking-not-completed') {}
/** Not this person's booking (or not their side of it): it does not exist for them. */
export class ReviewNotFoundError extends error('review.not-found') {}
export class ReviewAlreadyWrittenError extends error('review.already-written') {}
/** The 14 days after the service are over. */
export class ReviewWindowClosedError extends error('review.window-closed') {}
/** SPEC 5: 'Veuillez noter toutes les catégories' (each from 1 to 5). */
export class ReviewRatingsIncompleteError extends error('review.ratings-incomplete') {}
export class ReviewCommentTooLongError extends error('review.comment-too-long') {}
/** A reply: by the person reviewed, once, after publication, not empty. */
export class ReviewNotPublishedError extends error('review.not-published') {}
export class ReviewReplyExistsError extends error('review.reply-exists') {}
export class ReviewReplyInvalidError extends error('review.reply-invalid') {}
