import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBookingPrice } from '../bookings/pricing';
import { DomainError } from '../event-store/errors';
import { abandon, chargeBalance, DEPOSIT_ID, end, open, outcome, PAY_CLEANER_ID, refundOutcome } from '../testing/payment-fixtures';
import { checkBalanced, cleanerPayable, LEDGER_ACCOUNTS, postedBalances, UnbalancedPostingError, type Posting } from './ledger';
import { paymentAmounts, type OpenPayment, type PaymentState } from './payment';
import type { PaymentCommand } from './payment-commands';
import { paymentDecider } from './payment-decide';
import { CHARGE_FAILURES, type PaymentEnding } from './payment-events';

describe('a posting', () => {
  it('must balance: debits equal credits', () => {
    const lines = [
      { account: 'cash', side: 'debit' as const, amountCents: 100 },
      { account: 'client_funds_held', side: 'credit' as const, amountCents: 99 },
    ];
    expect(() => checkBalanced({ postingId: 'p', phase: 'single', pendingId: null, lines })).toThrow(UnbalancedPostingError);
  });
  it('has positive whole cents only, and at least one line', () => {
    const bad = (amountCents: number) => [
      { account: 'cash', side: 'debit' as const, amountCents },
      { account: 'client_funds_held', side: 'credit' as const, amountCents },
    ];
    expect(() => checkBalanced({ postingId: 'p', phase: 'single', pendingId: null, lines: bad(0.5) })).toThrow(UnbalancedPostingError);
    expect(() => checkBalanced({ postingId: 'p', phase: 'single', pendingId: null, lines: bad(-1) })).toThrow(UnbalancedPostingError);
    expect(() => checkBalanced({ postingId: 'p', phase: 'single', pendingId: null, lines: [] })).toThrow(UnbalancedPostingError);
  });
});

// Property: any sequence of what can happen to a booking's money keeps the books right.

type Step =
  | { kind: 'deposit'; result: 'succeeded' | 'failed' | 'requires_action'; reason: (typeof CHARGE_FAILURES)[number] }
  | { kind: 'authenticate'; ok: boolean }
  | { kind: 'abandon' }
  | { kind: 'end'; ending: PaymentEnding; late: boolean }
  | { kind: 'complete' }
  | { kind: 'balance'; ok: boolean; byClient: boolean }
  | { kind: 'refunds' }
  | { kind: 'replay'; index: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    result: fc.constantFrom('succeeded' as const, 'failed' as const, 'requires_action' as const),
    reason: fc.constantFrom(...CHARGE_FAILURES),
  }),
  fc.record({ kind: fc.constant('authenticate' as const), ok: fc.boolean() }),
  fc.record({ kind: fc.constant('abandon' as const) }),
  fc.record({ kind: fc.constant('end' as const), ending: fc.constantFrom('declined', 'expired', 'proposal_declined', 'cancelled', 'withdrawn'), late: fc.boolean() }),
  fc.record({ kind: fc.constant('complete' as const) }),
  fc.record({ kind: fc.constant('balance' as const), ok: fc.boolean(), byClient: fc.boolean() }),
  fc.record({ kind: fc.constant('refunds' as const) }),
  fc.record({ kind: fc.constant('replay' as const), index: fc.nat(40) }),
);

const priceArb = fc
  .record({ hourly: fc.integer({ min: 1_700, max: 19_900 }), hours: fc.integer({ min: 8, max: 24 }), supplies: fc.boolean(), emergency: fc.boolean(), first: fc.boolean() })
  .map(({ hourly, hours, supplies, emergency, first }) =>
    computeBookingPrice({ base: { kind: 'hourly', hourlyRateCents: hourly, durationHours: hours / 2 }, cleanerBringsSupplies: supplies, emergency, firstBooking: first, serviceFeeCents: 500 }),
  );

