import type { CityRate, CleanerEvent, FixedPricesCents } from './cleaner-events';
import type {
  CleanerLanguage,
  DocumentStatus,
  Gender,
  OnboardingStep,
  Pet,
  PhotoKind,
  ServiceType,
  SlotStatus,
  VerificationDocumentType,
  VerificationStatus,
} from './cleaner-limits';
import { deriveOnboardingStep, deriveVerificationStatus } from './cleaner-progress';

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
export type BusinessInfo = { gstNumberProvided: boolean; qstNumberProvided: boolean; insuranceExpiresOn: string | null };
export type VerificationDocument = {
  documentId: string;
  documentType: VerificationDocumentType;
  fileId: string;
  issuedOn: string | null;
  status: DocumentStatus;
  submittedAt: string;
};
/** The approvals that count towards the verified flag; a revocation clears them, so both must be approved again. */
export type Verification = {
  verified: boolean;
  revoked: boolean;
  approvedIdDocumentId: string | null;
  approvedBackgroundCheckId: string | null;
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
  /** Derived after every event (cleaner-progress.ts). */
  verificationStatus: VerificationStatus;
  onboardingStep: OnboardingStep;
};

/** After `CleanerProfileClosed`: only the id remains; every command is refused as on a profile never started. */
export type ClosedCleaner = { status: 'closed'; cleanerId: string; verificationStatus: 'unverified'; onboardingStep: 'quick-start' };

export type CleanerState = NewCleaner | StartedCleaner | ClosedCleaner;

export const initialState: CleanerState = { status: 'new', verificationStatus: 'unverified', onboardingStep: 'quick-start' };

const started = (event: Extract<CleanerEvent, { type: 'CleanerProfileStarted' }>): StartedCleaner => ({
  status: 'started',
  cleanerId: event.data.cleanerId,
  displayName: event.data.displayName,
  languages: [...event.data.languages],
  rates: { hourlyRateCents: null, fixedPricesCents: {}, cityRates: [] },
  serviceTypes: [],
  area: null,
  details: null,
  eligible: false,
  business: null,
  documents: [],
  verification: { verified: false, revoked: false, approvedIdDocumentId: null, approvedBackgroundCheckId: null },
  slots: [],
  blocks: [],
  photos: [],
  verificationStatus: 'unverified',
  onboardingStep: 'ready-to-work',
});

const reviewed = (documents: VerificationDocument[], documentId: string, status: DocumentStatus): VerificationDocument[] =>
  documents.map((document) => (document.documentId === documentId ? { ...document, status } : document));

/** The profile after one event, derived fields not yet recomputed. */
const apply = (state: StartedCleaner, event: CleanerEvent): StartedCleaner => {
  switch (event.type) {
    case 'CleanerProfileStarted':
      return state;
    case 'CleanerRatesSet':
      return { ...state, rates: { ...event.data, fixedPricesCents: { ...event.data.fixedPricesCents }, cityRates: [...event.data.cityRates] } };
    case 'CleanerServicesSet':
      return { ...state, serviceTypes: [...event.data.serviceTypes] };
    case 'CleanerServiceAreaSet':
      return { ...state, area: { ...event.data, serviceCityIds: [...event.data.serviceCityIds] } };
    case 'CleanerProfileDetailsUpdated': {
      const { languages, ...details } = event.data;
      return { ...state, languages: [...languages], details };
    }
    case 'CleanerEligibilityDeclared':
      return { ...state, eligible: true };
    case 'CleanerBusinessInfoDeclared':
      return { ...state, business: { ...event.data } };
    case 'CleanerDocumentSubmitted': {
      const { documentId, documentType, fileId, issuedOn, submittedAt } = event.data;
      return { ...state, documents: [...state.documents, { documentId, documentType, fileId, issuedOn, status: 'pending', submittedAt }] };
    }
    case 'CleanerDocumentApproved': {
      const { documentId, documentType } = event.data;
      const verification = { ...state.verification };
      if (documentType === 'id') verification.approvedIdDocumentId = documentId;
      if (documentType === 'background_check') verification.approvedBackgroundCheckId = documentId;
      return { ...state, documents: reviewed(state.documents, documentId, 'approved'), verification };
    }
    case 'CleanerDocumentRejected':
      return { ...state, documents: reviewed(state.documents, event.data.documentId, 'rejected') };
    case 'CleanerVerified':
      return { ...state, verification: { ...state.verification, verified: true, revoked: false } };
    case 'CleanerVerificationRevoked':
      return {
        ...state,
        verification: { verified: false, revoked: true, approvedIdDocumentId: null, approvedBackgroundCheckId: null },
      };
    case 'CleanerAvailabilitySlotAdded':
      return { ...state, slots: [...state.slots, { ...event.data }] };
    case 'CleanerAvailabilitySlotRemoved':
      return { ...state, slots: state.slots.filter((slot) => slot.slotId !== event.data.slotId) };
    case 'CleanerAvailabilityBlockAdded':
      return { ...state, blocks: [...state.blocks, { ...event.data, days: [...event.data.days] }] };
    case 'CleanerAvailabilityBlockRemoved':
      return { ...state, blocks: state.blocks.filter((block) => block.blockId !== event.data.blockId) };
    case 'CleanerPhotoAdded':
      return { ...state, photos: [...state.photos, { ...event.data }] };
    case 'CleanerPhotoRemoved':
      return { ...state, photos: state.photos.filter((photo) => photo.photoId !== event.data.photoId) };
    case 'CleanerProfileClosed':
      return state;
    default: {
      const _never: never = event;
      return state;
    }
  }
};

/** Unknown event types (from a newer version of the code) leave the state as it was. */
export const evolve = (state: CleanerState, event: CleanerEvent): CleanerState => {
  if (state.status === 'new') return event.type === 'CleanerProfileStarted' ? started(event) : state;
  if (state.status === 'closed') return state;
  if (event.type === 'CleanerProfileClosed') {
    return { status: 'closed', cleanerId: state.cleanerId, verificationStatus: 'unverified', onboardingStep: 'quick-start' };
  }
  const next = apply(state, event);
  return { ...next, verificationStatus: deriveVerificationStatus(next), onboardingStep: deriveOnboardingStep(next) };
};
