import { instantFeePosting, instantFeeReturnedPosting, transferPosting, type Posting } from '../payments/ledger';
import { SYSTEM_USER, type CommandMetadata, type Decider } from '../shared/decider';
import { evolvePayout, initialPayoutState, instantInFlight, isFrozen, netOf, outstandingRecovery, payoutBalances, type Earning, type PayoutState } from './payout';
import type { CreditEarning, PayoutCommand, RecordPayoutStatus, RecoverEarning, RequestInstantPayout, RunWeeklyPayout, UpdatePayoutAccount } from './payout-commands';
import {
  InstantPayoutInFlightError,
  InsufficientBalanceError,
  InvalidEarningError,
  PayoutAccessDeniedError,
  PayoutAccountExistsError,
  PayoutAccountMissingError,
  PayoutAccountNotActiveError,
  PayoutNotFoundError,
  PayoutsHeldError,
  PayoutsNotHeldError,
} from './payout-errors';
import { INSTANT_PAYOUT_FEE_CENTS, type PayoutEvent, type PayoutStatus } from './payout-events';
import { mondayOf, payoutWeekOf } from './payout-week';

/**
 * The payout decider: a cleaner's connected account, earnings, transfers and payouts. Pure; every ledger posting is
 * checked balanced (ledger.ts); ids derive from what caused them, so a command sent twice acts once.
 */

const bySystem = (metadata: CommandMetadata) => {
  if (metadata.userId !== SYSTEM_USER) throw new PayoutAccessDeniedError();
};
const byCleaner = (metadata: CommandMetadata, cleanerId: string) => {
  if (metadata.userId !== cleanerId) throw new PayoutAccessDeniedError();
};
const posted = (cleanerId: string, bookingId: string | null, posting: Posting, at: string): PayoutEvent => ({
  type: 'LedgerPosted',
  data: { ...posting, cleanerId, bookingId, at },
});

/** Whether earnings may go to the connected account now: the account is active and no admin holds them. */
const canTransfer = (state: PayoutState): boolean => state.account?.status === 'active' && state.hold === null;

/**
 * Each credited earning sent to the connected account, with its ledger posting; a dispute's booking waits. What is
 * left to recover of a refund after the service is kept back from them first, each at most its whole amount.
 */
function transfers(state: PayoutState, cleanerId: string, earnings: readonly Earning[], at: string): PayoutEvent[] {
  const account = state.account;
  if (!account || !canTransfer(state)) return [];
  let toRecover = outstandingRecovery(state);
  return earnings
    .filter((earning) => earning.status === 'credited' && !isFrozen(state, earning))
    .flatMap((earning): PayoutEvent[] => {
      const recoveredCents = Math.min(toRecover, earning.amountCents);
      toRecover -= recoveredCents;
      const amountCents = earning.amountCents - recoveredCents;
      const transferId = `transfer:${earning.earningId}`;
      const transferred: PayoutEvent = {
        type: 'EarningTransferred',
        data: { cleanerId, earningId: earning.earningId, bookingId: earning.bookingId, transferId, accountId: account.accountId, amountCents, ...(recoveredCents > 0 ? { recoveredCents } : {}), at },
      };
      return amountCents > 0 ? [transferred, posted(cleanerId, earning.bookingId, transferPosting(transferId, cleanerId, amountCents), at)] : [transferred];
    });
}

/** The bookings' earnings a dispute's end lets go to the account, when it can take them. */
const releaseEarning = (state: PayoutState, cleanerId: string, bookingId: string, disputeId: string, at: string): PayoutEvent[] => {
  if (!(state.frozen ?? []).some((entry) => entry.disputeId === disputeId)) return [];
  const released: PayoutEvent = { type: 'EarningReleased', data: { cleanerId, bookingId, disputeId, at } };
  const after = evolvePayout(state, released);
  return [released, ...transfers(after, cleanerId, after.earnings.filter((earning) => earning.bookingId === bookingId), at)];
};

