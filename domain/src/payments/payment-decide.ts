import { SYSTEM_USER, type CommandMetadata, type Decider } from '../shared/decider';
import {
  chargePosting,
  earningPosting,
  feePosting,
  refundOwedPosting,
  refundPaidPosting,
  serviceRefundPosting,
  settlePending,
  type Posting,
} from './ledger';
import { earningOf, evolvePayment, initialPaymentState, isServicePaid, paymentAmounts, paymentStatusOf, type Charge, type OpenPayment, type PaymentState } from './payment';
import type { ChargeBalance, EndPayment, OpenPayment as OpenPaymentCommand, PaymentCommand, RecordChargeOutcome, RecordRefundOutcome, RefundAfterService } from './payment-commands';
import {
  BalanceNotDueYetError,
  ChargeInProgressError,
  ChargeNotFoundError,
  InvalidAmountError,
  NothingDueError,
  PaymentAccessDeniedError,
  PaymentAlreadyOpenError,
  PaymentForgoneError,
  PaymentNotFoundError,
  RefundBeforeServicePaidError,
  RefundNotFoundError,
} from './payment-errors';
import { chargeIdOf, refundIdOf, type ChargeKind, type PaymentEvent } from './payment-events';

/** The payment decider: charges, refunds and their ledger postings. Pure; every posting is checked balanced. */

const open = (state: PaymentState): OpenPayment => {
  if (state.status === 'none') throw new PaymentNotFoundError();
  return state;
};
const bySystem = (metadata: CommandMetadata) => {
  if (metadata.userId !== SYSTEM_USER) throw new PaymentAccessDeniedError();
};
const chargeOf = (state: OpenPayment, chargeId: string): Charge => {
  const charge = state.charges.find((candidate) => candidate.chargeId === chargeId);
  if (!charge) throw new ChargeNotFoundError();
  return charge;
};
const posted = (bookingId: string, posting: Posting, at: string): PaymentEvent => ({ type: 'LedgerPosted', data: { ...posting, bookingId, at } });

const chargeRequested = (state: Pick<OpenPayment, 'bookingId' | 'customerId'>, kind: ChargeKind, attempt: number, amountCents: number, paymentMethodId: string, offSession: boolean, at: string): PaymentEvent => {
  const chargeId = chargeIdOf(state.bookingId, kind, attempt);
  return {
    type: 'ChargeRequested',
    data: { bookingId: state.bookingId, chargeId, kind, attempt, amountCents, idempotencyKey: chargeId, customerId: state.customerId, paymentMethodId, offSession, requestedAt: at },
  };
};

/**
 * Refunds `amountCents` from the charges that succeeded, the latest first, each never beyond what it took. Each is owed
 * from the client's held money (`refundOwedPosting`) unless `owedBy` says the caller posts what bears it itself.
 */
function refunds(state: OpenPayment, amountCents: number, at: string, owedBy: 'held-funds' | 'posted-apart' = 'held-funds'): PaymentEvent[] {
  const events: PaymentEvent[] = [];
  let left = amountCents;
  for (const charge of [...state.charges].reverse()) {
    if (left === 0) break;
    if (charge.status !== 'succeeded' || charge.paymentIntentId === null) continue;
    const already = state.refunds.filter((refund) => refund.chargeId === charge.chargeId);
    const refundable = charge.amountCents - already.filter((refund) => refund.status !== 'failed').reduce((total, refund) => total + refund.amountCents, 0);
    const amount = Math.min(left, refundable);
    if (amount <= 0) continue;
    const refundId = refundIdOf(charge.chargeId, already.length + 1);
    events.push({ type: 'RefundRequested', data: { bookingId: state.bookingId, refundId, chargeId: charge.chargeId, paymentIntentId: charge.paymentIntentId, amountCents: amount, idempotencyKey: refundId, requestedAt: at } });
    if (owedBy === 'held-funds') events.push(posted(state.bookingId, refundOwedPosting(`refund-owed:${refundId}`, amount), at));
    left -= amount;
  }
  return events;
}

const openPayment = ({ data, metadata }: OpenPaymentCommand, state: PaymentState): PaymentEvent[] => {
  if (state.status !== 'none') throw new PaymentAlreadyOpenError();
  if (state.forgone) throw new PaymentForgoneError();
  if (metadata.userId !== data.clientId) throw new PaymentAccessDeniedError();
  const { price } = data;
  if (!Number.isSafeInteger(price.deposit) || price.deposit <= 0 || price.deposit + price.balance !== price.finalPrice) throw new InvalidAmountError();
  const { depositOffSession, ...opened } = data;
  return [
    { type: 'PaymentOpened', data: { ...opened, openedAt: metadata.now } },
    chargeRequested(data, 'deposit', 1, price.deposit, data.paymentMethodId, depositOffSession, metadata.now),
  ];
};

