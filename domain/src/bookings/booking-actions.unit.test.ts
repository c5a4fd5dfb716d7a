import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accepted, CLEANER_ID, CLIENT_ID, depositPaid, NOW, requested, STARTS_AT, STRANGER_ID } from '../testing/booking-fixtures';
import type { ExistingBooking } from './booking';
import { availableActions, progressLabel } from './booking-actions';
import { bookingDecider } from './booking-decide';
import { BOOKING_LIMITS, BOOKING_STATUSES, type BookingAction } from './booking-limits';
import { minutesBetween } from './booking-time';

/** The rules as the BFF wrote them by hand before they were derived from the decider: the reference to keep. */
function handWrittenActions(booking: ExistingBooking, userId: string, now: Date): BookingAction[] {
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

const base = [requested(), depositPaid(), accepted()].reduce(bookingDecider.evolve, bookingDecider.initialState) as ExistingBooking;

describe('availableActions, derived from the decider', () => {
  it('gives exactly what the hand-written rules gave, for any status, side, proposal, checklist and hour', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_STATUSES),
        fc.constantFrom(CLIENT_ID, CLEANER_ID, STRANGER_ID),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: -3 * 24 * 60, max: 4 * 24 * 60 }),
        (status, userId, proposal, photosAllowed, tasksDone, minutesFromNow) => {
          const booking: ExistingBooking = {
            ...base,
            status,
            photosAllowed,
            proposedStartsAt: proposal ? '2026-11-26T15:00:00.000Z' : null,
            proposedEndsAt: proposal ? '2026-11-26T19:00:00.000Z' : null,
            checklist: base.checklist.map((task) => ({ ...task, done: tasksDone })),
          };
          const now = new Date(Date.parse(NOW) + minutesFromNow * 60_000);
          expect(availableActions(booking, userId, now)).toEqual(handWrittenActions(booking, userId, now));
        },
      ),
      { numRuns: 2000, seed: 20261124 },
    );
  });

  it('lists the client’s and the cleaner’s actions on a fresh confirmed booking', () => {
    const now = new Date(NOW);
    expect(availableActions(base, CLIENT_ID, now)).toEqual(['cancel', 'postpone']);
    expect(availableActions(base, CLEANER_ID, now)).toEqual(['cancel', 'upload-photo']);
    expect(availableActions(base, STRANGER_ID, now)).toEqual([]);
  });
});

describe('progressLabel', () => {
  it('turns a confirmed booking late after 15 minutes and no-show after 60', () => {
    const at = (minutes: number) => new Date(Date.parse(STARTS_AT) + minutes * 60_000);
    const confirmed = { status: 'confirmed' as const, paymentStatus: 'initial_pending' as const, startsAt: STARTS_AT };
    expect(progressLabel(confirmed, at(15))).toBe('awaiting_payment');
    expect(progressLabel(confirmed, at(16))).toBe('cleaner_late');
    expect(progressLabel(confirmed, at(61))).toBe('cleaner_no_show');
    expect(progressLabel({ ...confirmed, status: 'cancelled' }, at(0))).toBeNull();
  });
});
