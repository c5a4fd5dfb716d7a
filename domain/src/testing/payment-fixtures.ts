import { computeBookingPrice, type PriceBreakdown } from '../bookings/pricing';
import { SYSTEM_USER } from '../shared/decider';
import {
  chargePosting,
  earningPosting,
  feePosting,
  refundOwedPosting,
  refundPaidPosting,
  settlePending,
  type Posting,
} from '../payments/ledger';
import type { ChargeOutcome, PaymentCommand, RefundOutcome } from '../payments/payment-commands';
import { chargeIdOf, refundIdOf, type ChargeFailure, type ChargeKind, type PaymentEnding, type PaymentEvent } from '../payments/payment-events';
import type { PaymentStatus } from '../bookings/booking-limits';

/** Test data for the payment decider. Every instant is fixed. */

export const PAY_BOOKING_ID = 'b-1';
export const PAY_CLIENT_ID = 'user-client';
export const PAY_CLEANER_ID = 'user-cleaner';
export const CUSTOMER_ID = 'cus_1';
export const CARD = 'pm_card_visa';
export const AT = '2026-11-22T17:00:00.000Z';

/** $30 an hour for 4 hours, products supplied, first booking: every line of the price is there. */
export const PRICE: PriceBreakdown = computeBookingPrice({
  base: { kind: 'hourly', hourlyRateCents: 3_000, durationHours: 4 },
  cleanerBringsSupplies: true,
  emergency: false,
  firstBooking: true,
  serviceFeeCents: 500,
});

export const DEPOSIT_ID = chargeIdOf(PAY_BOOKING_ID, 'deposit', 1);
export const balanceId = (attempt: number) => chargeIdOf(PAY_BOOKING_ID, 'balance', attempt);
export const PI_DEPOSIT = 'pi_deposit';
export const piBalance = (attempt: number) => `pi_balance_${attempt}`;

const asSystem = { now: AT, userId: SYSTEM_USER };
const asClient = { now: AT, userId: PAY_CLIENT_ID };

export const open = (price: PriceBreakdown = PRICE, depositOffSession = false): PaymentCommand => ({
  type: 'OpenPayment',
  data: { bookingId: PAY_BOOKING_ID, clientId: PAY_CLIENT_ID, cleanerId: PAY_CLEANER_ID, customerId: CUSTOMER_ID, paymentMethodId: CARD, price, depositOffSession },
  metadata: asClient,
});
export const outcome = (chargeId: string, result: ChargeOutcome): PaymentCommand => ({ type: 'RecordChargeOutcome', data: { chargeId, outcome: result }, metadata: asSystem });
export const abandon = (chargeId: string): PaymentCommand => ({ type: 'AbandonCharge', data: { chargeId }, metadata: asSystem });
export const chargeBalance = (attempt: number | null, by: 'system' | 'client' = 'system', paymentMethodId: string | null = null): PaymentCommand => ({
  type: 'ChargeBalance',
  data: { attempt, offSession: by === 'system', paymentMethodId },
  metadata: by === 'system' ? asSystem : asClient,
});
export const end = (ending: PaymentEnding, feeCents = 0): PaymentCommand => ({ type: 'EndPayment', data: { ending, feeCents }, metadata: asSystem });
export const refundOutcome = (refundId: string, result: RefundOutcome): PaymentCommand => ({ type: 'RecordRefundOutcome', data: { refundId, outcome: result }, metadata: asSystem });

// Events, as the decider writes them.

