import { DomainError } from '../event-store/errors';
import { CLEANER_LIMITS } from './cleaner-limits';

/**
 * Refusals of the cleaner-profile decider. Each code is also a message key of the `api` catalogue, and the valibot
 * schemas use the same codes as messages, so a form and the server say the same thing. `CLEANER_MESSAGE_PARAMS`
 * gives the values for the placeholders of the codes that have bounds.
 */
export const CLEANER_MESSAGE_PARAMS = {
  'cleaner.display-name-invalid': { max: CLEANER_LIMITS.displayNameMax },
  'cleaner.hourly-rate-out-of-range': CLEANER_LIMITS.hourlyRate,
  'cleaner.fixed-price-out-of-range': CLEANER_LIMITS.fixedPrice,
  'cleaner.coverage-out-of-range': CLEANER_LIMITS.coverageKm,
  'cleaner.bio-too-long': { max: CLEANER_LIMITS.bioMax },
  'cleaner.experience-out-of-range': CLEANER_LIMITS.yearsOfExperience,
  'cleaner.too-young': { minAge: CLEANER_LIMITS.minimumAge },
  'cleaner.reason-invalid': CLEANER_LIMITS.reason,
  'document.too-large': { maxMb: CLEANER_LIMITS.documentMaxMb },
  'document.background-check-too-old': { months: CLEANER_LIMITS.backgroundCheckMaxAgeMonths },
  'photo.limit-reached': { max: CLEANER_LIMITS.photosPerKindMax },
  'gallery.pair-limit-reached': { max: CLEANER_LIMITS.galleryPairsMax },
} as const satisfies Record<string, Readonly<Record<string, number>>>;

