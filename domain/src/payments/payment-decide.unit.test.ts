import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import {
  abandon,
  actionRequired,
  balanceId,
  chargeBalance,
  DEPOSIT_ID,
  depositPaid,
  end,
  ended,
  failed,
  open,
  opened,
  outcome,
  PI_DEPOSIT,
  piBalance,
  posted,
  postings,
  PRICE,
  refundOutcome,
  refundRequested,
  refundSucceeded,
  requested,
  status,
  succeeded,
} from '../testing/payment-fixtures';
import { computeBookingPrice } from '../bookings/pricing';
import { paymentDecider, serviceRefundPostingId } from './payment-decide';
import { serviceRefundPosting, serviceRefundSplit } from './ledger';
import { SYSTEM_USER } from '../shared/decider';
import {
  BalanceNotDueYetError,
  ChargeInProgressError,
  ChargeNotFoundError,
  InvalidAmountError,
  NothingDueError,
  PaymentAccessDeniedError,
  PaymentAlreadyOpenError,
  PaymentNotFoundError,
  RefundBeforeServicePaidError,
  RefundNotFoundError,
} from './payment-errors';
import { refundIdOf } from './payment-events';

const spec = deciderSpec(paymentDecider, expect);
const { deposit, balance } = PRICE;

describe('opening a payment: the deposit is asked at once', () => {
  it('asks for half of the final price with an idempotency key made of the booking and the step', () => {
    expect(deposit + balance).toBe(PRICE.finalPrice);
    spec.given([]).when(open()).then([opened(), requested('deposit', 1, deposit, false), status('initial_pending')]);
  });
  it('asks off-session for a later occurrence of a series, with the card saved by the first', () =>
    spec.given([]).when(open(PRICE, true)).then([opened(), requested('deposit', 1, deposit, true), status('initial_pending')]));
  it('opens once', () => spec.given([opened()]).when(open()).thenThrows(PaymentAlreadyOpenError));
  it('is opened by the client who books, nobody else', () =>
    spec.given([]).when({ ...open(), metadata: { now: '2026-11-22T17:00:00.000Z', userId: 'user-stranger' } }).thenThrows(PaymentAccessDeniedError));
  it('refuses a price whose halves do not add up', () =>
    spec.given([]).when(open({ ...PRICE, deposit: PRICE.deposit + 1 })).thenThrows(InvalidAmountError));
  it('refuses any other command before it is open', () => spec.given([]).when(end('declined')).thenThrows(PaymentNotFoundError));
});

describe('the deposit’s outcome', () => {
  const asked = [opened(), requested('deposit', 1, deposit, false), status('initial_pending')];
  it('paid: the money is held for the client and the cleaner’s earning is pending until the service is done', () =>
    spec.given(asked).when(outcome(DEPOSIT_ID, { status: 'succeeded', paymentIntentId: PI_DEPOSIT })).then([
      succeeded(DEPOSIT_ID, 'deposit', PI_DEPOSIT, deposit),
      postings.charge(DEPOSIT_ID, deposit),
      postings.earning(),
      status('initial_completed'),
    ]));
  it('declined: the reason is kept and the status says it failed', () =>
    spec.given(asked).when(outcome(DEPOSIT_ID, { status: 'failed', paymentIntentId: 'pi_x', reason: 'insufficient_funds' })).then([
      failed(DEPOSIT_ID, 'deposit', 1, 'insufficient_funds', 'pi_x'),
      status('initial_failed'),
    ]));
  it('3-D Secure: the client secret is kept for the screen, the status stays pending', () =>
    spec.given(asked).when(outcome(DEPOSIT_ID, { status: 'requires_action', paymentIntentId: PI_DEPOSIT, clientSecret: `${PI_DEPOSIT}_secret` })).then([actionRequired()]));
  it('acts once: the same success again, a failure after a success, or "processing" change nothing', () => {
    spec.given(depositPaid()).when(outcome(DEPOSIT_ID, { status: 'succeeded', paymentIntentId: PI_DEPOSIT })).then([]);
    spec.given(depositPaid()).when(outcome(DEPOSIT_ID, { status: 'failed', paymentIntentId: PI_DEPOSIT, reason: 'card_declined' })).then([]);
    spec.given(asked).when(outcome(DEPOSIT_ID, { status: 'processing', paymentIntentId: PI_DEPOSIT })).then([]);
  });
  it('a success the provider reports after a decline does not undo the decline', () =>
    spec
      .given([...asked, failed(DEPOSIT_ID, 'deposit', 1, 'card_declined'), status('initial_failed')])
      .when(outcome(DEPOSIT_ID, { status: 'succeeded', paymentIntentId: PI_DEPOSIT }))
      .then([]));
  it('refuses an outcome for a charge it never asked for', () =>
    spec.given(asked).when(outcome('b-1:deposit:9', { status: 'succeeded', paymentIntentId: 'pi' })).thenThrows(ChargeNotFoundError));
});

