import { formatSpread, loadLine, type MachineLoad, type Spread } from '../support/rounds';
import type { AppendFigures } from './appends';
import type { CatchUpFigures } from './catch-up';
import type { LatencyFigures } from './latency';

export type Targets = { appendRatio8: number; catchUpPerSecond: number; catchUpRatio: number; latencyP99Ms: number };

/** catchUpRatio: a consumer catching up through the runtime against a bare keyset read of the same rows (issue 34). */
export const TARGETS: Targets = { appendRatio8: 0.6, catchUpPerSecond: 50_000, catchUpRatio: 0.95, latencyP99Ms: 25 };

export type Environment = {
  date: Date;
  cpu: string;
  cores: number;
  node: string;
  postgres: string;
  server: string;
  settings: Record<string, string>;
  payload: { data: number; metadata: number };
  /** The load at the start and the end: other work on the machine skews every figure. */
  load: { start: MachineLoad; end: MachineLoad };
};

export type Figures = { appends: AppendFigures[]; catchUp: CatchUpFigures[]; latency: LatencyFigures };

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => n.toFixed(1);
const verdict = (met: boolean) => (met ? 'PASS' : 'MISS');

const table = (rows: readonly (readonly string[])[]): string => {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
};

const spreadInt = (spread: Spread) => formatSpread(spread, int);
const spreadRatio = (spread: Spread) => formatSpread(spread);
const spreadMs = (spread: Spread) => formatSpread(spread, ms);
const writersLabel = (writers: number) => `${writers} writer${writers === 1 ? '' : 's'}`;

/** The figures as plain-text tables (median over the rounds, min–max in brackets) with the verdict against each target. */
export function formatReport(env: Environment, figures: Figures, targets: Targets = TARGETS): string {
  const appends: string[][] = [['single-event appends/s', 'adapter', 'raw insert', 'ratio', 'raw insert + NOTIFY', 'target', 'verdict']];
  const peers: string[][] = [['single-event appends/s', 'weklean', 'emmett-postgresql', 'weklean / emmett']];
  for (const append of figures.appends) {
    const targeted = append.writers === 8;
    appends.push([
      writersLabel(append.writers),
      spreadInt(append.adapter.perSecond),
      spreadInt(append.baseline.perSecond),
      spreadRatio(append.ratio),
      spreadInt(append.baselineNotify.perSecond),
      targeted ? `ratio >= ${targets.appendRatio8}` : '-',
      targeted ? verdict(append.ratio.median >= targets.appendRatio8) : '-',
    ]);
    peers.push([writersLabel(append.writers), spreadInt(append.adapter.perSecond), spreadInt(append.emmett.perSecond), spreadRatio(append.ratioToEmmett)]);
  }
  const catchUp: string[][] = [['catch-up (events/s)', 'events/s', '÷ bare keyset read', 'target', 'verdict']];
  for (const figure of figures.catchUp) {
    const events = `${int(figure.events)} events`;
    catchUp.push([`bare keyset read, ${events} (baseline)`, spreadInt(figure.bare), '1', '-', '-']);
    catchUp.push([
      `readAll, ${events}`,
      spreadInt(figure.readAll),
      spreadRatio(figure.readAllRatio),
      `>= ${int(targets.catchUpPerSecond)}/s`,
      verdict(figure.readAll.median >= targets.catchUpPerSecond),
    ]);
    catchUp.push([
      `consumer runtime, ${events}`,
      spreadInt(figure.runtime),
      spreadRatio(figure.runtimeRatio),
      `ratio >= ${targets.catchUpRatio}`,
      verdict(figure.runtimeRatio.median >= targets.catchUpRatio),
    ]);
  }
  const { visible, append, byRound, timeouts } = figures.latency;
  const latency: string[][] = [
    ['append-to-visible latency (ms)', 'all samples', `per round (${byRound.rounds} rounds)`, 'target', 'verdict'],
    ['p50', ms(visible.p50), spreadMs(byRound.p50), '-', '-'],
    ['p95', ms(visible.p95), '', '-', '-'],
    ['p99', ms(visible.p99), spreadMs(byRound.p99), `<= ${targets.latencyP99Ms}`, verdict(visible.p99 <= targets.latencyP99Ms && timeouts === 0)],
    ['max', ms(visible.max), '', '-', '-'],
    ['of which appendToStream p50 / p99', `${ms(append.p50)} / ${ms(append.p99)}`, '', '-', '-'],
  ];
  const settings = Object.entries(env.settings)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');
  const slices = figures.appends[0];
  const catchUpRounds = figures.catchUp.map((figure) => `${figure.events / 1000}k: ${figure.bare.values.length}`).join(', ');
  return [
    `event-store bench, ${env.date.toISOString()}`,
    `machine: ${env.cpu}, ${env.cores} cores; Node ${env.node}`,
    loadLine('at start', env.load.start),
    loadLine('at end', env.load.end),
    `PostgreSQL ${env.postgres} (${env.server}; ${settings})`,
    `payload: ${env.payload.data} B data + ${env.payload.metadata} B metadata per event. Figures: median (min–max) over ` +
      `alternating rounds, a ratio taken within each round. Appends: ${slices?.adapter.perSecond.values.length ?? 0} rounds of a ` +
      `${slices ? slices.adapter.seconds / slices.adapter.perSecond.values.length : 0} s slice per variant after a warm-up. ` +
      `Catch-up rounds: ${catchUpRounds} (pages warm; the runtime's projection writes nothing but its checkpoint per batch). ` +
      `Latency: ${visible.samples} samples ${figures.latency.gapMs} ms apart, row polled every ${figures.latency.pollMs} ms` +
      (timeouts > 0 ? `, ${timeouts} sample(s) never visible` : ''),
    '',
    table(appends),
    '',
    table(catchUp),
    '',
    table(latency),
    '',
    "peer: Emmett's PostgreSQL event store (@event-driven-io/emmett-postgresql), same server, same events, same rotation",
    table(peers),
  ].join('\n');
}