/** Our own failures (timed out, booking ended) yield to a success the provider reports later: that money was taken. */
const OWN_FAILURES = new Set(['authentication_timeout', 'booking_ended']);

const recordChargeOutcome = ({ data, metadata }: RecordChargeOutcome, state: PaymentState): PaymentEvent[] => {
  const payment = open(state);
  const charge = chargeOf(payment, data.chargeId);
  const { outcome } = data;
  const { bookingId } = payment;
  const at = metadata.now;
  const settled = charge.status === 'succeeded' || (charge.status === 'failed' && !(outcome.status === 'succeeded' && OWN_FAILURES.has(charge.reason ?? '')));
  if (settled || outcome.status === 'processing') return [];
  switch (outcome.status) {
    case 'requires_action':
      if (charge.status !== 'requested') return [];
      return [{ type: 'ChargeActionRequired', data: { bookingId, chargeId: charge.chargeId, kind: charge.kind, paymentIntentId: outcome.paymentIntentId, clientSecret: outcome.clientSecret, at } }];
    case 'failed':
      return [{ type: 'ChargeFailed', data: { bookingId, chargeId: charge.chargeId, kind: charge.kind, attempt: charge.attempt, paymentIntentId: outcome.paymentIntentId, reason: outcome.reason, at } }];
    case 'succeeded': {
      const events: PaymentEvent[] = [
        { type: 'ChargeSucceeded', data: { bookingId, chargeId: charge.chargeId, kind: charge.kind, paymentIntentId: outcome.paymentIntentId, amountCents: charge.amountCents, at } },
        posted(bookingId, chargePosting(`charge:${charge.chargeId}`, charge.amountCents), at),
      ];
      const after = events.reduce(evolveOpen, payment);
      if (after.ending) return [...events, ...refunds(after, charge.amountCents, at)];
      const earning = earningOf(after);
      if (!earning.pending) events.push(posted(bookingId, earningPosting(`earning:${bookingId}`, payment.price, payment.cleanerId), at));
      else if (earning.settled === null && paymentAmounts(after).due === 0) events.push(posted(bookingId, settlePending(`earning-post:${bookingId}`, earning.pending, 'post'), at));
      return events;
    }
  }
};

const chargeBalance = ({ data, metadata }: ChargeBalance, state: PaymentState): PaymentEvent[] => {
  const payment = open(state);
  if (metadata.userId !== SYSTEM_USER && metadata.userId !== payment.clientId) throw new PaymentAccessDeniedError();
  const { due } = paymentAmounts(payment);
  if (payment.ending || due === 0) throw new NothingDueError();
  if (!payment.charges.some((charge) => charge.kind === 'deposit' && charge.status === 'succeeded')) throw new BalanceNotDueYetError();
  const balances = payment.charges.filter((charge) => charge.kind === 'balance');
  if (balances.some((charge) => charge.status === 'requested' || charge.status === 'requires_action')) throw new ChargeInProgressError();
  // A timer's attempt already made (the client paid from the pay page meanwhile) changes nothing.
  if (data.attempt !== null && data.attempt <= balances.length) return [];
  const paymentMethodId = data.paymentMethodId ?? payment.paymentMethodId;
  return [chargeRequested(payment, 'balance', balances.length + 1, due, paymentMethodId, data.offSession, metadata.now)];
};

const endPayment = ({ data, metadata }: EndPayment, state: PaymentState): PaymentEvent[] => {
  bySystem(metadata);
  const payment = open(state);
  if (payment.ending) return [];
  const { bookingId } = payment;
  const at = metadata.now;
  const { paid } = paymentAmounts(payment);
  const events: PaymentEvent[] = [];
  for (const charge of payment.charges) {
    if (charge.status === 'requires_action') {
      events.push({ type: 'ChargeFailed', data: { bookingId, chargeId: charge.chargeId, kind: charge.kind, attempt: charge.attempt, paymentIntentId: charge.paymentIntentId, reason: 'booking_ended', at } });
    }
  }
  const earning = earningOf(payment);
  if (earning.pending && earning.settled === null) events.push(posted(bookingId, settlePending(`earning-void:${bookingId}`, earning.pending, 'void'), at));
  // The fee is kept from what was paid, never more: a client is not charged again after cancelling (payments.md).
  const feeKeptCents = Math.min(Math.max(0, data.feeCents), paid);
  if (feeKeptCents > 0) events.push(posted(bookingId, feePosting(`fee:${bookingId}`, feeKeptCents, payment.cleanerId), at));
  events.push({ type: 'PaymentEnded', data: { bookingId, ending: data.ending, feeKeptCents, at } });
  return [...events, ...refunds(payment, paid - feeKeptCents, at)];
};

