import type { CleanerState, StartedCleaner } from './cleaner-state';
import type { OnboardingStep, VerificationDocumentType, VerificationStatus } from './cleaner-limits';

/** Derived views of the profile, pure functions of the state, for evolve, projections and the UI alike. */

const REQUIRED_DOCUMENTS: readonly VerificationDocumentType[] = ['id', 'background_check'];

const isApproved = (state: StartedCleaner, documentType: VerificationDocumentType): boolean =>
  documentType === 'id' ? state.verification.approvedIdDocumentId !== null : state.verification.approvedBackgroundCheckId !== null;

/**
 * verified: the flag is set. pending: an identity document or background check awaits review. rejected: the
 * verification was revoked, or the latest document of a required type was rejected and none replaces it.
 * unverified: anything else (nothing sent yet, or eligibility still to declare).
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