/** The world around the payment: the provider's answers and the booking's life, as commands. */
function commandsFor(step: Step, state: OpenPayment, done: { completed: boolean }, history: PaymentCommand[]): PaymentCommand[] {
  const last = state.charges.at(-1);
  switch (step.kind) {
    case 'deposit':
      if (step.result === 'succeeded') return [outcome(DEPOSIT_ID, { status: 'succeeded', paymentIntentId: 'pi_d' })];
      if (step.result === 'requires_action') return [outcome(DEPOSIT_ID, { status: 'requires_action', paymentIntentId: 'pi_d', clientSecret: 's' })];
      return [outcome(DEPOSIT_ID, { status: 'failed', paymentIntentId: 'pi_d', reason: step.reason })];
    case 'authenticate':
      return [outcome(DEPOSIT_ID, step.ok ? { status: 'succeeded', paymentIntentId: 'pi_d' } : { status: 'failed', paymentIntentId: 'pi_d', reason: 'authentication_failed' })];
    case 'abandon':
      return [abandon(DEPOSIT_ID)];
    case 'end':
      // A booking that took place cannot end before its service.
      return done.completed ? [] : [end(step.ending, step.ending === 'cancelled' && step.late ? 5_000 : 0)];
    case 'complete':
      done.completed = true;
      return [];
    case 'balance': {
      if (!done.completed) return [];
      const attempt = state.charges.filter((charge) => charge.kind === 'balance').length + 1;
      const asked = last?.kind === 'balance' && last.status === 'requested' ? [] : [chargeBalance(attempt, step.byClient ? 'client' : 'system')];
      const chargeId = last?.kind === 'balance' && last.status === 'requested' ? last.chargeId : `b-1:balance:${attempt}`;
      return [...asked, outcome(chargeId, step.ok ? { status: 'succeeded', paymentIntentId: `pi_${chargeId}` } : { status: 'failed', paymentIntentId: null, reason: 'card_declined' })];
    }
    case 'refunds':
      return state.refunds.filter((refund) => refund.status === 'requested').map((refund) => refundOutcome(refund.refundId, { status: 'succeeded', providerRefundId: `re_${refund.refundId}` }));
    case 'replay': {
      const again = history[step.index % Math.max(1, history.length)];
      return again ? [again] : [];
    }
  }
}

const apply = (state: PaymentState, command: PaymentCommand): PaymentState => {
  try {
    return paymentDecider.decide(command, state).reduce(paymentDecider.evolve, state);
  } catch (error) {
    // Refusals are answers (a command out of turn); anything else, an unbalanced posting included, fails the test.
    if (error instanceof DomainError) return state;
    throw error;
  }
};

const balances = (state: OpenPayment) => postedBalances(state.postings as Posting[]);
/** What an account holds on its credit side (liabilities, income), as a plain non-negative figure. */
const credit = (posted: Map<string, number>, account: string) => 0 - (posted.get(account) ?? 0);

describe('the ledger, over any sequence of book / decline / expire / cancel / complete / fail / retry', () => {
  it('balances, keeps every cleaner payable at or above zero, and paid − refunded is what the client owes', () => {
    fc.assert(
      fc.property(priceArb, fc.array(stepArb, { maxLength: 30 }), (price, steps) => {
        let state = apply(paymentDecider.initialState, open(price)) as OpenPayment;
        const history: PaymentCommand[] = [];
        const done = { completed: false };
        for (const step of steps) {
          for (const command of commandsFor(step, state, done, history)) {
            state = apply(state, command) as OpenPayment;
            history.push(command);
            const posted = balances(state);
            expect([...posted.values()].reduce((total, amount) => total + amount, 0)).toBe(0);
            // A liability reads negative (credit); a payable above zero would mean the cleaner owes the platform.
            expect(posted.get(cleanerPayable(PAY_CLEANER_ID)) ?? 0).toBeLessThanOrEqual(0);
          }
        }
        // The provider pays back every refund asked for; then the books close.
        for (const command of commandsFor({ kind: 'refunds' }, state, done, history)) state = apply(state, command) as OpenPayment;
        const { paid, refunded, feeKept, refundPending } = paymentAmounts(state);
        const posted = balances(state);
        expect(refundPending).toBe(0);
        expect(posted.get(LEDGER_ACCOUNTS.cash) ?? 0).toBe(paid - refunded);
        expect(posted.get(LEDGER_ACCOUNTS.refundsPayable) ?? 0).toBe(0);
        const fullyPaid = paid - refunded === price.finalPrice && !state.ending;
        if (state.ending) {
          expect(paid - refunded).toBe(feeKept);
          expect(posted.get(LEDGER_ACCOUNTS.clientFunds) ?? 0).toBe(0);
          expect(credit(posted, cleanerPayable(PAY_CLEANER_ID))).toBe(feeKept);
        } else if (fullyPaid) {
          expect(posted.get(LEDGER_ACCOUNTS.clientFunds) ?? 0).toBe(0);
          expect(credit(posted, cleanerPayable(PAY_CLEANER_ID))).toBe(price.basePrice + price.suppliesFee + price.emergencyFee);
          expect(credit(posted, LEDGER_ACCOUNTS.gstPayable)).toBe(price.gst);
          expect(credit(posted, LEDGER_ACCOUNTS.qstPayable)).toBe(price.qst);
        } else {
          // Before the service (or with the balance still due), only the deposit can have been taken, and it is held.
          expect([0, price.deposit]).toContain(paid - refunded);
          expect(credit(posted, LEDGER_ACCOUNTS.clientFunds)).toBe(paid - refunded);
          expect(posted.get(cleanerPayable(PAY_CLEANER_ID)) ?? 0).toBe(0);
        }
      }),
      { numRuns: 500, seed: 20261125 },
    );
  });
});
