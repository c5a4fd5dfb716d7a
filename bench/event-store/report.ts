import type { AppendFigures } from './appends';
import type { CatchUpFigures } from './catch-up';
import type { LatencyFigures } from './latency';

export type Targets = { appendRatio8: number; catchUpPerSecond: number; latencyP99Ms: number };

export const TARGETS: Targets = { appendRatio8: 0.6, catchUpPerSecond: 50_000, latencyP99Ms: 25 };

export type Environment = {
  date: Date;
  cpu: string;
  cores: number;
  node: string;
  postgres: string;
  server: string;
  settings: Record<string, string>;
  payload: { data: number; metadata: number };
  /** 1-minute load averages at the start and the end: other work on the machine skews every figure. */
  load: { start: number; end: number };
};

export type Figures = { appends: AppendFigures[]; catchUp: CatchUpFigures; latency: LatencyFigures };

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => n.toFixed(1);
const verdict = (met: boolean) => (met ? 'PASS' : 'MISS');

const table = (rows: readonly (readonly string[])[]): string => {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
};

/** The figures as a plain-text table with the machine and the verdict against each target. */
export function formatReport(env: Environment, figures: Figures, targets: Targets = TARGETS): string {
  const rows: string[][] = [['figure', 'adapter', 'raw insert', 'ratio', 'raw insert + NOTIFY', 'target', 'verdict']];
  const peers: string[][] = [['figure', 'weklean', 'emmett-postgresql', 'weklean / emmett']];
  for (const append of figures.appends) {
    peers.push([
      `single-event appends/s, ${append.writers} writer${append.writers === 1 ? '' : 's'}`,
      int(append.adapter.perSecond),
      int(append.emmett.perSecond),
      append.ratioToEmmett.toFixed(2),
    ]);
  }
  for (const append of figures.appends) {
    const targeted = append.writers === 8;
    rows.push([
      `single-event appends/s, ${append.writers} writer${append.writers === 1 ? '' : 's'}`,
      int(append.adapter.perSecond),
      int(append.baseline.perSecond),
      append.ratio.toFixed(2),
      int(append.baselineNotify.perSecond),
      targeted ? `ratio >= ${targets.appendRatio8}` : '-',
      targeted ? verdict(append.ratio >= targets.appendRatio8) : '-',
    ]);
  }
  const [first, ...later] = figures.catchUp.runs;
  if (first) {
    rows.push([
      `readAll catch-up, ${int(first.events)} events (events/s)`,
      int(first.perSecond),
      '',
      '',
      '',
      `>= ${int(targets.catchUpPerSecond)}/s`,
      verdict(first.perSecond >= targets.catchUpPerSecond),
    ]);
  }
  for (const [index, run] of later.entries()) {
    rows.push([`  same, run ${index + 2} (pages cached)`, int(run.perSecond), '', '', '', '', '']);
  }
  const { visible, append, timeouts } = figures.latency;
  rows.push([
    `append-to-visible latency p50 / p95 / p99 / max (ms)`,
    `${ms(visible.p50)} / ${ms(visible.p95)} / ${ms(visible.p99)} / ${ms(visible.max)}`,
    '',
    '',
    '',
    `p99 <= ${targets.latencyP99Ms} ms`,
    verdict(visible.p99 <= targets.latencyP99Ms && timeouts === 0),
  ]);
  rows.push([`  of which appendToStream p50 / p99 (ms)`, `${ms(append.p50)} / ${ms(append.p99)}`, '', '', '', '', '']);
  const settings = Object.entries(env.settings)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');
  return [
    `event-store bench, ${env.date.toISOString()}`,
    `machine: ${env.cpu}, ${env.cores} cores, load average ${env.load.start.toFixed(1)} at start and ` +
      `${env.load.end.toFixed(1)} at end; Node ${env.node}`,
    `PostgreSQL ${env.postgres} (${env.server}; ${settings})`,
    `payload: ${env.payload.data} B data + ${env.payload.metadata} B metadata per event; appends: each variant ` +
      `${figures.appends[0]?.adapter.seconds ?? 0} s in alternating slices after a warm-up; latency: ${visible.samples} samples ` +
      `${figures.latency.gapMs} ms apart, row polled every ${figures.latency.pollMs} ms` +
      (timeouts > 0 ? `, ${timeouts} sample(s) never visible` : ''),
    '',
    table(rows),
    '',
    "peer: Emmett's PostgreSQL event store (@event-driven-io/emmett-postgresql), same server, same events, same rotation",
    table(peers),
  ].join('\n');
}
