import { evolve, type CleanerState } from './cleaner';
import type {
  ApproveDocument,
  DeclareBusinessInfo,
  DeclareEligibility,
  RejectDocument,
  RevokeVerification,
  SubmitVerificationDocument,
} from './cleaner-commands';
import {
  BackgroundCheckTooOldError,
  CleanerNotVerifiedError,
  DocumentInvalidTypeError,
  DocumentNotFoundError,
  DocumentNotPendingError,
  DocumentTooLargeError,
  DuplicateIdError,
  InsuranceExpiredError,
  InvalidDateError,
  InvalidTaxNumberError,
  IssueDateRequiredError,
  NotAuthorisedToWorkError,
  ReasonInvalidError,
  TooYoungError,
} from './cleaner-errors';
import type { CleanerEvent } from './cleaner-events';
import { ownProfile, quebecNow, reviewedProfile } from './cleaner-guards';
import { CLEANER_LIMITS } from './cleaner-limits';
import { isGstNumber, isQstNumber, isReason, normalizeTaxNumber } from './cleaner-rules';
import { ageOn, compareDates, isIsoDate } from '../shared/dates';
import { isBackgroundCheckCurrent } from './cleaner-progress';

/**
 * Appends `CleanerVerified` when the events complete the verification (identity document approved, eligibility
 * declared), so that the flag is set by the very decision that earns it. The background check is optional (SPEC): it
 * earns a badge, not the flag, and the event names the one approved by then, if any.
 */
const withVerification = (state: CleanerState, events: CleanerEvent[], now: string): CleanerEvent[] => {
  const after = events.reduce(evolve, state);
  if (after.status !== 'started' || after.verification.verified || !after.eligible) return events;
  const { approvedIdDocumentId, approvedBackgroundCheckId } = after.verification;
  if (approvedIdDocumentId === null) return events;
  return [
    ...events,
    {
      type: 'CleanerVerified',
      data: { idDocumentId: approvedIdDocumentId, backgroundCheckDocumentId: approvedBackgroundCheckId, verifiedAt: now },
    },
  ];
};

const pastDate = (field: string, value: string, today: string): string => {
  if (!isIsoDate(value) || compareDates(value, today) > 0) throw new InvalidDateError(field);
  return value;
};

/**
 * The birth date is checked here and goes no further: the event says only that the cleaner is eligible. Declaring
 * again once eligible changes nothing.
 */
export const declareEligibility = ({ data, metadata }: DeclareEligibility, state: CleanerState): CleanerEvent[] => {
  const profile = ownProfile(state, metadata);
  const today = quebecNow(metadata).date;
  const birthDate = pastDate('birthDate', data.birthDate, today);
  if (ageOn(birthDate, today) < CLEANER_LIMITS.minimumAge) throw new TooYoungError();
  if (!data.authorisedToWorkInCanada) throw new NotAuthorisedToWorkError();
  if (profile.eligible) return [];
  return withVerification(state, [{ type: 'CleanerEligibilityDeclared', data: { eligible: true, declaredAt: metadata.now } }], metadata.now);
};

const provided = (value: string | null | undefined): value is string => value !== undefined && value !== null && value.trim() !== '';

/**
 * Tax numbers identify a person who works as a sole proprietor: the BFF keeps them (in a deletable table) once this
 * decision accepts them, and the event records only that they were given. Replaces the previous declaration.
 */
export const declareBusinessInfo = ({ data, metadata }: DeclareBusinessInfo, state: CleanerState): CleanerEvent[] => {
  ownProfile(state, metadata);
  if (provided(data.gstNumber) && !isGstNumber(data.gstNumber)) throw new InvalidTaxNumberError('gst');
  if (provided(data.qstNumber) && !isQstNumber(data.qstNumber)) throw new InvalidTaxNumberError('qst');
  const insuranceExpiresOn = provided(data.insuranceExpiresOn) ? data.insuranceExpiresOn : null;
  if (insuranceExpiresOn !== null) {
    if (!isIsoDate(insuranceExpiresOn)) throw new InvalidDateError('insuranceExpiresOn');
    if (compareDates(insuranceExpiresOn, quebecNow(metadata).date) <= 0) throw new InsuranceExpiredError();
  }
  return [
    {
      type: 'CleanerBusinessInfoDeclared',
      data: {
        gstNumberProvided: provided(data.gstNumber),
        qstNumberProvided: provided(data.qstNumber),
        insuranceExpiresOn,
        gstNumber: provided(data.gstNumber) ? normalizeTaxNumber(data.gstNumber) : null,
        qstNumber: provided(data.qstNumber) ? normalizeTaxNumber(data.qstNumber) : null,
      },
    },
  ];
};

