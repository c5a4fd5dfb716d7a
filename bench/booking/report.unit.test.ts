import { describe, expect, it } from 'vitest';
import { byTable, formatReport, summarize, tally, verdicts, type BookingFigures, type Cost, type Meta, type Round } from './report';

const cost = (scale: number): Cost => ({ events: 10 * scale, readModelRows: 40 * scale, eventStoreRows: 20 * scale, jobRows: 6 * scale, cpuMs: 300 * scale, idleCpuMs: 50 * scale, dbCpuMs: 200 * scale, idleDbCpuMs: 0 });
const bookings = (ok: number, seconds: number, answer: number): BookingFigures => ({
  ok,
  errors: 0,
  seconds,
  answerMs: Array.from({ length: 100 }, (_, i) => answer + i),
  pushMs: Array.from({ length: 100 }, (_, i) => answer + 20 + i),
  visibleMs: Array.from({ length: 100 }, (_, i) => answer + 5 + i),
  missingPushes: 0,
  missingVisible: 0,
});
const round = (ok: number, answer: number, readP: number, appendCpuMs: number): Round => ({
  alone: { ...bookings(ok, 10, answer), cost: cost(ok / 10) },
  mixed: { ...bookings(ok / 2, 10, answer * 2), reads: { ok: 2000, errors: 0, dropped: 0, seconds: 10, latencyMs: Array.from({ length: 100 }, (_, i) => readP + i / 10) } },
  append: { count: 1000, seconds: 2, cost: { events: 1000, readModelRows: 1000, eventStoreRows: 2000, jobRows: 0, cpuMs: appendCpuMs, idleCpuMs: 0, dbCpuMs: 500, idleDbCpuMs: 0 } },
});
const meta: Meta = {
  date: new Date('2026-11-30T02:00:00Z'), cpu: 'Test CPU', cores: 2, node: 'v20', postgres: '17', server: 'embedded',
  loadStart: 'load average at the start: 0.50 on 2 cores', loadEnd: 'load average at the end: 0.70 on 2 cores',
  pairs: 50, sliceMs: 8000, appendMs: 3000, readRate: 200, pollMs: 20, followMs: 15_000, seedSeconds: 4.2,
  tables: 'bookings 2.0',
  seen: { answer: 'deposit_paid ×2', push: 'DepositConfirmed ×2', readModel: 'deposit_paid ×2' },
};

describe('booking bench report', () => {
  it('tallies what was seen, most frequent first', () => {
    expect(tally(['deposit_paid', null, 'deposit_paid', 'initial_pending'])).toBe('deposit_paid ×2, initial_pending ×1, none ×1');
    expect(tally([])).toBe('none');
  });

  it('lists the tables most written per unit', () => {
    const before = new Map([['bookings', 10], ['events', 100], ['users', 5]]);
    const after = new Map([['bookings', 30], ['events', 200], ['users', 5], ['pgboss.job', 20]]);
    expect(byTable(before, after, 10)).toBe('events 10.0, bookings 2.0, pgboss.job 2.0');
    expect(byTable(before, after, 10, 1)).toBe('events 10.0');
  });

  it('takes the median round, costs per booking and per append, and the ratio per round', () => {
    const summary = summarize([round(600, 100, 10, 100), round(500, 150, 20, 200), round(700, 120, 30, 100)]);
    expect(summary.alone.perSecond).toMatchObject({ median: 60, min: 50, max: 70 });
    // p95 of answer..answer+99 (nearest rank) is answer + 94.
    expect(summary.alone.answer.p95).toMatchObject({ median: 214, min: 194, max: 244 });
    expect(summary.perBooking.events.median).toBe(1);
    expect(summary.perBooking.cpuMs.median).toBe(30);
    expect(summary.perAppend.cpuMs).toMatchObject({ median: 0.1, min: 0.1, max: 0.2 });
    expect(summary.perAppend.events.median).toBe(1);
    // Above idle, per round: 25 / 0.1, 25 / 0.2, 25 / 0.1.
    expect(summary.workCpuMs.perBooking.median).toBe(25);
    expect(summary.ratio.cpuMs).toMatchObject({ median: 250, min: 125, max: 250 });
    // The database: 20 ms a booking, 0.5 ms an append.
    expect(summary.ratio.dbCpuMs.median).toBe(40);
    expect(summary.rows.perBooking.median).toBeCloseTo(6.6);
    expect(summary.rows.perAppend.median).toBe(3);
    expect(summary.ratio.rows.median).toBeCloseTo(2.2);
    expect(summary.reads.perSecond.median).toBe(200);
  });

  it('passes the targets only when the median round meets them without failures', () => {
    const fast = summarize([round(600, 100, 10, 100), round(600, 100, 10, 100)]);
    expect(verdicts(fast)).toEqual({ bookings: true, reads: true });
    const slow = summarize([round(400, 300, 60, 100), round(400, 300, 60, 100)]);
    expect(verdicts(slow)).toEqual({ bookings: false, reads: false });
    const refused = round(600, 100, 10, 100);
    refused.alone.errors = 1;
    refused.mixed.reads.dropped = 3;
    expect(verdicts(summarize([refused]))).toEqual({ bookings: false, reads: false });
  });

  it('prints the load, the figures with their spread and the verdicts', () => {
    const report = formatReport(meta, summarize([round(600, 100, 10, 100), round(400, 300, 60, 100)]));
    expect(report).toContain('load average at the start: 0.50 on 2 cores');
    expect(report).toContain('load average at the end: 0.70 on 2 cores');
    expect(report).toMatch(/alone: bookings\/s\s+50\.0 \(40\.0–60\.0\)/);
    expect(report).toMatch(/server CPU-ms\s+30\.00 \(30\.00–30\.00\)\s+0\.10 \(0\.10–0\.10\)\n/);
    expect(report).toMatch(/above idle\s+25\.00 \(25\.00–25\.00\)\s+0\.10 \(0\.10–0\.10\)\s+250\.0 \(250\.0–250\.0\)/);
    expect(report).toContain("the cleaner's first frame (BOOKING_UPDATED, event): DepositConfirmed ×2");
    // The median round's p95 answer: (194 + 394) / 2.
    expect(report).toMatch(/≥ 50 bookings\/s with p95 ≤ 250 ms \(alone\)\s+50\.0\/s, p95 294 ms, 0 refused\s+MISS/);
    expect(report).toMatch(/reads at 200\/s with p95 ≤ 50 ms while bookings run\s+200\.0\/s, p95 44 ms, 0 failed or dropped\s+PASS/);
  });

  it('counts a push that never came as infinitely late', () => {
    const late = round(600, 100, 10, 100);
    late.alone.pushMs = [...late.alone.pushMs.slice(0, 90), ...Array<number>(10).fill(Number.POSITIVE_INFINITY)];
    late.alone.missingPushes = 10;
    const report = formatReport(meta, summarize([late]));
    expect(report).toMatch(/alone: push p50 \/ p95 \/ p99 \(ms\)\s+169 \/ ∞ \/ ∞\s+.*10 not within 15 s/);
  });
});