/** The posting id of a refund after the service: one per key, so a second decision or delivery refunds nothing more. */
export const serviceRefundPostingId = (refundKey: string): string => `service-refund:${refundKey}`;

const refundAfterService = ({ data, metadata }: RefundAfterService, state: PaymentState): PaymentEvent[] => {
  bySystem(metadata);
  const payment = open(state);
  const postingId = serviceRefundPostingId(data.refundKey);
  if (payment.postings.some((posting) => posting.postingId === postingId)) return [];
  if (!isServicePaid(payment)) throw new RefundBeforeServicePaidError();
  const { paid, refundDecided } = paymentAmounts(payment);
  if (!Number.isSafeInteger(data.amountCents) || data.amountCents <= 0 || data.amountCents > paid - refundDecided) throw new InvalidAmountError();
  const at = metadata.now;
  return [
    posted(payment.bookingId, serviceRefundPosting(postingId, payment.price, data.amountCents, payment.cleanerId), at),
    ...refunds(payment, data.amountCents, at, 'posted-apart'),
  ];
};

const recordRefundOutcome = ({ data, metadata }: RecordRefundOutcome, state: PaymentState): PaymentEvent[] => {
  const payment = open(state);
  const refund = payment.refunds.find((candidate) => candidate.refundId === data.refundId);
  if (!refund) throw new RefundNotFoundError();
  const { outcome } = data;
  if (refund.status !== 'requested' || outcome.status === 'pending') return [];
  const { bookingId } = payment;
  if (outcome.status === 'failed') {
    return [{ type: 'RefundFailed', data: { bookingId, refundId: refund.refundId, providerRefundId: outcome.providerRefundId, reason: outcome.reason, at: metadata.now } }];
  }
  return [
    { type: 'RefundSucceeded', data: { bookingId, refundId: refund.refundId, providerRefundId: outcome.providerRefundId, amountCents: refund.amountCents, at: metadata.now } },
    posted(bookingId, refundPaidPosting(`refund-paid:${refund.refundId}`, refund.amountCents), metadata.now),
  ];
};

const decideEvents = (command: PaymentCommand, state: PaymentState): PaymentEvent[] => {
  switch (command.type) {
    case 'OpenPayment':
      return openPayment(command, state);
    case 'RecordChargeOutcome':
      return recordChargeOutcome(command, state);
    case 'AbandonCharge': {
      bySystem(command.metadata);
      const payment = open(state);
      const charge = chargeOf(payment, command.data.chargeId);
      // Only a charge the provider holds for the client's authentication: an unanswered call is asked again instead.
      if (charge.status !== 'requires_action') return [];
      const { bookingId } = payment;
      return [{ type: 'ChargeFailed', data: { bookingId, chargeId: charge.chargeId, kind: charge.kind, attempt: charge.attempt, paymentIntentId: charge.paymentIntentId, reason: 'authentication_timeout', at: command.metadata.now } }];
    }
    case 'ChargeBalance':
      return chargeBalance(command, state);
    case 'EndPayment':
      return endPayment(command, state);
    case 'RecordRefundOutcome':
      return recordRefundOutcome(command, state);
    case 'RefundAfterService':
      return refundAfterService(command, state);
    case 'ForgoPayment': {
      bySystem(command.metadata);
      // Opened (or already forgone): the request went through; nothing to do.
      if (state.status !== 'none' || state.forgone) return [];
      const { bookingId, clientId, referralCreditCents } = command.data;
      return [{ type: 'PaymentForgone', data: { bookingId, clientId, referralCreditCents, at: command.metadata.now } }];
    }
    default: {
      const _never: never = command;
      throw new Error(`Unknown payment command ${(_never as { type: string }).type}`);
    }
  }
};

const evolveOpen = (state: OpenPayment, event: PaymentEvent): OpenPayment => evolvePayment(state, event) as OpenPayment;

/** The events of a command, then `PaymentStatusChanged` when they change the SPEC's status. */
export const decidePayment = (command: PaymentCommand, state: PaymentState): PaymentEvent[] => {
  const events = decideEvents(command, state);
  if (events.length === 0) return events;
  const after = events.reduce(evolvePayment, state);
  if (after.status === 'none') return events;
  const status = paymentStatusOf(after);
  const before = state.status === 'none' ? null : state.paymentStatus;
  if (status === before) return events;
  return [...events, { type: 'PaymentStatusChanged', data: { bookingId: after.bookingId, status, at: command.metadata.now } }];
};

export const paymentDecider: Decider<PaymentState, PaymentCommand, PaymentEvent> = {
  decide: decidePayment,
  evolve: evolvePayment,
  initialState: initialPaymentState,
};
