import type { BookingAction, BookingStatus, CancellationReason, GalleryRoom, PaymentStatus, PhotoPhase, ProgressLabel } from '@weklean/domain';
import type { Actor } from '../api/booking-types';
import type { BookingTab } from './booking-tabs';
import type { LocationProblem } from './geolocation';
import type { PhotoProblem } from './photo-checks';

/** Keys are written out whole so that the catalogue test finds every one the screens use. */
type Key = `bookings:${string}`;
type Display = { key: Key; color: string };

/** Warm colours ask for attention (waiting, refused, late), green is done, grey is over. */
export const STATUS_DISPLAY = {
  pending: { key: 'bookings:status.pending', color: 'gold' },
  confirmed: { key: 'bookings:status.confirmed', color: 'blue' },
  in_progress: { key: 'bookings:status.in_progress', color: 'cyan' },
  completed: { key: 'bookings:status.completed', color: 'green' },
  cancelled: { key: 'bookings:status.cancelled', color: 'default' },
  declined: { key: 'bookings:status.declined', color: 'red' },
  declinedByClient: { key: 'bookings:status.declinedByClient', color: 'volcano' },
  expired: { key: 'bookings:status.expired', color: 'default' },
  withdrawn: { key: 'bookings:status.withdrawn', color: 'default' },
} as const satisfies Record<BookingStatus, Display>;

/** SPEC section 4's cleaning progress labels; a late or absent cleaner stands out. */
export const PROGRESS_DISPLAY = {
  pending: { key: 'bookings:progress.pending', color: 'default' },
  awaiting_cleaner: { key: 'bookings:progress.awaiting_cleaner', color: 'gold' },
  awaiting_payment: { key: 'bookings:progress.awaiting_payment', color: 'purple' },
  in_progress: { key: 'bookings:progress.in_progress', color: 'blue' },
  completed: { key: 'bookings:progress.completed', color: 'green' },
  cleaner_late: { key: 'bookings:progress.cleaner_late', color: 'orange' },
  cleaner_no_show: { key: 'bookings:progress.cleaner_no_show', color: 'red' },
} as const satisfies Record<ProgressLabel, Display>;

/** The progress labels that only repeat the status they come with. */
const SAME_AS_STATUS: Partial<Record<ProgressLabel, BookingStatus>> = { pending: 'pending', in_progress: 'in_progress', completed: 'completed' };

/** The progress tag to show beside a status: none when unknown, or when it would say the status again. */
export function progressDisplay(label: ProgressLabel | null, status: BookingStatus): Display | null {
  if (label === null || SAME_AS_STATUS[label] === status) return null;
  return PROGRESS_DISPLAY[label];
}

export const TAB_KEYS = {
  upcoming: 'bookings:tabs.upcoming',
  pending: 'bookings:tabs.pending',
  confirmed: 'bookings:tabs.confirmed',
  in_progress: 'bookings:tabs.in_progress',
  completed: 'bookings:tabs.completed',
  cancelled: 'bookings:tabs.cancelled',
  declined: 'bookings:tabs.declined',
  expired: 'bookings:tabs.expired',
} as const satisfies Record<BookingTab, Key>;

export const EMPTY_KEYS = {
  upcoming: 'bookings:empty.upcoming',
  pending: 'bookings:empty.pending',
  confirmed: 'bookings:empty.confirmed',
  in_progress: 'bookings:empty.in_progress',
  completed: 'bookings:empty.completed',
  cancelled: 'bookings:empty.cancelled',
  declined: 'bookings:empty.declined',
  expired: 'bookings:empty.expired',
} as const satisfies Record<BookingTab, Key>;

export const PAYMENT_STATUS_KEYS = {
  initial_pending: 'bookings:payment.status.initial_pending',
  initial_failed: 'bookings:payment.status.initial_failed',
  initial_completed: 'bookings:payment.status.initial_completed',
  final_pending: 'bookings:payment.status.final_pending',
  final_failed: 'bookings:payment.status.final_failed',
  final_completed: 'bookings:payment.status.final_completed',
  final_refunded: 'bookings:payment.status.final_refunded',
  final_partially_refunded: 'bookings:payment.status.final_partially_refunded',
  fully_paid: 'bookings:payment.status.fully_paid',
  partially_paid: 'bookings:payment.status.partially_paid',
  completed: 'bookings:payment.status.completed',
  failed: 'bookings:payment.status.failed',
  refunded: 'bookings:payment.status.refunded',
} as const satisfies Record<PaymentStatus, Key>;

export const CANCELLATION_REASON_KEYS = {
  schedule_conflict: 'bookings:cancelReason.schedule_conflict',
  found_alternative: 'bookings:cancelReason.found_alternative',
  price: 'bookings:cancelReason.price',
  emergency: 'bookings:cancelReason.emergency',
  other: 'bookings:cancelReason.other',
} as const satisfies Record<CancellationReason, Key>;

export function cancellationReasonKey(reason: string | null): Key | null {
  return reason !== null && reason in CANCELLATION_REASON_KEYS ? CANCELLATION_REASON_KEYS[reason as CancellationReason] : null;
}

export const PHASE_KEYS = {
  before: 'bookings:photos.phase.before',
  after: 'bookings:photos.phase.after',
} as const satisfies Record<PhotoPhase, Key>;