export class CleanerAlreadyStartedError extends DomainError {
  readonly code = 'cleaner.already-started';
  constructor() {
    super('The cleaner profile is already started');
  }
}
export class CleanerNotStartedError extends DomainError {
  readonly code = 'cleaner.not-started';
  constructor() {
    super('The cleaner profile is not started yet');
  }
}
export class DisplayNameInvalidError extends DomainError {
  readonly code = 'cleaner.display-name-invalid';
  constructor() {
    super('Display name is empty or too long', CLEANER_MESSAGE_PARAMS['cleaner.display-name-invalid']);
  }
}
export class HourlyRateOutOfRangeError extends DomainError {
  readonly code = 'cleaner.hourly-rate-out-of-range';
  constructor() {
    super('Hourly rate out of range', CLEANER_MESSAGE_PARAMS['cleaner.hourly-rate-out-of-range']);
  }
}
export class FixedPriceOutOfRangeError extends DomainError {
  readonly code = 'cleaner.fixed-price-out-of-range';
  constructor(readonly propertyType: string) {
    super(`Fixed price for ${propertyType} out of range`, CLEANER_MESSAGE_PARAMS['cleaner.fixed-price-out-of-range']);
  }
}
export class RateRequiredError extends DomainError {
  readonly code = 'cleaner.rate-required';
  constructor() {
    super('An hourly rate or a fixed price is required');
  }
}
export class ServiceTypeRequiredError extends DomainError {
  readonly code = 'cleaner.service-type-required';
  constructor() {
    super('At least one service type is required');
  }
}
export class CoverageOutOfRangeError extends DomainError {
  readonly code = 'cleaner.coverage-out-of-range';
  constructor() {
    super('Coverage distance out of range', CLEANER_MESSAGE_PARAMS['cleaner.coverage-out-of-range']);
  }
}
export class BioTooLongError extends DomainError {
  readonly code = 'cleaner.bio-too-long';
  constructor() {
    super('Bio too long', CLEANER_MESSAGE_PARAMS['cleaner.bio-too-long']);
  }
}
export class ExperienceOutOfRangeError extends DomainError {
  readonly code = 'cleaner.experience-out-of-range';
  constructor() {
    super('Years of experience out of range', CLEANER_MESSAGE_PARAMS['cleaner.experience-out-of-range']);
  }
}
export class LanguageRequiredError extends DomainError {
  readonly code = 'cleaner.language-required';
  constructor() {
    super('At least one language (fr, en) is required');
  }
}
/** A malformed date, or one that cannot be true (a birth date or an issue date in the future). */
export class InvalidDateError extends DomainError {
  readonly code = 'cleaner.invalid-date';
  constructor(readonly field: string) {
    super(`Invalid date: ${field}`, { field });
  }
}
export class TooYoungError extends DomainError {
  readonly code = 'cleaner.too-young';
  constructor() {
    super('Cleaners must be 18 or older', CLEANER_MESSAGE_PARAMS['cleaner.too-young']);
  }
}
export class NotAuthorisedToWorkError extends DomainError {
  readonly code = 'cleaner.not-authorised-to-work';
  constructor() {
    super('Cleaners must be authorised to work in Canada');
  }
}
export class InsuranceExpiredError extends DomainError {
  readonly code = 'cleaner.insurance-expired';
  constructor() {
    super('Insurance expiry date must be in the future');
  }
}
export class InvalidTaxNumberError extends DomainError {
  readonly code = 'cleaner.invalid-tax-number';
  constructor(readonly tax: 'gst' | 'qst') {
    super(`Invalid ${tax.toUpperCase()} number`, { tax });
  }
}
export class CleanerNotVerifiedError extends DomainError {
  readonly code = 'cleaner.not-verified';
  constructor() {
    super('The cleaner is not verified');
  }
}
export class ReasonInvalidError extends DomainError {
  readonly code = 'cleaner.reason-invalid';
  constructor() {
    super('A reason of 1 to 500 characters is required', CLEANER_MESSAGE_PARAMS['cleaner.reason-invalid']);
  }
}
/** An id (document, slot, block, photo, city rate) that the profile already holds: a client bug or a replay. */
export class DuplicateIdError extends DomainError {
  readonly code = 'cleaner.duplicate-id';
  constructor(readonly id: string) {
    super(`Id already used: ${id}`, { id });
  }
}
export class DocumentInvalidTypeError extends DomainError {
  readonly code = 'document.invalid-type';
  constructor() {
    super('Documents must be PDF, JPEG or PNG');
  }
}
export class DocumentTooLargeError extends DomainError {
  readonly code = 'document.too-large';
  constructor() {
    super('Document larger than 10 MB', CLEANER_MESSAGE_PARAMS['document.too-large']);
  }
}
export class IssueDateRequiredError extends DomainError {
  readonly code = 'document.issue-date-required';
  constructor() {
    super('A background check needs its issue date');
  }
}
export class BackgroundCheckTooOldError extends DomainError {
  readonly code = 'document.background-check-too-old';
  constructor() {
    super('Background check must be under 3 months old', CLEANER_MESSAGE_PARAMS['document.background-check-too-old']);
  }
}
export class DocumentNotFoundError extends DomainError {
  readonly code = 'document.not-found';
  constructor(readonly documentId: string) {
    super(`No document ${documentId}`, { documentId });
  }
}
export class DocumentNotPendingError extends DomainError {
  readonly code = 'document.not-pending';
  constructor(readonly documentId: string) {
    super(`Document ${documentId} was already reviewed`, { documentId });
  }
}
export class InvalidTimeRangeError extends DomainError {
  readonly code = 'availability.invalid-time-range';
  constructor() {
    super('End time must be after start time (HH:MM)');
  }
}
export class AvailabilityInPastError extends DomainError {
  readonly code = 'availability.date-in-past';
  constructor() {
    super('Availability cannot be set in the past');
  }
}
export class DuplicateSlotError extends DomainError {
  readonly code = 'availability.duplicate-slot';
  constructor(readonly date: string) {
    super(`A slot already covers this time on ${date}`, { date });
  }
}
export class InvalidBlockError extends DomainError {
  readonly code = 'availability.invalid-block';
  constructor(reason: string) {
    super(`Invalid availability block: ${reason}`);
  }
}
export class AvailabilityNotFoundError extends DomainError {
  readonly code = 'availability.not-found';
  constructor(readonly id: string) {
    super(`No availability slot or block ${id}`, { id });
  }
}
export class PhotoLimitReachedError extends DomainError {
  readonly code = 'photo.limit-reached';
  constructor() {
    super('At most 30 photos of each kind', CLEANER_MESSAGE_PARAMS['photo.limit-reached']);
  }
}
export class PhotoNotFoundError extends DomainError {
  readonly code = 'photo.not-found';
  constructor(readonly photoId: string) {
    super(`No photo ${photoId}`, { photoId });
  }
}
export class GalleryPairLimitReachedError extends DomainError {
  readonly code = 'gallery.pair-limit-reached';
  constructor() {
    super('At most 30 pairs in the gallery', CLEANER_MESSAGE_PARAMS['gallery.pair-limit-reached']);
  }
}
export class GalleryPairNotFoundError extends DomainError {
  readonly code = 'gallery.pair-not-found';
  constructor(readonly pairId: string) {
    super(`No gallery pair ${pairId}`, { pairId });
  }
}
/** The same photo as before and after, or the same pair of photos published twice. */
export class GalleryPairInvalidError extends DomainError {
  readonly code = 'gallery.pair-invalid';
  constructor(reason: string) {
    super(`Invalid gallery pair: ${reason}`);
  }
}