/** A background check is taken while issued less than 3 months ago: issued 3 months ago to the day is too old. */
export const submitVerificationDocument = ({ data, metadata }: SubmitVerificationDocument, state: CleanerState): CleanerEvent[] => {
  const profile = ownProfile(state, metadata);
  if (profile.documents.some((document) => document.documentId === data.documentId)) throw new DuplicateIdError(data.documentId);
  const contentType = data.contentType.trim().toLowerCase();
  if (!(CLEANER_LIMITS.documentContentTypes as readonly string[]).includes(contentType)) throw new DocumentInvalidTypeError();
  if (data.sizeBytes > CLEANER_LIMITS.documentMaxBytes) throw new DocumentTooLargeError();
  const today = quebecNow(metadata).date;
  const issuedOn = provided(data.issuedOn) ? pastDate('issuedOn', data.issuedOn, today) : null;
  if (data.type === 'background_check') {
    if (issuedOn === null) throw new IssueDateRequiredError();
    if (!isBackgroundCheckCurrent(issuedOn, today)) throw new BackgroundCheckTooOldError();
  }
  // withVerification: a profile that met the new rule before it existed (identity approved, eligible, background check
  // awaited) is verified by its next document, as by its next review (docs/decisions.md, issue 33).
  return withVerification(
    state,
    [
      {
        type: 'CleanerDocumentSubmitted',
        data: {
          documentId: data.documentId,
          documentType: data.type,
          fileId: data.fileId,
          contentType,
          sizeBytes: data.sizeBytes,
          issuedOn,
          submittedAt: metadata.now,
        },
      },
    ],
    metadata.now,
  );
};

const pendingDocument = (state: CleanerState, documentId: string, adminId: string) => {
  const document = reviewedProfile(state, adminId).documents.find((candidate) => candidate.documentId === documentId);
  if (!document) throw new DocumentNotFoundError(documentId);
  if (document.status !== 'pending') throw new DocumentNotPendingError(documentId);
  return document;
};

export const approveDocument = ({ data, metadata }: ApproveDocument, state: CleanerState): CleanerEvent[] => {
  const { documentType } = pendingDocument(state, data.documentId, data.adminId);
  return withVerification(
    state,
    [{ type: 'CleanerDocumentApproved', data: { documentId: data.documentId, documentType, adminId: data.adminId, approvedAt: metadata.now } }],
    metadata.now,
  );
};

/**
 * Rejecting a newer document does not take away a verification already earned; only a revocation does. Rejecting a
 * background check of a profile whose identity document was approved under the old rule verifies it (issue 33).
 */
export const rejectDocument = ({ data, metadata }: RejectDocument, state: CleanerState): CleanerEvent[] => {
  const { documentType } = pendingDocument(state, data.documentId, data.adminId);
  if (!isReason(data.reason)) throw new ReasonInvalidError();
  return withVerification(
    state,
    [
      {
        type: 'CleanerDocumentRejected',
        data: { documentId: data.documentId, documentType, adminId: data.adminId, reason: data.reason.trim(), rejectedAt: metadata.now },
      },
    ],
    metadata.now,
  );
};

export const revokeVerification = ({ data, metadata }: RevokeVerification, state: CleanerState): CleanerEvent[] => {
  if (!reviewedProfile(state, data.adminId).verification.verified) throw new CleanerNotVerifiedError();
  if (!isReason(data.reason)) throw new ReasonInvalidError();
  return [{ type: 'CleanerVerificationRevoked', data: { adminId: data.adminId, reason: data.reason.trim(), revokedAt: metadata.now } }];
};
