import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store/event-store';
import { paymentDecider } from '../payments/payment-decide';
import { PaymentAccessDeniedError, PaymentForgoneError } from '../payments/payment-errors';
import type { PaymentEvent } from '../payments/payment-events';
import { PAYMENT_OPEN_WINDOW_MINUTES, unopenedPaymentReactor } from '../payments/payment-reactors';
import { PAY_BOOKING_ID, PAY_CLIENT_ID, open, opened } from '../testing/payment-fixtures';
import { BOOKING_ID, bySystem, byClient, CLEANER_ID, CLIENT_ID, NOW, requested } from '../testing/booking-fixtures';
import { deciderSpec } from '../testing/decider-spec';
import type { Reactor } from '../shared/reactor';
import { bookingDecider } from './booking-decide';
import type { BookingCommand } from './booking-commands';
import { BookingAccessDeniedError, BookingRequestInterruptedError } from './booking-errors';
import type { BookingEvent } from './booking-events';
import { abandonedHoldReactor, HOLD_WINDOW_MINUTES } from './booking-reactors';

/**
 * A request is two writes (the slot held, then the booking; the booking, then its payment). A process stopped between
 * them leaves a hold or a request that nothing would end: a timer ends it, on the stream of the write that is missing,
 * so that a late write and the timer cannot both win.
 */
const bookings = deciderSpec(bookingDecider, expect);
const payments = deciderSpec(paymentDecider, expect);

const abandonHold = (metadata = bySystem()): BookingCommand => ({ type: 'AbandonHold', data: { bookingId: BOOKING_ID, cleanerId: CLEANER_ID, date: '2026-11-24' }, metadata });
const holdAbandoned: BookingEvent = { type: 'BookingHoldAbandoned', data: { bookingId: BOOKING_ID, cleanerId: CLEANER_ID, date: '2026-11-24', abandonedAt: NOW } };
const forgo = (userId = 'system') => ({ type: 'ForgoPayment' as const, data: { bookingId: PAY_BOOKING_ID, clientId: PAY_CLIENT_ID, referralCreditCents: 2000 }, metadata: { now: NOW, userId } });
const forgone: PaymentEvent = { type: 'PaymentForgone', data: { bookingId: PAY_BOOKING_ID, clientId: PAY_CLIENT_ID, referralCreditCents: 2000, at: NOW } };

const recorded = (type: string, data: unknown, occurredAt = NOW): RecordedEvent => ({
  id: 'event-7', streamId: 'any-stream', revision: 0n, type, data, metadata: { occurredAt }, position: { commit: 7n, prepare: 7n }, created: new Date(occurredAt),
});
const reactions = (reactor: Reactor, event: RecordedEvent) =>
  reactor.react(event, { state: undefined }).map((reaction) => (reaction.kind === 'effect' ? reaction : { ...reaction, target: reaction.target.stream }));

describe('a hold whose booking never came', () => {
  it('is abandoned by the system when no booking was requested', () => bookings.given([]).when(abandonHold()).then([holdAbandoned]));
  it('changes nothing once the booking was requested', () => bookings.given([requested()]).when(abandonHold()).then([]));
  it('is abandoned once', () => bookings.given([holdAbandoned]).when(abandonHold()).then([]));
  it('refuses the late request: its time may be someone else’s now', () =>
    bookings.given([holdAbandoned]).when({ type: 'RequestBooking', data: requested().data as never, metadata: byClient() }).thenThrows(BookingRequestInterruptedError));
  it('is for the system only', () => bookings.given([]).when(abandonHold(byClient())).thenThrows(BookingAccessDeniedError));

  it('sets a timer a minute after each hold, and frees the slot once abandoned', () => {
    const hold = recorded('SlotReserved', { bookingId: BOOKING_ID, cleanerId: CLEANER_ID, date: '2026-11-24', startsAt: '2026-11-24T15:00:00.000Z', endsAt: '2026-11-24T19:00:00.000Z' });
    expect(HOLD_WINDOW_MINUTES).toBe(1);
    expect(reactions(abandonedHoldReactor, hold)).toEqual([
      { kind: 'timer', at: '2026-11-22T17:01:00.000Z', commandId: 'abandon-hold:event-7', target: `booking-${BOOKING_ID}`, type: 'AbandonHold', data: { bookingId: BOOKING_ID, cleanerId: CLEANER_ID, date: '2026-11-24' } },
    ]);
    expect(reactions(abandonedHoldReactor, recorded('BookingHoldAbandoned', holdAbandoned.data))).toEqual([
      { kind: 'command', commandId: 'free-slot:event-7', target: `schedule-${CLEANER_ID}-2026-11-24`, type: 'ReleaseSlot', data: { bookingId: BOOKING_ID, cleanerId: CLEANER_ID, date: '2026-11-24' } },
    ]);
  });
});

describe('a request whose payment never opened', () => {
  it('has its payment forgone by the system', () => payments.given([]).when(forgo()).then([forgone]));
  it('changes nothing once the payment opened', () => payments.given([opened()]).when(forgo()).then([]));
  it('is forgone once', () => payments.given([forgone]).when(forgo()).then([]));
  it('refuses the late open: nothing is charged for a withdrawn request', () => payments.given([forgone]).when(open()).thenThrows(PaymentForgoneError));
  it('is for the system only', () => payments.given([]).when(forgo(PAY_CLIENT_ID)).thenThrows(PaymentAccessDeniedError));

  it('sets a timer a minute after a request with a deposit (three for a later occurrence), and withdraws it once forgone', () => {
    const first = requested({ depositRequired: true, requestedAt: NOW });
    expect(reactions(unopenedPaymentReactor, recorded('BookingRequested', first.data))).toEqual([
      { kind: 'timer', at: '2026-11-22T17:01:00.000Z', commandId: `forgo-payment:${BOOKING_ID}`, target: `payment-${BOOKING_ID}`, type: 'ForgoPayment', data: { bookingId: BOOKING_ID, clientId: CLIENT_ID, referralCreditCents: first.data.price.referralCredit ?? 0 } },
    ]);
    const later = requested({ depositRequired: true, requestedAt: NOW, occurrence: 2 });
    expect(reactions(unopenedPaymentReactor, recorded('BookingRequested', later.data))).toMatchObject([{ at: `2026-11-22T17:0${PAYMENT_OPEN_WINDOW_MINUTES.later}:00.000Z` }]);
    expect(reactions(unopenedPaymentReactor, recorded('BookingRequested', requested({ depositRequired: false }).data))).toEqual([]);
    expect(reactions(unopenedPaymentReactor, recorded('PaymentForgone', forgone.data))).toEqual([
      { kind: 'command', commandId: `withdraw:${PAY_BOOKING_ID}`, target: `booking-${PAY_BOOKING_ID}`, type: 'WithdrawBooking', data: { reason: 'payment_failed' } },
    ]);
  });
});
