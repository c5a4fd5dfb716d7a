import type { PropertyType } from '../shared/vocabulary';
import type { Command } from '../shared/decider';
import type { CancellationReason, Frequency, PhotoPhase } from './booking-limits';
import type { ChecklistTask, Emergency, PunchPoint } from './booking-events';
import type { CleanerRatesForPricing } from './pricing';

/**
 * Commands on a booking stream. `metadata` is added by the handler: the acting user (or `system`) and the instant.
 * The BFF resolves ids (the cleaner's rates, the property's type and place) and passes them as facts; the decider
 * computes the price from them with the one price function.
 */

export type RequestBooking = Command<
  'RequestBooking',
  {
    bookingId: string;
    clientId: string;
    cleanerId: string;
    property: { propertyId: string; type: PropertyType; placeId: string | null };
    cleanerRates: CleanerRatesForPricing;
    startsAt: string;
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
    /** Whether this is the client's first booking (none before, whatever its outcome), as the BFF found it. */
    firstBooking: boolean;
    /** A referred friend's $10 on their first booking, as the BFF found it (0 or absent when none). */
    referralDiscountCents?: number;
    /** A referral reward the client already set aside for this booking in their referral stream (0 or absent when none). */
    referralCreditCents?: number;
    serviceFeeCents: number;
    /** Requests made through the API pay a deposit first; set false only by tests of the lifecycle alone. */
    depositRequired?: boolean;
  }
>;
export type AcceptBooking = Command<'AcceptBooking', Record<string, never>>;
export type DeclineBooking = Command<'DeclineBooking', { reason: string | null }>;
export type CancelBooking = Command<'CancelBooking', { reason: CancellationReason; note: string | null }>;
export type PostponeBooking = Command<'PostponeBooking', { startsAt: string }>;
export type ProposeTime = Command<'ProposeTime', { startsAt: string }>;
export type AcceptProposal = Command<'AcceptProposal', Record<string, never>>;
export type DeclineProposal = Command<'DeclineProposal', Record<string, never>>;
export type ExpireBooking = Command<'ExpireBooking', Record<string, never>>;
export type PunchIn = Command<'PunchIn', PunchPoint>;
export type SetTaskDone = Command<'SetTaskDone', { taskId: string; done: boolean }>;
export type AddBookingPhoto = Command<
  'AddBookingPhoto',
  { photoId: string; phase: PhotoPhase; taskId: string | null; fileId: string; thumbnailFileId: string }
>;
export type PunchOut = Command<'PunchOut', PunchPoint>;
/** From the payment (a reactor, or the BFF right after the charge): the deposit is paid. */
export type ConfirmDeposit = Command<'ConfirmDeposit', Record<string, never>>;
/** From the payment: the deposit failed; the request is withdrawn and its time freed. */
export type WithdrawBooking = Command<'WithdrawBooking', { reason: 'payment_failed' }>;

/**
 * A timer, a minute after a slot was held for a booking: a hold whose booking was never requested (the process that
 * took the request stopped between the two writes) is abandoned, so the time is freed and a late request refused.
 */
export type AbandonHold = Command<'AbandonHold', { bookingId: string; cleanerId: string; date: string }>;

export type BookingCommand =
  | RequestBooking
  | AcceptBooking
  | DeclineBooking
  | CancelBooking
  | PostponeBooking
  | ProposeTime
  | AcceptProposal
  | DeclineProposal
  | ExpireBooking
  | PunchIn
  | SetTaskDone
  | AddBookingPhoto
  | PunchOut
  | ConfirmDeposit
  | WithdrawBooking
  | AbandonHold;

export type BookingCommandType = BookingCommand['type'];

/** The schedule of one cleaner on one date. */
export type ReserveSlot = Command<'ReserveSlot', { bookingId: string; cleanerId: string; date: string; startsAt: string; endsAt: string }>;
export type ReleaseSlot = Command<'ReleaseSlot', { bookingId: string; cleanerId: string; date: string }>;
export type ScheduleCommand = ReserveSlot | ReleaseSlot;
