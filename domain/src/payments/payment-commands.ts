import type { PriceBreakdown } from '../bookings/pricing';
import type { Command } from '../shared/decider';
import type { ChargeFailure, PaymentEnding } from './payment-events';

/**
 * Commands on a payment stream. Outcomes come from the provider (through the gateway's answer, a webhook, or a read
 * of the provider's object), in any order and any number of times: the decider acts on the first that settles a
 * charge or refund and ignores the rest.
 */

export type ChargeOutcome =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'requires_action'; paymentIntentId: string; clientSecret: string }
  | { status: 'failed'; paymentIntentId: string | null; reason: ChargeFailure }
  | { status: 'processing'; paymentIntentId: string };

export type RefundOutcome =
  | { status: 'succeeded'; providerRefundId: string }
  | { status: 'pending'; providerRefundId: string }
  | { status: 'failed'; providerRefundId: string | null; reason: string };

/**
 * The client books: the payment opens and asks for the deposit at once (half of the final price), with the client
 * there (on-session), or with the card they just saved for the later occurrences of a series (off-session).
 */
export type OpenPayment = Command<
  'OpenPayment',
  {
    bookingId: string;
    clientId: string;
    cleanerId: string;
    customerId: string;
    paymentMethodId: string;
    price: PriceBreakdown;
    depositOffSession: boolean;
  }
>;
export type RecordChargeOutcome = Command<'RecordChargeOutcome', { chargeId: string; outcome: ChargeOutcome }>;
/** 3-D Secure not completed in time (a timer): the deposit fails and the request is withdrawn. */
export type AbandonCharge = Command<'AbandonCharge', { chargeId: string }>;
/**
 * Charges what is left after the service: off-session by the timer with the saved card, or on-session from the pay
 * page (the client is there, with the same or another card).
 */
/**
 * `attempt`: the timers' numbered attempts (a second delivery of one changes nothing); null from the pay page, with the
 * client there: the next attempt, whichever it is.
 */
export type ChargeBalance = Command<'ChargeBalance', { attempt: number | null; offSession: boolean; paymentMethodId: string | null }>;
/** The booking ended before its service: the earning is voided, the fee kept, the rest refunded. */
export type EndPayment = Command<'EndPayment', { ending: PaymentEnding; feeCents: number }>;
export type RecordRefundOutcome = Command<'RecordRefundOutcome', { refundId: string; outcome: RefundOutcome }>;
/**
 * A refund after the service, decided by an admin on a dispute (`refundKey`: `dispute:<disputeId>`, one refund per
 * key): from the charges that succeeded, never beyond what was paid and not yet refunded, once the earning is posted.
 */
export type RefundAfterService = Command<'RefundAfterService', { refundKey: string; amountCents: number }>;

/**
 * A timer, a minute after the request: a request whose payment was never opened (the process that took it stopped
 * between the two writes) has its payment closed before it opens, so the booking is withdrawn and its time freed, and
 * an open arriving after it is refused. An opened payment makes it a no-op.
 */
export type ForgoPayment = Command<'ForgoPayment', { bookingId: string; clientId: string; referralCreditCents: number }>;

export type PaymentCommand = OpenPayment | RecordChargeOutcome | AbandonCharge | ChargeBalance | EndPayment | RecordRefundOutcome | RefundAfterService | ForgoPayment;
export type PaymentCommandType = PaymentCommand['type'];
