import { describe, expect, it } from 'vitest';
import {
  asCleaner,
  cleanerVerified,
  documentApproved,
  documentRejected,
  documentSubmitted,
  eligibilityDeclared,
  photoAdded,
  profileStarted,
  stateAfter,
  verifiedByIdProfile,
  verifiedProfile,
} from '../testing/cleaner-fixtures';
import { initialState } from './cleaner';
import { decide } from './cleaner-decide';
import { cleanerEventTypes, cleanerStream, isCleanerEventType, type CleanerEvent } from './cleaner-events';
import { OPTIONAL_VERIFICATION_DOCUMENTS, PROFILE_COMPLETENESS_WEIGHTS, REQUIRED_DOCUMENTS, profileCompleteness } from './cleaner-progress';

const detailsUpdated: CleanerEvent = {
  type: 'CleanerProfileDetailsUpdated',
  data: {
    bio: 'Bonjour',
    yearsOfExperience: 3,
    skills: ['Vitres'],
    languages: ['fr'],
    gender: 'prefer_not_to_say',
    education: null,
    certificates: [],
    petsTolerated: [],
    ecoCertified: false,
  },
};
const businessDeclared: CleanerEvent = {
  type: 'CleanerBusinessInfoDeclared',
  data: { gstNumberProvided: false, qstNumberProvided: false, insuranceExpiresOn: null },
};
const slotAdded: CleanerEvent = {
  type: 'CleanerAvailabilitySlotAdded',
  data: { slotId: 's1', date: '2025-06-20', startTime: '09:00', endTime: '12:00', status: 'available' },
};
const revoked: CleanerEvent = { type: 'CleanerVerificationRevoked', data: { adminId: 'user-admin', reason: 'Plainte', revokedAt: '2025-06-15T14:00:00Z' } };

