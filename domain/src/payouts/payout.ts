import type { AccountRequirement, ConnectedAccountStatus, EarningKind, PayoutEvent, PayoutKind, PayoutStatus } from './payout-events';

/** A cleaner's earning: credited from the ledger, then transferred to their connected account, then paid out. */
export type Earning = {
  earningId: string;
  bookingId: string;
  kind: EarningKind;
  amountCents: number;
  platformFeeCents: number;
  earnedAt: string;
  /** credited: at the platform (the account cannot take it yet); transferred: at the connected account, available. */
  status: 'credited' | 'transferred' | 'paid_out';
  payoutId: string | null;
  /** Kept back at its transfer to recover a refund after the service (absent in states folded before disputes). */
  recoveredCents?: number;
};

export type Payout = {
  payoutId: string;
  kind: PayoutKind;
  amountCents: number;
  feeCents: number;
  earningIds: string[];
  week: string | null;
  status: PayoutStatus;
  failureReason: string | null;
  createdAt: string;
};

export type PayoutState = {
  cleanerId: string | null;
  account: { accountId: string; status: ConnectedAccountStatus; requirements: AccountRequirement[]; bankLast4: string | null } | null;
  earnings: Earning[];
  payouts: Payout[];
  hold: { reason: string; by: string; at: string } | null;
  /** Bookings whose earning a dispute holds (absent in states folded before disputes). */
  frozen?: { bookingId: string; disputeId: string }[];
  /** Refunds after the service to recover from the cleaner's next transfers (absent before disputes). */
  recoveries?: { recoveryId: string; bookingId: string; amountCents: number; at: string }[];
};

export const initialPayoutState: PayoutState = { cleanerId: null, account: null, earnings: [], payouts: [], hold: null, frozen: [], recoveries: [] };

/** What an earning is worth to the cleaner's payouts: its amount less what was kept back from it. */
export const netOf = (earning: Earning): number => earning.amountCents - (earning.recoveredCents ?? 0);

const sum = (earnings: readonly Earning[]) => earnings.reduce((total, earning) => total + netOf(earning), 0);

/** Whether a dispute holds this earning's booking. */
export const isFrozen = (state: PayoutState, earning: Pick<Earning, 'bookingId'>): boolean => (state.frozen ?? []).some((entry) => entry.bookingId === earning.bookingId);

/** What is left to recover from the cleaner's next transfers: the refunds' parts less what was kept back so far. */
export const outstandingRecovery = (state: PayoutState): number =>
  (state.recoveries ?? []).reduce((total, recovery) => total + recovery.amountCents, 0) - state.earnings.reduce((total, earning) => total + (earning.recoveredCents ?? 0), 0);

/**
 * The cleaner's balances: `available` (at the connected account, not in a payout yet), `pending` (earned, waiting
 * for an active account or the end of a hold), `inTransit` (in payouts not paid yet).
 */
export function payoutBalances(state: PayoutState): { available: number; pending: number; inTransit: number; paid: number; frozen: number; toRecover: number } {
  const open = (status: PayoutStatus) => state.payouts.filter((payout) => payout.status === status);
  const free = state.earnings.filter((earning) => !isFrozen(state, earning));
  return {
    available: sum(free.filter((earning) => earning.status === 'transferred')),
    pending: sum(free.filter((earning) => earning.status === 'credited')),
    /** Held by an open dispute (credited or transferred, not paid out). */
    frozen: sum(state.earnings.filter((earning) => earning.status !== 'paid_out' && isFrozen(state, earning))),
    toRecover: outstandingRecovery(state),
    inTransit: [...open('pending'), ...open('in_transit')].reduce((total, payout) => total + payout.amountCents, 0),
    paid: open('paid').reduce((total, payout) => total + payout.amountCents, 0),
  };
}

/** The instant payout waiting for the provider, if any (one at most). */
export const instantInFlight = (state: PayoutState): Payout | undefined =>
  state.payouts.find((payout) => payout.kind === 'instant' && (payout.status === 'pending' || payout.status === 'in_transit'));

const withEarnings = (state: PayoutState, ids: readonly string[], change: (earning: Earning) => Earning): PayoutState => ({
  ...state,
  earnings: state.earnings.map((earning) => (ids.includes(earning.earningId) ? change(earning) : earning)),
});

export function evolvePayout(state: PayoutState, event: PayoutEvent): PayoutState {
  switch (event.type) {
    case 'PayoutAccountOpened':
      return { ...state, cleanerId: event.data.cleanerId, account: { accountId: event.data.accountId, status: 'pending_requirements', requirements: [], bankLast4: null } };
    case 'PayoutAccountUpdated': {
      const { accountId, status, requirements, bankLast4 } = event.data;
      return { ...state, account: { accountId, status, requirements, bankLast4 } };
    }
    case 'EarningCredited': {
      const { earningId, bookingId, kind, amountCents, platformFeeCents, earnedAt, cleanerId } = event.data;
      return { ...state, cleanerId, earnings: [...state.earnings, { earningId, bookingId, kind, amountCents, platformFeeCents, earnedAt, status: 'credited', payoutId: null }] };
    }
    case 'EarningTransferred':
      return withEarnings(state, [event.data.earningId], (earning) => ({ ...earning, status: 'transferred', recoveredCents: event.data.recoveredCents ?? 0 }));
    case 'EarningFrozen':
      return { ...state, frozen: [...(state.frozen ?? []), { bookingId: event.data.bookingId, disputeId: event.data.disputeId }] };
    case 'EarningReleased':
      return { ...state, frozen: (state.frozen ?? []).filter((entry) => entry.disputeId !== event.data.disputeId) };
    case 'EarningRecovered': {
      const { recoveryId, bookingId, amountCents, at } = event.data;
      return { ...state, recoveries: [...(state.recoveries ?? []), { recoveryId, bookingId, amountCents, at }] };
    }
    case 'PayoutCreated': {
      const { payoutId, kind, amountCents, feeCents, earningIds, week, at } = event.data;
      const payout: Payout = { payoutId, kind, amountCents, feeCents, earningIds, week, status: 'pending', failureReason: null, createdAt: at };
      return withEarnings({ ...state, payouts: [...state.payouts, payout] }, earningIds, (earning) => ({ ...earning, status: 'paid_out', payoutId }));
    }
    case 'PayoutStatusChanged': {
      const { payoutId, status, failureReason } = event.data;
      const payout = state.payouts.find((candidate) => candidate.payoutId === payoutId);
      const payouts = state.payouts.map((candidate) => (candidate.payoutId === payoutId ? { ...candidate, status, failureReason } : candidate));
      // A failed payout gives its earnings back to the balance.
      if (status === 'failed' && payout) return withEarnings({ ...state, payouts }, payout.earningIds, (earning) => ({ ...earning, status: 'transferred', payoutId: null }));
      return { ...state, payouts };
    }
    case 'PayoutsHeld':
      return { ...state, hold: { reason: event.data.reason, by: event.data.by, at: event.data.at } };
    case 'PayoutsReleased':
      return { ...state, hold: null };
    case 'LedgerPosted':
      return state;
  }
}
