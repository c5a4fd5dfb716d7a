import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { LEDGER_ACCOUNTS, platformCreditPosting } from '../payments/ledger';
import { SYSTEM_USER } from '../shared/decider';
import { displayReferralCode, newReferralCode, normalizeReferralCode, REFERRAL_ALPHABET } from './referral-code';
import type { ReferralCommand } from './referral-commands';
import { decideReferral, evolveReferral, initialReferralState, referralDecider } from './referral-decide';
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
import { rewardExpiresAt, type ReferralEvent } from './referral-events';

const spec = deciderSpec(referralDecider, expect);
const ME = 'user-1';
const NOW = '2026-11-25T15:00:00.000Z';
const cmd = (type: ReferralCommand['type'], extra: Record<string, unknown> = {}): ReferralCommand => ({ type, data: { userId: ME, ...extra }, metadata: { userId: ME, now: NOW } }) as ReferralCommand;
const issued: ReferralEvent = { type: 'ReferralCodeIssued', data: { userId: ME, code: 'ABCDEFGH', issuedAt: NOW } };
const off: ReferralEvent = { type: 'ReferralCodeDeactivated', data: { userId: ME, code: 'ABCDEFGH', at: NOW } };

describe('referral codes', () => {
  it('are eight characters a person can read aloud, typed in any case, with or without separators', () => {
    expect(REFERRAL_ALPHABET).not.toMatch(/[0O1IL]/);
    let seed = 0;
    const code = newReferralCode(() => ((seed += 0.37) % 1));
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(normalizeReferralCode(` ${displayReferralCode(code).toLowerCase()} `)).toBe(code);
    expect(normalizeReferralCode('ABCD-EFG0')).toBeNull();
    expect(normalizeReferralCode('ABC')).toBeNull();
  });
  it('are issued once, and can be turned off, on again, or replaced', () => {
    spec.given([]).when(cmd('IssueReferralCode', { code: 'ABCDEFGH' })).then([issued]);
    spec.given([issued]).when(cmd('IssueReferralCode', { code: 'ZZZZZZZZ' })).then([]);
    spec.given([issued]).when(cmd('DeactivateReferralCode')).then([off]);
    spec.given([issued, off]).when(cmd('DeactivateReferralCode')).thenThrows(ReferralCodeStateError);
    spec.given([issued, off]).when(cmd('ReactivateReferralCode')).then([{ type: 'ReferralCodeReactivated', data: { userId: ME, code: 'ABCDEFGH', at: NOW } }]);
    spec.given([issued]).when(cmd('ReplaceReferralCode', { code: 'QRSTUVWX' })).then([{ type: 'ReferralCodeReplaced', data: { userId: ME, oldCode: 'ABCDEFGH', code: 'QRSTUVWX', at: NOW } }]);
    spec.given([]).when(cmd('DeactivateReferralCode')).thenThrows(ReferralCodeStateError);
  });
  it('record a friend who signed up with the current, active code, once; never oneself', () => {
    const referred: ReferralEvent = { type: 'FriendReferred', data: { userId: ME, refereeId: 'friend-1', code: 'ABCDEFGH', referredAt: NOW, flag: null } };
    spec.given([issued]).when(cmd('RecordReferral', { refereeId: 'friend-1', code: 'ABCDEFGH', sameEmail: false })).then([referred]);
    spec.given([issued, referred]).when(cmd('RecordReferral', { refereeId: 'friend-1', code: 'ABCDEFGH', sameEmail: false })).then([]);
    spec.given([issued]).when(cmd('RecordReferral', { refereeId: 'friend-2', code: 'ABCDEFGH', sameEmail: true })).then([
      { type: 'FriendReferred', data: { userId: ME, refereeId: 'friend-2', code: 'ABCDEFGH', referredAt: NOW, flag: 'same-email' } },
    ]);
  });
  it('refuse a claim with its reason: one’s own code, a code turned off, a code replaced or deleted, a code never given', () => {
    const claim = (code: string, refereeId = 'friend-1') => cmd('RecordReferral', { refereeId, code, sameEmail: false });
    const replaced: ReferralEvent = { type: 'ReferralCodeReplaced', data: { userId: ME, oldCode: 'ABCDEFGH', code: 'QRSTUVWX', at: NOW } };
    const deleted: ReferralEvent = { type: 'ReferralCodeDeleted', data: { userId: ME, code: 'ABCDEFGH', by: ME, at: NOW } };
    spec.given([issued]).when(claim('ABCDEFGH', ME)).thenThrows(OwnReferralCodeError);
    spec.given([issued, off]).when(claim('ABCDEFGH')).thenThrows(ReferralCodeInactiveError);
    spec.given([issued, replaced]).when(claim('ABCDEFGH')).thenThrows(ReferralCodeExpiredError);
    spec.given([issued, deleted]).when(claim('ABCDEFGH')).thenThrows(ReferralCodeExpiredError);
    spec.given([issued]).when(claim('QRSTUVWX')).thenThrows(InvalidReferralCodeError);
    spec.given([]).when(claim('ABCDEFGH')).thenThrows(InvalidReferralCodeError);
  });
  it('are deleted for good by their owner or an admin: no claim works with them again, a look issues no new one until asked', () => {
    const deleted = (by = ME): ReferralEvent => ({ type: 'ReferralCodeDeleted', data: { userId: ME, code: 'ABCDEFGH', by, at: NOW } });
    const asAdmin = { type: 'DeleteReferralCode', data: { userId: ME, code: 'ABCDEFGH', byAdmin: true }, metadata: { userId: 'admin-1', now: NOW } } as ReferralCommand;
    const asStranger = { type: 'DeleteReferralCode', data: { userId: ME, code: 'ABCDEFGH', byAdmin: false }, metadata: { userId: 'someone-else', now: NOW } } as ReferralCommand;
    spec.given([issued]).when(cmd('DeleteReferralCode', { code: 'ABCDEFGH', byAdmin: false })).then([deleted()]);
    spec.given([issued, off]).when(cmd('DeleteReferralCode', { code: 'ABCDEFGH', byAdmin: false })).then([deleted()]);
    spec.given([issued]).when(asAdmin).then([deleted('admin-1')]);
    spec.given([issued]).when(asStranger).thenThrows(ReferralCodeNotYoursError);
    spec.given([issued, deleted()]).when(cmd('DeleteReferralCode', { code: 'ABCDEFGH', byAdmin: false })).thenThrows(ReferralCodeStateError);
    spec.given([issued]).when(cmd('DeleteReferralCode', { code: 'QRSTUVWX', byAdmin: false })).thenThrows(ReferralCodeNotFoundError);
    spec.given([issued, deleted()]).when(cmd('DeactivateReferralCode')).thenThrows(ReferralCodeStateError);
    spec.given([issued, deleted()]).when(cmd('ReplaceReferralCode', { code: 'QRSTUVWX' })).thenThrows(ReferralCodeStateError);
    // A look after the deletion issues nothing; asking for a new code does, and asking again while one exists is refused.
    spec.given([issued, deleted()]).when(cmd('IssueReferralCode', { code: 'QRSTUVWX' })).then([]);
    const renewed: ReferralEvent = { type: 'ReferralCodeIssued', data: { userId: ME, code: 'QRSTUVWX', issuedAt: NOW } };
    spec.given([issued, deleted()]).when(cmd('IssueReferralCode', { code: 'QRSTUVWX', renew: true })).then([renewed]);
    spec.given([issued, deleted(), renewed]).when(cmd('IssueReferralCode', { code: 'ZZZZZZZZ', renew: true })).thenThrows(ReferralCodeStateError);
    spec.given([issued, deleted(), renewed]).when(cmd('RecordReferral', { refereeId: 'friend-9', code: 'ABCDEFGH', sameEmail: false })).thenThrows(ReferralCodeExpiredError);
  });
  it('keep what a deleted code brought: the friend’s pending $20 is still earned on their first job', () => {
    const referred: ReferralEvent = { type: 'FriendReferred', data: { userId: ME, refereeId: 'friend-1', code: 'ABCDEFGH', referredAt: NOW, flag: null } };
    const deleted: ReferralEvent = { type: 'ReferralCodeDeleted', data: { userId: ME, code: 'ABCDEFGH', by: ME, at: NOW } };
    const state = [issued, referred, deleted].reduce(evolveReferral, initialReferralState);
    expect(state.rewards['friend-1']).toMatchObject({ status: 'pending', amountCents: 2000 });
    const later = { type: 'CompleteReferral', data: { userId: ME, refereeId: 'friend-1', bookingId: 'b-1', referrerRole: 'client', reasons: [] }, metadata: { userId: 'system', now: '2027-01-10T15:00:00.000Z' } } as ReferralCommand;
    expect(decideReferral(later, state).map((event) => event.type)).toEqual(['ReferralRewardEarned', 'LedgerPosted']);
  });
});

