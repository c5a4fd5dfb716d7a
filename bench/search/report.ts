import { distribution, type Distribution } from '../event-store/latency';
import type { Explained } from './explain';
import type { Sample } from './load';
import { KINDS } from './mix';
import type { SeedFigures } from './seed';
import { formatSpread, spreadOf, type Spread } from '../support/rounds';

export type Targets = { rate: number; p95Ms: number; ratio: number };

/** Issue 34: p95 ≤ 15 ms over HTTP at 400 req/s offered (issue 22's was ≤ 25 ms at 200); the ratio of p95s stays ≤ 3. */
export const TARGETS: Targets = { rate: 400, p95Ms: 15, ratio: 3 };

export type Environment = {
  date: Date;
  cpu: string;
  cores: number;
  node: string;
  postgres: string;
  server: string;
  settings: Record<string, string>;
  /** 1-minute load averages at the start and the end: other work on the machine skews every figure. */
  load: { start: number; end: number };
  pool: number;
};

export type LoadPlan = { rate: number; warmupMs: number; sliceMs: number; rounds: number; maxInFlight: number; serial: number };

/** Latencies (ms) of searches sent one at a time, HTTP and direct in turn, with nothing else running. */
export type Serial = { http: number[]; direct: number[] };

/** One side (HTTP or direct) over all its measured slices. */
export type Side = { samples: Sample[]; seconds: number; firstError?: string };

export type Summary = { latency: Distribution; perSecond: number; errors: number; dropped: number; samples: number };

/** A series of load rounds (at rest, or with writes on): both sides' samples, and each slice's summary in round order. */
export type Phase = { name: string; http: Side; direct: Side; rounds: { http: Summary[]; direct: Summary[] } };

const answered = (samples: readonly Sample[]) => samples.filter((sample) => !sample.dropped);

export type Verdicts = { p95: boolean; ratio: boolean };

/** Requests/s counts the answered requests (good or not) over the slices' time, which runs to each slice's last answer. */
export const summarize = (side: Side): Summary => ({
  latency: distribution(answered(side.samples).map((sample) => sample.latencyMs)),
  perSecond: answered(side.samples).length / side.seconds,
  errors: side.samples.filter((sample) => !sample.ok && !sample.dropped).length,
  dropped: side.samples.filter((sample) => sample.dropped).length,
  samples: side.samples.length,
});

/** p95 within target at (at least 95 % of) the target rate without errors; the HTTP p95 within `ratio` × direct. */
export const verdicts = (http: Summary, direct: Summary, targets: Targets = TARGETS): Verdicts => ({
  p95: http.latency.p95 <= targets.p95Ms && http.perSecond >= 0.95 * targets.rate && http.errors === 0 && http.dropped === 0,
  ratio: http.latency.p95 / direct.latency.p95 <= targets.ratio,
});

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => n.toFixed(1);
const verdict = (met: boolean) => (met ? 'PASS' : 'MISS');
const counts = (s: Summary) => `${int(s.samples)} / ${s.errors} / ${s.dropped}`;
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const atRest = (values: readonly number[]) => {
  const d = distribution(values);
  return `${ms(d.p50)} / ${ms(d.p95)} / ${ms(mean(values))}`;
};
const spread = (d: Distribution) => `${ms(d.p50)} / ${ms(d.p95)} / ${ms(d.p99)} / ${ms(d.max)}`;

const table = (rows: readonly (readonly string[])[]): string => {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
};

