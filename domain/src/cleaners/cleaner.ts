import type { CleanerEvent } from './cleaner-events';
import type { DocumentStatus } from './cleaner-limits';
import { deriveOnboardingStep, deriveVerificationStatus } from './cleaner-progress';
import type { VerificationDocument, StartedCleaner, CleanerState } from './cleaner-state';

export type {
  AvailabilityBlock,
  AvailabilitySlot,
  BusinessInfo,
  CleanerPhoto,
  CleanerRates,
  CleanerState,
  GalleryPair,
  ClosedCleaner,
  NewCleaner,
  ProfileDetails,
  ServiceArea,
  StartedCleaner,
  Verification,
  VerificationDocument,
} from './cleaner-state';

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
  verification: { verified: false, revoked: false, approvedIdDocumentId: null, approvedBackgroundCheckId: null, backgroundCheckIssuedOn: null },
  slots: [],
  blocks: [],
  photos: [],
  galleryPairs: [],
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
    case 'CleanerBusinessInfoDeclared': {
      const { gstNumberProvided, qstNumberProvided, insuranceExpiresOn, gstNumber, qstNumber } = event.data;
      // Absent before the statements, '' once the cleaner's key is destroyed: not known either way.
      return { ...state, business: { gstNumberProvided, qstNumberProvided, insuranceExpiresOn, gstNumber: gstNumber || null, qstNumber: qstNumber || null } };
    }
    case 'CleanerDocumentSubmitted': {
      const { documentId, documentType, fileId, issuedOn, submittedAt } = event.data;
      return { ...state, documents: [...state.documents, { documentId, documentType, fileId, issuedOn, status: 'pending', submittedAt }] };
    }
    case 'CleanerDocumentApproved': {
      const { documentId, documentType } = event.data;
      const verification = { ...state.verification };
      if (documentType === 'id') verification.approvedIdDocumentId = documentId;
      if (documentType === 'background_check') {
        verification.approvedBackgroundCheckId = documentId;
        verification.backgroundCheckIssuedOn = state.documents.find((document) => document.documentId === documentId)?.issuedOn ?? null;
      }
      return { ...state, documents: reviewed(state.documents, documentId, 'approved'), verification };
    }
    case 'CleanerDocumentRejected':
      return { ...state, documents: reviewed(state.documents, event.data.documentId, 'rejected') };
    case 'CleanerVerified':
      return { ...state, verification: { ...state.verification, verified: true, revoked: false } };
    case 'CleanerVerificationRevoked':
      return {
        ...state,
        verification: { verified: false, revoked: true, approvedIdDocumentId: null, approvedBackgroundCheckId: null, backgroundCheckIssuedOn: null },
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
    case 'GalleryPairPublished': {
      const { pairId, bookingId, room, beforeFileId, afterFileId } = event.data;
      return { ...state, galleryPairs: [...state.galleryPairs, { pairId, bookingId, room, beforeFileId, afterFileId }] };
    }
    case 'GalleryPairWithdrawn':
      return { ...state, galleryPairs: state.galleryPairs.filter((pair) => pair.pairId !== event.data.pairId) };
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
