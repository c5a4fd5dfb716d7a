import type { Command } from '../shared/decider';
import type { ReferralFraudReason } from './referral-events';

/** `renew`: the person asks for a new code after deleting theirs (without it, a deleted code is not replaced on a look). */
export type IssueReferralCode = Command<'IssueReferralCode', { userId: string; code: string; renew?: boolean }>;
export type DeactivateReferralCode = Command<'DeactivateReferralCode', { userId: string }>;
export type ReactivateReferralCode = Command<'ReactivateReferralCode', { userId: string }>;
export type ReplaceReferralCode = Command<'ReplaceReferralCode', { userId: string; code: string }>;
/**
 * The code is retired for good (docs/decisions.md): no sign-up or claim works with it again, it is never given to anyone
 * else, and what it already brought (friends' $10, pending and earned $20) stands. `byAdmin`: the BFF checked the
 * actor is an admin; otherwise only the owner (the actor in the metadata) may.
 */
export type DeleteReferralCode = Command<'DeleteReferralCode', { userId: string; code: string; byAdmin: boolean }>;
/** A new account signed up with `code`; `sameEmail`: its e-mail, normalised, is the referrer's. */
export type RecordReferral = Command<'RecordReferral', { userId: string; refereeId: string; code: string; sameEmail: boolean }>;

/**
 * The friend `refereeId`'s first job (`bookingId`) was completed and paid (a worker, which also checked the card and
 * address rules). System only.
 */
export type CompleteReferral = Command<
  'CompleteReferral',
  { userId: string; refereeId: string; bookingId: string; referrerRole: 'client' | 'cleaner'; reasons: ReferralFraudReason[] }
>;
/** An admin decides on a held reward (the BFF lets only admins send these). */
export type ApproveReferralReward = Command<'ApproveReferralReward', { userId: string; refereeId: string }>;
export type RefuseReferralReward = Command<'RefuseReferralReward', { userId: string; refereeId: string; reason: string }>;
/** The client spends an earned credit on the booking they are requesting. */
export type UseReferralCredit = Command<'UseReferralCredit', { userId: string; refereeId: string; bookingId: string }>;
/** The booking ended before its service (or its request failed): the credit comes back (or expires, if it is past). */
export type RestoreReferralCredit = Command<'RestoreReferralCredit', { userId: string; bookingId: string }>;
/** The 6-month timer of a reward. System only. */
export type ExpireReferralReward = Command<'ExpireReferralReward', { userId: string; refereeId: string }>;
/** A credit from the platform (a dispute decided with a credit): once per `creditId` (the dispute's id). */
export type GrantPlatformCredit = Command<'GrantPlatformCredit', { userId: string; creditId: string; bookingId: string; amountCents: number }>;

export type ReferralCommand =
  | IssueReferralCode
  | DeactivateReferralCode
  | ReactivateReferralCode
  | ReplaceReferralCode
  | DeleteReferralCode
  | RecordReferral
  | CompleteReferral
  | ApproveReferralReward
  | RefuseReferralReward
  | UseReferralCredit
  | RestoreReferralCredit
  | ExpireReferralReward
  | GrantPlatformCredit;
