import fc from 'fast-check';
import { DomainError } from '../event-store/errors';
import { cleanerPayable, LEDGER_ACCOUNTS, checkBalanced, type Posting } from '../payments/ledger';
import { SYSTEM_USER, type CommandMetadata } from '../shared/decider';
import type { PayoutCommand } from '../payouts/payout-commands';
import { INSTANT_PAYOUT_FEE_CENTS } from '../payouts/payout-events';
import { fridayOf, isoWeekOfDate, previousWeek } from '../payouts/payout-week';
import { quebecInstant } from '../shared/quebec-time';

/**
 * Random weeks of a few cleaners' money (the payouts property tests): earnings of paid bookings and late-cancellation
 * fees, accounts set up, Friday runs, instant payouts, the provider's answers (paid, failed, in any order and twice),
 * holds and releases. Each step is a command to one cleaner's payout stream, at its own instant; a step the decider
 * refuses is a refusal, as in the product. Beside the payout streams, the payment side's postings are made up as
 * the payment streams would post them (the client's money in, the cleaner's share credited).
 */

export const SCENARIO_START = '2026-10-05'; // a Monday (2026-W41)

export type ScenarioStep =
  | { kind: 'earn'; cleaner: number; day: number; cents: number; fee: boolean }
  | { kind: 'activate'; cleaner: number; day: number }
  | { kind: 'friday'; day: number }
  | { kind: 'instant'; cleaner: number; day: number }
  | { kind: 'answer'; cleaner: number; pick: number; status: 'in_transit' | 'paid' | 'failed'; day: number }
  | { kind: 'hold'; cleaner: number; day: number; release: boolean };

const step = (cleaners: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('earn' as const), cleaner: fc.nat(cleaners - 1), day: fc.nat(41), cents: fc.integer({ min: 100, max: 40_000 }), fee: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('activate' as const), cleaner: fc.nat(cleaners - 1), day: fc.nat(41) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('friday' as const), day: fc.nat(41) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('instant' as const), cleaner: fc.nat(cleaners - 1), day: fc.nat(41) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('answer' as const), cleaner: fc.nat(cleaners - 1), pick: fc.nat(20), status: fc.constantFrom('in_transit' as const, 'paid' as const, 'failed' as const), day: fc.nat(41) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('hold' as const), cleaner: fc.nat(cleaners - 1), day: fc.nat(41), release: fc.boolean() }) },
  );

/**
 * Steps in time order over six weeks: most cleaners set up their account early (some later, some never), then
 * earnings, Fridays, instant payouts, answers and holds in any mix.
 */
export const scenarioSteps = (cleaners: number) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(0, 0, 3, 20, null), { minLength: cleaners, maxLength: cleaners }),
      fc.array(step(cleaners), { minLength: 10, maxLength: 60, size: 'max' }),
    )
    .map(([activations, steps]): ScenarioStep[] => [
      ...activations.flatMap((day, cleaner) => (day === null ? [] : [{ kind: 'activate' as const, cleaner, day }])),
      ...steps,
    ].sort((a, b) => a.day - b.day));

