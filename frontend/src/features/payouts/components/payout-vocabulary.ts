import type { AccountStatus, EarningRow, PayoutRow } from '../api/payouts-api';

/** The connected account's statuses (SPEC section 4): label and tag colour. */
export const ACCOUNT_STATUS: Readonly<Record<AccountStatus, { key: string; color: string }>> = {
  pending_requirements: { key: 'payouts:account.status.pending_requirements', color: 'gold' },
  pending: { key: 'payouts:account.status.pending', color: 'blue' },
  active: { key: 'payouts:account.status.active', color: 'green' },
  inactive: { key: 'payouts:account.status.inactive', color: 'default' },
  incomplete: { key: 'payouts:account.status.incomplete', color: 'orange' },
  restricted: { key: 'payouts:account.status.restricted', color: 'red' },
};

export const PAYOUT_STATUS: Readonly<Record<PayoutRow['status'], { key: string; color: string }>> = {
  pending: { key: 'payouts:payout.status.pending', color: 'gold' },
  in_transit: { key: 'payouts:payout.status.in_transit', color: 'blue' },
  paid: { key: 'payouts:payout.status.paid', color: 'green' },
  failed: { key: 'payouts:payout.status.failed', color: 'red' },
};

export const EARNING_STATUS: Readonly<Record<EarningRow['status'], { key: string; color: string }>> = {
  pending: { key: 'payouts:earning.status.pending', color: 'gold' },
  available: { key: 'payouts:earning.status.available', color: 'green' },
  paid_out: { key: 'payouts:earning.status.paid_out', color: 'default' },
};

/** The provider's failure codes the page explains; any other shows as itself in a generic sentence. */
export const KNOWN_FAILURE_REASONS = ['no_account', 'account_closed', 'invalid_account_number', 'canceled'] as const;

/** A failed payout's reason as a message key (the key's text takes `{{reason}}` where it shows the code). */
export const failureReasonKey = (reason: string): string =>
  (KNOWN_FAILURE_REASONS as readonly string[]).includes(reason) ? `payouts:history.failure.${reason}` : 'payouts:history.failure.other';

/** What reaches the bank from an instant payout: the available balance less the fee, never below zero. */
export const instantAmount = (availableCents: number, feeCents: number): number => Math.max(0, availableCents - feeCents);

/** Why the instant payout button is off, as a message key (null: it is on). */
export function instantBlocker(view: { account: { status: AccountStatus } | null; hold: unknown; canInstantPayout: boolean; balances: { available: number }; instantFeeCents: number; payouts: { kind: string; status: string }[] }): string | null {
  if (view.canInstantPayout) return null;
  if (view.account?.status !== 'active') return 'payouts:instant.needsAccount';
  if (view.hold !== null) return 'payouts:instant.held';
  if (view.payouts.some((payout) => payout.kind === 'instant' && (payout.status === 'pending' || payout.status === 'in_transit'))) return 'payouts:instant.inFlight';
  return 'payouts:instant.tooLow';
}