const recoverEarning = ({ data, metadata }: RecoverEarning, state: PayoutState): PayoutEvent[] => {
  bySystem(metadata);
  if ((state.recoveries ?? []).some((recovery) => recovery.recoveryId === data.recoveryId)) return [];
  if (!Number.isSafeInteger(data.amountCents) || data.amountCents < 0) throw new InvalidEarningError();
  const events: PayoutEvent[] = [];
  if (data.amountCents > 0) {
    events.push({ type: 'EarningRecovered', data: { cleanerId: data.cleanerId, recoveryId: data.recoveryId, bookingId: data.bookingId, amountCents: data.amountCents, at: metadata.now } });
  }
  // The refund decided the dispute: its booking's earning goes on, what is still credited of it first recovering the refund.
  let current = events.reduce(evolvePayout, state);
  for (const entry of (current.frozen ?? []).filter((candidate) => candidate.bookingId === data.bookingId)) {
    const released = releaseEarning(current, data.cleanerId, data.bookingId, entry.disputeId, metadata.now);
    events.push(...released);
    current = released.reduce(evolvePayout, current);
  }
  return events;
};

const updateAccount = ({ data, metadata }: UpdatePayoutAccount, state: PayoutState): PayoutEvent[] => {
  bySystem(metadata);
  if (!state.account || state.account.accountId !== data.accountId) throw new PayoutAccountMissingError();
  const { status, requirements, bankLast4 } = data;
  const now = state.account;
  const same = now.status === status && now.bankLast4 === bankLast4 && now.requirements.join() === requirements.join();
  if (same) return [];
  const updated: PayoutEvent = { type: 'PayoutAccountUpdated', data: { ...data, at: metadata.now } };
  // Now active: what waited for the account goes to it.
  return [updated, ...transfers(evolvePayout(state, updated), data.cleanerId, state.earnings, metadata.now)];
};

const creditEarning = ({ data, metadata }: CreditEarning, state: PayoutState): PayoutEvent[] => {
  bySystem(metadata);
  if (state.earnings.some((earning) => earning.earningId === data.earningId)) return [];
  if (!Number.isSafeInteger(data.amountCents) || data.amountCents <= 0 || !Number.isSafeInteger(data.platformFeeCents) || data.platformFeeCents < 0) {
    throw new InvalidEarningError();
  }
  const credited: PayoutEvent = { type: 'EarningCredited', data: { ...data, at: metadata.now } };
  const after = evolvePayout(state, credited);
  return [credited, ...transfers(after, data.cleanerId, after.earnings.filter((earning) => earning.earningId === data.earningId), metadata.now)];
};

/** The weekly payout id: one per cleaner and week, whoever runs the Friday timer and however often. */
export const weeklyPayoutId = (cleanerId: string, week: string): string => `weekly:${cleanerId}:${week}`;

const runWeeklyPayout = ({ data, metadata }: RunWeeklyPayout, state: PayoutState): PayoutEvent[] => {
  bySystem(metadata);
  const payoutId = weeklyPayoutId(data.cleanerId, data.week);
  if (mondayOf(data.week) === null || state.payouts.some((payout) => payout.payoutId === payoutId)) return [];
  // A hold or an account that cannot be paid: nothing this week; the balance waits (and the next Friday takes it).
  if (state.hold !== null || state.account?.status !== 'active') return [];
  const covered = state.earnings.filter((earning) => earning.status === 'transferred' && !isFrozen(state, earning) && payoutWeekOf(earning.earnedAt) <= data.week);
  const amountCents = covered.reduce((total, earning) => total + netOf(earning), 0);
  if (amountCents <= 0) return [];
  return [
    {
      type: 'PayoutCreated',
      data: { cleanerId: data.cleanerId, payoutId, kind: 'weekly', amountCents, feeCents: 0, earningIds: covered.map((earning) => earning.earningId), week: data.week, idempotencyKey: payoutId, at: metadata.now },
    },
  ];
};

