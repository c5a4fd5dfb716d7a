import type { Command } from '../shared/decider';

export type IssueReferralCode = Command<'IssueReferralCode', { userId: string; code: string }>;
export type DeactivateReferralCode = Command<'DeactivateReferralCode', { userId: string }>;
export type ReactivateReferralCode = Command<'ReactivateReferralCode', { userId: string }>;
export type ReplaceReferralCode = Command<'ReplaceReferralCode', { userId: string; code: string }>;
/** A new account signed up with `code`; `sameEmail`: its e-mail, normalised, is the referrer's. */
export type RecordReferral = Command<'RecordReferral', { userId: string; refereeId: string; code: string; sameEmail: boolean }>;

export type ReferralCommand = IssueReferralCode | DeactivateReferralCode | ReactivateReferralCode | ReplaceReferralCode | RecordReferral;