describe('3-D Secure not completed within 15 minutes', () => {
  const waiting = [opened(), requested('deposit', 1, deposit, false), status('initial_pending'), actionRequired()];
  it('fails the deposit (the request is then withdrawn)', () =>
    spec.given(waiting).when(abandon(DEPOSIT_ID)).then([failed(DEPOSIT_ID, 'deposit', 1, 'authentication_timeout', PI_DEPOSIT), status('initial_failed')]));
  it('leaves alone a charge the provider has not answered yet: it is asked again instead', () =>
    spec.given(waiting.slice(0, 3)).when(abandon(DEPOSIT_ID)).then([]));
  it('is the timer’s alone', () =>
    spec.given(waiting).when({ ...abandon(DEPOSIT_ID), metadata: { now: '2026-11-22T17:00:00.000Z', userId: 'user-client' } }).thenThrows(PaymentAccessDeniedError));
  it('refunds in full a late authentication the provider reports after the request ended: that money was taken', () => {
    const timedOut = [...waiting, failed(DEPOSIT_ID, 'deposit', 1, 'authentication_timeout', PI_DEPOSIT), status('initial_failed'), ended('withdrawn')];
    const refundId = refundIdOf(DEPOSIT_ID, 1);
    spec.given(timedOut).when(outcome(DEPOSIT_ID, { status: 'succeeded', paymentIntentId: PI_DEPOSIT })).then([
      succeeded(DEPOSIT_ID, 'deposit', PI_DEPOSIT, deposit),
      postings.charge(DEPOSIT_ID, deposit),
      refundRequested(DEPOSIT_ID, PI_DEPOSIT, deposit),
      postings.refundOwed(refundId, deposit),
      status('refunded'),
    ]);
  });
});

describe('a booking that ends before its service', () => {
  const refundId = refundIdOf(DEPOSIT_ID, 1);
  it.each(['declined', 'expired', 'proposal_declined', 'withdrawn'] as const)('%s: the earning is voided and the deposit refunded in full', (ending) =>
    spec.given(depositPaid()).when(end(ending)).then([
      postings.earningVoid(),
      ended(ending),
      refundRequested(DEPOSIT_ID, PI_DEPOSIT, deposit),
      postings.refundOwed(refundId, deposit),
      status('refunded'),
    ]));
  it('charges the $50 fee when cancelled 23 h before the start: kept for the cleaner, the rest refunded', () =>
    spec.given(depositPaid()).when(end('cancelled', 5_000)).then([
      postings.earningVoid(),
      postings.fee(5_000),
      ended('cancelled', 5_000),
      refundRequested(DEPOSIT_ID, PI_DEPOSIT, deposit - 5_000),
      postings.refundOwed(refundId, deposit - 5_000),
      status('final_partially_refunded'),
    ]));
  it('keeps no more than the deposit when the fee is larger: the client is never charged after cancelling', () => {
    const small = computeBookingPrice({ base: { kind: 'fixed', fixedPriceCents: 6_000 }, cleanerBringsSupplies: false, emergency: false, firstBooking: false, serviceFeeCents: 500 });
    expect(small.deposit).toBeLessThan(5_000);
    spec.given(depositPaid(small)).when(end('cancelled', 5_000)).then([
      postings.earningVoid(small),
      postings.fee(small.deposit),
      ended('cancelled', small.deposit),
      status('completed'),
    ]);
  });
  it('refunds nothing when nothing was paid, and fails a deposit still waiting for 3-D Secure', () =>
    spec.given([opened(), requested('deposit', 1, deposit, false), status('initial_pending'), actionRequired()]).when(end('cancelled')).then([
      failed(DEPOSIT_ID, 'deposit', 1, 'booking_ended', PI_DEPOSIT),
      ended('cancelled'),
      status('initial_failed'),
    ]));
  it('ends once', () => spec.given([...depositPaid(), postings.earningVoid(), ended('declined')]).when(end('cancelled', 5_000)).then([]));
  it('is ended by the product’s reactions only', () =>
    spec.given(depositPaid()).when({ ...end('cancelled'), metadata: { now: '2026-11-22T17:00:00.000Z', userId: 'user-client' } }).thenThrows(PaymentAccessDeniedError));
});

