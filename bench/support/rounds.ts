// What every bench reports the same way (issue 34): a figure is the median of alternating rounds with its min and
// max, a ratio is taken per round against a baseline measured in the same round, and the machine's load is printed
// with the cores other work than the bench's used, and a warning when that is more than a quarter of them (the figures
// are then noise as much as code).
import { cpus, loadavg } from 'node:os';
import { otherWorkBetween, sampleCpu, type CpuSample } from './other-work';

/** A figure over rounds: the median with the lowest and highest round. */
export type Spread = { median: number; min: number; max: number; values: readonly number[] };

export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, values };
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, values };
}

/** Each round's `figure / baseline`, as a spread: the ratio of the same round, so that load drift hits both alike. */
export function ratioSpread(figure: readonly number[], baseline: readonly number[]): Spread {
  if (figure.length !== baseline.length) throw new Error(`ratioSpread: ${figure.length} rounds against ${baseline.length}`);
  return spreadOf(figure.map((value, index) => value / baseline[index]!));
}

/**
 * Runs each variant once per round, `rounds` times, the order reversed every other round (a variant is not always
 * the one that runs on a warmer cache or a quieter second). Each call returns its figure for that round.
 */
export async function alternatingRounds<K extends string>(
  rounds: number,
  variants: Record<K, (round: number) => Promise<number>>,
  onRound?: (round: number, figures: Record<K, number>) => void,
): Promise<Record<K, Spread>> {
  const names = Object.keys(variants) as K[];
  const values = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    const figures = {} as Record<K, number>;
    for (const name of order) {
      const figure = await variants[name](round);
      values[name].push(figure);
      figures[name] = figure;
    }
    onRound?.(round, figures);
  }
  return Object.fromEntries(names.map((name) => [name, spreadOf(values[name])])) as Record<K, Spread>;
}

/** `median (min–max)` with the given formatting of one number. */
export const formatSpread = (spread: Spread, format: (value: number) => string = (value) => value.toFixed(2)) =>
  spread.values.length <= 1 ? format(spread.median) : `${format(spread.median)} (${format(spread.min)}–${format(spread.max)})`;

/**
 * The machine's load: the 1-minute load average, and where /proc tells it, the cores used by other work than the
 * bench's (its process tree and PostgreSQL: bench/support/other-work.ts) since the previous reading, or over the
 * second this one waits when there is none as recent. `overloaded`: other work used more than a quarter of the cores
 * (without /proc: the load average is above the cores).
 */
export type MachineLoad = { cores: number; load1: number; overloaded: boolean; otherCores?: number; benchCores?: number };

let lastSample: CpuSample | null = null;
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export function machineLoad(): MachineLoad {
  const cores = cpus().length;
  const load1 = loadavg()[0] ?? 0;
  let before = lastSample;
  let after = sampleCpu();
  if (after && (!before || after.at - before.at < 500)) {
    before = after;
    sleepSync(1_000);
    after = sampleCpu();
  }
  lastSample = after;
  if (!before || !after) return { cores, load1, overloaded: load1 > cores };
  const { otherCores, benchCores } = otherWorkBetween(before, after, cores);
  return { cores, load1, otherCores, benchCores, overloaded: otherCores > cores / 4 };
}

/**
 * One line for the report: the load average against the cores, the cores the bench and other work used, and a
 * warning when other work shared the machine (the absolute figures move with it, the in-run ratios less so).
 */
export function loadLine(label: string, load: MachineLoad = machineLoad()): string {
  const shares =
    load.otherCores === undefined ? '' : `; since the last reading the bench with PostgreSQL used ${load.benchCores!.toFixed(2)}, other work ${load.otherCores.toFixed(2)}`;
  const line = `load average ${label}: ${load.load1.toFixed(2)} on ${load.cores} cores${shares}`;
  if (!load.overloaded) return line;
  return load.otherCores === undefined
    ? `${line} — WARNING: above the cores, the machine is busy with other work; treat absolute figures as noise`
    : `${line} — WARNING: other work used more than a quarter of the cores; treat absolute figures as noise`;
}
