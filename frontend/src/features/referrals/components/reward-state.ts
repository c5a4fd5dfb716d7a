import type { MyReferrals } from '../api/referrals-api';

export type Reward = MyReferrals['rewards'][number];
export type RewardStatus = Reward['status'];

/** The tag of each state: waiting in blue, under review in orange, money in green, closed in grey or red. */
export const REWARD_TAG: Record<RewardStatus, { color: string; labelKey: string }> = {
  pending: { color: 'blue', labelKey: 'referrals:rewards.state.pending' },
  held: { color: 'orange', labelKey: 'referrals:rewards.state.held' },
  earned: { color: 'green', labelKey: 'referrals:rewards.state.earned' },
  used: { color: 'cyan', labelKey: 'referrals:rewards.state.used' },
  expired: { color: 'default', labelKey: 'referrals:rewards.state.expired' },
  refused: { color: 'red', labelKey: 'referrals:rewards.state.refused' },
};

/** One short sentence on what the state means for the person (an earned reward: credit or payout). */
export function rewardNoteKey(reward: Pick<Reward, 'status' | 'kind'>): string {
  switch (reward.status) {
    case 'pending':
      return 'referrals:rewards.note.pending';
    case 'held':
      return 'referrals:rewards.note.held';
    case 'earned':
      return reward.kind === 'payout' ? 'referrals:rewards.note.earnedPayout' : 'referrals:rewards.note.earnedCredit';
    case 'used':
      return 'referrals:rewards.note.used';
    case 'expired':
      return 'referrals:rewards.note.expired';
    case 'refused':
      return 'referrals:rewards.note.refused';
    default: {
      const unhandled: never = reward.status;
      return unhandled;
    }
  }
}

/** The date that matters for a reward: until when it waits or lasts, when it was paid, spent, closed. */
export type RewardDate =
  | { kind: 'expires'; at: string }
  | { kind: 'valid-until'; at: string }
  | { kind: 'added-to-payouts'; at: string }
  | { kind: 'used'; at: string; bookingId: string | null }
  | { kind: 'expired'; at: string }
  | { kind: 'since'; at: string }
  | { kind: 'on'; at: string };

export function rewardDate(reward: Reward): RewardDate {
  switch (reward.status) {
    case 'pending':
      return { kind: 'expires', at: reward.expiresAt ?? reward.updatedAt };
    case 'earned':
      return reward.kind === 'payout'
        ? { kind: 'added-to-payouts', at: reward.earnedAt ?? reward.updatedAt }
        : { kind: 'valid-until', at: reward.expiresAt ?? reward.updatedAt };
    case 'used':
      return { kind: 'used', at: reward.updatedAt, bookingId: reward.usedOn };
    case 'expired':
      return { kind: 'expired', at: reward.expiresAt ?? reward.updatedAt };
    case 'held':
      return { kind: 'since', at: reward.updatedAt };
    case 'refused':
      return { kind: 'on', at: reward.updatedAt };
    default: {
      const unhandled: never = reward.status;
      return unhandled;
    }
  }
}
