import type { BookingCancelled, BookingRequested } from '../bookings/booking-events';
import { BOOKING_ENDINGS } from '../bookings/booking-reactors';
import { bookingTarget } from '../bookings/booking-targets';
import { addMinutes } from '../shared/quebec-time';
import type { RecordedEvent } from '../event-store/event-store';
import { command, effect, timer, type Reactor } from '../shared/reactor';
import { AUTHENTICATION_WINDOW_MINUTES, BALANCE_AUTOMATIC_ATTEMPTS, BALANCE_RETRY_DELAYS_HOURS } from './payment';
import type { ChargeActionRequired, ChargeFailed, ChargeRequested, ChargeSucceeded, PaymentEnding, PaymentForgone, RefundRequested } from './payment-events';
import { paymentTarget } from './payment-targets';

/** The outside calls the payment reactors ask for; the workers register an adapter for each. */
export const PAYMENT_EFFECTS = { charge: 'payments.charge', refund: 'payments.refund' } as const;
export type ChargeEffect = { bookingId: string; chargeId: string };
export type RefundEffect = { bookingId: string; refundId: string };

const bookingIdOf = (event: RecordedEvent) => event.streamId.slice(event.streamId.indexOf('-') + 1);

/**
 * Sends each charge and refund the payment asked for to the provider, with the idempotency key recorded in the
 * event: after a crash between the call and its record, the call is made again and the provider answers the same.
 */
export const paymentGatewayReactor: Reactor = {
  name: 'payment-gateway',
  eventTypes: ['ChargeRequested', 'RefundRequested'],
  react(event) {
    if (event.type === 'ChargeRequested') {
      const { bookingId, chargeId } = event.data as ChargeRequested['data'];
      return [effect(`charge:${chargeId}`, PAYMENT_EFFECTS.charge, { bookingId, chargeId } satisfies ChargeEffect)];
    }
    const { bookingId, refundId } = event.data as RefundRequested['data'];
    return [effect(`refund:${refundId}`, PAYMENT_EFFECTS.refund, { bookingId, refundId } satisfies RefundEffect)];
  },
};

/**
 * The deposit decides whether the request reaches the cleaner: paid, it does; failed, the request is withdrawn (and
 * its time freed by the free-slot reactor); waiting for 3-D Secure, it is given 15 minutes.
 */
export const depositOutcomeReactor: Reactor = {
  name: 'deposit-outcome',
  eventTypes: ['ChargeSucceeded', 'ChargeFailed', 'ChargeActionRequired'],
  react(event) {
    const data = event.data as (ChargeSucceeded | ChargeFailed | ChargeActionRequired)['data'];
    if (data.kind !== 'deposit') return [];
    const { bookingId } = data;
    switch (event.type) {
      case 'ChargeSucceeded':
        return [command(`deposit-paid:${bookingId}`, bookingTarget(bookingId), 'ConfirmDeposit', {})];
      case 'ChargeFailed':
        return [command(`withdraw:${bookingId}`, bookingTarget(bookingId), 'WithdrawBooking', { reason: 'payment_failed' })];
      default: {
        const { chargeId, at } = data as ChargeActionRequired['data'];
        return [timer(addMinutes(at, AUTHENTICATION_WINDOW_MINUTES), `abandon:${chargeId}`, paymentTarget(bookingId), 'AbandonCharge', { chargeId })];
      }
    }
  },
};

const ENDINGS: Record<(typeof BOOKING_ENDINGS)[number], PaymentEnding> = {
  BookingCancelled: 'cancelled',
  BookingDeclined: 'declined',
  BookingExpired: 'expired',
  BookingProposalDeclined: 'proposal_declined',
  BookingWithdrawn: 'withdrawn',
};