describe('referral rewards', () => {
  const FRIEND = 'friend-1';
  const BOOKING = 'booking-1';
  const LATER = '2027-01-10T15:00:00.000Z';
  const at = (now: string, type: ReferralCommand['type'], extra: Record<string, unknown> = {}, userId = 'system'): ReferralCommand =>
    ({ type, data: { userId: ME, ...extra }, metadata: { userId, now } }) as ReferralCommand;
  const referred = (flag: 'same-email' | null = null): ReferralEvent => ({ type: 'FriendReferred', data: { userId: ME, refereeId: FRIEND, code: 'ABCDEFGH', referredAt: NOW, flag } });
  const complete = (role: 'client' | 'cleaner', reasons: string[] = []) => at(LATER, 'CompleteReferral', { refereeId: FRIEND, bookingId: BOOKING, referrerRole: role, reasons });
  const earnedCredit: ReferralEvent = {
    type: 'ReferralRewardEarned',
    data: { userId: ME, refereeId: FRIEND, bookingId: BOOKING, kind: 'credit', amountCents: 2000, earnedAt: LATER, expiresAt: '2027-07-10T15:00:00.000Z', approvedBy: null },
  };
  const creditPosting: ReferralEvent = {
    type: 'LedgerPosted',
    data: {
      postingId: `referral-reward:${ME}:${FRIEND}`, phase: 'single', pendingId: null, userId: ME, bookingId: BOOKING, at: LATER,
      lines: [{ account: 'referral_reward_expense', side: 'debit', amountCents: 2000 }, { account: 'referral_credits_payable', side: 'credit', amountCents: 2000 }],
    },
  };

  it('run 6 months, to the same time of day (the last day of a shorter month)', () => {
    expect(rewardExpiresAt('2026-11-25T15:00:00.000Z')).toBe('2027-05-25T15:00:00.000Z');
    expect(rewardExpiresAt('2026-08-31T12:00:00.000Z')).toBe('2027-02-28T12:00:00.000Z');
  });

  it('are earned once when the friend’s first job is completed and paid: a client referrer’s as a credit, posted to the ledger', () => {
    spec.given([issued, referred()]).when(complete('client')).then([earnedCredit, creditPosting]);
    spec.given([issued, referred(), earnedCredit, creditPosting]).when(complete('client')).then([]);
    spec.given([issued]).when(complete('client')).then([]);
  });

  it('go to a cleaner referrer’s payouts: their payable is credited, no expiry', () => {
    const [earned, posting] = decideReferral(complete('cleaner'), [issued, referred()].reduce(evolveReferral, initialReferralState));
    expect(earned).toMatchObject({ type: 'ReferralRewardEarned', data: { kind: 'payout', expiresAt: null } });
    expect(posting).toMatchObject({ type: 'LedgerPosted', data: { lines: [{ account: 'referral_reward_expense', side: 'debit' }, { account: `cleaner_payable:${ME}`, side: 'credit', amountCents: 2000 }] } });
  });

  it('are held for an admin when the e-mail, the card or the address is the referrer’s; approved, they are earned and name the admin; refused, never', () => {
    const held: ReferralEvent = { type: 'ReferralRewardHeld', data: { userId: ME, refereeId: FRIEND, bookingId: BOOKING, kind: 'credit', amountCents: 2000, reasons: ['same-email', 'same-card'], at: LATER } };
    spec.given([issued, referred('same-email')]).when(complete('client', ['same-card'])).then([held]);
    spec.given([issued, referred()]).when(complete('client', ['same-address'])).then([{ ...held, data: { ...held.data, reasons: ['same-address'] } } as ReferralEvent]);
    const approved = decideReferral(at(LATER, 'ApproveReferralReward', { refereeId: FRIEND }, 'admin-1'), [issued, referred('same-email'), held].reduce(evolveReferral, initialReferralState));
    expect(approved[0]).toMatchObject({ type: 'ReferralRewardEarned', data: { approvedBy: 'admin-1', kind: 'credit' } });
    spec.given([issued, referred('same-email'), held]).when(at(LATER, 'RefuseReferralReward', { refereeId: FRIEND, reason: 'même carte' }, 'admin-1')).then([
      { type: 'ReferralRewardRefused', data: { userId: ME, refereeId: FRIEND, reason: 'même carte', by: 'admin-1', at: LATER } },
    ]);
    spec.given([issued, referred()]).when(at(LATER, 'ApproveReferralReward', { refereeId: FRIEND }, 'admin-1')).thenThrows(ReferralRewardStateError);
    spec.given([issued, referred(), earnedCredit]).when(at(LATER, 'RefuseReferralReward', { refereeId: FRIEND, reason: 'x' }, 'admin-1')).thenThrows(ReferralRewardStateError);
  });

  it('as a credit are spent on one booking, come back when it ends before its service, and cannot be spent twice', () => {
    const used: ReferralEvent = { type: 'ReferralCreditUsed', data: { userId: ME, refereeId: FRIEND, bookingId: 'b-2', amountCents: 2000, at: LATER } };
    spec.given([issued, referred(), earnedCredit]).when(at(LATER, 'UseReferralCredit', { refereeId: FRIEND, bookingId: 'b-2' }, ME)).then([used]);
    spec.given([issued, referred(), earnedCredit, used]).when(at(LATER, 'UseReferralCredit', { refereeId: FRIEND, bookingId: 'b-2' }, ME)).then([]);
    spec.given([issued, referred(), earnedCredit, used]).when(at(LATER, 'UseReferralCredit', { refereeId: FRIEND, bookingId: 'b-3' }, ME)).thenThrows(ReferralRewardStateError);
    spec.given([issued, referred()]).when(at(LATER, 'UseReferralCredit', { refereeId: FRIEND, bookingId: 'b-2' }, ME)).thenThrows(ReferralRewardStateError);
    spec.given([issued, referred(), earnedCredit, used]).when(at(LATER, 'RestoreReferralCredit', { bookingId: 'b-2' })).then([
      { type: 'ReferralCreditRestored', data: { userId: ME, refereeId: FRIEND, bookingId: 'b-2', at: LATER } },
    ]);
    spec.given([issued, referred(), earnedCredit, used]).when(at(LATER, 'RestoreReferralCredit', { bookingId: 'other' })).then([]);
  });

  it('expire by their timer: pending 6 months after the sign-up, a credit 6 months after it was earned (its expense taken back); not before, and not once spent', () => {
    spec.given([issued, referred()]).when(at('2027-05-24T15:00:00.000Z', 'ExpireReferralReward', { refereeId: FRIEND })).then([]);
    spec.given([issued, referred()]).when(at('2027-05-25T15:00:00.000Z', 'ExpireReferralReward', { refereeId: FRIEND })).then([
      { type: 'ReferralRewardExpired', data: { userId: ME, refereeId: FRIEND, stage: 'pending', amountCents: 2000, at: '2027-05-25T15:00:00.000Z' } },
    ]);
    const end = '2027-07-10T15:00:00.000Z';
    spec.given([issued, referred(), earnedCredit]).when(at(end, 'ExpireReferralReward', { refereeId: FRIEND })).then([
      { type: 'ReferralRewardExpired', data: { userId: ME, refereeId: FRIEND, stage: 'credit', amountCents: 2000, at: end } },
      {
        type: 'LedgerPosted',
        data: {
          postingId: `referral-credit-expired:${ME}:${FRIEND}`, phase: 'single', pendingId: null, userId: ME, bookingId: null, at: end,
          lines: [{ account: 'referral_credits_payable', side: 'debit', amountCents: 2000 }, { account: 'referral_reward_expense', side: 'credit', amountCents: 2000 }],
        },
      },
    ]);
    const used: ReferralEvent = { type: 'ReferralCreditUsed', data: { userId: ME, refereeId: FRIEND, bookingId: 'b-2', amountCents: 2000, at: LATER } };
    spec.given([issued, referred(), earnedCredit, used]).when(at(end, 'ExpireReferralReward', { refereeId: FRIEND })).then([]);
    // The booking it was set aside for ended after its last day: it comes back and expires at once.
    const restoredLate = decideReferral(at('2027-08-01T00:00:00.000Z', 'RestoreReferralCredit', { bookingId: 'b-2' }), [issued, referred(), earnedCredit, used].reduce(evolveReferral, initialReferralState));
    expect(restoredLate.map((event) => event.type)).toEqual(['ReferralCreditRestored', 'ReferralRewardExpired', 'LedgerPosted']);
    // A completed job after the pending reward's end earns nothing.
    spec.given([issued, referred()]).when(at('2027-06-01T00:00:00.000Z', 'CompleteReferral', { refereeId: FRIEND, bookingId: BOOKING, referrerRole: 'client', reasons: [] })).then([]);
  });
});

