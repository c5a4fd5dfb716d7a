import { reconciliationTotals, mondayOf, addDays, quebecInstant, type EventStore, type Finding, type ReconciliationRow } from '@weklean/domain';
import { headPositionOf } from '@weklean/platform';
import {
  cleanerNames,
  earningsOfWeek,
  latestFinanceReplay,
  ledgerLinesOfWeek,
  payoutAccountOf,
  payoutsTouchingWeek,
  reconciliationOfWeek,
  trialBalanceRows,
} from '@weklean/projections';
import { createFinanceReplayRequests } from '@weklean/workers';
import type postgres from 'postgres';
import { replaySummary, runningSummary } from './replay-summary';

/**
 * The finance reports (docs/api/finance.md): the trial balance, the weekly reconciliation twice over, the invariants.
 * Nothing here replays the log (issue 34): the replays run in the workers and are read back as stored.
 */

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
  const requests = createFinanceReplayRequests({ sql });
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

    /**
     * The week's rows from the read model beside the stored replay's (its latest finished run); any disagreement is a
     * finding. No replay yet: `replayAgrees` null and no findings.
     */
    async reconciliation(week: string, now: Date) {
      const bounds = weekBounds(week)!;
      const [fromReadModel, replay, running, head] = await Promise.all([
        reconciliationOfWeek(sql, week),
        latestFinanceReplay(sql, 'week', week, 'finished'),
        latestFinanceReplay(sql, 'week', week, 'running'),
        headPositionOf(deps.store),
      ]);
      const replayed = replay?.state === 'done' && replay.result && 'rows' in replay.result ? replay.result.rows : null;
      const findings: Finding[] = [];
      const byCleaner = new Map((replayed ?? []).map((row) => [row.cleanerId, row]));
      for (const row of replayed ? fromReadModel : []) {
        const other = byCleaner.get(row.cleanerId);
        if (!other || !sameRow(row, other)) {
          findings.push({ invariant: 'replay-differs', subject: row.cleanerId, detail: `read model ${JSON.stringify(row)} ≠ replay ${JSON.stringify(other ?? null)}` });
        }
        byCleaner.delete(row.cleanerId);
      }
      for (const missing of byCleaner.values()) findings.push({ invariant: 'replay-differs', subject: missing.cleanerId, detail: `only in the replay: ${JSON.stringify(missing)}` });
      const totals = reconciliationTotals(fromReadModel);
      return {
        week,
        ...bounds,
        rows: await named(fromReadModel),
        totals,
        replayAgrees: replayed ? findings.length === 0 : null,
        findings,
        replay: replay ? replaySummary(replay, head, now) : null,
        running: runningSummary(running),
      };
    },

    /** One cleaner's row for the week (from the read model) and everything behind it, each with its event's id. */
    async drillDown(week: string, cleanerId: string) {
      const own = (await reconciliationOfWeek(sql, week)).filter((candidate) => candidate.cleanerId === cleanerId);
      const [row = null] = await named(own);
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

    /**
     * The invariants as the latest stored run over the whole log found them (`state: 'none'` before any), and the run
     * in progress if any.
     */
    async invariants(now: Date) {
      const [replay, running, head] = await Promise.all([latestFinanceReplay(sql, 'invariants', null, 'finished'), latestFinanceReplay(sql, 'invariants', null, 'running'), headPositionOf(deps.store)]);
      const findings: Finding[] = replay?.state === 'done' && replay.result && 'findings' in replay.result ? replay.result.findings : [];
      const summary = replay ? replaySummary(replay, head, now) : null;
      return { state: summary?.state ?? ('none' as const), findings, replay: summary, running: runningSummary(running) };
    },

    /** An admin asks for a replay in the background: the run's id (the one already running for that week, if any). */
    requestReplay: (kind: 'week' | 'invariants', week: string | null, now: Date) => requests.request(kind, kind === 'week' ? week : null, now),

    ledgerLines: (week: string) => {
      const bounds = weekBounds(week)!;
      return ledgerLinesOfWeek(sql, bounds.from, bounds.to);
    },
  };
}

export type Finance = ReturnType<typeof createFinance>;
