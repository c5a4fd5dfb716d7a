import type { PropertyType } from '../shared/vocabulary';
import type {
  CancellationReason,
  ChecklistCategory,
  EmergencyPriority,
  Frequency,
  PaymentStatus,
  PhotoPhase,
} from './booking-limits';
import type { PriceBreakdown } from './pricing';

/**
 * Events of a booking stream (`booking-<id>`). Ids, amounts, states and instants; the free texts a person writes
 * (notes, reasons) are listed in `bookingEventPersonalFields` and encrypted with the author's key at the store's edge.
 * The property's address is never in an event: bookings refer to the property by id.
 */
type Event<Type extends string, Data> = { readonly type: Type; readonly data: Readonly<Data> };

export type ChecklistTask = { taskId: string; category: ChecklistCategory; task: string };
export type Emergency = { reason: string; priority: EmergencyPriority };
export type Pricing = {
  kind: 'hourly' | 'fixed';
  hourlyRateCents: number | null;
  firstBooking: boolean;
  serviceFeeCents: number;
  /** The referral amounts offered (absent before referrals paid); the price says what of them applied. */
  referralDiscountCents?: number;
  referralCreditCents?: number;
};
export type PunchPoint = { lat: number; lng: number };

export type BookingRequested = Event<
  'BookingRequested',
  {
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
    occurrence: number;
    photosAllowed: boolean;
    hasPets: boolean;
    petType: string | null;
    cleanerBringsSupplies: boolean;
    emergency: Emergency | null;
    checklist: ChecklistTask[];
    notes: string | null;
    price: PriceBreakdown;
    pricing: Pricing;
    paymentStatus: PaymentStatus;
    /** The 50 % deposit must be paid before the cleaner may accept (absent on requests made before payments). */
    depositRequired?: boolean;
    requestedAt: string;
    expiresAt: string;
  }
>;
export type BookingAccepted = Event<'BookingAccepted', { acceptedAt: string }>;
export type BookingDeclined = Event<'BookingDeclined', { reason: string | null; declinedAt: string }>;
export type BookingCancelled = Event<
  'BookingCancelled',
  { by: 'client' | 'cleaner'; reason: CancellationReason; note: string | null; feeCents: number; cancelledAt: string }
>;
export type BookingPostponed = Event<
  'BookingPostponed',
  { fromStartsAt: string; fromEndsAt: string; startsAt: string; endsAt: string; postponedAt: string }
>;
export type BookingTimeProposed = Event<'BookingTimeProposed', { startsAt: string; endsAt: string; proposedAt: string }>;
export type BookingProposalAccepted = Event<
  'BookingProposalAccepted',
  { fromStartsAt: string; fromEndsAt: string; startsAt: string; endsAt: string; acceptedAt: string }
>;
export type BookingProposalDeclined = Event<'BookingProposalDeclined', { declinedAt: string }>;
export type BookingExpired = Event<'BookingExpired', { expiredAt: string }>;
export type BookingPunchedIn = Event<'BookingPunchedIn', PunchPoint & { at: string; minutesLate: number }>;
export type ChecklistTaskChecked = Event<'ChecklistTaskChecked', { taskId: string; at: string }>;
export type ChecklistTaskUnchecked = Event<'ChecklistTaskUnchecked', { taskId: string; at: string }>;
export type BookingPhotoAdded = Event<
  'BookingPhotoAdded',
  { photoId: string; phase: PhotoPhase; taskId: string | null; fileId: string; thumbnailFileId: string; at: string }
>;
export type BookingPunchedOut = Event<'BookingPunchedOut', PunchPoint & { at: string }>;
export type BookingCompleted = Event<'BookingCompleted', { completedAt: string }>;
/** The deposit was paid: the request now reaches the cleaner. */
export type BookingDepositPaid = Event<'BookingDepositPaid', { paidAt: string }>;
/** The deposit was not paid: the request is withdrawn before the cleaner ever saw it. */
export type BookingWithdrawn = Event<'BookingWithdrawn', { reason: 'payment_failed'; withdrawnAt: string }>;

/** A slot was held for this booking, which was never requested (see AbandonHold): the hold is let go. */
export type BookingHoldAbandoned = Event<'BookingHoldAbandoned', { bookingId: string; cleanerId: string; date: string; abandonedAt: string }>;

export type BookingEvent =
  | BookingRequested
  | BookingAccepted
  | BookingDeclined
  | BookingCancelled
  | BookingPostponed
  | BookingTimeProposed
  | BookingProposalAccepted
  | BookingProposalDeclined
  | BookingExpired
  | BookingPunchedIn
  | ChecklistTaskChecked
  | ChecklistTaskUnchecked
  | BookingPhotoAdded
  | BookingPunchedOut
  | BookingCompleted
  | BookingDepositPaid
  | BookingWithdrawn
  | BookingHoldAbandoned;

export type BookingEventType = BookingEvent['type'];

export const bookingEventTypes = [
  'BookingRequested', 'BookingAccepted', 'BookingDeclined', 'BookingCancelled', 'BookingPostponed', 'BookingTimeProposed',
  'BookingProposalAccepted', 'BookingProposalDeclined', 'BookingExpired', 'BookingPunchedIn', 'ChecklistTaskChecked',
  'ChecklistTaskUnchecked', 'BookingPhotoAdded', 'BookingPunchedOut', 'BookingCompleted', 'BookingDepositPaid', 'BookingWithdrawn',
  'BookingHoldAbandoned',
] as const satisfies readonly BookingEventType[];

// Fails to compile when an event type is missing from the list above.
const _everyTypeListed: [Exclude<BookingEventType, (typeof bookingEventTypes)[number]>] extends [never] ? true : never = true;

/** Free text written by a person: encrypted with the key of the event's author (metadata.userId). */
export const bookingEventPersonalFields = {
  BookingRequested: ['notes', 'emergency', 'petType', 'checklist'],
  BookingDeclined: ['reason'],
  BookingCancelled: ['note'],
} as const satisfies { [T in BookingEventType]?: readonly (keyof Extract<BookingEvent, { type: T }>['data'])[] };

export const bookingStream = (bookingId: string): string => `booking-${bookingId}`;

/** Slot reservations of one cleaner on one Quebec date: the consistency boundary against double booking. */
export type SlotReserved = Event<'SlotReserved', { bookingId: string; startsAt: string; endsAt: string; cleanerId: string; date: string }>;
export type SlotReleased = Event<'SlotReleased', { bookingId: string; cleanerId: string; date: string }>;
export type ScheduleEvent = SlotReserved | SlotReleased;
export const scheduleEventTypes = ['SlotReserved', 'SlotReleased'] as const satisfies readonly ScheduleEvent['type'][];
export const scheduleStream = (cleanerId: string, date: string): string => `schedule-${cleanerId}-${date}`;