const requestInstantPayout = ({ data, metadata }: RequestInstantPayout, state: PayoutState): PayoutEvent[] => {
  byCleaner(metadata, data.cleanerId);
  if (state.account?.status !== 'active') throw new PayoutAccountNotActiveError();
  if (state.hold !== null) throw new PayoutsHeldError();
  if (instantInFlight(state)) throw new InstantPayoutInFlightError();
  const covered = state.earnings.filter((earning) => earning.status === 'transferred' && !isFrozen(state, earning));
  const available = payoutBalances(state).available;
  if (available <= INSTANT_PAYOUT_FEE_CENTS) throw new InsufficientBalanceError();
  const payoutId = `instant:${data.cleanerId}:${state.payouts.filter((payout) => payout.kind === 'instant').length + 1}`;
  return [
    {
      type: 'PayoutCreated',
      data: {
        cleanerId: data.cleanerId, payoutId, kind: 'instant', amountCents: available - INSTANT_PAYOUT_FEE_CENTS, feeCents: INSTANT_PAYOUT_FEE_CENTS,
        earningIds: covered.map((earning) => earning.earningId), week: null, idempotencyKey: payoutId, at: metadata.now,
      },
    },
    posted(data.cleanerId, null, instantFeePosting(`instant-fee:${payoutId}`, INSTANT_PAYOUT_FEE_CENTS), metadata.now),
  ];
};

const ORDER: Readonly<Record<PayoutStatus, number>> = { pending: 0, in_transit: 1, paid: 2, failed: 2 };

const recordPayoutStatus = ({ data, metadata }: RecordPayoutStatus, state: PayoutState): PayoutEvent[] => {
  bySystem(metadata);
  const payout = state.payouts.find((candidate) => candidate.payoutId === data.payoutId);
  if (!payout) throw new PayoutNotFoundError();
  // Late, repeated or out-of-order news changes nothing: a status only moves forward, and paid or failed is final.
  if (ORDER[data.status] <= ORDER[payout.status]) return [];
  const cleanerId = state.cleanerId ?? '';
  const changed: PayoutEvent = {
    type: 'PayoutStatusChanged',
    data: { cleanerId, payoutId: payout.payoutId, status: data.status, failureReason: data.status === 'failed' ? (data.failureReason ?? 'unknown') : null, at: metadata.now },
  };
  if (data.status !== 'failed' || payout.feeCents === 0) return [changed];
  return [changed, posted(cleanerId, null, instantFeeReturnedPosting(`instant-fee-returned:${payout.payoutId}`, payout.feeCents), metadata.now)];
};

export function decidePayout(command: PayoutCommand, state: PayoutState): PayoutEvent[] {
  const { metadata } = command;
  switch (command.type) {
    case 'OpenPayoutAccount':
      byCleaner(metadata, command.data.cleanerId);
      if (state.account) throw new PayoutAccountExistsError();
      return [{ type: 'PayoutAccountOpened', data: { ...command.data, at: metadata.now } }];
    case 'UpdatePayoutAccount':
      return updateAccount(command, state);
    case 'CreditEarning':
      return creditEarning(command, state);
    case 'RunWeeklyPayout':
      return runWeeklyPayout(command, state);
    case 'RequestInstantPayout':
      return requestInstantPayout(command, state);
    case 'RecordPayoutStatus':
      return recordPayoutStatus(command, state);
    case 'HoldPayouts':
      if (state.hold !== null) return [];
      return [{ type: 'PayoutsHeld', data: { cleanerId: command.data.cleanerId, reason: command.data.reason, by: metadata.userId, at: metadata.now } }];
    case 'FreezeEarning': {
      bySystem(metadata);
      const { cleanerId, bookingId, disputeId } = command.data;
      if ((state.frozen ?? []).some((entry) => entry.disputeId === disputeId)) return [];
      return [{ type: 'EarningFrozen', data: { cleanerId, bookingId, disputeId, at: metadata.now } }];
    }
    case 'ReleaseEarning':
      bySystem(metadata);
      return releaseEarning(state, command.data.cleanerId, command.data.bookingId, command.data.disputeId, metadata.now);
    case 'RecoverEarning':
      return recoverEarning(command, state);
    case 'ReleasePayouts': {
      if (state.hold === null) throw new PayoutsNotHeldError();
      const released: PayoutEvent = { type: 'PayoutsReleased', data: { cleanerId: command.data.cleanerId, reason: command.data.reason, by: metadata.userId, at: metadata.now } };
      // Released: what was credited meanwhile goes to the account.
      const after = evolvePayout(state, released);
      return [released, ...transfers(after, command.data.cleanerId, after.earnings, metadata.now)];
    }
  }
}

export const payoutDecider: Decider<PayoutState, PayoutCommand, PayoutEvent> = {
  initialState: initialPayoutState,
  evolve: evolvePayout,
  decide: decidePayout,
};