describe('refund outcomes', () => {
  const refundId = refundIdOf(DEPOSIT_ID, 1);
  const refunding = [...depositPaid(), postings.earningVoid(), ended('declined'), refundRequested(DEPOSIT_ID, PI_DEPOSIT, deposit), postings.refundOwed(refundId, deposit), status('refunded')];
  it('paid back: the debt to the client is settled in cash', () =>
    spec.given(refunding).when(refundOutcome(refundId, { status: 'succeeded', providerRefundId: `re_${refundId}` })).then([
      refundSucceeded(refundId, deposit),
      postings.refundPaid(refundId, deposit),
    ]));
  it('acts once, and waits on a pending one', () => {
    spec.given([...refunding, refundSucceeded(refundId, deposit)]).when(refundOutcome(refundId, { status: 'succeeded', providerRefundId: 're' })).then([]);
    spec.given(refunding).when(refundOutcome(refundId, { status: 'pending', providerRefundId: 're' })).then([]);
  });
  it('records a failed refund with its reason (the debt stays on the books)', () =>
    spec.given(refunding).when(refundOutcome(refundId, { status: 'failed', providerRefundId: null, reason: 'charge_disputed' })).then([
      { type: 'RefundFailed', data: { bookingId: 'b-1', refundId, providerRefundId: null, reason: 'charge_disputed', at: '2026-11-22T17:00:00.000Z' } },
    ]));
  it('refuses an unknown refund', () => spec.given(refunding).when(refundOutcome('nope', { status: 'pending', providerRefundId: 're' })).thenThrows(RefundNotFoundError));
});

describe('the balance after the service', () => {
  it('is charged off-session with the saved card, with its own idempotency key per attempt', () =>
    spec.given(depositPaid()).when(chargeBalance(1)).then([requested('balance', 1, balance, true), status('final_pending')]));
  it('paid: the cleaner’s earning is posted and the booking is fully paid', () =>
    spec.given([...depositPaid(), requested('balance', 1, balance, true), status('final_pending')])
      .when(outcome(balanceId(1), { status: 'succeeded', paymentIntentId: piBalance(1) }))
      .then([succeeded(balanceId(1), 'balance', piBalance(1), balance), postings.charge(balanceId(1), balance), postings.earningPost(), status('fully_paid')]));
  it('declined off-session (3-D Secure needed): final_failed, and failed after the last automatic retry', () => {
    spec.given([...depositPaid(), requested('balance', 1, balance, true)])
      .when(outcome(balanceId(1), { status: 'failed', paymentIntentId: null, reason: 'authentication_required' }))
      .then([failed(balanceId(1), 'balance', 1, 'authentication_required'), status('final_failed')]);
    const threeFailed = [1, 2, 3].flatMap((attempt) => [requested('balance', attempt, balance, true), failed(balanceId(attempt), 'balance', attempt, 'card_declined')]);
    spec.given([...depositPaid(), ...threeFailed, requested('balance', 4, balance, true)])
      .when(outcome(balanceId(4), { status: 'failed', paymentIntentId: null, reason: 'card_declined' }))
      .then([failed(balanceId(4), 'balance', 4, 'card_declined'), status('failed')]);
  });
  it('can be paid on-session by the client from the pay page, with another card', () =>
    spec.given([...depositPaid(), requested('balance', 1, balance, true), failed(balanceId(1), 'balance', 1, 'authentication_required')])
      .when(chargeBalance(2, 'client', 'pm_card_mastercard'))
      .then([requested('balance', 2, balance, false, 'pm_card_mastercard'), status('final_pending')]));
  it('numbers the pay page’s attempt itself: the next one, whatever the client’s screen saw', () =>
    spec.given([...depositPaid(), requested('balance', 1, balance, true), failed(balanceId(1), 'balance', 1, 'authentication_required')])
      .when(chargeBalance(null, 'client', 'pm_card_mastercard'))
      .then([requested('balance', 2, balance, false, 'pm_card_mastercard'), status('final_pending')]));
  it('a timer whose attempt was already made changes nothing', () =>
    spec.given([...depositPaid(), requested('balance', 1, balance, true), failed(balanceId(1), 'balance', 1, 'card_declined'), requested('balance', 2, balance, false)].concat([
      failed(balanceId(2), 'balance', 2, 'card_declined'),
    ])).when(chargeBalance(2)).then([]));
  it('refuses: before the deposit is paid, while a charge is under way, once paid, after an ending, and for a stranger', () => {
    spec.given([opened(), requested('deposit', 1, deposit, false)]).when(chargeBalance(1)).thenThrows(BalanceNotDueYetError);
    spec.given([...depositPaid(), requested('balance', 1, balance, true)]).when(chargeBalance(2, 'client')).thenThrows(ChargeInProgressError);
    spec.given([...depositPaid(), requested('balance', 1, balance, true), succeeded(balanceId(1), 'balance', piBalance(1), balance)]).when(chargeBalance(2)).thenThrows(NothingDueError);
    spec.given([...depositPaid(), ended('declined')]).when(chargeBalance(1)).thenThrows(NothingDueError);
    spec.given(depositPaid()).when({ ...chargeBalance(1), metadata: { now: '2026-11-22T17:00:00.000Z', userId: 'user-stranger' } }).thenThrows(PaymentAccessDeniedError);
  });
});

