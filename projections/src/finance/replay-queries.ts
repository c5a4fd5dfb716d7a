import type { Finding, Position, ReconciliationRow } from '@weklean/domain';
import type postgres from 'postgres';

/**
 * The finance replays (issue 34, docs/api/finance.md): each background run of the reconciliation or the invariants
 * over the raw log, with the log position it covers. The workers write them; the BFF reads them.
 */

export type ReplayKind = 'week' | 'invariants';
export type ReplayResult = { rows: ReconciliationRow[] } | { findings: Finding[] };
export type FinanceReplayRow = {
  id: string;
  kind: ReplayKind;
  week: string | null;
  state: 'running' | 'done' | 'failed';
  position: Position | null;
  started_at: Date;
  finished_at: Date | null;
  duration_ms: number | null;
  result: ReplayResult | null;
  error: string | null;
};

type Stored = Omit<FinanceReplayRow, 'position'> & { position_commit: string | null; position_prepare: string | null };
const columns = (sql: postgres.Sql) =>
  sql`id::text, kind, week, state, position_commit::text, position_prepare::text, started_at, finished_at, duration_ms, result, error`;
const fromStored = ({ position_commit, position_prepare, ...row }: Stored): FinanceReplayRow => ({
  ...row,
  position: position_commit === null || position_prepare === null ? null : { commit: BigInt(position_commit), prepare: BigInt(position_prepare) },
});

/**
 * A run of `kind` (and `week`) starts: a new row `running`, or the one already running (the partial unique index keeps
 * one per week, so two requests at once find the same). `created` says which.
 */
export async function claimFinanceReplay(sql: postgres.Sql, kind: ReplayKind, week: string | null, id: string, now: Date): Promise<{ id: string; created: boolean }> {
  const [inserted] = await sql<{ id: string }[]>`
    insert into finance_replays (id, kind, week, state, started_at) values (${id}, ${kind}, ${week}, 'running', ${now})
    on conflict (kind, (coalesce(week, ''))) where state = 'running' do nothing
    returning id::text`;
  if (inserted) return { id: inserted.id, created: true };
  const [running] = await sql<{ id: string }[]>`
    select id::text from finance_replays where kind = ${kind} and coalesce(week, '') = ${week ?? ''} and state = 'running'`;
  // It finished between the two statements: claim again.
  return running ? { id: running.id, created: false } : claimFinanceReplay(sql, kind, week, id, now);
}

/**
 * The run starts: the log position it covers, read just before (null: the log is empty, or the store cannot tell), and
 * its start, when the position was read (a job may wait in the queue after its request).
 */
export async function setFinanceReplayPosition(sql: postgres.Sql, id: string, position: Position | null, now: Date): Promise<void> {
  await sql`
    update finance_replays set position_commit = ${position?.commit.toString() ?? null}, position_prepare = ${position?.prepare.toString() ?? null}, started_at = ${now}
    where id = ${id}`;
}

/** The run ends, with its result or its failure; `durationMs` is measured by the worker (null: it never ran). */
export async function finishFinanceReplay(sql: postgres.Sql, id: string, outcome: { result: ReplayResult } | { error: string }, now: Date, durationMs: number | null): Promise<void> {
  await sql`
    update finance_replays
    set state = ${'result' in outcome ? 'done' : 'failed'}, result = ${'result' in outcome ? sql.json(outcome.result as never) : null},
        error = ${'error' in outcome ? outcome.error : null}, finished_at = ${now}, duration_ms = ${durationMs}
    where id = ${id} and state = 'running'`;
}

export async function financeReplayById(sql: postgres.Sql, id: string): Promise<FinanceReplayRow | null> {
  const [row] = await sql<Stored[]>`select ${columns(sql)} from finance_replays where id = ${id}`;
  return row ? fromStored(row) : null;
}

/** A week's (or the invariants') run in progress, or its latest finished one (done or failed). */
export async function latestFinanceReplay(sql: postgres.Sql, kind: ReplayKind, week: string | null, which: 'running' | 'finished'): Promise<FinanceReplayRow | null> {
  const [row] = await sql<Stored[]>`
    select ${columns(sql)} from finance_replays
    where kind = ${kind} and coalesce(week, '') = ${week ?? ''} and ${which === 'running' ? sql`state = 'running'` : sql`state <> 'running'`}
    order by seq desc limit 1`;
  return row ? fromStored(row) : null;
}

/**
 * The cleaners a week concerns, as the read model knows them: those with an earning of the week, and those whose
 * payouts cover one. A cleaner whose payout stream has the week's activity but whom the read model lacks is not here:
 * the nightly invariants over the whole log are what catch that (docs/api/finance.md).
 */
export async function cleanersOfWeek(sql: postgres.Sql, week: string): Promise<string[]> {
  const rows = await sql<{ cleaner_id: string }[]>`
    select distinct cleaner_id::text from payout_earnings where week = ${week}
    union
    select distinct p.cleaner_id::text from payouts p join payout_earnings e on e.earning_id = any(p.earning_ids) where e.week = ${week}
    order by 1`;
  return rows.map((row) => row.cleaner_id);
}
