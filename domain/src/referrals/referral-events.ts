import type { DomainEvent } from '../shared/decider';

/** SPEC 9: the amounts of the programme. */
export const REFERRAL_REWARD_CENTS = 2000;
export const REFERRED_DISCOUNT_CENTS = 1000;
export const REFERRAL_REWARD_VALID_MONTHS = 6;

/**
 * A person's referral account (`referral-<userId>`): their code (active or not, replaced), and the friends who signed
 * up with it. The rewards (earned when a friend's first cleaning is completed and paid, used, expired) are the next
 * part of the programme.
 */
export type ReferralCodeIssued = DomainEvent<'ReferralCodeIssued', { userId: string; code: string; issuedAt: string }>;
export type ReferralCodeDeactivated = DomainEvent<'ReferralCodeDeactivated', { userId: string; code: string; at: string }>;
export type ReferralCodeReactivated = DomainEvent<'ReferralCodeReactivated', { userId: string; code: string; at: string }>;
export type ReferralCodeReplaced = DomainEvent<'ReferralCodeReplaced', { userId: string; oldCode: string; code: string; at: string }>;
/** A friend signed up with the code. `flag`: why an admin should look (the same e-mail once normalised), or null. */
export type FriendReferred = DomainEvent<'FriendReferred', { userId: string; refereeId: string; code: string; referredAt: string; flag: 'same-email' | null }>;

export type ReferralEvent = ReferralCodeIssued | ReferralCodeDeactivated | ReferralCodeReactivated | ReferralCodeReplaced | FriendReferred;
export type ReferralEventType = ReferralEvent['type'];
export const referralEventTypes = [
  'ReferralCodeIssued', 'ReferralCodeDeactivated', 'ReferralCodeReactivated', 'ReferralCodeReplaced', 'FriendReferred',
] as const satisfies readonly ReferralEventType[];
const _everyTypeListed: [Exclude<ReferralEventType, (typeof referralEventTypes)[number]>] extends [never] ? true : never = true;

export const referralStream = (userId: string): string => `referral-${userId}`;
