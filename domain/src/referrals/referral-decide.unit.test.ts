import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { displayReferralCode, newReferralCode, normalizeReferralCode, REFERRAL_ALPHABET } from './referral-code';
import type { ReferralCommand } from './referral-commands';
import { referralDecider } from './referral-decide';
import { InvalidReferralCodeError, ReferralCodeStateError } from './referral-errors';
import type { ReferralEvent } from './referral-events';

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
    spec.given([issued]).when(cmd('RecordReferral', { refereeId: ME, code: 'ABCDEFGH', sameEmail: false })).thenThrows(InvalidReferralCodeError);
    spec.given([issued, off]).when(cmd('RecordReferral', { refereeId: 'friend-1', code: 'ABCDEFGH', sameEmail: false })).thenThrows(InvalidReferralCodeError);
    spec.given([issued]).when(cmd('RecordReferral', { refereeId: 'friend-1', code: 'QRSTUVWX', sameEmail: false })).thenThrows(InvalidReferralCodeError);
  });
});
