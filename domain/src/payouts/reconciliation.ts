import type { Posting } from '../payments/ledger';
import { cleanerPayable } from '../payments/ledger';
import { isFrozen, netOf, outstandingRecovery, type PayoutState } from './payout';
import { payoutWeekOf } from './payout-week';

/**
 * The weekly reconciliation of what each cleaner earned and was paid (docs/api/finance.md), computed from payout
 * states. The finance page shows it computed twice: from the read model (SQL) and by this function over states
 * replayed from the raw event log; the two must agree to the cent.
 */
export type ReconciliationRow = {
  cleanerId: string;
  /** The value of the work before taxes: the cleaner's earnings and the platform's fee on them, and cancellation fees. */
  gross: number;
  /** The platform's service fee on that work. */
  fees: number;
  /** Refunds after the service (a dispute's decision) recovered from the week's earnings at their transfer. */
  refunds: number;
  cancellationFees: number;
  /** Instant payouts' fees, counted in the week of the latest earning the payout covered. */
  instantFees: number;
  /** What the cleaner is owed for the week: gross − fees − refunds − instantFees. */
  net: number;
  /** What payouts that reached the bank paid of it. */
  paid: number;
  difference: number;
};

const emptyRow = (cleanerId: string): ReconciliationRow => ({ cleanerId, gross: 0, fees: 0, refunds: 0, cancellationFees: 0, instantFees: 0, net: 0, paid: 0, difference: 0 });

/** One cleaner's row for `week`, or null when nothing of theirs belongs to it. */
export function reconcileCleanerWeek(state: PayoutState, week: string): ReconciliationRow | null {
  if (state.cleanerId === null) return null;
  const row = emptyRow(state.cleanerId);
  const weekOf = new Map(state.earnings.map((earning) => [earning.earningId, payoutWeekOf(earning.earnedAt)]));
  let touched = false;
  for (const earning of state.earnings) {
    if (weekOf.get(earning.earningId) !== week) continue;
    touched = true;
    row.gross += earning.amountCents + earning.platformFeeCents;
    row.fees += earning.platformFeeCents;
    row.refunds += earning.recoveredCents ?? 0;
    if (earning.kind === 'cancellation_fee') row.cancellationFees += earning.amountCents;
  }
  for (const payout of state.payouts) {
    if (payout.status === 'failed') continue;
    const weeks = payout.earningIds.map((id) => weekOf.get(id) ?? '');
    const feeWeek = weeks.reduce((latest, candidate) => (candidate > latest ? candidate : latest), '');
    if (feeWeek === week) {
      touched = true;
      row.instantFees += payout.feeCents;
    }
    if (payout.status !== 'paid') continue;
    const paidOfWeek = state.earnings
      .filter((earning) => payout.earningIds.includes(earning.earningId) && weekOf.get(earning.earningId) === week)
      .reduce((total, earning) => total + netOf(earning), 0);
    if (paidOfWeek > 0 || feeWeek === week) touched = true;
    row.paid += paidOfWeek - (feeWeek === week ? payout.feeCents : 0);
  }
  if (!touched) return null;
  row.net = row.gross - row.fees - row.refunds - row.instantFees;
  row.difference = row.net - row.paid;
  return row;
}

const FIGURES = ['gross', 'fees', 'refunds', 'cancellationFees', 'instantFees', 'net', 'paid', 'difference'] as const;

/** The totals of a week's rows, figure by figure. */
export function reconciliationTotals(rows: readonly ReconciliationRow[]): Omit<ReconciliationRow, 'cleanerId'> {
  const { cleanerId: _cleanerId, ...totals } = emptyRow('');
  for (const row of rows) for (const key of FIGURES) totals[key] += row[key];
  return totals;
}

export function reconcileWeek(states: Iterable<PayoutState>, week: string): { rows: ReconciliationRow[]; totals: Omit<ReconciliationRow, 'cleanerId'> } {
  const rows = [...states].flatMap((state) => reconcileCleanerWeek(state, week) ?? []).sort((a, b) => a.cleanerId.localeCompare(b.cleanerId));
  return { rows, totals: reconciliationTotals(rows) };
}

/** A broken invariant of the money (docs/api/finance.md). */
export type Finding = { invariant: string; subject: string; detail: string };

/**
 * The invariants over posted ledger balances and payout states: the trial balance is zero, no cleaner payable below
 * zero (what the platform owes never turns into what the cleaner owes), every payout equals what it covers less its
 * fee, every fully paid booking has its transfer (unless the account cannot take it yet or an admin holds it), and no
 * earning of a cancelled booking but its fee.
 */
export function checkInvariants(input: {
  postings: readonly Posting[];
  payouts: Iterable<PayoutState>;
  cancelledBookings: ReadonlySet<string>;
  /** Bookings paid in full, with their cleaner: each must have its earning transferred (or held, with the reason). */
  fullyPaidBookings: ReadonlyMap<string, string>;
}): Finding[] {
  const findings: Finding[] = [];
  const balances = new Map<string, number>();
  for (const posting of input.postings) {
    if (posting.phase !== 'single' && posting.phase !== 'post') continue;
    for (const line of posting.lines) balances.set(line.account, (balances.get(line.account) ?? 0) + (line.side === 'debit' ? line.amountCents : -line.amountCents));
  }
  const sum = [...balances.values()].reduce((total, value) => total + value, 0);
  if (sum !== 0) findings.push({ invariant: 'trial-balance', subject: 'ledger', detail: `debits − credits = ${sum}` });
  const states = [...input.payouts];
  const byCleaner = new Map(states.map((state) => [state.cleanerId, state]));
  for (const [account, balance] of balances) {
    // Liabilities read negative (credits); a payable with more debits than credits is money the cleaner owes: only a
    // refund after the service not yet recovered from their transfers may make it so, and never by more.
    if (!account.startsWith(cleanerPayable(''))) continue;
    const state = byCleaner.get(account.slice(cleanerPayable('').length));
    const owed = state ? outstandingRecovery(state) : 0;
    if (balance > owed) findings.push({ invariant: 'payable-not-negative', subject: account, detail: `${balance} cents below zero, ${owed} to recover` });
  }
  for (const [bookingId, cleanerId] of input.fullyPaidBookings) {
    const state = byCleaner.get(cleanerId);
    const earning = state?.earnings.find((candidate) => candidate.bookingId === bookingId && candidate.kind === 'service');
    const waits = !state || state.account?.status !== 'active' || state.hold !== null || (earning !== undefined && isFrozen(state, earning));
    if (!earning) findings.push({ invariant: 'paid-booking-transferred', subject: bookingId, detail: 'no earning credited' });
    else if (earning.status === 'credited' && !waits) findings.push({ invariant: 'paid-booking-transferred', subject: bookingId, detail: 'earning not transferred' });
  }
  for (const state of states) {
    for (const payout of state.payouts) {
      const covered = state.earnings.filter((earning) => payout.earningIds.includes(earning.earningId)).reduce((total, earning) => total + netOf(earning), 0);
      if (payout.status !== 'failed' && covered - payout.feeCents !== payout.amountCents) {
        findings.push({ invariant: 'payout-equals-covered', subject: payout.payoutId, detail: `pays ${payout.amountCents}, covers ${covered} less ${payout.feeCents}` });
      }
    }
    for (const earning of state.earnings) {
      if (earning.kind === 'service' && input.cancelledBookings.has(earning.bookingId)) {
        findings.push({ invariant: 'no-earning-on-cancelled', subject: earning.bookingId, detail: `${earning.amountCents} cents earned` });
      }
    }
  }
  return findings;
}
