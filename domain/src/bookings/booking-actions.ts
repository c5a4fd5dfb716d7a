import type { Command, CommandMetadata } from '../shared/decider';
import type { ExistingBooking } from './booking';
import type { BookingCommand } from './booking-commands';
import { cancellationFee, decide } from './booking-decide';
import {
  AwaitingDepositError,
  BookingAccessDeniedError,
  BookingNotFoundError,
  CannotCancelError,
  CannotPostponeError,
  NoProposalError,
  NotConfirmedError,
  NotInProgressError,
  NotPendingError,
  PhotosNotAllowedError,
  TooEarlyToPunchInError,
  TooLateToPostponeError,
} from './booking-errors';
import {
  BOOKING_LIMITS,
  type BookingAction,
  type BookingStatus,
  type PaymentStatus,
  type ProgressLabel,
} from './booking-limits';
import { minutesBetween } from './booking-time';

/**
 * Refusals that say the person may not take the action at all now: who they are, the booking's status, the hour.
 * Any other refusal is about the particular input (this time, this task, a checklist not finished yet): the action
 * stays on the screen and the decider answers the actual attempt.
 */
const NOT_NOW = [
  AwaitingDepositError,
  BookingNotFoundError,
  BookingAccessDeniedError,
  NotPendingError,
  CannotCancelError,
  CannotPostponeError,
  TooLateToPostponeError,
  NoProposalError,
  NotConfirmedError,
  NotInProgressError,
  TooEarlyToPunchInError,
  PhotosNotAllowedError,
] as const;

type Probe = (booking: ExistingBooking) => Omit<BookingCommand, 'metadata'>;
const point = { lat: 0, lng: 0 };

/** Each action as the command its button sends, with placeholder input; in the order the screens show them. */
const PROBES: Readonly<Record<'client' | 'cleaner', readonly (readonly [BookingAction, Probe])[]>> = {
  client: [
    ['cancel', () => ({ type: 'CancelBooking', data: { reason: 'other', note: null } })],
    ['postpone', (b) => ({ type: 'PostponeBooking', data: { startsAt: b.startsAt } })],
    ['accept-proposal', () => ({ type: 'AcceptProposal', data: {} })],
    ['decline-proposal', () => ({ type: 'DeclineProposal', data: {} })],
  ],
  cleaner: [
    ['accept', () => ({ type: 'AcceptBooking', data: {} })],
    ['decline', () => ({ type: 'DeclineBooking', data: { reason: null } })],
    ['propose-time', (b) => ({ type: 'ProposeTime', data: { startsAt: b.startsAt } })],
    ['cancel', () => ({ type: 'CancelBooking', data: { reason: 'other', note: null } })],
    ['punch-in', () => ({ type: 'PunchIn', data: point })],
    ['check-task', (b) => ({ type: 'SetTaskDone', data: { taskId: b.checklist[0]?.taskId ?? '', done: true } })],
    ['punch-out', () => ({ type: 'PunchOut', data: point })],
    ['upload-photo', () => ({ type: 'AddBookingPhoto', data: { photoId: '', phase: 'before', taskId: null, fileId: '', thumbnailFileId: '' } })],
  ],
};

/** Whether the decider would hear the person out: a dry run of the action's command, nothing appended. */
const allowed = (booking: ExistingBooking, probe: Probe, metadata: CommandMetadata): boolean => {
  try {
    decide({ ...probe(booking), metadata } as Command as BookingCommand, booking);
    return true;
  } catch (error) {
    return !NOT_NOW.some((refusal) => error instanceof refusal);
  }
};

/** What the user may do on the booking now: the screens show exactly these; the decider answers each attempt. */
export function availableActions(booking: ExistingBooking, userId: string, now: Date): BookingAction[] {
  const side = userId === booking.clientId ? 'client' : userId === booking.cleanerId ? 'cleaner' : null;
  if (!side) return [];
  const metadata = { userId, now: now.toISOString() };
  return PROBES[side].filter(([, probe]) => allowed(booking, probe, metadata)).map(([action]) => action);
}

/**
 * The cleaning progress label (SPEC 4) at `now`: a request is pending; a confirmed booking awaits payment (the
 * deposit is not taken yet in this version) or the cleaner, and becomes late `lateAfterMinutes` after the start
 * without a punch-in, no-show after `noShowAfterMinutes`. Ended bookings (cancelled, declined, expired) have none.
 */
export function progressLabel(
  booking: { status: BookingStatus; paymentStatus: PaymentStatus; startsAt: string },
  now: Date,
): ProgressLabel | null {
  switch (booking.status) {
    case 'pending':
      return 'pending';
    case 'confirmed': {
      const late = minutesBetween(booking.startsAt, now.toISOString());
      if (late > BOOKING_LIMITS.noShowAfterMinutes) return 'cleaner_no_show';
      if (late > BOOKING_LIMITS.lateAfterMinutes) return 'cleaner_late';
      return booking.paymentStatus === 'initial_pending' ? 'awaiting_payment' : 'awaiting_cleaner';
    }
    case 'in_progress':
      return 'in_progress';
    case 'completed':
      return 'completed';
    default:
      return null;
  }
}

/** What cancelling now would cost the client. */
export const cancellationFeeIfNow = (booking: ExistingBooking, userId: string, now: Date): number =>
  userId === booking.clientId && (booking.status === 'pending' || booking.status === 'confirmed')
    ? cancellationFee(booking, 'client', now.toISOString())
    : 0;
