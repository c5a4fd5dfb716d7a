import { LEDGER_ACCOUNTS, type LedgerLine, type Posting } from '../payments/ledger';
import { command, effect, type Reactor } from '../shared/reactor';
import type { CreditEarning } from './payout-commands';
import type { EarningKind, EarningTransferred, PayoutCreated } from './payout-events';
import { payoutTarget } from './payout-targets';
import { disputeMoneyReactor, refundRecoveryReactor } from './dispute-money';

const PAYABLE = 'cleaner_payable:';

/**
 * What a payment-stream posting makes the cleaner's: the earning once posted (the service done and paid), or a late
 * cancellation's fee. A pending earning is nobody's yet; a voided one never will be.
 */
export function earningOfPosting(posting: Posting): { cleanerId: string; kind: EarningKind; amountCents: number; platformFeeCents: number } | null {
  if (posting.phase !== 'post' && posting.phase !== 'single') return null;
  const credit = posting.lines.find((line: LedgerLine) => line.side === 'credit' && line.account.startsWith(PAYABLE));
  if (!credit) return null;
  const platformFeeCents = posting.lines.filter((line) => line.side === 'credit' && line.account === LEDGER_ACCOUNTS.platformFeeIncome).reduce((total, line) => total + line.amountCents, 0);
  return { cleanerId: credit.account.slice(PAYABLE.length), kind: posting.phase === 'post' ? 'service' : 'cancellation_fee', amountCents: credit.amountCents, platformFeeCents };
}

/**
 * The `CreditEarning` a posting calls for, or null (the reactor's, and the demo seed's): from a payment stream, a
 * service or a cancellation fee; from a referral stream, a cleaner's referral reward (`bookingId`: the friend's job).
 */
export function creditEarningOf(posting: Posting & { bookingId: string | null; at: string }, from: 'payment' | 'referral' = 'payment'): CreditEarning['data'] | null {
  const earning = earningOfPosting(posting);
  if (!earning || posting.bookingId === null) return null;
  const kind: EarningKind = from === 'referral' ? 'referral_reward' : earning.kind;
  return { ...earning, kind, earningId: posting.postingId, bookingId: posting.bookingId, earnedAt: posting.at };
}

/** The postings that make money a cleaner's (payment and referral streams) are credited to the cleaner's payout stream, once each. */
export const earningReactor: Reactor = {
  name: 'credit-earning',
  eventTypes: ['LedgerPosted'],
  react(event) {
    const from = event.streamId.startsWith('payment-') ? 'payment' : event.streamId.startsWith('referral-') ? 'referral' : null;
    if (from === null) return [];
    const posting = event.data as Posting & { bookingId: string | null; at: string };
    const credit = creditEarningOf(posting, from);
    return credit ? [command(`credit-earning:${posting.postingId}`, payoutTarget(credit.cleanerId), 'CreditEarning', credit)] : [];
  },
};

/** The effects the payout provider adapter (workers/src/payouts) carries out. */
export const PAYOUT_EFFECTS = { transfer: 'payout-transfer', payout: 'payout-provider' } as const;

export type TransferEffect = EarningTransferred['data'];
export type PayoutEffect = PayoutCreated['data'] & { accountId: string };

/**
 * Transfers and payouts decided in a payout stream are made at the provider, with the idempotency key they were
 * decided with; the payout's outcome comes back as `RecordPayoutStatus`.
 */
export const payoutProviderReactor: Reactor<{ accountId: string | null }> = {
  name: 'payout-provider',
  eventTypes: ['EarningTransferred', 'PayoutCreated'],
  source: {
    initialState: { accountId: null },
    evolve: (state, event) =>
      event.type === 'PayoutAccountOpened' || event.type === 'PayoutAccountUpdated' ? { accountId: (event.data as { accountId: string }).accountId } : state,
  },
  react(event, { state }) {
    if (event.type === 'EarningTransferred') {
      const data = event.data as TransferEffect;
      // All of it kept back to recover a refund: nothing to send.
      return data.amountCents > 0 ? [effect(data.transferId, PAYOUT_EFFECTS.transfer, data)] : [];
    }
    const data = event.data as PayoutCreated['data'];
    if (state.accountId === null) return [];
    return [effect(data.payoutId, PAYOUT_EFFECTS.payout, { ...data, accountId: state.accountId } satisfies PayoutEffect)];
  },
};

export const payoutReactors: readonly Reactor[] = [earningReactor, payoutProviderReactor as Reactor, disputeMoneyReactor, refundRecoveryReactor];
