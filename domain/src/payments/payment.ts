import type { PaymentStatus } from '../bookings/booking-limits';
import type { PriceBreakdown } from '../bookings/pricing';
import type { Posting } from './ledger';
import type { ChargeFailure, ChargeKind, PaymentEnding, PaymentEvent } from './payment-events';

export type Charge = {
  chargeId: string;
  kind: ChargeKind;
  attempt: number;
  amountCents: number;
  idempotencyKey: string;
  customerId: string;
  paymentMethodId: string;
  offSession: boolean;
  status: 'requested' | 'requires_action' | 'succeeded' | 'failed';
  paymentIntentId: string | null;
  clientSecret: string | null;
  reason: ChargeFailure | null;
};

export type Refund = {
  refundId: string;
  chargeId: string;
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
  status: 'requested' | 'succeeded' | 'failed';
  providerRefundId: string | null;
};

/** No payment; `forgone` once closed before it opened (its request was interrupted): it can no longer open. */
export type NoPayment = { status: 'none'; forgone?: true };
export type OpenPayment = {
  status: 'open';
  bookingId: string;
  clientId: string;
  cleanerId: string;
  customerId: string;
  paymentMethodId: string;
  price: PriceBreakdown;
  charges: Charge[];
  refunds: Refund[];
  postings: Posting[];
  ending: { ending: PaymentEnding; feeKeptCents: number } | null;
  paymentStatus: PaymentStatus;
};
export type PaymentState = NoPayment | OpenPayment;

export const initialPaymentState: PaymentState = { status: 'none' };

const updateCharge = (state: OpenPayment, chargeId: string, change: Partial<Charge>): OpenPayment => ({
  ...state,
  charges: state.charges.map((charge) => (charge.chargeId === chargeId ? { ...charge, ...change } : charge)),
});
const updateRefund = (state: OpenPayment, refundId: string, change: Partial<Refund>): OpenPayment => ({
  ...state,
  refunds: state.refunds.map((refund) => (refund.refundId === refundId ? { ...refund, ...change } : refund)),
});

export const evolvePayment = (state: PaymentState, event: PaymentEvent): PaymentState => {
  if (state.status === 'none') {
    if (event.type === 'PaymentForgone') return { status: 'none', forgone: true };
    if (event.type !== 'PaymentOpened') return state;
    const { bookingId, clientId, cleanerId, customerId, paymentMethodId, price } = event.data;
    return {
      status: 'open', bookingId, clientId, cleanerId, customerId, paymentMethodId, price,
      charges: [], refunds: [], postings: [], ending: null, paymentStatus: 'initial_pending',
    };
  }
  switch (event.type) {
    case 'PaymentOpened':
      return state;
    case 'ChargeRequested': {
      const { chargeId, kind, attempt, amountCents, idempotencyKey, customerId, paymentMethodId, offSession } = event.data;
      const charge: Charge = {
        chargeId, kind, attempt, amountCents, idempotencyKey, customerId, paymentMethodId, offSession,
        status: 'requested', paymentIntentId: null, clientSecret: null, reason: null,
      };
      return { ...state, charges: [...state.charges, charge] };
    }
    case 'ChargeActionRequired':
      return updateCharge(state, event.data.chargeId, { status: 'requires_action', paymentIntentId: event.data.paymentIntentId, clientSecret: event.data.clientSecret });
    case 'ChargeSucceeded':
      return updateCharge(state, event.data.chargeId, { status: 'succeeded', paymentIntentId: event.data.paymentIntentId, clientSecret: null, reason: null });
    case 'ChargeFailed':
      return updateCharge(state, event.data.chargeId, { status: 'failed', paymentIntentId: event.data.paymentIntentId, clientSecret: null, reason: event.data.reason });
    case 'PaymentEnded':
      return { ...state, ending: { ending: event.data.ending, feeKeptCents: event.data.feeKeptCents } };
    case 'RefundRequested': {
      const { refundId, chargeId, paymentIntentId, amountCents, idempotencyKey } = event.data;
      return { ...state, refunds: [...state.refunds, { refundId, chargeId, paymentIntentId, amountCents, idempotencyKey, status: 'requested', providerRefundId: null }] };
    }
    case 'RefundSucceeded':
      return updateRefund(state, event.data.refundId, { status: 'succeeded', providerRefundId: event.data.providerRefundId });
    case 'RefundFailed':
      return updateRefund(state, event.data.refundId, { status: 'failed', providerRefundId: event.data.providerRefundId });
    case 'LedgerPosted': {
      const { postingId, phase, pendingId, lines } = event.data;
      return { ...state, postings: [...state.postings, { postingId, phase, pendingId, lines }] };
    }
    case 'PaymentStatusChanged':
      return { ...state, paymentStatus: event.data.status };
    case 'PaymentForgone':
      return state;
    default: {
      const _never: never = event;
      return state;
    }
  }
};

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** The money of a payment, in cents, as the screens and the property tests read it. */
export function paymentAmounts(state: OpenPayment) {
  const paid = sum(state.charges.filter((charge) => charge.status === 'succeeded').map((charge) => charge.amountCents));
  const refundDecided = sum(state.refunds.filter((refund) => refund.status !== 'failed').map((refund) => refund.amountCents));
  const refunded = sum(state.refunds.filter((refund) => refund.status === 'succeeded').map((refund) => refund.amountCents));
  const feeKept = state.ending?.feeKeptCents ?? 0;
  // After an ending nothing more is due; before it, what is left of the final price (the balance after the service).
  const due = state.ending ? 0 : Math.max(0, state.price.finalPrice - paid);
  return { paid, refunded, refundPending: refundDecided - refunded, refundDecided, feeKept, due };
}

