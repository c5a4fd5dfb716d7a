import { describe, expect, it } from 'vitest';
import { REWARD_TAG, rewardDate, rewardNoteKey, type Reward } from './reward-state';

const reward = (over: Partial<Reward>): Reward => ({
  friendId: 'f1',
  friendName: 'Marie',
  friendRole: 'client',
  joinedAt: '2026-05-02T14:00:00.000Z',
  status: 'pending',
  kind: null,
  amountCents: 2000,
  expiresAt: '2026-11-02T14:00:00.000Z',
  earnedAt: null,
  usedOn: null,
  updatedAt: '2026-05-02T14:00:00.000Z',
  ...over,
});

describe('rewardDate', () => {
  it('gives a pending reward its expiry, six months after the friend joined', () => {
    expect(rewardDate(reward({}))).toEqual({ kind: 'expires', at: '2026-11-02T14:00:00.000Z' });
  });

  it('gives an earned credit the day it stops being usable', () => {
    const earned = reward({ status: 'earned', kind: 'credit', earnedAt: '2026-06-01T12:00:00.000Z', expiresAt: '2026-12-01T12:00:00.000Z' });
    expect(rewardDate(earned)).toEqual({ kind: 'valid-until', at: '2026-12-01T12:00:00.000Z' });
  });

  it('gives a cleaner’s earned reward the day it was added to their payouts, without expiry', () => {
    const earned = reward({ status: 'earned', kind: 'payout', earnedAt: '2026-06-01T12:00:00.000Z', expiresAt: null });
    expect(rewardDate(earned)).toEqual({ kind: 'added-to-payouts', at: '2026-06-01T12:00:00.000Z' });
  });

  it('points a used credit to the booking it was spent on', () => {
    const used = reward({ status: 'used', kind: 'credit', usedOn: 'b-42', updatedAt: '2026-07-10T09:00:00.000Z' });
    expect(rewardDate(used)).toEqual({ kind: 'used', at: '2026-07-10T09:00:00.000Z', bookingId: 'b-42' });
  });

  it('dates a held reward from when it was held and a refused one from the refusal', () => {
    expect(rewardDate(reward({ status: 'held', expiresAt: null, updatedAt: '2026-06-03T10:00:00.000Z' }))).toEqual({ kind: 'since', at: '2026-06-03T10:00:00.000Z' });
    expect(rewardDate(reward({ status: 'refused', expiresAt: null, updatedAt: '2026-06-04T10:00:00.000Z' }))).toEqual({ kind: 'on', at: '2026-06-04T10:00:00.000Z' });
  });
});

describe('rewardNoteKey', () => {
  it('tells a credit from a payout once earned', () => {
    expect(rewardNoteKey({ status: 'earned', kind: 'credit' })).toBe('referrals:rewards.note.earnedCredit');
    expect(rewardNoteKey({ status: 'earned', kind: 'payout' })).toBe('referrals:rewards.note.earnedPayout');
  });

  it('has a tag for every state', () => {
    expect(Object.keys(REWARD_TAG).sort()).toEqual(['earned', 'expired', 'held', 'pending', 'refused', 'used']);
  });
});
