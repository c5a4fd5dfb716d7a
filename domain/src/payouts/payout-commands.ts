import type { Command } from '../shared/decider';
import type { AccountRequirement, ConnectedAccountStatus, EarningKind, PayoutStatus } from './payout-events';

/** Commands on a cleaner's payout stream (docs/api/payouts.md). */

/** The cleaner starts setting up where they are paid: the provider's connected account is made. */
export type OpenPayoutAccount = Command<'OpenPayoutAccount', { cleanerId: string; accountId: string }>;
/** The provider says how the account stands (Stripe's `account.updated`, or the simulated onboarding). System only. */
export type UpdatePayoutAccount = Command<
  'UpdatePayoutAccount',
  { cleanerId: string; accountId: string; status: ConnectedAccountStatus; requirements: AccountRequirement[]; bankLast4: string | null }
>;
/** A ledger posting made money the cleaner's (a reactor on the payment streams). System only. */
export type CreditEarning = Command<
  'CreditEarning',
  { cleanerId: string; earningId: string; bookingId: string; kind: EarningKind; amountCents: number; platformFeeCents: number; earnedAt: string }
>;
/** The Friday timer: pays the available balance earned up to the end of `week`. System only. */
export type RunWeeklyPayout = Command<'RunWeeklyPayout', { cleanerId: string; week: string }>;
/** The cleaner asks for their available balance now, less the $5 fee. */
export type RequestInstantPayout = Command<'RequestInstantPayout', { cleanerId: string }>;
/** The provider's word on a payout (webhook, or the simulated provider). System only. */
export type RecordPayoutStatus = Command<'RecordPayoutStatus', { payoutId: string; status: PayoutStatus; failureReason: string | null }>;
/** An admin holds or releases a cleaner's payouts, with a reason (the BFF lets only admins send these). */
export type HoldPayouts = Command<'HoldPayouts', { cleanerId: string; reason: string }>;
/** A dispute opened on a booking holds its earning; its decision lets it go (a refund's recovery first). */
export type FreezeEarning = Command<'FreezeEarning', { cleanerId: string; bookingId: string; disputeId: string }>;
export type ReleaseEarning = Command<'ReleaseEarning', { cleanerId: string; bookingId: string; disputeId: string }>;
/** A refund after the service, the cleaner's part (`recoveryId`: its posting); lets the booking's earning go. */
export type RecoverEarning = Command<'RecoverEarning', { cleanerId: string; recoveryId: string; bookingId: string; amountCents: number }>;
export type ReleasePayouts = Command<'ReleasePayouts', { cleanerId: string; reason: string }>;

export type PayoutCommand =
  | OpenPayoutAccount
  | UpdatePayoutAccount
  | CreditEarning
  | RunWeeklyPayout
  | RequestInstantPayout
  | RecordPayoutStatus
  | HoldPayouts
  | ReleasePayouts
  | FreezeEarning
  | ReleaseEarning
  | RecoverEarning;
