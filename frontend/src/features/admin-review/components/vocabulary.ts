import type { DocumentStatus, VerificationDocumentType } from '@weklean/domain';

type Key = `admin:${string}`;

export const DOCUMENT_TYPE_KEYS = {
  id: 'admin:documentTypes.id',
  background_check: 'admin:documentTypes.background_check',
  insurance: 'admin:documentTypes.insurance',
  certification: 'admin:documentTypes.certification',
} as const satisfies Record<VerificationDocumentType, Key>;

/** What a document does for the cleaner: the identity document verifies them; the others are optional (issue 33). */
export const DOCUMENT_ROLE_KEYS = {
  id: 'admin:review.roles.required',
  background_check: 'admin:review.roles.badge',
  insurance: 'admin:review.roles.optional',
  certification: 'admin:review.roles.optional',
} as const satisfies Record<VerificationDocumentType, Key>;

export const STATUS_TAB_KEYS = {
  pending: 'admin:review.tabs.pending',
  approved: 'admin:review.tabs.approved',
  rejected: 'admin:review.tabs.rejected',
} as const satisfies Record<DocumentStatus, Key>;

/** The reasons clients give when reporting a cleaner (`POST /api/cleaners/:slug/feedback`). */
export const REPORT_REASON_KEYS: Readonly<Record<string, Key>> = {
  price: 'admin:reports.reasons.price',
  availability: 'admin:reports.reasons.availability',
  location: 'admin:reports.reasons.location',
  communication: 'admin:reports.reasons.communication',
  experience: 'admin:reports.reasons.experience',
  services: 'admin:reports.reasons.services',
  other: 'admin:reports.reasons.other',
};
