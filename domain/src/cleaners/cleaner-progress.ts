import type { CleanerState, StartedCleaner } from './cleaner-state';
import { CLEANER_LIMITS, type OnboardingStep, type VerificationDocumentType, type VerificationStatus } from './cleaner-limits';
import { addMonths, compareDates } from '../shared/dates';

/** Derived views of the profile, pure functions of the state, for evolve, projections and the UI alike. */

/** The documents that verify a cleaner. The background check is optional (SPEC): it earns the "background checked" badge. */
export const REQUIRED_DOCUMENTS: readonly VerificationDocumentType[] = ['id'];
export const OPTIONAL_VERIFICATION_DOCUMENTS: readonly VerificationDocumentType[] = ['background_check'];

/**
 * The latest issue date too old for a background check on `today` (Quebec date): one issued after it is current.
 * Issued 3 months ago to the day is too old, both when it is sent and for the badge.
 */
export const backgroundCheckTooOldOn = (today: string): string => addMonths(today, -CLEANER_LIMITS.backgroundCheckMaxAgeMonths);

/** A background check issued on `issuedOn` is current on `today`: it is taken, and its badge shown. */
export const isBackgroundCheckCurrent = (issuedOn: string | null, today: string): boolean =>
  issuedOn !== null && compareDates(issuedOn, backgroundCheckTooOldOn(today)) > 0;

/**
 * The "background checked" badge: an approved background check still current on `today`. It expires by itself as the
 * issue date ages (docs/decisions.md), and a revocation takes it away with the approvals.
 */
export const isBackgroundChecked = (state: CleanerState, today: string): boolean =>
  state.status === 'started' && isBackgroundCheckCurrent(state.verification.backgroundCheckIssuedOn, today);

const isApproved = (state: StartedCleaner, documentType: VerificationDocumentType): boolean =>
  documentType === 'id' ? state.verification.approvedIdDocumentId !== null : state.verification.approvedBackgroundCheckId !== null;

/**
 * verified: the flag is set. pending: an identity document awaits review. rejected: the verification was revoked, or
 * the latest identity document was rejected and none replaces it. unverified: anything else (nothing sent yet, only
 * optional documents, or eligibility still to declare).
 */
export const deriveVerificationStatus = (state: StartedCleaner): VerificationStatus => {
  if (state.verification.verified) return 'verified';
  const required = state.documents.filter((document) => REQUIRED_DOCUMENTS.includes(document.documentType));
  if (required.some((document) => document.status === 'pending')) return 'pending';
  const latestRejected = REQUIRED_DOCUMENTS.some(
    (documentType) =>
      !isApproved(state, documentType) && required.filter((document) => document.documentType === documentType).at(-1)?.status === 'rejected',
  );
  return state.verification.revoked || latestRejected ? 'rejected' : 'unverified';
};

const hasAvatar = (state: StartedCleaner): boolean => state.photos.some((photo) => photo.kind === 'avatar');

/**
 * The onboarding step the cleaner is on. quick-start: no profile yet. ready-to-work: declare eligibility, describe
 * oneself (details) and show a face (avatar). full-verification: get verified and declare business information.
 */
export const deriveOnboardingStep = (state: CleanerState): OnboardingStep => {
  if (state.status !== 'started') return 'quick-start';
  if (!state.eligible || state.details === null || !hasAvatar(state)) return 'ready-to-work';
  if (!state.verification.verified || state.business === null) return 'full-verification';
  return 'complete';
};

/** What makes a profile complete, and how much each part weighs (the weights add up to 100). */
export const PROFILE_COMPLETENESS_WEIGHTS = {
  rates: 10,
  services: 10,
  serviceArea: 10,
  avatar: 10,
  bio: 10,
  skillsOrCertificates: 5,
  eligibility: 10,
  businessInfo: 5,
  availability: 10,
  workPhotos: 5,
  verified: 15,
} as const;

type Criterion = keyof typeof PROFILE_COMPLETENESS_WEIGHTS;

const criteria: Record<Criterion, (state: StartedCleaner) => boolean> = {
  rates: (s) => s.rates.hourlyRateCents !== null || Object.keys(s.rates.fixedPricesCents).length > 0,
  services: (s) => s.serviceTypes.length > 0,
  serviceArea: (s) => s.area !== null,
  avatar: hasAvatar,
  bio: (s) => (s.details?.bio ?? '') !== '',
  skillsOrCertificates: (s) => (s.details?.skills.length ?? 0) + (s.details?.certificates.length ?? 0) > 0,
  eligibility: (s) => s.eligible,
  businessInfo: (s) => s.business !== null,
  availability: (s) => s.slots.some((slot) => slot.status === 'available') || s.blocks.length > 0,
  workPhotos: (s) => s.photos.some((photo) => photo.kind !== 'avatar'),
  verified: (s) => s.verification.verified,
};

/** 0 to 100: the sum of the weights of the parts done. */
export const profileCompleteness = (state: CleanerState): number => {
  if (state.status !== 'started') return 0;
  return (Object.keys(criteria) as Criterion[]).reduce(
    (total, criterion) => total + (criteria[criterion](state) ? PROFILE_COMPLETENESS_WEIGHTS[criterion] : 0),
    0,
  );
};
