import {
  BOOKING_LIMITS,
  cancellationFee,
  minutesBetween,
  type BookingAction,
  type BookingStatus,
  type ExistingBooking,
  type PaymentStatus,
  type ProgressLabel,
} from '@weklean/domain';

/**
 * The cleaning progress label (SPEC 4) at `now`: a request is pending; a confirmed booking awaits payment (the
 * deposit is not taken yet in this version) or the cleaner, and becomes late 15 minutes after the start without a
 * punch-in, no-show after 60. Ended bookings (cancelled, declined, expired) have none.
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

/** What the user may do on the booking now: the screens show exactly these (the decider has the last word). */
export function availableActions(booking: ExistingBooking, userId: string, now: Date): BookingAction[] {
  const at = now.toISOString();
  const open = booking.status === 'pending' && minutesBetween(booking.expiresAt, at) < 0;
  const active = booking.status === 'pending' || booking.status === 'confirmed';
  const actions: BookingAction[] = [];
  if (userId === booking.clientId) {
    if (active) actions.push('cancel');
    if (active && minutesBetween(at, booking.startsAt) >= BOOKING_LIMITS.postponeUntilHours * 60) actions.push('postpone');
    if (open && booking.proposedStartsAt !== null) actions.push('accept-proposal', 'decline-proposal');
  }
  if (userId === booking.cleanerId) {
    if (open) actions.push('accept', 'decline', 'propose-time');
    if (active) actions.push('cancel');
    if (booking.status === 'confirmed' && minutesBetween(at, booking.startsAt) <= 60) actions.push('punch-in');
    if (booking.status === 'in_progress') actions.push('check-task', 'punch-out');
    if (booking.photosAllowed && (booking.status === 'confirmed' || booking.status === 'in_progress')) actions.push('upload-photo');
  }
  return actions;
}

/** What cancelling now would cost the client. */
export const cancellationFeeIfNow = (booking: ExistingBooking, userId: string, now: Date): number =>
  userId === booking.clientId && (booking.status === 'pending' || booking.status === 'confirmed')
    ? cancellationFee(booking, 'client', now.toISOString())
    : 0;
