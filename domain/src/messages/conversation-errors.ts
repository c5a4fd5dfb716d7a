import { DomainError } from '../event-store/errors';

/** Refusals of the conversation decider; each code is a message key of the `api` catalogue. */
const error = <Code extends string>(code: Code) =>
  class extends DomainError {
    readonly code: Code = code;
    constructor(message = code) {
      super(message);
    }
  };

/** SPEC 4: messaging only for confirmed bookings. */
export class BookingNotConfirmedError extends error('messaging.booking-not-confirmed') {}
/** Only the booking's client and cleaner write and read its conversation (else it does not exist for them). */
export class NotAParticipantError extends error('messaging.not-found') {}
export class MessageTextRequiredError extends error('messaging.text-required') {}
export class MessageTooLongError extends error('messaging.text-too-long') {}
export class MessageNotFoundError extends error('messaging.message-not-found') {}
