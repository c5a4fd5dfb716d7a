import { distribution, type Distribution } from '../event-store/latency';
import type { Explained } from './explain';
import type { Sample } from './load';
import { KINDS } from './mix';
import type { SeedFigures } from './seed';

export type Targets = { rate: number; p95Ms: number; ratio: number };

export const TARGETS: Targets = { rate: 200, p95Ms: 25, ratio: 3 };

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
    ['figure', 'HTTP (BFF, child process)', 'direct search()', 'HTTP / direct', 'target', 'verdict'],
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
