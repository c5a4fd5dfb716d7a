import type { DomainEvent } from '../shared/decider';
import type { Posting } from '../payments/ledger';

/**
 * Events of a cleaner's payout stream (`payout-<cleanerId>`): where they are paid (the connected account), what they
 * earned (credited from the payment streams' ledger), the transfers of it to their connected account, the payouts to
 * their bank, and the holds an admin puts on them. The stream is the consistency boundary of the cleaner's balance:
 * one instant payout in flight at most, never more paid out than was earned.
 */

/** SPEC section 4: the connected account's statuses. */
export const CONNECTED_ACCOUNT_STATUSES = ['pending_requirements', 'pending', 'active', 'inactive', 'incomplete', 'restricted'] as const;
export type ConnectedAccountStatus = (typeof CONNECTED_ACCOUNT_STATUSES)[number];

/** What the provider still needs before it pays the account out. */
export const ACCOUNT_REQUIREMENTS = ['legal_name', 'date_of_birth', 'address', 'bank_account', 'identity_document', 'tos_acceptance'] as const;
export type AccountRequirement = (typeof ACCOUNT_REQUIREMENTS)[number];

/** The cleaner's share of a booking: the work (service), or a late cancellation's fee. */
export type EarningKind = 'service' | 'cancellation_fee' | 'referral_reward';
export type PayoutKind = 'weekly' | 'instant';
export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export type PayoutAccountOpened = DomainEvent<'PayoutAccountOpened', { cleanerId: string; accountId: string; at: string }>;
export type PayoutAccountUpdated = DomainEvent<
  'PayoutAccountUpdated',
  { cleanerId: string; accountId: string; status: ConnectedAccountStatus; requirements: AccountRequirement[]; bankLast4: string | null; at: string }
>;
export type EarningCredited = DomainEvent<
  'EarningCredited',
  {
    cleanerId: string;
    /** The ledger posting that made it the cleaner's (one earning per posting: a replay credits nothing new). */
    earningId: string;
    bookingId: string;
    kind: EarningKind;
    amountCents: number;
    /** The platform's service fee on the booking (shown in the reconciliation; paid by the client, not the cleaner). */
    platformFeeCents: number;
    earnedAt: string;
    at: string;
  }
>;
/**
 * `amountCents`: what the transfer sends, the earning less `recoveredCents`, the part of it kept back to recover a
 * refund after the service (absent before disputes: nothing kept back). A transfer of 0 sends nothing.
 */
export type EarningTransferred = DomainEvent<
  'EarningTransferred',
  { cleanerId: string; earningId: string; bookingId: string; transferId: string; accountId: string; amountCents: number; recoveredCents?: number; at: string }
>;
/** A dispute opened on the booking: its earning is neither transferred nor paid out until the dispute is decided. */
export type EarningFrozen = DomainEvent<'EarningFrozen', { cleanerId: string; bookingId: string; disputeId: string; at: string }>;
export type EarningReleased = DomainEvent<'EarningReleased', { cleanerId: string; bookingId: string; disputeId: string; at: string }>;
/**
 * A refund after the service taken from the cleaner's earning (`recoveryId`: the refund's posting): recovered from
 * what is transferred to them next, never more than each earning, so a payout is never negative.
 */
export type EarningRecovered = DomainEvent<'EarningRecovered', { cleanerId: string; recoveryId: string; bookingId: string; amountCents: number; at: string }>;
export type PayoutCreated = DomainEvent<
  'PayoutCreated',
  {
    cleanerId: string;
    payoutId: string;
    kind: PayoutKind;
    /** What reaches the bank: the earnings covered, less the fee. */
    amountCents: number;
    feeCents: number;
    earningIds: string[];
    /** The week a weekly payout pays (`2026-W47`); null for an instant one. */
    week: string | null;
    idempotencyKey: string;
    at: string;
  }
>;
export type PayoutStatusChanged = DomainEvent<
  'PayoutStatusChanged',
  { cleanerId: string; payoutId: string; status: PayoutStatus; failureReason: string | null; at: string }
>;
export type PayoutsHeld = DomainEvent<'PayoutsHeld', { cleanerId: string; reason: string; by: string; at: string }>;
export type PayoutsReleased = DomainEvent<'PayoutsReleased', { cleanerId: string; reason: string; by: string; at: string }>;
/** A ledger posting of the payout stream (transfers, instant fees), in the one ledger of the payments issue. */
export type PayoutLedgerPosted = DomainEvent<'LedgerPosted', Posting & { cleanerId: string; bookingId: string | null; at: string }>;

export type PayoutEvent =
  | PayoutAccountOpened
  | PayoutAccountUpdated
  | EarningCredited
  | EarningTransferred
  | EarningFrozen
  | EarningReleased
  | EarningRecovered
  | PayoutCreated
  | PayoutStatusChanged
  | PayoutsHeld
  | PayoutsReleased
  | PayoutLedgerPosted;

export type PayoutEventType = PayoutEvent['type'];

export const payoutEventTypes = [
  'PayoutAccountOpened', 'PayoutAccountUpdated', 'EarningCredited', 'EarningTransferred', 'PayoutCreated', 'PayoutStatusChanged',
  'PayoutsHeld', 'PayoutsReleased', 'LedgerPosted', 'EarningFrozen', 'EarningReleased', 'EarningRecovered',
] as const satisfies readonly PayoutEventType[];

// Fails to compile when an event type is missing from the list above.
const _everyTypeListed: [Exclude<PayoutEventType, (typeof payoutEventTypes)[number]>] extends [never] ? true : never = true;

export const payoutStream = (cleanerId: string): string => `payout-${cleanerId}`;

/** The instant payout's fee (SPEC section 9): $5, kept by the platform. */
export const INSTANT_PAYOUT_FEE_CENTS = 500;
