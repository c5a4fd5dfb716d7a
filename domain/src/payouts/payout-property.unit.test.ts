import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRefusal, scenarioCommands, scenarioSteps } from '../testing/payout-scenarios';
import type { Posting } from '../payments/ledger';
import { evolvePayout, initialPayoutState, type PayoutState } from './payout';
import { payoutDecider } from './payout-decide';
import { payoutWeekOf } from './payout-week';
import { checkInvariants, reconcileWeek } from './reconciliation';

const CLEANERS = ['c-0', 'c-1', 'c-2'];

describe('any weeks of earnings, accounts, Fridays, instant payouts, answers and holds', () => {
  it('keep every invariant, and the weeks add up to what is still owed', () => {
    fc.assert(
      fc.property(scenarioSteps(CLEANERS.length), (steps) => {
        const states: PayoutState[] = CLEANERS.map(() => initialPayoutState);
        const postings: Posting[] = [];
        for (const { cleaner, command, paymentPosting } of scenarioCommands(steps, CLEANERS, (c) => states[c]!.payouts.map((p) => p.payoutId))) {
          let events;
          try {
            events = payoutDecider.decide(command, states[cleaner]!);
          } catch (error) {
            if (isRefusal(error)) continue;
            throw error;
          }
          if (paymentPosting && events.length > 0) postings.push(paymentPosting);
          for (const event of events) {
            if (event.type === 'LedgerPosted') postings.push(event.data);
            states[cleaner] = evolvePayout(states[cleaner]!, event);
          }
        }
        expect(checkInvariants({ postings, payouts: states, cancelledBookings: new Set(), fullyPaidBookings: new Map() })).toEqual([]);
        // Never more paid out than earned; a payout's earnings are its own.
        for (const state of states) {
          const live = state.payouts.filter((payout) => payout.status !== 'failed');
          const covered = live.flatMap((payout) => payout.earningIds);
          expect(new Set(covered).size).toBe(covered.length);
          expect(live.filter((payout) => payout.kind === 'instant' && (payout.status === 'pending' || payout.status === 'in_transit')).length).toBeLessThanOrEqual(1);
        }
        // Σ over weeks of (net − paid) = earnings not in a paid payout − fees of payouts still on their way.
        const weeks = new Set(states.flatMap((state) => state.earnings.map((earning) => payoutWeekOf(earning.earnedAt))));
        const owed = [...weeks].reduce((total, week) => total + reconcileWeek(states, week).totals.difference, 0);
        const expected = states.reduce((total, state) => {
          const paidIds = new Set(state.payouts.filter((payout) => payout.status === 'paid').flatMap((payout) => payout.earningIds));
          const unpaid = state.earnings.filter((earning) => !paidIds.has(earning.earningId)).reduce((sum, earning) => sum + earning.amountCents, 0);
          const onTheirWay = state.payouts.filter((payout) => payout.status === 'pending' || payout.status === 'in_transit').reduce((sum, payout) => sum + payout.feeCents, 0);
          return total + unpaid - onTheirWay;
        }, 0);
        expect(owed).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
