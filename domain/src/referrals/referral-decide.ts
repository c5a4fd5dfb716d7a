import { LEDGER_ACCOUNTS, platformCreditPosting, referralCreditExpiredPosting, referralRewardPosting, type Posting } from '../payments/ledger';
import { SYSTEM_USER, type CommandTarget, type Decider } from '../shared/decider';
import type { ReferralCommand } from './referral-commands';
import {
  InvalidReferralCodeError,
  OwnReferralCodeError,
  ReferralCodeExpiredError,
  ReferralCodeInactiveError,
  ReferralCodeNotFoundError,
  ReferralCodeNotYoursError,
  ReferralCodeStateError,
  ReferralRewardStateError,
} from './referral-errors';
import {
  REFERRAL_REWARD_CENTS,
  referralStream,
  rewardExpiresAt,
  type ReferralEvent,
  type ReferralFraudReason,
  type RewardKind,
} from './referral-events';

export type RewardStatus = 'pending' | 'held' | 'earned' | 'used' | 'expired' | 'refused';

/** The reward one friend brings. `expiresAt`: while pending, 6 months after the sign-up; once a credit, 6 months after it was earned. */
export type Reward = {
  refereeId: string;
  status: RewardStatus;
  flag: ReferralFraudReason | null;
  kind: RewardKind | null;
  amountCents: number;
  expiresAt: string | null;
  /** The friend's first job, once completed and paid. */
  bookingId: string | null;
  /** The booking a credit is set aside for. */
  usedOn: string | null;
  /** A credit the platform gave (a dispute's), not a friend's reward: its expense is the platform credit's. */
  platform?: boolean;
};

/**
 * A person's code (null before it is first asked for, or once deleted), whether it works, the codes it had before
 * (replaced or deleted: they never work again), whether the last one was deleted (a look does not issue a new one
 * then), the friends it brought and their rewards.
 */
export type ReferralState = {
  code: string | null;
  active: boolean;
  retired: readonly string[];
  deleted: boolean;
  referees: readonly string[];
  rewards: Readonly<Record<string, Reward>>;
};

export const initialReferralState: ReferralState = { code: null, active: false, retired: [], deleted: false, referees: [], rewards: {} };

const withReward = (state: ReferralState, refereeId: string, change: Partial<Reward>): ReferralState => {
  const reward = state.rewards[refereeId];
  return reward ? { ...state, rewards: { ...state.rewards, [refereeId]: { ...reward, ...change } } } : state;
};

export function evolveReferral(state: ReferralState, event: ReferralEvent): ReferralState {
  switch (event.type) {
    case 'ReferralCodeIssued':
      return { ...state, code: event.data.code, active: true, deleted: false };
    case 'ReferralCodeDeactivated':
      return { ...state, active: false };
    case 'ReferralCodeReactivated':
      return { ...state, active: true };
    case 'ReferralCodeReplaced':
      return { ...state, code: event.data.code, active: true, retired: [...state.retired, event.data.oldCode] };
    case 'ReferralCodeDeleted':
      return { ...state, code: null, active: false, deleted: true, retired: [...state.retired, event.data.code] };
    case 'FriendReferred': {
      const { refereeId, flag, referredAt } = event.data;
      const reward: Reward = {
        refereeId, status: 'pending', flag, kind: null, amountCents: REFERRAL_REWARD_CENTS, expiresAt: rewardExpiresAt(referredAt), bookingId: null, usedOn: null,
      };
      return { ...state, referees: [...state.referees, refereeId], rewards: { ...state.rewards, [refereeId]: reward } };
    }
    case 'ReferralRewardHeld':
      return withReward(state, event.data.refereeId, { status: 'held', kind: event.data.kind, bookingId: event.data.bookingId, expiresAt: null });
    case 'ReferralRewardEarned':
      return withReward(state, event.data.refereeId, {
        status: 'earned', kind: event.data.kind, bookingId: event.data.bookingId, amountCents: event.data.amountCents, expiresAt: event.data.expiresAt,
      });
    case 'ReferralRewardRefused':
      return withReward(state, event.data.refereeId, { status: 'refused' });
    case 'PlatformCreditGranted': {
      const { creditId, bookingId, amountCents, expiresAt } = event.data;
      const credit: Reward = { refereeId: creditId, status: 'earned', flag: null, kind: 'credit', amountCents, expiresAt, bookingId, usedOn: null, platform: true };
      return { ...state, rewards: { ...state.rewards, [creditId]: credit } };
    }
    case 'ReferralCreditUsed':
      return withReward(state, event.data.refereeId, { status: 'used', usedOn: event.data.bookingId });
    case 'ReferralCreditRestored':
      return withReward(state, event.data.refereeId, { status: 'earned', usedOn: null });
    case 'ReferralRewardExpired':
      return withReward(state, event.data.refereeId, { status: 'expired' });
    case 'LedgerPosted':
      return state;
  }
}