export const opened = (price: PriceBreakdown = PRICE): PaymentEvent => ({
  type: 'PaymentOpened',
  data: { bookingId: PAY_BOOKING_ID, clientId: PAY_CLIENT_ID, cleanerId: PAY_CLEANER_ID, customerId: CUSTOMER_ID, paymentMethodId: CARD, price, openedAt: AT },
});
export const requested = (kind: ChargeKind, attempt: number, amountCents: number, offSession = kind === 'balance', paymentMethodId = CARD): PaymentEvent => {
  const chargeId = chargeIdOf(PAY_BOOKING_ID, kind, attempt);
  return {
    type: 'ChargeRequested',
    data: { bookingId: PAY_BOOKING_ID, chargeId, kind, attempt, amountCents, idempotencyKey: chargeId, customerId: CUSTOMER_ID, paymentMethodId, offSession, requestedAt: AT },
  };
};
export const actionRequired = (chargeId = DEPOSIT_ID, kind: ChargeKind = 'deposit'): PaymentEvent => ({
  type: 'ChargeActionRequired',
  data: { bookingId: PAY_BOOKING_ID, chargeId, kind, paymentIntentId: PI_DEPOSIT, clientSecret: `${PI_DEPOSIT}_secret`, at: AT },
});
export const succeeded = (chargeId: string, kind: ChargeKind, paymentIntentId: string, amountCents: number): PaymentEvent => ({
  type: 'ChargeSucceeded',
  data: { bookingId: PAY_BOOKING_ID, chargeId, kind, paymentIntentId, amountCents, at: AT },
});
export const failed = (chargeId: string, kind: ChargeKind, attempt: number, reason: ChargeFailure, paymentIntentId: string | null = null): PaymentEvent => ({
  type: 'ChargeFailed',
  data: { bookingId: PAY_BOOKING_ID, chargeId, kind, attempt, paymentIntentId, reason, at: AT },
});
export const ended = (ending: PaymentEnding, feeKeptCents = 0): PaymentEvent => ({ type: 'PaymentEnded', data: { bookingId: PAY_BOOKING_ID, ending, feeKeptCents, at: AT } });
export const refundRequested = (chargeId: string, paymentIntentId: string, amountCents: number, ordinal = 1): PaymentEvent => {
  const refundId = refundIdOf(chargeId, ordinal);
  return { type: 'RefundRequested', data: { bookingId: PAY_BOOKING_ID, refundId, chargeId, paymentIntentId, amountCents, idempotencyKey: refundId, requestedAt: AT } };
};
export const refundSucceeded = (refundId: string, amountCents: number): PaymentEvent => ({
  type: 'RefundSucceeded',
  data: { bookingId: PAY_BOOKING_ID, refundId, providerRefundId: `re_${refundId}`, amountCents, at: AT },
});
export const posted = (posting: Posting): PaymentEvent => ({ type: 'LedgerPosted', data: { ...posting, bookingId: PAY_BOOKING_ID, at: AT } });
export const status = (value: PaymentStatus): PaymentEvent => ({ type: 'PaymentStatusChanged', data: { bookingId: PAY_BOOKING_ID, status: value, at: AT } });

export const earning = (price: PriceBreakdown = PRICE) => earningPosting(`earning:${PAY_BOOKING_ID}`, price, PAY_CLEANER_ID);
export const postings = {
  charge: (chargeId: string, amountCents: number) => posted(chargePosting(`charge:${chargeId}`, amountCents)),
  earning: (price: PriceBreakdown = PRICE) => posted(earning(price)),
  earningPost: (price: PriceBreakdown = PRICE) => posted(settlePending(`earning-post:${PAY_BOOKING_ID}`, earning(price), 'post')),
  earningVoid: (price: PriceBreakdown = PRICE) => posted(settlePending(`earning-void:${PAY_BOOKING_ID}`, earning(price), 'void')),
  fee: (amountCents: number) => posted(feePosting(`fee:${PAY_BOOKING_ID}`, amountCents, PAY_CLEANER_ID)),
  refundOwed: (refundId: string, amountCents: number) => posted(refundOwedPosting(`refund-owed:${refundId}`, amountCents)),
  refundPaid: (refundId: string, amountCents: number) => posted(refundPaidPosting(`refund-paid:${refundId}`, amountCents)),
};

/** The history of a payment whose deposit went through. */
export const depositPaid = (price: PriceBreakdown = PRICE): PaymentEvent[] => [
  opened(price),
  requested('deposit', 1, price.deposit, false),
  status('initial_pending'),
  succeeded(DEPOSIT_ID, 'deposit', PI_DEPOSIT, price.deposit),
  postings.charge(DEPOSIT_ID, price.deposit),
  postings.earning(price),
  status('initial_completed'),
];
