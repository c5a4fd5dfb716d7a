import type { OnboardingStep, VerificationDocumentType } from '@weklean/domain';
import type { CleanerDocument, Me } from '../api/me-types';

/** The three steps shown, in order (SPEC section 4); `complete` is past the last one. */
export const STEPS = ['quick-start', 'ready-to-work', 'full-verification'] as const;
export type Step = (typeof STEPS)[number];

const LAST_STEP = STEPS.length - 1;

/** How far the cleaner has got: 0–2 for the step they are on, 3 once everything is done. */
export function reachedIndex(step: OnboardingStep): number {
  return step === 'complete' ? STEPS.length : STEPS.indexOf(step);
}

/** The step a visit opens on: where the cleaner left off, or the last one once the profile is complete. */
export function resumeIndex(step: OnboardingStep): number {
  return Math.min(reachedIndex(step), LAST_STEP);
}

/** A step may be opened once reached: going back is allowed, skipping ahead is not. */
export function canOpenStep(index: number, step: OnboardingStep): boolean {
  return index >= 0 && index <= resumeIndex(step);
}

export type StepStatus = 'finish' | 'process' | 'wait';

/** Done steps show as finished, the one on screen as in progress, the rest as waiting. */
export function stepStatus(index: number, shown: number, step: OnboardingStep): StepStatus {
  if (index < reachedIndex(step)) return 'finish';
  return index === shown ? 'process' : 'wait';
}

/** After a save: move on when the server says the step on screen is done, else stay. */
export function nextShownIndex(shown: number, step: OnboardingStep): number {
  return reachedIndex(step) > shown && shown < LAST_STEP ? shown + 1 : shown;
}

export type ReadyToWorkPart = 'details' | 'eligibility' | 'avatar';

/** What "ready to work" asks for (the server's rule: eligibility, details and an avatar), and whether each is done. */
export function readyToWorkParts(me: Pick<Me, 'profile' | 'photos'>): { part: ReadyToWorkPart; done: boolean }[] {
  // Details always carry a gender (the form requires one), so a gender means the details were saved.
  return [
    { part: 'details', done: (me.profile?.gender ?? null) !== null },
    { part: 'eligibility', done: me.profile?.eligible === true },
    { part: 'avatar', done: me.photos.some((photo) => photo.kind === 'avatar') },
  ];
}

export type DocumentState = 'missing' | CleanerDocument['status'];

/**
 * Where a kind of document stands: approved once any is approved (a later rejection takes nothing away), else the
 * latest one's status, else missing.
 */
export function documentState(documents: readonly CleanerDocument[], type: VerificationDocumentType): DocumentState {
  const ofType = documents.filter((document) => document.type === type);
  if (ofType.some((document) => document.status === 'approved')) return 'approved';
  return ofType.at(-1)?.status ?? 'missing';
}

/** The avatar shown: the latest one sent. */
export function currentAvatar(me: Pick<Me, 'photos'>): Me['photos'][number] | null {
  return me.photos.filter((photo) => photo.kind === 'avatar').at(-1) ?? null;
}
