import type { PropertyType } from '../shared/vocabulary';
import type { BookingStatus, CancellationReason, Frequency, PaymentStatus, PhotoPhase } from './booking-limits';
import type { BookingEvent, ChecklistTask, Emergency, PunchPoint, Pricing } from './booking-events';
import type { PriceBreakdown } from './pricing';

export type BookingTask = ChecklistTask & { done: boolean; doneAt: string | null };
export type BookingPhoto = { photoId: string; phase: PhotoPhase; taskId: string | null; fileId: string; thumbnailFileId: string };

/** No booking; `abandoned` once a hold made for it was let go before it was requested: it can no longer be. */
export type NoBooking = { status: 'none'; abandoned?: true };
export type ExistingBooking = {
  status: BookingStatus;
  bookingId: string;
  clientId: string;
  cleanerId: string;
  propertyId: string;
  propertyType: PropertyType;
  startsAt: string;
  endsAt: string;
  durationHours: number;
  frequency: Frequency;
  seriesId: string | null;
  photosAllowed: boolean;
  hasPets: boolean;
  petType: string | null;
  cleanerBringsSupplies: boolean;
  emergency: Emergency | null;
  checklist: BookingTask[];
  photos: BookingPhoto[];
  notes: string | null;
  price: PriceBreakdown;
  pricing: Pricing;
  paymentStatus: PaymentStatus;
  depositRequired: boolean;
  depositPaid: boolean;
  requestedAt: string;
  expiresAt: string;
  proposedStartsAt: string | null;
  proposedEndsAt: string | null;
  punchIn: (PunchPoint & { at: string; minutesLate: number }) | null;
  punchOut: (PunchPoint & { at: string }) | null;
  /** When the service was done (the review window runs from there). */
  completedAt: string | null;
  cancellation: { by: 'client' | 'cleaner'; reason: CancellationReason; note: string | null; feeCents: number; at: string } | null;
  declineReason: string | null;
};
export type BookingState = NoBooking | ExistingBooking;

export const initialState: BookingState = { status: 'none' };

const setTask = (checklist: BookingTask[], taskId: string, done: boolean, at: string): BookingTask[] =>
  checklist.map((task) => (task.taskId === taskId ? { ...task, done, doneAt: done ? at : null } : task));

/** Unknown event types (from a newer version of the code) leave the state as it was. */
export const evolve = (state: BookingState, event: BookingEvent): BookingState => {
  if (state.status === 'none') {
    if (event.type === 'BookingHoldAbandoned') return { status: 'none', abandoned: true };
    if (event.type !== 'BookingRequested') return state;
    const { occurrence: _occurrence, ...data } = event.data;
    return {
      ...data,
      depositRequired: data.depositRequired ?? false,
      depositPaid: false,
      status: 'pending',
      emergency: data.emergency,
      checklist: data.checklist.map((task) => ({ ...task, done: false, doneAt: null })),
      photos: [],
      proposedStartsAt: null,
      proposedEndsAt: null,
      punchIn: null,
      punchOut: null,
      completedAt: null,
      cancellation: null,
      declineReason: null,
    };
  }
  switch (event.type) {
    case 'BookingRequested':
      return state;
    case 'BookingAccepted':
      return { ...state, status: 'confirmed' };
    case 'BookingDeclined':
      return { ...state, status: 'declined', declineReason: event.data.reason };
    case 'BookingCancelled': {
      const { by, reason, note, feeCents, cancelledAt } = event.data;
      return { ...state, status: 'cancelled', cancellation: { by, reason, note, feeCents, at: cancelledAt } };
    }
    case 'BookingPostponed': {
      const { startsAt, endsAt } = event.data;
      // A request moved earlier must still be answered before it starts; a proposal for the old time lapses.
      const expiresAt = Date.parse(startsAt) < Date.parse(state.expiresAt) ? startsAt : state.expiresAt;
      return { ...state, startsAt, endsAt, expiresAt, proposedStartsAt: null, proposedEndsAt: null };
    }
    case 'BookingTimeProposed':
      return { ...state, proposedStartsAt: event.data.startsAt, proposedEndsAt: event.data.endsAt };
    case 'BookingProposalAccepted':
      return { ...state, status: 'confirmed', startsAt: event.data.startsAt, endsAt: event.data.endsAt, proposedStartsAt: null, proposedEndsAt: null };
    case 'BookingProposalDeclined':
      return { ...state, status: 'declinedByClient', proposedStartsAt: null, proposedEndsAt: null };
    case 'BookingExpired':
      return { ...state, status: 'expired' };
    case 'BookingPunchedIn': {
      const { at, lat, lng, minutesLate } = event.data;
      return { ...state, status: 'in_progress', punchIn: { at, lat, lng, minutesLate } };
    }
    case 'ChecklistTaskChecked':
      return { ...state, checklist: setTask(state.checklist, event.data.taskId, true, event.data.at) };
    case 'ChecklistTaskUnchecked':
      return { ...state, checklist: setTask(state.checklist, event.data.taskId, false, event.data.at) };
    case 'BookingPhotoAdded': {
      const { photoId, phase, taskId, fileId, thumbnailFileId } = event.data;
      return { ...state, photos: [...state.photos, { photoId, phase, taskId, fileId, thumbnailFileId }] };
    }
    case 'BookingPunchedOut': {
      const { at, lat, lng } = event.data;
      return { ...state, punchOut: { at, lat, lng } };
    }
    case 'BookingCompleted':
      return { ...state, status: 'completed', completedAt: event.data.completedAt };
    case 'BookingDepositPaid':
      return { ...state, depositPaid: true, paymentStatus: 'initial_completed' };
    case 'BookingWithdrawn':
      return { ...state, status: 'withdrawn', paymentStatus: 'initial_failed' };
    case 'BookingHoldAbandoned':
      return state;
    default: {
      const _never: never = event;
      return state;
    }
  }
};
