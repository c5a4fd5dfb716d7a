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
};

export const initialPayoutState: PayoutState = { cleanerId: null, account: null, earnings: [], payouts: [], hold: null };

const sum = (earnings: readonly Earning[]) => earnings.reduce((total, earning) => total + earning.amountCents, 0);

/**
 * The cleaner's balances: `available` (at the connected account, not in a payout yet), `pending` (earned, waiting
 * for an active account or the end of a hold), `inTransit` (in payouts not paid yet).
 */
export function payoutBalances(state: PayoutState): { available: number; pending: number; inTransit: number; paid: number } {
  const open = (status: PayoutStatus) => state.payouts.filter((payout) => payout.status === status);
  return {
    available: sum(state.earnings.filter((earning) => earning.status === 'transferred')),
    pending: sum(state.earnings.filter((earning) => earning.status === 'credited')),
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
      return withEarnings(state, [event.data.earningId], (earning) => ({ ...earning, status: 'transferred' }));
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
