import type { Posting } from '../payments/ledger';
import type { DomainEvent } from '../shared/decider';

/** SPEC 9: the amounts of the programme. */
export const REFERRAL_REWARD_CENTS = 2000;
export const REFERRED_DISCOUNT_CENTS = 1000;
export const REFERRAL_REWARD_VALID_MONTHS = 6;

/**
 * A person's referral account (`referral-<userId>`): their code (active or not, replaced), the friends who signed up
 * with it, and one $20 reward per friend: pending from the sign-up, earned when the friend's first job is completed
 * and paid (held for an admin first when a fraud rule matches), then for a client spent on a next booking (used) and
 * for a cleaner added to their payouts; a reward not earned, or a credit not spent, within 6 months expires.
 */
export type ReferralCodeIssued = DomainEvent<'ReferralCodeIssued', { userId: string; code: string; issuedAt: string }>;
export type ReferralCodeDeactivated = DomainEvent<'ReferralCodeDeactivated', { userId: string; code: string; at: string }>;
export type ReferralCodeReactivated = DomainEvent<'ReferralCodeReactivated', { userId: string; code: string; at: string }>;
export type ReferralCodeReplaced = DomainEvent<'ReferralCodeReplaced', { userId: string; oldCode: string; code: string; at: string }>;
/** The code retired for good by its owner or an admin (`by`); the rewards it brought stand. */
export type ReferralCodeDeleted = DomainEvent<'ReferralCodeDeleted', { userId: string; code: string; by: string; at: string }>;
/** A friend signed up with the code. `flag`: why an admin should look (the same e-mail once normalised), or null. */
export type FriendReferred = DomainEvent<'FriendReferred', { userId: string; refereeId: string; code: string; referredAt: string; flag: 'same-email' | null }>;

/** Why a reward waits for an admin: the friend's e-mail, card or address is the referrer's. */
export const REFERRAL_FRAUD_REASONS = ['same-email', 'same-card', 'same-address'] as const;
export type ReferralFraudReason = (typeof REFERRAL_FRAUD_REASONS)[number];
/** How a referrer gets their reward: a cleaner in their payouts, a client as a credit on a next booking. */
export type RewardKind = 'payout' | 'credit';

/** The friend's first job (`bookingId`) was completed and paid, and a fraud rule matched: an admin decides. */
export type ReferralRewardHeld = DomainEvent<
  'ReferralRewardHeld',
  { userId: string; refereeId: string; bookingId: string; kind: RewardKind; amountCents: number; reasons: ReferralFraudReason[]; at: string }
>;
/** Earned (at once, or approved by the admin `approvedBy`); `expiresAt`: a credit's last day to be spent, null for a payout. */
export type ReferralRewardEarned = DomainEvent<
  'ReferralRewardEarned',
  { userId: string; refereeId: string; bookingId: string; kind: RewardKind; amountCents: number; earnedAt: string; expiresAt: string | null; approvedBy: string | null }
>;
export type ReferralRewardRefused = DomainEvent<'ReferralRewardRefused', { userId: string; refereeId: string; reason: string; by: string; at: string }>;
/** A client's credit set aside for `bookingId` (its price shows it). */
export type ReferralCreditUsed = DomainEvent<'ReferralCreditUsed', { userId: string; refereeId: string; bookingId: string; amountCents: number; at: string }>;
/** The booking it was set aside for ended before its service: the credit can be spent again. */
export type ReferralCreditRestored = DomainEvent<'ReferralCreditRestored', { userId: string; refereeId: string; bookingId: string; at: string }>;
/** Not earned within 6 months of the sign-up (`stage: 'pending'`), or a credit not spent within 6 months of being earned. */
export type ReferralRewardExpired = DomainEvent<'ReferralRewardExpired', { userId: string; refereeId: string; stage: 'pending' | 'credit'; amountCents: number; at: string }>;
/**
 * A credit the platform gives a client (a dispute decided with a credit, issue 35): spent and expiring as a referral
 * credit does (6 months), by its id (`creditId`, the dispute's) where a referral credit has its friend's.
 */
export type PlatformCreditGranted = DomainEvent<
  'PlatformCreditGranted',
  { userId: string; creditId: string; bookingId: string; amountCents: number; grantedAt: string; expiresAt: string }
>;
/** The reward's money in the ledger (docs/api/finance.md): earned, and a credit that expired unspent. */
export type ReferralLedgerPosted = DomainEvent<'LedgerPosted', Posting & { userId: string; bookingId: string | null; at: string }>;

export type ReferralEvent =
  | ReferralCodeIssued
  | ReferralCodeDeactivated
  | ReferralCodeReactivated
  | ReferralCodeReplaced
  | ReferralCodeDeleted
  | FriendReferred
  | ReferralRewardHeld
  | ReferralRewardEarned
  | PlatformCreditGranted
  | ReferralRewardRefused
  | ReferralCreditUsed
  | ReferralCreditRestored
  | ReferralRewardExpired
  | ReferralLedgerPosted;
export type ReferralEventType = ReferralEvent['type'];
export const referralEventTypes = [
  'ReferralCodeIssued', 'ReferralCodeDeactivated', 'ReferralCodeReactivated', 'ReferralCodeReplaced', 'ReferralCodeDeleted', 'FriendReferred',
  'ReferralRewardHeld', 'ReferralRewardEarned', 'ReferralRewardRefused', 'ReferralCreditUsed', 'ReferralCreditRestored', 'ReferralRewardExpired',
  'LedgerPosted', 'PlatformCreditGranted',
] as const satisfies readonly ReferralEventType[];
const _everyTypeListed: [Exclude<ReferralEventType, (typeof referralEventTypes)[number]>] extends [never] ? true : never = true;

export const referralStream = (userId: string): string => `referral-${userId}`;

/** A reward's last day: 6 months after `from` (same time of day; the end of a shorter month when the day is missing). */
export function rewardExpiresAt(from: string): string {
  const start = new Date(from);
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + REFERRAL_REWARD_VALID_MONTHS);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end.toISOString();
}

/** Whether what is counted from `from` (a friend's sign-up, a credit earned) is still within its 6 months at `now`. */
export const withinRewardPeriod = (from: string, now: Date): boolean => Date.parse(rewardExpiresAt(from)) > now.getTime();
