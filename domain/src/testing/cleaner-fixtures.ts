import { evolve, initialState, type CleanerState } from '../cleaners/cleaner';
import type { CommandMetadata } from '../shared/decider';
import type { CleanerEvent } from '../cleaners/cleaner-events';
import type { PhotoKind, VerificationDocumentType } from '../cleaners/cleaner-limits';

/** Test data for the cleaner-profile decider. */

export const CLEANER_ID = 'user-cleaner';
export const OTHER_USER_ID = 'user-other';
export const ADMIN_ID = 'user-admin';
/** 10:00 on Sunday 15 June 2025 in Quebec (EDT, UTC−4). */
export const NOW = '2025-06-15T14:00:00Z';
export const TODAY = '2025-06-15';

export const asCleaner: CommandMetadata = { now: NOW, userId: CLEANER_ID };
export const asAdmin: CommandMetadata = { now: NOW, userId: ADMIN_ID };

export const profileStarted: CleanerEvent[] = [
  { type: 'CleanerProfileStarted', data: { cleanerId: CLEANER_ID, displayName: 'Marie T.', languages: ['fr'], startedAt: NOW } },
  { type: 'CleanerRatesSet', data: { hourlyRateCents: 3000, fixedPricesCents: {}, cityRates: [] } },
  { type: 'CleanerServicesSet', data: { serviceTypes: ['basic'] } },
  { type: 'CleanerServiceAreaSet', data: { primaryCityId: 'montreal', serviceCityIds: ['montreal'], coverageKm: 25 } },
];

export const eligibilityDeclared: CleanerEvent = { type: 'CleanerEligibilityDeclared', data: { eligible: true, declaredAt: NOW } };

export const documentSubmitted = (
  documentId: string,
  documentType: VerificationDocumentType,
  issuedOn: string | null = documentType === 'background_check' ? '2025-05-01' : null,
): CleanerEvent => ({
  type: 'CleanerDocumentSubmitted',
  data: { documentId, documentType, fileId: `file-${documentId}`, contentType: 'application/pdf', sizeBytes: 1000, issuedOn, submittedAt: NOW },
});

export const documentApproved = (documentId: string, documentType: VerificationDocumentType): CleanerEvent => ({
  type: 'CleanerDocumentApproved',
  data: { documentId, documentType, adminId: ADMIN_ID, approvedAt: NOW },
});

export const documentRejected = (documentId: string, documentType: VerificationDocumentType): CleanerEvent => ({
  type: 'CleanerDocumentRejected',
  data: { documentId, documentType, adminId: ADMIN_ID, reason: 'Illisible', rejectedAt: NOW },
});

/** As recorded before issue 33, when the background check was required: it names both documents. */
export const cleanerVerified: CleanerEvent = {
  type: 'CleanerVerified',
  data: { idDocumentId: 'doc-id', backgroundCheckDocumentId: 'doc-bg', verifiedAt: NOW },
};

/** Verified on the identity document alone (the background check is optional since issue 33). */
export const cleanerVerifiedById: CleanerEvent = {
  type: 'CleanerVerified',
  data: { idDocumentId: 'doc-id', backgroundCheckDocumentId: null, verifiedAt: NOW },
};

/** Started, eligible, identity document approved, verified: no background check. */
export const verifiedByIdProfile: CleanerEvent[] = [
  ...profileStarted,
  eligibilityDeclared,
  documentSubmitted('doc-id', 'id'),
  documentApproved('doc-id', 'id'),
  cleanerVerifiedById,
];

/** Started, eligible, identity document and background check approved, verified (the history of an old profile). */
export const verifiedProfile: CleanerEvent[] = [
  ...profileStarted,
  eligibilityDeclared,
  documentSubmitted('doc-id', 'id'),
  documentSubmitted('doc-bg', 'background_check'),
  documentApproved('doc-id', 'id'),
  documentApproved('doc-bg', 'background_check'),
  cleanerVerified,
];

export const photoAdded = (photoId: string, kind: PhotoKind): CleanerEvent => ({
  type: 'CleanerPhotoAdded',
  data: { photoId, kind, fileId: `file-${photoId}`, thumbnailFileId: `thumb-${photoId}` },
});

export const stateAfter = (events: readonly CleanerEvent[]): CleanerState => events.reduce(evolve, initialState);
