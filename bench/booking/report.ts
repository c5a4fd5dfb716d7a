// The booking bench's figures (pure): each round's slices summarized, the rounds folded into median (min–max) with
// bench/support/rounds.ts, the costs divided per booking and per bare append and their ratio taken per round, the
// targets of issue 34 judged, and the report printed as a table.
import { distribution } from '../event-store/latency';
import { formatSpread, ratioSpread, spreadOf, type Spread } from '../support/rounds';

/** What the server and the database did over a slice, until they were quiet again (totals, not per unit). */
export type Cost = {
  events: number;
  /** n_tup_ins + n_tup_upd of the app's own tables: read models, checkpoints, sessions, payments, mailbox… */
  readModelRows: number;
  /** … of the event store's tables (events, streams). */
  eventStoreRows: number;
  /** … of pg-boss's tables (the reactors' timers). */
  jobRows: number;
  /** CPU time of the server process (BFF, projections and workers). */
  cpuMs: number;
  /** What the server spends idle (its pollers) over as long: `cpuMs` less this is the work's own. */
  idleCpuMs: number;
  /** CPU time of the PostgreSQL server's processes (NaN: not measured), and its idle share as above. */
  dbCpuMs: number;
  idleDbCpuMs: number;
};

export type BookingFigures = {
  /** Bookings answered 201, and the others. */
  ok: number;
  errors: number;
  seconds: number;
  answerMs: readonly number[];
  pushMs: readonly number[];
  visibleMs: readonly number[];
  /** 201s whose push, or read-model row, did not come within the wait (they are ∞ in `pushMs`, `visibleMs`). */
  missingPushes: number;
  missingVisible: number;
};

export type ReadFigures = { ok: number; errors: number; dropped: number; seconds: number; latencyMs: readonly number[] };

export type Round = {
  /** Bookings alone, and what they cost. */
  alone: BookingFigures & { cost: Cost };
  /** Bookings while the read mix runs. */
  mixed: BookingFigures & { reads: ReadFigures };
  /** The bare append: one event through the event store, and what it cost. */
  append: { count: number; seconds: number; cost: Cost };
};

export type Targets = { bookingsPerSecond: number; answerP95Ms: number; readRate: number; readP95Ms: number };
export const TARGETS: Targets = { bookingsPerSecond: 50, answerP95Ms: 250, readRate: 200, readP95Ms: 50 };

type Percentiles = { p50: Spread; p95: Spread; p99: Spread };
type CostSpreads = Record<keyof Cost, Spread>;

export type BookingSummary = { perSecond: Spread; answer: Percentiles; push: Percentiles; visible: Percentiles; ok: number; errors: number; missingPushes: number; missingVisible: number };

export type Summary = {
  rounds: number;
  alone: BookingSummary;
  mixed: BookingSummary;
  reads: { perSecond: Spread; latency: Percentiles; ok: number; errors: number; dropped: number };
  perBooking: CostSpreads;
  perAppend: CostSpreads;
  /** Every row written (read models and app, event store, jobs): per booking, per bare append. */
  rows: { perBooking: Spread; perAppend: Spread };
  /** The server's and the database's CPU-ms above their idle rates: per booking, per bare append. */
  workCpuMs: { perBooking: Spread; perAppend: Spread };
  workDbCpuMs: { perBooking: Spread; perAppend: Spread };
  /** Per round: a booking's cost over a bare append's (CPU: above idle). */
  ratio: { cpuMs: Spread; dbCpuMs: Spread; rows: Spread; events: Spread };
};