const dayOf = (day: number) => {
  const date = new Date(`${SCENARIO_START}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day);
  return date.toISOString().slice(0, 10);
};
const instantOf = (day: number, time: string) => quebecInstant(dayOf(day), time)!;

/** A command of the scenario, and the payment side's posting it stands for (an earning's). */
export type ScenarioCommand = { cleaner: number; command: PayoutCommand; paymentPosting: Posting | null };

/**
 * The steps as commands, in the order given (the instants only move forward: a step earlier than the last one
 * happens at the last one's time). `state` answers what a command needs to know (the payouts a cleaner has).
 */
export function* scenarioCommands(steps: readonly ScenarioStep[], cleanerIds: readonly string[], payoutsOf: (cleaner: number) => string[]): Generator<ScenarioCommand> {
  let clock = 0;
  let counter = 0;
  const at = (day: number, time = '12:00') => {
    const instant = Date.parse(instantOf(day, time));
    clock = Math.max(clock + 60_000, instant);
    return new Date(clock).toISOString();
  };
  const meta = (userId: string, now: string): CommandMetadata => ({ userId, now });
  for (const step of steps) {
    if (step.kind === 'friday') {
      const friday = fridayOf(isoWeekOfDate(dayOf(step.day)));
      const now = at(Math.max(step.day, Math.round((Date.parse(`${friday}T12:00:00Z`) - Date.parse(`${SCENARIO_START}T12:00:00Z`)) / 86_400_000)), '09:00');
      const week = previousWeek(isoWeekOfDate(friday));
      for (const [cleaner, cleanerId] of cleanerIds.entries()) {
        yield { cleaner, command: { type: 'RunWeeklyPayout', data: { cleanerId, week }, metadata: meta(SYSTEM_USER, now) }, paymentPosting: null };
      }
      continue;
    }
    const cleanerId = cleanerIds[step.cleaner]!;
    const now = at(step.day);
    switch (step.kind) {
      case 'earn': {
        counter += 1;
        const earningId = `posting-${cleanerId}-${counter}`;
        const bookingId = `booking-${cleanerId}-${counter}`;
        const platformFeeCents = step.fee ? 0 : 500;
        const paymentPosting = checkBalanced({
          postingId: earningId,
          phase: step.fee ? 'single' : 'post',
          pendingId: null,
          lines: [
            { account: LEDGER_ACCOUNTS.cash, side: 'debit', amountCents: step.cents + platformFeeCents },
            { account: cleanerPayable(cleanerId), side: 'credit', amountCents: step.cents },
            ...(platformFeeCents > 0 ? [{ account: LEDGER_ACCOUNTS.platformFeeIncome, side: 'credit' as const, amountCents: platformFeeCents }] : []),
          ],
        });
        yield {
          cleaner: step.cleaner,
          command: { type: 'CreditEarning', data: { cleanerId, earningId, bookingId, kind: step.fee ? 'cancellation_fee' : 'service', amountCents: step.cents, platformFeeCents, earnedAt: now }, metadata: meta(SYSTEM_USER, now) },
          paymentPosting,
        };
        break;
      }
      case 'activate':
        yield { cleaner: step.cleaner, command: { type: 'OpenPayoutAccount', data: { cleanerId, accountId: `acct_${step.cleaner}` }, metadata: meta(cleanerId, now) }, paymentPosting: null };
        yield { cleaner: step.cleaner, command: { type: 'UpdatePayoutAccount', data: { cleanerId, accountId: `acct_${step.cleaner}`, status: 'active', requirements: [], bankLast4: '6789' }, metadata: meta(SYSTEM_USER, now) }, paymentPosting: null };
        break;
      case 'instant':
        yield { cleaner: step.cleaner, command: { type: 'RequestInstantPayout', data: { cleanerId }, metadata: meta(cleanerId, now) }, paymentPosting: null };
        break;
      case 'answer': {
        const payouts = payoutsOf(step.cleaner);
        if (payouts.length === 0) break;
        const payoutId = payouts[step.pick % payouts.length]!;
        yield { cleaner: step.cleaner, command: { type: 'RecordPayoutStatus', data: { payoutId, status: step.status, failureReason: step.status === 'failed' ? 'account_closed' : null }, metadata: meta(SYSTEM_USER, now) }, paymentPosting: null };
        break;
      }
      case 'hold':
        yield {
          cleaner: step.cleaner,
          command: step.release
            ? { type: 'ReleasePayouts', data: { cleanerId, reason: 'Vérifié' }, metadata: meta('admin-1', now) }
            : { type: 'HoldPayouts', data: { cleanerId, reason: 'Vérification' }, metadata: meta('admin-1', now) },
          paymentPosting: null,
        };
        break;
    }
  }
}

/** A refusal of the decider: part of the scenario, not a failure of the test. */
export const isRefusal = (error: unknown) => error instanceof DomainError;

export { INSTANT_PAYOUT_FEE_CENTS };
