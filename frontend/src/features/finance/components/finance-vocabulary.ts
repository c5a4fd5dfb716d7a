import { cleanerPayable } from '@weklean/domain';

/** The reconciliation's figures per cleaner, in the order of the table's columns (docs/api/finance.md). */
export const FIGURES = ['gross', 'fees', 'refunds', 'cancellationFees', 'instantFees', 'net', 'paid', 'difference'] as const;

/** The invariants the server reports findings on, each with its own title (an unknown one shows by its name). */
export const INVARIANTS = ['replay-differs', 'trial-balance', 'payable-not-negative', 'payout-equals-covered', 'no-earning-on-cancelled', 'paid-booking-transferred'] as const;

const PAYABLE_PREFIX = cleanerPayable('');

/** A ledger account's label key: the named accounts, and a cleaner's payable by the first 8 characters of their id. */
export function accountLabel(account: string): { key: string; id?: string } {
  if (account.startsWith(PAYABLE_PREFIX)) return { key: 'finance:accounts.cleaner_payable', id: account.slice(PAYABLE_PREFIX.length, PAYABLE_PREFIX.length + 8) };
  return { key: `finance:accounts.${account}` };
}

type AccountTotals = { account: string; debits: number; credits: number };

/** The trial balance's lines with every cleaner's payable added up in one (there is one per cleaner). */
export function foldCleanerPayables(accounts: readonly AccountTotals[]): AccountTotals[] {
  const payables = accounts.filter((row) => row.account.startsWith(PAYABLE_PREFIX));
  const others = accounts.filter((row) => !row.account.startsWith(PAYABLE_PREFIX));
  if (payables.length === 0) return others;
  const folded = payables.reduce((sum, row) => ({ ...sum, debits: sum.debits + row.debits, credits: sum.credits + row.credits }), { account: 'cleaner_payables', debits: 0, credits: 0 });
  return [...others, folded];
}