/** p50/p95/p99 of each round, as spreads over the rounds. */
const percentiles = (perRound: readonly (readonly number[])[]): Percentiles => {
  const d = perRound.map((values) => distribution(values));
  return { p50: spreadOf(d.map((x) => x.p50)), p95: spreadOf(d.map((x) => x.p95)), p99: spreadOf(d.map((x) => x.p99)) };
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const bookingSummary = (figures: readonly BookingFigures[]): BookingSummary => ({
  perSecond: spreadOf(figures.map((f) => f.ok / f.seconds)),
  answer: percentiles(figures.map((f) => f.answerMs)),
  push: percentiles(figures.map((f) => f.pushMs)),
  visible: percentiles(figures.map((f) => f.visibleMs)),
  ok: sum(figures.map((f) => f.ok)),
  errors: sum(figures.map((f) => f.errors)),
  missingPushes: sum(figures.map((f) => f.missingPushes)),
  missingVisible: sum(figures.map((f) => f.missingVisible)),
});

const COST_KEYS = ['events', 'readModelRows', 'eventStoreRows', 'jobRows', 'cpuMs', 'idleCpuMs', 'dbCpuMs', 'idleDbCpuMs'] as const;
const costPer = (costs: readonly { cost: Cost; units: number }[]): { spreads: CostSpreads; perRound: Cost[] } => {
  const perRound = costs.map(({ cost, units }) => Object.fromEntries(COST_KEYS.map((key) => [key, cost[key] / units])) as Cost);
  return { spreads: Object.fromEntries(COST_KEYS.map((key) => [key, spreadOf(perRound.map((cost) => cost[key]))])) as CostSpreads, perRound };
};
const rowsOf = (cost: Cost) => cost.readModelRows + cost.eventStoreRows + cost.jobRows;
const workOf = (cost: Cost) => cost.cpuMs - cost.idleCpuMs;
const dbWorkOf = (cost: Cost) => cost.dbCpuMs - cost.idleDbCpuMs;

export function summarize(rounds: readonly Round[]): Summary {
  const booking = costPer(rounds.map((round) => ({ cost: round.alone.cost, units: round.alone.ok })));
  const append = costPer(rounds.map((round) => ({ cost: round.append.cost, units: round.append.count })));
  const reads = rounds.map((round) => round.mixed.reads);
  return {
    rounds: rounds.length,
    alone: bookingSummary(rounds.map((round) => round.alone)),
    mixed: bookingSummary(rounds.map((round) => round.mixed)),
    reads: {
      perSecond: spreadOf(reads.map((r) => (r.ok + r.errors) / r.seconds)),
      latency: percentiles(reads.map((r) => r.latencyMs)),
      ok: sum(reads.map((r) => r.ok)),
      errors: sum(reads.map((r) => r.errors)),
      dropped: sum(reads.map((r) => r.dropped)),
    },
    perBooking: booking.spreads,
    perAppend: append.spreads,
    rows: { perBooking: spreadOf(booking.perRound.map(rowsOf)), perAppend: spreadOf(append.perRound.map(rowsOf)) },
    workCpuMs: { perBooking: spreadOf(booking.perRound.map(workOf)), perAppend: spreadOf(append.perRound.map(workOf)) },
    workDbCpuMs: { perBooking: spreadOf(booking.perRound.map(dbWorkOf)), perAppend: spreadOf(append.perRound.map(dbWorkOf)) },
    ratio: {
      cpuMs: ratioSpread(booking.perRound.map(workOf), append.perRound.map(workOf)),
      dbCpuMs: ratioSpread(booking.perRound.map(dbWorkOf), append.perRound.map(dbWorkOf)),
      rows: ratioSpread(booking.perRound.map(rowsOf), append.perRound.map(rowsOf)),
      events: ratioSpread(booking.perRound.map((c) => c.events), append.perRound.map((c) => c.events)),
    },
  };
}

export type Verdicts = { bookings: boolean; reads: boolean };

/**
 * Bookings: the median round at ≥ the rate with its p95 answer within target, and no booking refused. Reads: the mix
 * sent at (≥ 95 % of) its rate, nothing dropped or failed, the median round's p95 within target.
 */
export const verdicts = (summary: Summary, targets: Targets = TARGETS): Verdicts => ({
  bookings: summary.alone.perSecond.median >= targets.bookingsPerSecond && summary.alone.answer.p95.median <= targets.answerP95Ms && summary.alone.errors === 0,
  reads:
    summary.reads.perSecond.median >= 0.95 * targets.readRate &&
    summary.reads.latency.p95.median <= targets.readP95Ms &&
    summary.reads.errors === 0 &&
    summary.reads.dropped === 0,
});

export type Meta = {
  date: Date;
  cpu: string;
  cores: number;
  node: string;
  postgres: string;
  server: string;
  /** loadLine at the start and at the end. */
  loadStart: string;
  loadEnd: string;
  pairs: number;
  sliceMs: number;
  appendMs: number;
  readRate: number;
  pollMs: number;
  /** How long a push and a read-model row were waited for (∞ in the percentiles past it). */
  followMs: number;
  seedSeconds: number;
  /** `byTable` of the bookings alone. */
  tables: string;
  /** What the bookings showed: `tally` of the answers' payment status, the cleaner's first frame, the read model's status. */
  seen: { answer: string; push: string; readModel: string };
};

/** The `top` tables by rows written per unit: `bookings 2.0, …`. */
export const byTable = (before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>, units: number, top = 12): string =>
  [...after]
    .map(([name, rows]) => [name, (rows - (before.get(name) ?? 0)) / units] as const)
    .filter(([, rows]) => rows > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([name, rows]) => `${name} ${rows.toFixed(1)}`)
    .join(', ');

/** `a ×3, b ×1`: how often each value came, most frequent first; `none` for nothing. */
export const tally = (values: readonly (string | null)[]): string => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value ?? 'none', (counts.get(value ?? 'none') ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value, count]) => `${value} ×${count}`).join(', ') || 'none';
};

const ms = (value: number) => (value === Number.POSITIVE_INFINITY ? '∞' : Number.isFinite(value) ? value.toFixed(0) : '–');
const one = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const two = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
const pct = (p: Percentiles) => `${formatSpread(p.p50, ms)} / ${formatSpread(p.p95, ms)} / ${formatSpread(p.p99, ms)}`;
const verdict = (met: boolean) => (met ? 'PASS' : 'MISS');

export const table = (rows: readonly (readonly string[])[]): string => {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
};