describe('a credit from the platform (a dispute decided with a credit)', () => {
  const grant = (amountCents = 2_500, userId = SYSTEM_USER) =>
    ({ type: 'GrantPlatformCredit', data: { userId: ME, creditId: 'dispute-1', bookingId: 'b-1', amountCents }, metadata: { userId, now: NOW } }) as ReferralCommand;
  const granted: ReferralEvent = { type: 'PlatformCreditGranted', data: { userId: ME, creditId: 'dispute-1', bookingId: 'b-1', amountCents: 2_500, grantedAt: NOW, expiresAt: rewardExpiresAt(NOW) } };
  const grantPosted: ReferralEvent = { type: 'LedgerPosted', data: { ...platformCreditPosting(`platform-credit:${ME}:dispute-1`, 2_500), userId: ME, bookingId: 'b-1', at: NOW } };

  it('is granted once, booked as the platform’s expense, and spent like a referral credit', () => {
    spec.given([]).when(grant()).then([granted, grantPosted]);
    spec.given([granted, grantPosted]).when(grant()).then([]);
    spec.given([granted]).when(cmd('UseReferralCredit', { refereeId: 'dispute-1', bookingId: 'b-2' })).then([
      { type: 'ReferralCreditUsed', data: { userId: ME, refereeId: 'dispute-1', bookingId: 'b-2', amountCents: 2_500, at: NOW } },
    ]);
  });
  it('expires unspent after 6 months, its expense taken back from the platform credit’s', () => {
    const later = { type: 'ExpireReferralReward', data: { userId: ME, refereeId: 'dispute-1' }, metadata: { userId: SYSTEM_USER, now: rewardExpiresAt(NOW) } } as ReferralCommand;
    const events = decideReferral(later, [granted].reduce(evolveReferral, initialReferralState));
    const posting = events.find((event) => event.type === 'LedgerPosted');
    expect(posting?.type === 'LedgerPosted' && posting.data.lines).toEqual([
      { account: LEDGER_ACCOUNTS.referralCreditsPayable, side: 'debit', amountCents: 2_500 },
      { account: LEDGER_ACCOUNTS.platformCreditExpense, side: 'credit', amountCents: 2_500 },
    ]);
  });
  it('is the product’s reactions’ alone, and never of nothing', () => {
    spec.given([]).when(grant(2_500, ME)).thenThrows(ReferralRewardStateError);
    spec.given([]).when(grant(0)).thenThrows(ReferralRewardStateError);
  });
});