/** The pending earning posting and what became of it. */
export function earningOf(state: OpenPayment): { pending: Posting | null; settled: 'post' | 'void' | null } {
  const pending = state.postings.find((posting) => posting.phase === 'pending') ?? null;
  if (!pending) return { pending: null, settled: null };
  const settled = state.postings.find((posting) => posting.pendingId === pending.postingId);
  return { pending, settled: settled ? (settled.phase as 'post' | 'void') : null };
}

/** The service paid in full: its earning posted (a refund after the service waits for it). */
export const isServicePaid = (state: OpenPayment): boolean => earningOf(state).settled === 'post';

/** After the first try and three automatic retries (1 h, 24 h and 72 h later), only the pay page is left. */
export const BALANCE_RETRY_DELAYS_HOURS = [1, 24, 72] as const;
export const BALANCE_AUTOMATIC_ATTEMPTS = BALANCE_RETRY_DELAYS_HOURS.length + 1;
/** 3-D Secure not completed within this time: the request is withdrawn and the slot freed. */
export const AUTHENTICATION_WINDOW_MINUTES = 15;

/**
 * The SPEC's payment status of a payment's state (docs/api/payments.md has the table). Derived, never stored apart:
 * the decider appends `PaymentStatusChanged` whenever a command changes it.
 */
export function paymentStatusOf(state: OpenPayment): PaymentStatus {
  const { paid, refundDecided, feeKept } = paymentAmounts(state);
  const deposits = state.charges.filter((charge) => charge.kind === 'deposit');
  const balances = state.charges.filter((charge) => charge.kind === 'balance');
  if (state.ending) {
    if (paid === 0) return deposits.some((charge) => charge.status === 'failed') ? 'initial_failed' : 'refunded';
    if (feeKept > 0) return refundDecided > 0 ? 'final_partially_refunded' : 'completed';
    return 'refunded';
  }
  if (!deposits.some((charge) => charge.status === 'succeeded')) {
    return deposits.at(-1)?.status === 'failed' ? 'initial_failed' : 'initial_pending';
  }
  const balance = balances.at(-1);
  if (!balance) return 'initial_completed';
  switch (balance.status) {
    case 'requested':
    case 'requires_action':
      return 'final_pending';
    case 'succeeded':
      // Refunded after the service (a dispute's decision): all of it, or in part.
      if (refundDecided > 0) return refundDecided >= paid ? 'final_refunded' : 'final_partially_refunded';
      return 'fully_paid';
    case 'failed':
      return balance.attempt >= BALANCE_AUTOMATIC_ATTEMPTS ? 'failed' : 'final_failed';
  }
}