describe('profileCompleteness', () => {
  it('has weights that add up to 100', () => {
    expect(Object.values(PROFILE_COMPLETENESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });
  it('is 0 before the quick start and 30 right after it (rates, services, area)', () => {
    expect(profileCompleteness(initialState)).toBe(0);
    expect(profileCompleteness(stateAfter(profileStarted))).toBe(30);
  });
  it('adds each part by its weight', () => {
    expect(profileCompleteness(stateAfter([...profileStarted, photoAdded('a1', 'avatar')]))).toBe(40);
    expect(profileCompleteness(stateAfter([...profileStarted, detailsUpdated]))).toBe(45);
    expect(profileCompleteness(stateAfter([...profileStarted, slotAdded]))).toBe(40);
  });
  it('is 100 for a verified profile with every part filled in', () => {
    const complete = [...verifiedProfile, detailsUpdated, businessDeclared, slotAdded, photoAdded('a1', 'avatar'), photoAdded('g1', 'gallery')];
    expect(profileCompleteness(stateAfter(complete))).toBe(100);
  });
});

describe('onboardingStep', () => {
  it('goes from quick start to ready to work to full verification to complete', () => {
    expect(initialState.onboardingStep).toBe('quick-start');
    expect(stateAfter(profileStarted).onboardingStep).toBe('ready-to-work');
    const readyToWork = [...profileStarted, eligibilityDeclared, detailsUpdated, photoAdded('a1', 'avatar')];
    expect(stateAfter(readyToWork).onboardingStep).toBe('full-verification');
    expect(stateAfter([...verifiedProfile, detailsUpdated, photoAdded('a1', 'avatar')]).onboardingStep).toBe('full-verification');
    expect(stateAfter([...verifiedProfile, detailsUpdated, photoAdded('a1', 'avatar'), businessDeclared]).onboardingStep).toBe('complete');
  });
});

describe('verification documents', () => {
  it('requires the identity document only; the background check is optional', () => {
    expect(REQUIRED_DOCUMENTS).toEqual(['id']);
    expect(OPTIONAL_VERIFICATION_DOCUMENTS).toEqual(['background_check']);
  });
});

describe('verificationStatus', () => {
  const statusAfter = (events: CleanerEvent[]) => stateAfter([...profileStarted, ...events]).verificationStatus;
  it('is unverified with nothing sent, pending while a document awaits review', () => {
    expect(statusAfter([])).toBe('unverified');
    expect(statusAfter([documentSubmitted('d1', 'id')])).toBe('pending');
    expect(statusAfter([documentSubmitted('d1', 'insurance')])).toBe('unverified');
  });
  it('is rejected when the latest identity document was rejected, pending again when another is sent', () => {
    const rejected = [documentSubmitted('d1', 'id'), documentRejected('d1', 'id')];
    expect(statusAfter(rejected)).toBe('rejected');
    expect(statusAfter([...rejected, documentSubmitted('d2', 'id')])).toBe('pending');
  });
  it('is verified once verified, and rejected after a revocation', () => {
    expect(stateAfter(verifiedProfile).verificationStatus).toBe('verified');
    expect(stateAfter([...verifiedProfile, revoked]).verificationStatus).toBe('rejected');
  });
  it('is pending while the identity document awaits review, not for a background check alone (optional)', () => {
    expect(statusAfter([documentSubmitted('b', 'background_check')])).toBe('unverified');
    expect(statusAfter([documentSubmitted('b', 'background_check'), documentSubmitted('i', 'id')])).toBe('pending');
  });
  it('is not rejected for a rejected background check', () => {
    expect(statusAfter([documentSubmitted('b', 'background_check'), documentRejected('b', 'background_check')])).toBe('unverified');
  });
  it('is verified with the identity document alone', () => {
    expect(stateAfter(verifiedByIdProfile).verificationStatus).toBe('verified');
    expect(stateAfter([...verifiedByIdProfile, detailsUpdated, photoAdded('a1', 'avatar'), businessDeclared]).onboardingStep).toBe('complete');
  });
  it('verifies on the identity document when eligibility is declared last, the background check still pending', () => {
    const sent = [documentSubmitted('i', 'id'), documentSubmitted('b', 'background_check'), documentApproved('i', 'id')];
    expect(decide({ type: 'DeclareEligibility', data: { birthDate: '1990-01-01', authorisedToWorkInCanada: true }, metadata: asCleaner }, stateAfter([...profileStarted, ...sent])).at(-1)).toEqual({
      ...cleanerVerified,
      data: { ...cleanerVerified.data, idDocumentId: 'i', backgroundCheckDocumentId: null },
    });
  });
  it('is unverified with both documents approved but eligibility not declared', () => {
    const approved = [documentSubmitted('i', 'id'), documentSubmitted('b', 'background_check'), documentApproved('i', 'id'), documentApproved('b', 'background_check')];
    expect(statusAfter(approved)).toBe('unverified');
    expect(decide({ type: 'DeclareEligibility', data: { birthDate: '1990-01-01', authorisedToWorkInCanada: true }, metadata: asCleaner }, stateAfter([...profileStarted, ...approved])).at(-1)).toEqual({
      ...cleanerVerified,
      data: { ...cleanerVerified.data, idDocumentId: 'i', backgroundCheckDocumentId: 'b' },
    });
  });
});

describe('cleaner events', () => {
  it('lists each event type once, all prefixed with Cleaner but the gallery\'s two', () => {
    expect(new Set(cleanerEventTypes).size).toBe(cleanerEventTypes.length);
    expect(cleanerEventTypes.every((type) => (type.startsWith('Cleaner') || type.startsWith('GalleryPair')) && isCleanerEventType(type))).toBe(true);
    expect(isCleanerEventType('BookingRequested')).toBe(false);
  });
  it('names the stream after the user', () => expect(cleanerStream('u-42')).toBe('cleaner-u-42'));
  it('leaves the state alone for an event of an unknown type (written by a newer version)', () => {
    const state = stateAfter(profileStarted);
    expect(stateAfter([...profileStarted, { type: 'CleanerSomethingNew', data: {} } as unknown as CleanerEvent])).toEqual(state);
  });
});