const rewardOf = (state: ReferralState, refereeId: string): Reward => {
  const reward = state.rewards[refereeId];
  if (!reward) throw new ReferralRewardStateError();
  return reward;
};

const posted = (userId: string, posting: Posting, bookingId: string | null, at: string): ReferralEvent => ({ type: 'LedgerPosted', data: { ...posting, userId, bookingId, at } });

/** The reward earned: the event, and its money in the ledger (a cleaner's payable, or a client's credit). */
function earn(userId: string, reward: Reward, bookingId: string, kind: RewardKind, at: string, approvedBy: string | null): ReferralEvent[] {
  const posting = referralRewardPosting(`referral-reward:${userId}:${reward.refereeId}`, reward.amountCents, kind === 'payout' ? { cleanerId: userId } : 'client-credit');
  return [
    {
      type: 'ReferralRewardEarned',
      data: { userId, refereeId: reward.refereeId, bookingId, kind, amountCents: reward.amountCents, earnedAt: at, expiresAt: kind === 'credit' ? rewardExpiresAt(at) : null, approvedBy },
    },
    posted(userId, posting, bookingId, at),
  ];
}

/** A credit past its last day expires, and its expense is taken back. */
function expireCredit(userId: string, reward: Reward, at: string): ReferralEvent[] {
  return [
    { type: 'ReferralRewardExpired', data: { userId, refereeId: reward.refereeId, stage: 'credit', amountCents: reward.amountCents, at } },
    posted(
      userId,
      referralCreditExpiredPosting(`referral-credit-expired:${userId}:${reward.refereeId}`, reward.amountCents, reward.platform ? LEDGER_ACCOUNTS.platformCreditExpense : LEDGER_ACCOUNTS.referralRewardExpense),
      null,
      at,
    ),
  ];
}

const isPast = (deadline: string | null, now: string) => deadline !== null && Date.parse(deadline) <= Date.parse(now);

/** The rewards' part of the decider: earning, the admin's word on a held one, spending, restoring and expiry. */
function decideReward(command: Exclude<ReferralCommand, { type: 'IssueReferralCode' | 'DeactivateReferralCode' | 'ReactivateReferralCode' | 'ReplaceReferralCode' | 'DeleteReferralCode' | 'RecordReferral' }>, state: ReferralState): ReferralEvent[] {
  const { data, metadata } = command;
  const at = metadata.now;
  const userId = data.userId;
  switch (command.type) {
    case 'CompleteReferral': {
      const reward = state.rewards[command.data.refereeId];
      // Once per friend, and only while pending: a second job, a replayed reaction, or a reward already expired does nothing.
      if (!reward || reward.status !== 'pending') return [];
      if (isPast(reward.expiresAt, at)) return [];
      const kind: RewardKind = command.data.referrerRole === 'cleaner' ? 'payout' : 'credit';
      const reasons = [...new Set([...(reward.flag ? [reward.flag] : []), ...command.data.reasons])];
      if (reasons.length > 0) {
        return [{ type: 'ReferralRewardHeld', data: { userId, refereeId: reward.refereeId, bookingId: command.data.bookingId, kind, amountCents: reward.amountCents, reasons, at } }];
      }
      return earn(userId, reward, command.data.bookingId, kind, at, null);
    }
    case 'ApproveReferralReward': {
      const reward = rewardOf(state, command.data.refereeId);
      if (reward.status !== 'held' || reward.kind === null || reward.bookingId === null) throw new ReferralRewardStateError();
      return earn(userId, reward, reward.bookingId, reward.kind, at, metadata.userId);
    }
    case 'RefuseReferralReward': {
      const reward = rewardOf(state, command.data.refereeId);
      if (reward.status !== 'held') throw new ReferralRewardStateError();
      return [{ type: 'ReferralRewardRefused', data: { userId, refereeId: reward.refereeId, reason: command.data.reason, by: metadata.userId, at } }];
    }
    case 'UseReferralCredit': {
      const reward = rewardOf(state, command.data.refereeId);
      if (reward.usedOn === command.data.bookingId) return [];
      if (reward.status !== 'earned' || reward.kind !== 'credit' || isPast(reward.expiresAt, at)) throw new ReferralRewardStateError();
      return [{ type: 'ReferralCreditUsed', data: { userId, refereeId: reward.refereeId, bookingId: command.data.bookingId, amountCents: reward.amountCents, at } }];
    }
    case 'RestoreReferralCredit': {
      const reward = Object.values(state.rewards).find((candidate) => candidate.status === 'used' && candidate.usedOn === command.data.bookingId);
      if (!reward) return [];
      // Past its last day (its timer found it set aside), it expires now rather than coming back.
      if (isPast(reward.expiresAt, at)) return [{ type: 'ReferralCreditRestored', data: { userId, refereeId: reward.refereeId, bookingId: command.data.bookingId, at } }, ...expireCredit(userId, reward, at)];
      return [{ type: 'ReferralCreditRestored', data: { userId, refereeId: reward.refereeId, bookingId: command.data.bookingId, at } }];
    }
    case 'GrantPlatformCredit': {
      if (metadata.userId !== SYSTEM_USER) throw new ReferralRewardStateError();
      if (state.rewards[command.data.creditId]) return [];
      if (!Number.isSafeInteger(command.data.amountCents) || command.data.amountCents <= 0) throw new ReferralRewardStateError();
      const { creditId, bookingId, amountCents } = command.data;
      return [
        { type: 'PlatformCreditGranted', data: { userId, creditId, bookingId, amountCents, grantedAt: at, expiresAt: rewardExpiresAt(at) } },
        posted(userId, platformCreditPosting(`platform-credit:${userId}:${creditId}`, amountCents), bookingId, at),
      ];
    }
    case 'ExpireReferralReward': {
      const reward = state.rewards[command.data.refereeId];
      if (!reward || !isPast(reward.expiresAt, at)) return [];
      if (reward.status === 'pending') {
        return [{ type: 'ReferralRewardExpired', data: { userId, refereeId: reward.refereeId, stage: 'pending', amountCents: reward.amountCents, at } }];
      }
      if (reward.status === 'earned' && reward.kind === 'credit') return expireCredit(userId, reward, at);
      return [];
    }
  }
}

