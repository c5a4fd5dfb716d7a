import type { PaymentStatus } from '../bookings/booking-limits';
import type { PriceBreakdown } from '../bookings/pricing';
import type { DomainEvent } from '../shared/decider';
import type { Posting } from './ledger';

/**
 * Events of a booking's payment stream (`payment-<bookingId>`): the charges and refunds asked of the provider and
 * their outcomes, and the ledger postings they cause (the ledger lives in the payment stream: one stream, one
 * consistency boundary, so a charge and its posting are appended together). Ids, amounts, states and instants only.
 */

export type ChargeKind = 'deposit' | 'balance';

/** Why a charge failed: the provider's reasons, and the two the product decides itself. */
export const CHARGE_FAILURES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'authentication_required',
  'authentication_failed',
  'processing_error',
  /** The provider does not know the card given (a mistyped test id, say). */
  'invalid_payment_method',
  /** 3-D Secure not completed within 15 minutes. */
  'authentication_timeout',
  /** The booking ended while the charge waited for the client. */
  'booking_ended',
] as const;
export type ChargeFailure = (typeof CHARGE_FAILURES)[number];

/** How a booking ended before its service, as the payment sees it. */
export const PAYMENT_ENDINGS = ['declined', 'expired', 'proposal_declined', 'cancelled', 'withdrawn'] as const;
export type PaymentEnding = (typeof PAYMENT_ENDINGS)[number];

export type PaymentOpened = DomainEvent<
  'PaymentOpened',
  { bookingId: string; clientId: string; cleanerId: string; customerId: string; paymentMethodId: string; price: PriceBreakdown; openedAt: string }
>;
export type ChargeRequested = DomainEvent<
  'ChargeRequested',
  {
    bookingId: string;
    chargeId: string;
    kind: ChargeKind;
    attempt: number;
    amountCents: number;
    /** Sent with the provider call: the same key is the same charge, however often it is sent. */
    idempotencyKey: string;
    customerId: string;
    paymentMethodId: string;
    offSession: boolean;
    requestedAt: string;
  }
>;
export type ChargeActionRequired = DomainEvent<
  'ChargeActionRequired',
  { bookingId: string; chargeId: string; kind: ChargeKind; paymentIntentId: string; clientSecret: string; at: string }
>;
export type ChargeSucceeded = DomainEvent<
  'ChargeSucceeded',
  { bookingId: string; chargeId: string; kind: ChargeKind; paymentIntentId: string; amountCents: number; at: string }
>;
export type ChargeFailed = DomainEvent<
  'ChargeFailed',
  { bookingId: string; chargeId: string; kind: ChargeKind; attempt: number; paymentIntentId: string | null; reason: ChargeFailure; at: string }
>;
export type PaymentEnded = DomainEvent<'PaymentEnded', { bookingId: string; ending: PaymentEnding; feeKeptCents: number; at: string }>;
export type RefundRequested = DomainEvent<
  'RefundRequested',
  { bookingId: string; refundId: string; chargeId: string; paymentIntentId: string; amountCents: number; idempotencyKey: string; requestedAt: string }
>;
export type RefundSucceeded = DomainEvent<'RefundSucceeded', { bookingId: string; refundId: string; providerRefundId: string; amountCents: number; at: string }>;
export type RefundFailed = DomainEvent<'RefundFailed', { bookingId: string; refundId: string; providerRefundId: string | null; reason: string; at: string }>;
export type LedgerPosted = DomainEvent<'LedgerPosted', Posting & { bookingId: string; at: string }>;
export type PaymentStatusChanged = DomainEvent<'PaymentStatusChanged', { bookingId: string; status: PaymentStatus; at: string }>;
/** The request's payment was never opened: closed before it opens (see ForgoPayment). Nothing was charged. */
export type PaymentForgone = DomainEvent<'PaymentForgone', { bookingId: string; clientId: string; referralCreditCents: number; at: string }>;

export type PaymentEvent =
  | PaymentOpened
  | ChargeRequested
  | ChargeActionRequired
  | ChargeSucceeded
  | ChargeFailed
  | PaymentEnded
  | RefundRequested
  | RefundSucceeded
  | RefundFailed
  | LedgerPosted
  | PaymentStatusChanged
  | PaymentForgone;

export type PaymentEventType = PaymentEvent['type'];

export const paymentEventTypes = [
  'PaymentOpened', 'ChargeRequested', 'ChargeActionRequired', 'ChargeSucceeded', 'ChargeFailed', 'PaymentEnded',
  'RefundRequested', 'RefundSucceeded', 'RefundFailed', 'LedgerPosted', 'PaymentStatusChanged', 'PaymentForgone',
] as const satisfies readonly PaymentEventType[];

// Fails to compile when an event type is missing from the list above.
const _everyTypeListed: [Exclude<PaymentEventType, (typeof paymentEventTypes)[number]>] extends [never] ? true : never = true;

export const paymentStream = (bookingId: string): string => `payment-${bookingId}`;

/** Idempotency keys derive from the booking and the step (ARCHITECTURE 4b), never from a clock or a random number. */
export const chargeIdOf = (bookingId: string, kind: ChargeKind, attempt: number): string => `${bookingId}:${kind}:${attempt}`;
export const refundIdOf = (chargeId: string, ordinal: number): string => `${chargeId}:refund:${ordinal}`;