describe('a refund after the service (a dispute decided by an admin)', () => {
  const paidInFull = [
    ...depositPaid(), requested('balance', 1, balance, true), status('final_pending'),
    succeeded(balanceId(1), 'balance', piBalance(1), balance), postings.charge(balanceId(1), balance), postings.earningPost(), status('fully_paid'),
  ];
  const refundAfter = (amountCents: number, refundKey = 'dispute:d-1', userId = SYSTEM_USER) =>
    ({ type: 'RefundAfterService', data: { refundKey, amountCents }, metadata: { now: '2026-11-22T17:00:00.000Z', userId } }) as const;
  const split = serviceRefundSplit(PRICE, 3_000);

  it('refunds from the latest charge, borne by the taxes in proportion, then the cleaner’s earning', () => {
    spec.given(paidInFull).when(refundAfter(3_000)).then([
      posted(serviceRefundPosting(serviceRefundPostingId('dispute:d-1'), PRICE, 3_000, 'user-cleaner')),
      refundRequested(balanceId(1), piBalance(1), 3_000),
      status('final_partially_refunded'),
    ]);
    expect(split.gst + split.qst + split.cleaner + split.platform).toBe(3_000);
    expect(split.gst).toBe(Math.floor((3_000 * PRICE.gst) / PRICE.finalPrice));
    expect(split.platform).toBe(0);
  });
  it('takes from the deposit’s charge too when the balance’s is not enough, each never beyond what it took', () => {
    const events = paymentDecider.decide(refundAfter(PRICE.finalPrice), paidInFull.reduce(paymentDecider.evolve, paymentDecider.initialState));
    const requestedRefunds = events.flatMap((event) => (event.type === 'RefundRequested' ? [[event.data.chargeId, event.data.amountCents]] : []));
    expect(requestedRefunds).toEqual([[balanceId(1), balance], [DEPOSIT_ID, deposit]]);
    expect(events.at(-1)).toEqual(status('final_refunded'));
  });
  it('beyond the cleaner’s earning, the platform’s fee bears the rest of a full refund', () => {
    const price = computeBookingPrice({ base: { kind: 'hourly', hourlyRateCents: 3_000, durationHours: 4 }, cleanerBringsSupplies: false, emergency: false, firstBooking: false, serviceFeeCents: 500 });
    const whole = serviceRefundSplit(price, price.finalPrice);
    expect(whole).toEqual({ gst: price.gst, qst: price.qst, cleaner: price.basePrice, platform: price.serviceFee });
  });
  it('refunds once per key, and never more than was paid and not yet refunded', () => {
    const once = paymentDecider.decide(refundAfter(3_000), paidInFull.reduce(paymentDecider.evolve, paymentDecider.initialState));
    const after = [...paidInFull, ...once];
    spec.given(after).when(refundAfter(3_000)).then([]);
    spec.given(after).when(refundAfter(PRICE.finalPrice - 3_000 + 1, 'dispute:d-2')).thenThrows(InvalidAmountError);
    spec.given(paidInFull).when(refundAfter(0)).thenThrows(InvalidAmountError);
    spec.given(paidInFull).when(refundAfter(10.5)).thenThrows(InvalidAmountError);
  });
  it('waits for the service to be paid in full, and is the product’s reactions’ alone', () => {
    spec.given(depositPaid()).when(refundAfter(1_000)).thenThrows(RefundBeforeServicePaidError);
    spec.given(paidInFull).when(refundAfter(1_000, 'dispute:d-1', 'user-client')).thenThrows(PaymentAccessDeniedError);
  });
});
