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

/** The stand-in form's checks, as the server's (institution 3 digits, transit 5, account 7 to 12). */
export const BANK_NUMBER_RULES = {
  institutionNumber: /^\d{3}$/,
  transitNumber: /^\d{5}$/,
  accountNumber: /^\d{7,12}$/,
} as const;

/** Stripe's test bank accounts, and what each does (docs/api/payouts.md). */
export const TEST_BANK_ACCOUNTS = [
  { number: '000123456789', outcome: 'pays' },
  { number: '000111111116', outcome: 'no_account' },
  { number: '000111111113', outcome: 'account_closed' },
] as const;
