import type { Position } from '@weklean/domain';
import { isAfter } from '@weklean/platform';
import type { FinanceReplayRow } from '@weklean/projections';

/** Positions go out as decimal strings: a bigint does not survive JSON. */
const positionOf = (position: Position | null) => (position ? { commit: position.commit.toString(), prepare: position.prepare.toString() } : null);

/**
 * What the finance page says of a finished replay (docs/api/finance.md): when it was checked, the log position it
 * covers (the head read as it started, so `coversLogUntil` is that moment), its age, and whether it is stale. Stale is
 * the simplest honest test: the log's head has moved past that position since, whatever streams the new events
 * belong to (null when the store cannot tell its head: an empty log, or KurrentDB). A newer event may not touch the week at all; the admin reads
 * the age and may run it again.
 */
export function replaySummary(replay: FinanceReplayRow, head: Position | null, now: Date) {
  const checkedAt = replay.finished_at ?? replay.started_at;
  return {
    id: replay.id,
    state: replay.state === 'failed' ? ('failed' as const) : ('done' as const),
    checkedAt: checkedAt.toISOString(),
    position: positionOf(replay.position),
    coversLogUntil: replay.started_at.toISOString(),
    durationMs: replay.duration_ms,
    ageSeconds: Math.max(0, Math.round((now.getTime() - checkedAt.getTime()) / 1000)),
    stale: head === null ? null : replay.position === null || isAfter(head, replay.position),
    error: replay.error,
  };
}

/** A run in progress: its id (what a POST answered) and when it was asked for or started. */
export const runningSummary = (replay: FinanceReplayRow | null) => (replay ? { id: replay.id, startedAt: replay.started_at.toISOString() } : null);