const bookingRows = (label: string, s: BookingSummary, followMs: number): string[][] => [
  [`${label}: bookings/s`, formatSpread(s.perSecond, one), `${s.ok} answered 201, ${s.errors} refused or failed`],
  [`${label}: answer p50 / p95 / p99 (ms)`, pct(s.answer), 'request sent → 201 (deposit charged, booking-details read model caught up)'],
  [`${label}: push p50 / p95 / p99 (ms)`, pct(s.push), `request sent → the cleaner's BOOKING_UPDATED frame; ${s.missingPushes} not within ${followMs / 1000} s (∞)`],
  [`${label}: read model p50 / p95 / p99 (ms)`, pct(s.visible), `request sent → in the cleaner's list with the deposit paid; ${s.missingVisible} not within ${followMs / 1000} s (∞)`],
];

export function formatReport(meta: Meta, summary: Summary, targets: Targets = TARGETS): string {
  const met = verdicts(summary, targets);
  const cost = (key: keyof Cost, format: (value: number) => string) => [formatSpread(summary.perBooking[key], format), formatSpread(summary.perAppend[key], format)];
  return [
    `Booking end to end — ${meta.date.toISOString()}`,
    `${meta.cpu}, ${meta.cores} cores, Node ${meta.node}, PostgreSQL ${meta.postgres} (${meta.server})`,
    meta.loadStart,
    meta.loadEnd,
    `${meta.pairs} clients each booking their own cleaner in a closed loop (the next request once the last is answered), ` +
      `${summary.rounds} rounds of ${meta.sliceMs / 1000} s per booking variant and ${meta.appendMs / 1000} s of bare appends (as many writers); seeded in ${meta.seedSeconds.toFixed(1)} s. ` +
      `Figures: median of the rounds (min–max). Read model polled every ${meta.pollMs} ms.`,
    `Seen — the 201's paymentStatus: ${meta.seen.answer}; the cleaner's first frame (BOOKING_UPDATED, event): ${meta.seen.push}; ` +
      `the cleaner's list (bookings.payment_status): ${meta.seen.readModel}.`,
    `Rows written per booking (alone), by table: ${meta.tables}.`,
    '',
    table([
      ['figure', 'value', 'what'],
      ...bookingRows('alone', summary.alone, meta.followMs),
      ...bookingRows('with reads', summary.mixed, meta.followMs),
      [`reads answered/s`, formatSpread(summary.reads.perSecond, one), `open loop at ${meta.readRate}/s: ${summary.reads.ok} ok, ${summary.reads.errors} failed, ${summary.reads.dropped} dropped`],
      ['reads p50 / p95 / p99 (ms)', pct(summary.reads.latency), 'search 40 %, cleaner profile 30 %, client bookings list 30 %, while bookings run'],
    ]),
    '',
    table([
      ['cost', 'per booking', `per bare append`, 'booking / append (per round)'],
      ['events appended', ...cost('events', two), formatSpread(summary.ratio.events, one)],
      ['read-model & app rows (ins + upd)', ...cost('readModelRows', one), ''],
      ['event-store rows (events, streams)', ...cost('eventStoreRows', one), ''],
      ['job rows (pg-boss timers)', ...cost('jobRows', one), ''],
      ['all rows', formatSpread(summary.rows.perBooking, one), formatSpread(summary.rows.perAppend, one), formatSpread(summary.ratio.rows, one)],
      ['server CPU-ms', ...cost('cpuMs', two), ''],
      ['  of which idle (pollers, timers)', ...cost('idleCpuMs', two), ''],
      ['  above idle', formatSpread(summary.workCpuMs.perBooking, two), formatSpread(summary.workCpuMs.perAppend, two), formatSpread(summary.ratio.cpuMs, one)],
      ['database CPU-ms (its processes)', ...cost('dbCpuMs', two), ''],
      ['  of which idle', ...cost('idleDbCpuMs', two), ''],
      ['  above idle', formatSpread(summary.workDbCpuMs.perBooking, two), formatSpread(summary.workDbCpuMs.perAppend, two), formatSpread(summary.ratio.dbCpuMs, one)],
    ]),
    '',
    table([
      ['target', 'measured (median round)', 'verdict'],
      [
        `≥ ${targets.bookingsPerSecond} bookings/s with p95 ≤ ${targets.answerP95Ms} ms (alone)`,
        `${one(summary.alone.perSecond.median)}/s, p95 ${ms(summary.alone.answer.p95.median)} ms, ${summary.alone.errors} refused`,
        verdict(met.bookings),
      ],
      [
        `reads at ${targets.readRate}/s with p95 ≤ ${targets.readP95Ms} ms while bookings run`,
        `${one(summary.reads.perSecond.median)}/s, p95 ${ms(summary.reads.latency.p95.median)} ms, ${summary.reads.errors + summary.reads.dropped} failed or dropped`,
        verdict(met.reads),
      ],
    ]),
    'The targets are for a quiet machine: read the verdicts with the load averages above.',
  ].join('\n');
}
