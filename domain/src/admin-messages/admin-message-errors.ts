import { DomainError } from '../event-store/errors';

/** Refusals of admin messages (SPEC 8); each code is a message key of the `api` catalogue. */
const error = <Code extends string>(code: Code) =>
  class extends DomainError {
    readonly code: Code = code;
    constructor(message = code) {
      super(message);
    }
  };

/** SPEC 5: a user must be chosen. */
export class AdminMessageRecipientRequiredError extends error('admin-messages.recipient-required') {}
/** No client or cleaner by that id (unknown, deleted, or an admin). */
export class AdminMessageUserNotFoundError extends error('admin-messages.user-not-found') {}
export class AdminMessageTextRequiredError extends error('admin-messages.text-required') {}
export class AdminMessageTooLongError extends error('admin-messages.text-too-long') {}
export class AdminMessageSubjectTooLongError extends error('admin-messages.subject-too-long') {}
/** Not in this person's inbox (someone else's message is not found either). */
export class AdminMessageNotFoundError extends error('admin-messages.not-found') {}
/** The screen's message id already names a message to someone else (a retry must keep its recipient). */
export class AdminMessageIdTakenError extends error('admin-messages.message-id-taken') {}
