import { DomainError } from '../event-store/errors';
import { BOOKING_LIMITS } from './booking-limits';

/**
 * Refusals of the booking and schedule deciders. Each code is a message key of the `api` catalogue; the BFF maps
 * codes to statuses in one place (bff/src/http/errors.ts).
 */
const error = <Code extends string>(code: Code, params: Readonly<Record<string, number>> = {}) =>
  class extends DomainError {
    readonly code: Code = code;
    constructor(message = code) {
      super(message, params);
    }
  };

export class BookingNotFoundError extends error('booking.not-found') {}
/** The cleaner a request names is not a verified cleaner; the property is not the client's. */
export class CleanerNotFoundError extends error('cleaner.not-found') {}
export class PropertyNotFoundError extends error('property.not-found') {}
export class BookingAccessDeniedError extends error('booking.access-denied') {}
export class BookingAlreadyExistsError extends error('booking.already-exists') {}
export class DurationTooShortError extends error('booking.duration-too-short', { min: BOOKING_LIMITS.durationHours.min }) {}
export class DurationInvalidError extends error('booking.duration-invalid', BOOKING_LIMITS.durationHours) {}
export class StartTooSoonError extends error('booking.start-too-soon', { hours: BOOKING_LIMITS.minLeadMinutes / 60 }) {}
export class StartTooFarError extends error('booking.start-too-far', { days: BOOKING_LIMITS.maxAdvanceDays }) {}
export class MustEndSameDayError extends error('booking.must-end-same-day') {}
export class NoRateForPropertyError extends error('booking.no-rate-for-property') {}
export class ChecklistTooLongError extends error('booking.checklist-too-long', { max: BOOKING_LIMITS.checklistTasksMax }) {}
export class NotPendingError extends error('booking.not-pending') {}
export class NotConfirmedError extends error('booking.not-confirmed') {}
export class NotInProgressError extends error('booking.not-in-progress') {}
export class CannotCancelError extends error('booking.cannot-cancel') {}
export class CannotPostponeError extends error('booking.cannot-postpone') {}
export class TooLateToPostponeError extends error('booking.too-late-to-postpone', { hours: BOOKING_LIMITS.postponeUntilHours }) {}
export class NoProposalError extends error('booking.no-proposal') {}
export class NotExpiredYetError extends error('booking.not-expired-yet') {}
export class TooEarlyToPunchInError extends error('booking.too-early-to-punch-in') {}
export class ChecklistIncompleteError extends error('booking.checklist-incomplete') {}
export class PhotosMissingError extends error('booking.photos-missing') {}
export class PhotosNotAllowedError extends error('booking.photos-not-allowed') {}
export class PhotoLimitError extends error('booking.photo-limit', { max: BOOKING_LIMITS.photosPerBookingMax }) {}
export class TaskNotFoundError extends error('booking.task-not-found') {}
export class SameTimeError extends error('booking.same-time') {}
export class SlotTakenError extends error('booking.slot-taken') {}
/** The request took so long between holding the time and booking it that the hold was let go meanwhile: ask again. */
export class BookingRequestInterruptedError extends error('booking.request-interrupted') {}
/**
 * The total the client saw (the quote's, sent back as `expectedTotalCents`) is no longer the price: a discount or a
 * credit no longer applies (spent in another tab), or the cleaner changed their rate. Nothing is held or charged.
 */
export class BookingPriceChangedError extends error('booking.price-changed') {}
/** The cleaner answers a request only once its deposit is paid. */
export class AwaitingDepositError extends error('booking.awaiting-deposit') {}
