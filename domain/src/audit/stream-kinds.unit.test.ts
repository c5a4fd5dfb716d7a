import { describe, expect, it } from 'vitest';
import { accountDecider } from '../accounts/account-decide';
import { accountStream } from '../accounts/account-events';
import { adminInboxStream } from '../admin-messages/admin-message-events';
import { bookingStream, scheduleStream } from '../bookings/booking-events';
import { cleanerStream } from '../cleaners/cleaner-events';
import { conversationStream } from '../messages/conversation-events';
import { paymentStream } from '../payments/payment-events';
import { payoutStream } from '../payouts/payout-events';
import { referralStream } from '../referrals/referral-events';
import { reviewStream } from '../reviews/review-events';
import { disputeIdOf, disputeStream } from '../disputes/dispute-events';
import { accepted, cancelled, hoursBefore, requested, STARTS_AT } from '../testing/booking-fixtures';
import { historyViewsStream } from './history-views';
import { bookingStreams, personStreams, scheduleStreamsOf, stateAfter, streamInfoOf } from './stream-kinds';

const BOOKING = '0b7c5a52-1f1e-4a4b-9b8e-5d2f0c3a9e11';
const USER = '7d0f3c2e-6a1b-4c8d-9e2f-1a3b5c7d9e0f';

describe('the kind of a stream, from its name (ARCHITECTURE.md section 3)', () => {
  it('resolves every decider-backed stream name the domain writes to its decider', () => {
    const named: [string, string, { bookingId?: string; subjectUserId?: string | null }][] = [
      [bookingStream(BOOKING), 'booking', { bookingId: BOOKING, subjectUserId: null }],
      [paymentStream(BOOKING), 'payment', { bookingId: BOOKING }],
      [conversationStream(BOOKING), 'conversation', { bookingId: BOOKING }],
      [reviewStream(BOOKING, 'client'), 'review', { bookingId: BOOKING }],
      [reviewStream(BOOKING, 'cleaner'), 'review', { bookingId: BOOKING }],
      [disputeStream(disputeIdOf(BOOKING)), 'dispute', { bookingId: BOOKING }],
      [scheduleStream(USER, '2026-11-24'), 'schedule', { subjectUserId: null }],
      [cleanerStream(USER), 'cleaner', { subjectUserId: USER }],
      [payoutStream(USER), 'payout', { subjectUserId: USER }],
      [referralStream(USER), 'referral', { subjectUserId: USER }],
      [adminInboxStream(USER), 'admin-inbox', { subjectUserId: USER }],
      [historyViewsStream(USER), 'history-views', { subjectUserId: null }],
    ];
    for (const [streamId, kind, extra] of named) {
      const info = streamInfoOf(streamId);
      expect(info, streamId).toMatchObject({ streamId, kind, ...extra });
      expect(info?.decider, streamId).not.toBeNull();
    }
  });

  it("rebuilds a person's account (suspended, reactivated) with the account decider", () => {
    const info = streamInfoOf(accountStream(USER))!;
    expect(info).toMatchObject({ kind: 'account', subjectUserId: USER });
    expect(info.decider).toBe(accountDecider);
  });

  it('refuses malformed names and calls a well-formed unknown one "other", without a decider', () => {
    for (const bad of ['', 'Booking-1', 'booking_1', 'booking-1\u0000', 'x'.repeat(201), '../etc', 'booking 1']) expect(streamInfoOf(bad), bad).toBeNull();
    expect(streamInfoOf('booking-not-a-uuid')).toMatchObject({ kind: 'other', decider: null, subjectUserId: null });
    expect(streamInfoOf(`booking-${BOOKING.toUpperCase()}`)).toBeNull();
  });

  it("rebuilds a booking's state with its own evolve: confirmed after the acceptance, cancelled with the fee after", () => {
    const decider = streamInfoOf(bookingStream(BOOKING))!.decider!;
    const events = [requested(), accepted(), cancelled('client', hoursBefore(STARTS_AT, 20), 5000)];
    expect(stateAfter(decider, events.slice(0, 2))).toMatchObject({ status: 'confirmed', cancellation: null });
    expect(stateAfter(decider, events)).toMatchObject({ status: 'cancelled', cancellation: { by: 'client', feeCents: 5000 } });
    expect(stateAfter(decider, [])).toEqual({ status: 'none' });
  });

  it("names a booking's and a person's own streams, and the cleaner's days its events reserve", () => {
    expect(bookingStreams(BOOKING)).toEqual([`booking-${BOOKING}`, `payment-${BOOKING}`, `conversation-${BOOKING}`, `review-${BOOKING}-client`, `review-${BOOKING}-cleaner`, `dispute-${BOOKING}`]);
    expect(personStreams(USER)).toContain(`payout-${USER}`);
    const postponed = { type: 'BookingPostponed', data: { startsAt: '2026-11-26T15:00:00.000Z', fromStartsAt: STARTS_AT } };
    // 10:00 on the 24th and, once postponed, the 26th; an instant late at night in UTC is still the day before in Quebec.
    expect(scheduleStreamsOf([requested({ cleanerId: USER }), accepted(), postponed])).toEqual([scheduleStream(USER, '2026-11-24'), scheduleStream(USER, '2026-11-26')]);
    expect(scheduleStreamsOf([requested({ cleanerId: USER, startsAt: '2026-11-25T03:00:00.000Z' })])).toEqual([scheduleStream(USER, '2026-11-24')]);
  });
});