/** The rooms a gallery pair shows (the API's `room`). */
export const GALLERY_ROOM_KEYS = {
  kitchen: 'bookings:gallery.rooms.kitchen',
  bathroom: 'bookings:gallery.rooms.bathroom',
  living: 'bookings:gallery.rooms.living',
  office: 'bookings:gallery.rooms.office',
} as const satisfies Record<GalleryRoom, Key>;

export const ACTOR_KEYS = {
  client: 'bookings:history.by.client',
  cleaner: 'bookings:history.by.cleaner',
  system: 'bookings:history.by.system',
} as const satisfies Record<Actor, Key>;

/** The booking's events as the history shows them; a type this screen does not know shows as it is. */
export const HISTORY_KEYS = {
  BookingRequested: 'bookings:history.event.BookingRequested',
  BookingAccepted: 'bookings:history.event.BookingAccepted',
  BookingDeclined: 'bookings:history.event.BookingDeclined',
  BookingCancelled: 'bookings:history.event.BookingCancelled',
  BookingPostponed: 'bookings:history.event.BookingPostponed',
  BookingTimeProposed: 'bookings:history.event.BookingTimeProposed',
  BookingProposalAccepted: 'bookings:history.event.BookingProposalAccepted',
  BookingProposalDeclined: 'bookings:history.event.BookingProposalDeclined',
  BookingExpired: 'bookings:history.event.BookingExpired',
  BookingPunchedIn: 'bookings:history.event.BookingPunchedIn',
  BookingPunchedOut: 'bookings:history.event.BookingPunchedOut',
  ChecklistTaskChecked: 'bookings:history.event.ChecklistTaskChecked',
  ChecklistTaskUnchecked: 'bookings:history.event.ChecklistTaskUnchecked',
  BookingPhotoAdded: 'bookings:history.event.BookingPhotoAdded',
  BookingCompleted: 'bookings:history.event.BookingCompleted',
  BookingDepositPaid: 'bookings:history.event.BookingDepositPaid',
  BookingWithdrawn: 'bookings:history.event.BookingWithdrawn',
  BookingHoldAbandoned: 'bookings:history.event.BookingHoldAbandoned',
} as const satisfies Record<string, Key>;

export function historyLabelKey(type: string): Key | null {
  return Object.hasOwn(HISTORY_KEYS, type) ? HISTORY_KEYS[type as keyof typeof HISTORY_KEYS] : null;
}

/** The actions with a button of their own; the others belong to the checklist, the photos and the punch card. */
export type ButtonAction = Exclude<BookingAction, 'punch-in' | 'punch-out' | 'check-task' | 'upload-photo'>;
export const BUTTON_ACTIONS = [
  'accept', 'decline', 'propose-time', 'accept-proposal', 'decline-proposal', 'postpone', 'cancel',
] as const satisfies readonly ButtonAction[];

/** Every action's toast after success, and its message when the server gives none (a ticked task needs no toast). */
export const ACTION_KEYS = {
  accept: { done: 'bookings:actions.accept.done', failed: 'bookings:actions.accept.failed' },
  decline: { done: 'bookings:actions.decline.done', failed: 'bookings:actions.decline.failed' },
  cancel: { done: 'bookings:actions.cancel.done', failed: 'bookings:actions.cancel.failed' },
  postpone: { done: 'bookings:actions.postpone.done', failed: 'bookings:actions.postpone.failed' },
  'propose-time': { done: 'bookings:actions.propose-time.done', failed: 'bookings:actions.propose-time.failed' },
  'accept-proposal': { done: 'bookings:actions.accept-proposal.done', failed: 'bookings:actions.accept-proposal.failed' },
  'decline-proposal': { done: 'bookings:actions.decline-proposal.done', failed: 'bookings:actions.decline-proposal.failed' },
  'punch-in': { done: 'bookings:actions.punch-in.done', failed: 'bookings:actions.punch-in.failed' },
  'punch-out': { done: 'bookings:actions.punch-out.done', failed: 'bookings:actions.punch-out.failed' },
  'upload-photo': { done: 'bookings:actions.upload-photo.done', failed: 'bookings:actions.upload-photo.failed' },
} as const satisfies Record<Exclude<BookingAction, 'check-task'>, { done: Key; failed: Key }>;
export type ToastedAction = keyof typeof ACTION_KEYS;

export const BUTTON_LABEL_KEYS = {
  accept: 'bookings:actions.accept.button',
  decline: 'bookings:actions.decline.button',
  'propose-time': 'bookings:actions.propose-time.button',
  'accept-proposal': 'bookings:actions.accept-proposal.button',
  'decline-proposal': 'bookings:actions.decline-proposal.button',
  postpone: 'bookings:actions.postpone.button',
  cancel: 'bookings:actions.cancel.button',
} as const satisfies Record<ButtonAction, Key>;

export const LOCATION_PROBLEM_KEYS = {
  denied: 'bookings:location.denied',
  unavailable: 'bookings:location.unavailable',
  timeout: 'bookings:location.timeout',
  unsupported: 'bookings:location.unsupported',
  generic: 'bookings:location.generic',
} as const satisfies Record<LocationProblem, Key>;

export const PHOTO_PROBLEM_KEYS = {
  'invalid-type': 'bookings:photos.problem.invalidType',
  'too-large': 'bookings:photos.problem.tooLarge',
  empty: 'bookings:photos.problem.empty',
} as const satisfies Record<PhotoProblem, Key>;

