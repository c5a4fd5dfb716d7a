import {
  checkInvariants,
  reconciliationTotals,
  replayEventLog,
  mondayOf,
  addDays,
  quebecInstant,
  reconcileWeek,
  type EventStore,
  type Finding,
  type ReconciliationRow,
} from '@weklean/domain';
import { cleanerNames, earningsOfWeek, ledgerLinesOfWeek, payoutAccountOf, payoutsTouchingWeek, reconciliationOfWeek, trialBalanceRows } from '@weklean/projections';
import type postgres from 'postgres';

/** The finance reports (docs/api/finance.md): the trial balance, the weekly reconciliation twice over, the invariants. */

const FIELDS = ['gross', 'fees', 'refunds', 'cancellationFees', 'instantFees', 'net', 'paid', 'difference'] as const;

/** The week's bounds: Monday 00:00 to the next Monday 00:00, Quebec time. */
export function weekBounds(week: string): { from: string; to: string } | null {
  const monday = mondayOf(week);
  if (monday === null) return null;
  const from = quebecInstant(monday, '00:00');
  const to = quebecInstant(addDays(monday, 7), '00:00');
  return from && to ? { from, to } : null;
}

const sameRow = (a: ReconciliationRow, b: ReconciliationRow) => FIELDS.every((field) => a[field] === b[field]);

export function createFinance(deps: { sql: postgres.Sql; store: EventStore }) {
  const { sql } = deps;
  const named = async <T extends { cleanerId: string }>(rows: T[]) => {
    const names = await cleanerNames(sql, rows.map((row) => row.cleanerId));
    return rows.map((row) => ({ ...row, cleanerName: names.get(row.cleanerId) ?? '' }));
  };

  return {
    async trialBalance() {
      const accounts = await trialBalanceRows(sql);
      const totals = accounts.reduce((sum, row) => ({ debits: sum.debits + row.debits, credits: sum.credits + row.credits }), { debits: 0, credits: 0 });
      return { balanced: totals.debits === totals.credits, accounts, totals };
    },

    /** The week's rows from the read model beside the replay's; any disagreement is a finding. */
    async reconciliation(week: string) {
      const bounds = weekBounds(week)!;
      const [fromReadModel, replay] = await Promise.all([reconciliationOfWeek(sql, week), replayEventLog(deps.store)]);
      const replayed = reconcileWeek(replay.states, week);
      const findings: Finding[] = [];
      const byCleaner = new Map(replayed.rows.map((row) => [row.cleanerId, row]));
      for (const row of fromReadModel) {
        const other = byCleaner.get(row.cleanerId);
        if (!other || !sameRow(row, other)) {
          findings.push({ invariant: 'replay-differs', subject: row.cleanerId, detail: `read model ${JSON.stringify(row)} ≠ replay ${JSON.stringify(other ?? null)}` });
        }
        byCleaner.delete(row.cleanerId);
      }
      for (const missing of byCleaner.values()) findings.push({ invariant: 'replay-differs', subject: missing.cleanerId, detail: `only in the replay: ${JSON.stringify(missing)}` });
      const totals = reconciliationTotals(fromReadModel);
      return { week, ...bounds, rows: await named(fromReadModel), totals, replayAgrees: findings.length === 0, findings };
    },

    /** One cleaner's row for the week and everything behind it, each with its event's id. */
    async drillDown(week: string, cleanerId: string) {
      const { rows } = await this.reconciliation(week);
      const row = rows.find((candidate) => candidate.cleanerId === cleanerId) ?? null;
      const earnings = await earningsOfWeek(sql, week, cleanerId);
      const payouts = await payoutsTouchingWeek(sql, week, cleanerId);
      const account = await payoutAccountOf(sql, cleanerId);
      const bookingIds = [...new Set(earnings.map((earning) => earning.booking_id))];
      const postings = bookingIds.length === 0 ? [] : await ledgerLinesOfWeek(sql, '', '', bookingIds);
      return {
        row,
        account: account && account.account_id !== '' ? { status: account.status, bankLast4: account.bank_last4 } : null,
        hold: account?.hold_reason ? { reason: account.hold_reason, by: account.held_by, since: account.held_at?.toISOString() ?? null } : null,
        earnings: earnings.map((earning) => ({
          earningId: earning.earning_id, bookingId: earning.booking_id, kind: earning.kind, amount: earning.amount_cents, platformFee: earning.platform_fee_cents,
          earnedAt: earning.earned_at.toISOString(), status: earning.status, payoutId: earning.payout_id, eventId: earning.event_id,
        })),
        payouts: payouts.map((payout) => ({
          payoutId: payout.payout_id, kind: payout.kind, amount: payout.amount_cents, fee: payout.fee_cents, status: payout.status, week: payout.week,
          createdAt: payout.created_at.toISOString(), eventId: payout.event_id,
        })),
        postings: postings
          .filter((line) => line.account === `cleaner_payable:${cleanerId}` || line.stream_id === `payout-${cleanerId}`)
          .map((line) => ({ postingId: line.posting_id, account: line.account, side: line.side, amount: line.amount_cents, phase: line.phase, postedAt: line.posted_at.toISOString(), eventId: line.event_id })),
      };
    },

    /** The invariants, checked now over the raw event log. */
    async invariants(now: Date) {
      const replay = await replayEventLog(deps.store);
      return { checkedAt: now.toISOString(), findings: checkInvariants({ postings: replay.postings, payouts: replay.states, cancelledBookings: replay.cancelledBookings, fullyPaidBookings: replay.fullyPaidBookings }) };
    },

    ledgerLines: (week: string) => {
      const bounds = weekBounds(week)!;
      return ledgerLinesOfWeek(sql, bounds.from, bounds.to);
    },
  };
}

export type Finance = ReturnType<typeof createFinance>;