export function formatReport(
  env: Environment,
  seed: SeedFigures,
  plan: LoadPlan,
  sides: { http: Side; direct: Side },
  serial: Serial,
  explained: readonly Explained[],
  targets: Targets = TARGETS,
): string {
  const http = summarize(sides.http);
  const direct = summarize(sides.direct);
  const met = verdicts(http, direct, targets);
  const ratio = http.latency.p95 / direct.latency.p95;
  const rows: string[][] = [
    ['figure', 'HTTP (BFF, child process)', 'direct search(), tables', 'HTTP / direct', 'target', 'verdict'],
    ['latency p50 / p95 / p99 / max (ms)', spread(http.latency), spread(direct.latency), '', '', ''],
    [
      'latency p95 (ms)',
      ms(http.latency.p95),
      ms(direct.latency.p95),
      ratio.toFixed(2),
      `<= ${targets.p95Ms} ms at ${targets.rate} req/s`,
      verdict(met.p95),
    ],
    ['ratio of p95s', '', '', ratio.toFixed(2), `<= ${targets.ratio}`, verdict(met.ratio)],
    ['requests/s achieved', int(http.perSecond), int(direct.perSecond), '', `${targets.rate} offered`, ''],
    ['requests due / errors / dropped', counts(http), counts(direct), '', 'none', ''],
    [
      'one at a time, at rest: p50 / p95 / mean (ms)',
      atRest(serial.http),
      atRest(serial.direct),
      (mean(serial.http) / mean(serial.direct)).toFixed(2),
      '',
      '',
    ],
  ];
  const saturated = [http, direct].some((side) => side.perSecond < 0.95 * plan.rate || side.dropped > 0);
  const byKind: string[][] = [['filters (page 1-3)', 'share', 'HTTP p50 / p95 / p99', 'direct p50 / p95 / p99', 'matching cleaners (mean)']];
  for (const kind of KINDS) {
    const h = sides.http.samples.filter((sample) => sample.kind === kind);
    const d = sides.direct.samples.filter((sample) => sample.kind === kind);
    if (h.length === 0 && d.length === 0) continue;
    const hd = distribution(answered(h).map((sample) => sample.latencyMs));
    const dd = distribution(answered(d).map((sample) => sample.latencyMs));
    const totals = answered(d).map((sample) => sample.total ?? 0);
    byKind.push([
      kind,
      `${Math.round((100 * h.length) / Math.max(1, sides.http.samples.length))} %`,
      `${ms(hd.p50)} / ${ms(hd.p95)} / ${ms(hd.p99)}`,
      `${ms(dd.p50)} / ${ms(dd.p95)} / ${ms(dd.p99)}`,
      int(totals.reduce((sum, total) => sum + total, 0) / Math.max(1, totals.length)),
    ]);
  }
  const settings = Object.entries(env.settings)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');
  const lines = [
    `search bench, ${env.date.toISOString()}`,
    `machine: ${env.cpu}, ${env.cores} cores, load average ${env.load.start.toFixed(1)} at start and ` +
      `${env.load.end.toFixed(1)} at end; Node ${env.node}`,
    `PostgreSQL ${env.postgres} (${env.server}; ${settings})`,
    `data: ${int(seed.cleaners)} verified cleaners, ${int(seed.slots)} slots over ${seed.days} days ` +
      `(${int(seed.availableThisWeek)} available in the next 7 days; ${int(seed.availableSoon)} cleaners available soon), ` +
      `written with COPY and vacuum-analysed in ${seed.seconds.toFixed(1)} s`,
    `load: open loop at ${plan.rate} req/s, latency from each request's due time; after ${plan.warmupMs / 1000} s of ` +
      `warm-up each and ${plan.serial} searches each way one at a time, HTTP and direct take turns in ${plan.rounds} slices of ${plan.sliceMs / 1000} s each; ` +
      `pool of ${env.pool} connections on each side; a request due while ${plan.maxInFlight} are unanswered is dropped`,
    ...(sides.http.firstError ? [`first HTTP error: ${sides.http.firstError}`] : []),
    ...(sides.direct.firstError ? [`first direct error: ${sides.direct.firstError}`] : []),
    '',
    table(rows),
    ...(saturated
      ? [
          `saturated: a side answered under 95 % of the ${plan.rate} req/s offered or dropped requests, so its ` +
            `latencies are mostly time in the backlog, and the ratio of p95s compares two queues`,
        ]
      : []),
    '',
    table(byKind),
  ];
  for (const item of explained) {
    lines.push(
      '',
      `EXPLAIN (ANALYZE, BUFFERS) ${item.request.path} (${item.request.kind}; ${int(item.rows)} matching; ` +
        `execution ${ms(item.executionMs)} ms)`,
      ...item.plan.map((line) => `  ${line}`),
    );
  }
  return lines.join('\n');
}

/**
 * Issue 34's figures as the median (min–max) of rounds: the at-rest ratio HTTP / direct (mean of one-at-a-time
 * searches, taken per round), and each phase's p95 and p99 per slice, with PASS/MISS against the targets.
 */
export function formatRounds(input: {
  rest: { http: Spread; direct: Spread; ratio: Spread; target: number };
  phases: readonly Phase[];
  load: { start: string; end: string };
  targets?: Targets;
}): string {
  const targets = input.targets ?? TARGETS;
  const { rest } = input;
  const fmt = (spread: Spread) => formatSpread(spread, ms);
  const rows: string[][] = [
    ['figure (median (min–max) of rounds)', 'HTTP (BFF)', 'direct search(), tables', 'target', 'verdict'],
    [
      `at rest, one at a time: mean ms (${rest.ratio.values.length} rounds)`,
      fmt(rest.http),
      fmt(rest.direct),
      '',
      '',
    ],
    ['at rest: HTTP / direct, per round', formatSpread(rest.ratio), '', `<= ${rest.target}`, verdict(rest.ratio.median <= rest.target)],
  ];
  for (const phase of input.phases) {
    const of = (side: 'http' | 'direct', pick: (s: Summary) => number) => spreadOf(phase.rounds[side].map(pick));
    const httpP95 = of('http', (s) => s.latency.p95);
    const clean = phase.rounds.http.every((s) => s.errors === 0 && s.dropped === 0 && s.perSecond >= 0.95 * targets.rate);
    rows.push(
      [`${phase.name}: p95 (ms) at ${targets.rate} req/s`, fmt(httpP95), fmt(of('direct', (s) => s.latency.p95)), `HTTP <= ${targets.p95Ms}`, verdict(httpP95.median <= targets.p95Ms && clean)],
      [`${phase.name}: p99 (ms)`, fmt(of('http', (s) => s.latency.p99)), fmt(of('direct', (s) => s.latency.p99)), '', ''],
      [`${phase.name}: answered req/s`, formatSpread(of('http', (s) => s.perSecond), int), formatSpread(of('direct', (s) => s.perSecond), int), `${targets.rate}`, ''],
      [
        `${phase.name}: errors / dropped (all rounds)`,
        `${summarize(phase.http).errors} / ${summarize(phase.http).dropped}`,
        `${summarize(phase.direct).errors} / ${summarize(phase.direct).dropped}`,
        'none',
        '',
      ],
    );
  }
  return [input.load.start, input.load.end, '', table(rows)].join('\n');
}