export function decideReferral(command: ReferralCommand, state: ReferralState): ReferralEvent[] {
  const { data, metadata } = command;
  const at = metadata.now;
  switch (command.type) {
    case 'IssueReferralCode':
      // Once: asking again keeps the code. After a deletion, only when the person asks for a new one.
      if (state.code !== null) {
        if (command.data.renew) throw new ReferralCodeStateError();
        return [];
      }
      if (state.deleted && !command.data.renew) return [];
      return [{ type: 'ReferralCodeIssued', data: { userId: data.userId, code: command.data.code, issuedAt: at } }];
    case 'DeactivateReferralCode':
      if (state.code === null || !state.active) throw new ReferralCodeStateError();
      return [{ type: 'ReferralCodeDeactivated', data: { userId: data.userId, code: state.code, at } }];
    case 'ReactivateReferralCode':
      if (state.code === null || state.active) throw new ReferralCodeStateError();
      return [{ type: 'ReferralCodeReactivated', data: { userId: data.userId, code: state.code, at } }];
    case 'ReplaceReferralCode':
      if (state.code === null) throw new ReferralCodeStateError();
      return [{ type: 'ReferralCodeReplaced', data: { userId: data.userId, oldCode: state.code, code: command.data.code, at } }];
    case 'DeleteReferralCode': {
      if (!command.data.byAdmin && metadata.userId !== data.userId) throw new ReferralCodeNotYoursError();
      if (state.code !== command.data.code) {
        if (state.retired.includes(command.data.code)) throw new ReferralCodeStateError();
        throw new ReferralCodeNotFoundError();
      }
      return [{ type: 'ReferralCodeDeleted', data: { userId: data.userId, code: state.code, by: metadata.userId, at } }];
    }
    case 'RecordReferral': {
      const { refereeId, code, sameEmail } = command.data;
      // No self-referral; only the current code, while active. Each refusal says why (SPEC 8: claim failures).
      if (refereeId === data.userId) throw new OwnReferralCodeError();
      if (state.code !== code) throw state.retired.includes(code) ? new ReferralCodeExpiredError() : new InvalidReferralCodeError();
      if (!state.active) throw new ReferralCodeInactiveError();
      if (state.referees.includes(refereeId)) return [];
      return [{ type: 'FriendReferred', data: { userId: data.userId, refereeId, code, referredAt: at, flag: sameEmail ? 'same-email' : null } }];
    }
    default:
      return decideReward(command, state);
  }
}

export const referralDecider: Decider<ReferralState, ReferralCommand, ReferralEvent> = { initialState: initialReferralState, evolve: evolveReferral, decide: decideReferral };

export const referralTarget = (userId: string): CommandTarget<ReferralState, ReferralCommand, ReferralEvent> => ({ stream: referralStream(userId), decider: referralDecider });
