import type { CityRate, FixedPricesCents } from './cleaner-events';
import type {
  CleanerLanguage,
  DocumentStatus,
  Gender,
  GalleryRoom,
  OnboardingStep,
  Pet,
  PhotoKind,
  ServiceType,
  SlotStatus,
  VerificationDocumentType,
  VerificationStatus,
} from './cleaner-limits';

/** The state of a cleaner's profile stream (the types only: cleaner.ts evolves it, cleaner-progress.ts reads it). */
export type CleanerRates = { hourlyRateCents: number | null; fixedPricesCents: FixedPricesCents; cityRates: CityRate[] };
export type ServiceArea = { primaryCityId: string; serviceCityIds: string[]; coverageKm: number };
export type ProfileDetails = {
  bio: string;
  yearsOfExperience: number;
  skills: string[];
  gender: Gender;
  education: string | null;
  certificates: string[];
  petsTolerated: Pet[];
  ecoCertified: boolean;
};
/** The tax numbers (normalized) are null when not given, declared before they were kept, or erased. */
export type BusinessInfo = { gstNumberProvided: boolean; qstNumberProvided: boolean; insuranceExpiresOn: string | null; gstNumber: string | null; qstNumber: string | null };
export type VerificationDocument = {
  documentId: string;
  documentType: VerificationDocumentType;
  fileId: string;
  issuedOn: string | null;
  status: DocumentStatus;
  submittedAt: string;
};
/**
 * The approvals: the identity document's earns the verified flag, the background check's (optional) the "background
 * checked" badge while its issue date is recent (cleaner-progress.ts). A revocation clears both: they must be approved
 * again.
 */
export type Verification = {
  verified: boolean;
  revoked: boolean;
  approvedIdDocumentId: string | null;
  approvedBackgroundCheckId: string | null;
  /** The issue date of the latest background check approved (null without one). */
  backgroundCheckIssuedOn: string | null;
};
export type AvailabilitySlot = { slotId: string; date: string; startTime: string; endTime: string; status: SlotStatus };
export type AvailabilityBlock = {
  blockId: string;
  allDay: boolean;
  days: number[];
  date: string | null;
  startTime: string | null;
  endTime: string | null;
};
export type CleanerPhoto = { photoId: string; kind: PhotoKind; fileId: string; thumbnailFileId: string };

export type GalleryPair = {
  pairId: string;
  bookingId: string;
  room: GalleryRoom;
  beforeFileId: string;
  afterFileId: string;
};

export type NewCleaner = { status: 'new'; verificationStatus: 'unverified'; onboardingStep: 'quick-start' };

export type StartedCleaner = {
  status: 'started';
  cleanerId: string;
  displayName: string;
  languages: CleanerLanguage[];
  rates: CleanerRates;
  serviceTypes: ServiceType[];
  area: ServiceArea | null;
  details: ProfileDetails | null;
  eligible: boolean;
  business: BusinessInfo | null;
  documents: VerificationDocument[];
  verification: Verification;
  slots: AvailabilitySlot[];
  blocks: AvailabilityBlock[];
  photos: CleanerPhoto[];
  /** Published in the public gallery and not withdrawn. */
  galleryPairs: GalleryPair[];
  /** Derived after every event (cleaner-progress.ts). */
  verificationStatus: VerificationStatus;
  onboardingStep: OnboardingStep;
};

/** After `CleanerProfileClosed`: only the id remains; every command is refused as on a profile never started. */
export type ClosedCleaner = { status: 'closed'; cleanerId: string; verificationStatus: 'unverified'; onboardingStep: 'quick-start' };

export type CleanerState = NewCleaner | StartedCleaner | ClosedCleaner;

