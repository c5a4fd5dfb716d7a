import { fitsIn, hhmm, minutesOfDay, minutesOfFreeTime as minutesOf, type FreeTime } from '@weklean/domain';

const STEP = 30;

/**
 * Start times (half hours) at which a visit of `hours` fits in the free times, the nearest to `around` first (the
 * earliest when no time is chosen yet), `limit` at most, then in the day's order.
 */
export function suggestedStarts(free: readonly FreeTime[], hours: number | null, around: string | null, limit = 4): string[] {
  const length = Math.round((hours ?? 0) * 60);
  const starts: number[] = [];
  for (const span of free) {
    const first = Math.ceil(minutesOf(span.start) / STEP) * STEP;
    for (let start = first; start + Math.max(length, STEP) <= minutesOf(span.end); start += STEP) starts.push(start);
  }
  const target = around === null ? -1 : minutesOfDay(around);
  return starts
    .map((start) => ({ start, distance: target < 0 ? start : Math.abs(start - target) }))
    .sort((a, b) => a.distance - b.distance || a.start - b.start)
    .slice(0, limit)
    .map((entry) => entry.start)
    .sort((a, b) => a - b)
    .map(hhmm);
}

/** Whether a visit from `start` for `hours` lies within the free times (unknown duration: the start alone). */
export function visitFits(free: readonly FreeTime[], start: string, hours: number | null): boolean {
  const end = minutesOfDay(start) + Math.round((hours ?? 0.5) * 60);
  return end <= 24 * 60 && fitsIn(free, start, end === 24 * 60 ? '24:00' : hhmm(end));
}
