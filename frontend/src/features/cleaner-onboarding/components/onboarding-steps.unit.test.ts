import { describe, expect, it } from 'vitest';
import type { CleanerDocument } from '../api/me-types';
import { canOpenStep, documentState, nextShownIndex, readyToWorkParts, reachedIndex, resumeIndex, stepStatus } from './onboarding-steps';

const document = (status: CleanerDocument['status'], type: CleanerDocument['type'] = 'id'): CleanerDocument => ({
  id: `${type}-${status}`,
  type,
  status,
  reason: null,
  issuedOn: null,
  submittedAt: '2026-11-24T12:00:00.000Z',
  fileUrl: null,
});

describe('resuming the onboarding', () => {
  it('opens on the step the server says the cleaner is on', () => {
    expect(resumeIndex('quick-start')).toBe(0);
    expect(resumeIndex('ready-to-work')).toBe(1);
    expect(resumeIndex('full-verification')).toBe(2);
  });

  it('opens on the last step once the profile is complete, with every step finished', () => {
    expect(resumeIndex('complete')).toBe(2);
    expect(reachedIndex('complete')).toBe(3);
    expect([0, 1, 2].map((index) => stepStatus(index, 2, 'complete'))).toEqual(['finish', 'finish', 'finish']);
  });

  it('lets the cleaner go back but not skip ahead', () => {
    expect(canOpenStep(0, 'ready-to-work')).toBe(true);
    expect(canOpenStep(1, 'ready-to-work')).toBe(true);
    expect(canOpenStep(2, 'ready-to-work')).toBe(false);
    expect(canOpenStep(2, 'complete')).toBe(true);
    expect(canOpenStep(-1, 'complete')).toBe(false);
  });

  it('marks done steps finished and the one on screen in progress', () => {
    expect([0, 1, 2].map((index) => stepStatus(index, 0, 'ready-to-work'))).toEqual(['finish', 'wait', 'wait']);
    expect([0, 1, 2].map((index) => stepStatus(index, 1, 'ready-to-work'))).toEqual(['finish', 'process', 'wait']);
  });

  it('moves on after a save only when the step on screen is done', () => {
    expect(nextShownIndex(0, 'ready-to-work')).toBe(1);
    expect(nextShownIndex(1, 'ready-to-work')).toBe(1);
    expect(nextShownIndex(0, 'full-verification')).toBe(1);
    expect(nextShownIndex(2, 'complete')).toBe(2);
  });
});

describe('what each step still needs', () => {
  it('lists the parts of "ready to work"', () => {
    expect(readyToWorkParts({ profile: null, photos: [] }).map((part) => part.done)).toEqual([false, false, false]);
  });

  it('keeps a document type approved once one was, else follows the latest', () => {
    expect(documentState([], 'id')).toBe('missing');
    expect(documentState([document('rejected'), document('pending')], 'id')).toBe('pending');
    expect(documentState([document('pending'), document('rejected')], 'id')).toBe('rejected');
    expect(documentState([document('approved'), document('rejected')], 'id')).toBe('approved');
    expect(documentState([document('approved', 'insurance')], 'id')).toBe('missing');
  });
});
