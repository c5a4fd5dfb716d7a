import type { DocumentStatus, Gender, VerificationDocumentType, VerificationStatus } from '@weklean/domain';
import type { Step, ReadyToWorkPart } from './onboarding-steps';
import type { UploadProblem } from './upload-checks';
import type { BatchRefusal, WorkPhotoKind } from './work-photos';

type Key = `onboarding:${string}`;

export const GENDER_KEYS = {
  male: 'onboarding:genders.male',
  female: 'onboarding:genders.female',
  other: 'onboarding:genders.other',
  prefer_not_to_say: 'onboarding:genders.prefer_not_to_say',
} as const satisfies Record<Gender, Key>;

export const DOCUMENT_TYPE_KEYS = {
  id: 'onboarding:documents.types.id',
  background_check: 'onboarding:documents.types.background_check',
  insurance: 'onboarding:documents.types.insurance',
  certification: 'onboarding:documents.types.certification',
} as const satisfies Record<VerificationDocumentType, Key>;

export const DOCUMENT_STATUS_DISPLAY = {
  pending: { key: 'onboarding:documents.statuses.pending', color: 'gold' },
  approved: { key: 'onboarding:documents.statuses.approved', color: 'green' },
  rejected: { key: 'onboarding:documents.statuses.rejected', color: 'red' },
} as const satisfies Record<DocumentStatus, { key: Key; color: string }>;

export const VERIFICATION_STATUS_DISPLAY = {
  pending: { key: 'onboarding:verificationStatus.pending', color: 'gold' },
  verified: { key: 'onboarding:verificationStatus.verified', color: 'green' },
  unverified: { key: 'onboarding:verificationStatus.unverified', color: 'default' },
  rejected: { key: 'onboarding:verificationStatus.rejected', color: 'red' },
} as const satisfies Record<VerificationStatus, { key: Key; color: string }>;

export const STEP_KEYS = {
  'quick-start': { title: 'onboarding:steps.quickStart.title', hint: 'onboarding:steps.quickStart.hint' },
  'ready-to-work': { title: 'onboarding:steps.readyToWork.title', hint: 'onboarding:steps.readyToWork.hint' },
  'full-verification': { title: 'onboarding:steps.fullVerification.title', hint: 'onboarding:steps.fullVerification.hint' },
} as const satisfies Record<Step, { title: Key; hint: Key }>;

export const READY_PART_KEYS = {
  details: 'onboarding:readyToWork.parts.details',
  eligibility: 'onboarding:readyToWork.parts.eligibility',
  avatar: 'onboarding:readyToWork.parts.avatar',
} as const satisfies Record<ReadyToWorkPart, Key>;

export const UPLOAD_PROBLEM_KEYS = {
  document: {
    'invalid-type': 'onboarding:upload.invalidType',
    'too-large': 'onboarding:upload.tooLarge',
    empty: 'onboarding:upload.empty',
  },
  photo: {
    'invalid-type': 'onboarding:upload.invalidPhotoType',
    'too-large': 'onboarding:upload.tooLarge',
    empty: 'onboarding:upload.empty',
  },
} as const satisfies Record<'document' | 'photo', Record<UploadProblem, Key>>;

/** Why a photo chosen for the gallery or the portfolio was not sent. */
export const BATCH_REFUSAL_KEYS = {
  ...UPLOAD_PROBLEM_KEYS.photo,
  'over-limit': 'onboarding:photos.overLimit',
} as const satisfies Record<BatchRefusal['problem'], Key>;

type WorkPhotoText = 'title' | 'hint' | 'empty' | 'add' | 'list' | 'alt' | 'remove' | 'confirmRemove';

export const WORK_PHOTO_KEYS = {
  gallery: {
    title: 'onboarding:photos.gallery.title',
    hint: 'onboarding:photos.gallery.hint',
    empty: 'onboarding:photos.gallery.empty',
    add: 'onboarding:photos.gallery.add',
    list: 'onboarding:photos.gallery.list',
    alt: 'onboarding:photos.gallery.alt',
    remove: 'onboarding:photos.gallery.remove',
    confirmRemove: 'onboarding:photos.gallery.confirmRemove',
  },
  portfolio: {
    title: 'onboarding:photos.portfolio.title',
    hint: 'onboarding:photos.portfolio.hint',
    empty: 'onboarding:photos.portfolio.empty',
    add: 'onboarding:photos.portfolio.add',
    list: 'onboarding:photos.portfolio.list',
    alt: 'onboarding:photos.portfolio.alt',
    remove: 'onboarding:photos.portfolio.remove',
    confirmRemove: 'onboarding:photos.portfolio.confirmRemove',
  },
} as const satisfies Record<WorkPhotoKind, Record<WorkPhotoText, Key>>;