/** A booking that ends before its service settles its payment: fee kept (late cancellation), the rest refunded. */
export const endPaymentReactor: Reactor = {
  name: 'end-payment',
  eventTypes: BOOKING_ENDINGS,
  react(event) {
    const ending = ENDINGS[event.type as keyof typeof ENDINGS];
    const feeCents = event.type === 'BookingCancelled' ? (event.data as BookingCancelled['data']).feeCents : 0;
    const bookingId = bookingIdOf(event);
    return [command(`end-payment:${bookingId}`, paymentTarget(bookingId), 'EndPayment', { ending, feeCents })];
  },
};

/**
 * The balance is charged off-session once the service is done, with the card saved at the deposit; a failure is
 * tried again after 1 h, 24 h and 72 h (the client can also pay from the pay page at any time).
 */
export const balanceReactor: Reactor = {
  name: 'charge-balance',
  eventTypes: ['BookingCompleted', 'ChargeFailed'],
  react(event) {
    if (event.type === 'BookingCompleted') {
      const bookingId = bookingIdOf(event);
      const { completedAt } = event.data as { completedAt: string };
      return [timer(completedAt, `balance:${bookingId}:1`, paymentTarget(bookingId), 'ChargeBalance', { attempt: 1, offSession: true, paymentMethodId: null })];
    }
    const { kind, attempt, reason, bookingId, at } = event.data as ChargeFailed['data'];
    if (kind !== 'balance' || reason === 'booking_ended' || attempt >= BALANCE_AUTOMATIC_ATTEMPTS) return [];
    const delayHours = BALANCE_RETRY_DELAYS_HOURS[attempt - 1] ?? BALANCE_RETRY_DELAYS_HOURS[0];
    return [
      timer(addMinutes(at, delayHours * 60), `balance:${bookingId}:${attempt + 1}`, paymentTarget(bookingId), 'ChargeBalance', {
        attempt: attempt + 1,
        offSession: true,
        paymentMethodId: null,
      }),
    ];
  },
};

/**
 * How long a request may wait for its payment to open. The request opens the first occurrence's payment right after
 * its bookings, in the same HTTP call, with no outside call in between; the later occurrences of a series after the
 * first deposit's provider call (the Stripe gateway gives up after 30 s and two retries). A payment still unopened
 * after this was interrupted: the process stopped between the two writes.
 */
export const PAYMENT_OPEN_WINDOW_MINUTES = { first: 1, later: 3 } as const;

/**
 * A booking and its payment are two writes: a request whose process stopped between them would hold the cleaner's
 * time for 24 h with nothing charged. Each request with a deposit sets a timer; if its payment is still unopened then,
 * the payment is closed before it opens (the payment stream decides: an open racing with it loses, or wins and the
 * timer does nothing), and the request is withdrawn — its time freed by the free-slot reactor.
 */
export const unopenedPaymentReactor: Reactor = {
  name: 'unopened-payment',
  eventTypes: ['BookingRequested', 'PaymentForgone'],
  react(event) {
    if (event.type === 'BookingRequested') {
      const { bookingId, clientId, depositRequired, price, requestedAt, occurrence } = event.data as BookingRequested['data'];
      if (!depositRequired) return [];
      const referralCreditCents = price.referralCredit ?? 0;
      const window = occurrence > 1 ? PAYMENT_OPEN_WINDOW_MINUTES.later : PAYMENT_OPEN_WINDOW_MINUTES.first;
      return [timer(addMinutes(requestedAt, window), `forgo-payment:${bookingId}`, paymentTarget(bookingId), 'ForgoPayment', { bookingId, clientId, referralCreditCents })];
    }
    const { bookingId } = event.data as PaymentForgone['data'];
    return [command(`withdraw:${bookingId}`, bookingTarget(bookingId), 'WithdrawBooking', { reason: 'payment_failed' })];
  },
};

export const paymentReactors: readonly Reactor[] = [paymentGatewayReactor, depositOutcomeReactor, endPaymentReactor, balanceReactor, unopenedPaymentReactor];
