// How much of the machine's CPU went to work other than the bench's (issue 34: benches that tell code from noise).
// The load average cannot say it: a bench that saturates the cores by itself raises it above them, and the one before
// it leaves it high for a minute. Here, between two samples: the machine's busy CPU time (/proc/stat) less the CPU time
// of the bench's own process tree and of every PostgreSQL process (the bench's database, embedded or the machine's),
// read from /proc/<pid>/stat process by process: one alive at both samples counts what it used in between, one born
// since counts all it used, one that exited counts nothing (a whole server stopping would otherwise take its lifetime
// off the interval). Linux only; elsewhere there is no figure and the load average rule applies.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks: busy and total over all cores; `bench`: the ticks of each of the bench's processes, by pid. */
export type CpuSample = { at: number; busy: number; total: number; bench: ReadonlyMap<number, number> };

/** The `cpu` line of /proc/stat: busy and total ticks summed over all cores (iowait counts as idle). */
export function parseProcStat(text: string): { busy: number; total: number } | null {
  const line = text.split('\n').find((entry) => entry.startsWith('cpu '));
  if (!line) return null;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** One /proc/<pid>/stat line: its parent, its command name, and its own CPU ticks (user and system). */
export function parseProcessStat(text: string): { ppid: number; comm: string; ticks: number } | null {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const fields = text.slice(close + 2).split(' ');
  // After the name: state, ppid, … utime (14th field of the line), stime.
  const ppid = Number(fields[1]);
  const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  return Number.isFinite(ppid) && Number.isFinite(ticks) ? { ppid, comm: text.slice(open + 1, close), ticks } : null;
}

/** The ticks of each process of `root`'s tree and of each process named postgres, by pid. */
export function benchProcesses(processes: ReadonlyMap<number, { ppid: number; comm: string; ticks: number }>, root: number): Map<number, number> {
  const children = new Map<number, number[]>();
  for (const [pid, entry] of processes) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), pid]);
  const counted = new Set<number>();
  const walk = [root];
  while (walk.length > 0) {
    const pid = walk.pop()!;
    if (counted.has(pid)) continue;
    counted.add(pid);
    walk.push(...(children.get(pid) ?? []));
  }
  for (const [pid, entry] of processes) if (entry.comm === 'postgres') counted.add(pid);
  const ticks = new Map<number, number>();
  for (const pid of counted) {
    const entry = processes.get(pid);
    if (entry) ticks.set(pid, entry.ticks);
  }
  return ticks;
}

const readText = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

export function sampleCpu(root = process.pid): CpuSample | null {
  const stat = readText('/proc/stat');
  const machine = stat === null ? null : parseProcStat(stat);
  if (!machine) return null;
  const processes = new Map<number, { ppid: number; comm: string; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const text = readText(`/proc/${name}/stat`);
    const entry = text === null ? null : parseProcessStat(text);
    if (entry) processes.set(Number(name), entry);
  }
  return { at: Date.now(), ...machine, bench: benchProcesses(processes, root) };
}

/** Between two samples, in cores: the machine's busy share, the bench's (with PostgreSQL), and the rest. */
export function otherWorkBetween(before: CpuSample, after: CpuSample, cores: number): { busyCores: number; benchCores: number; otherCores: number } {
  const total = after.total - before.total;
  if (total <= 0) return { busyCores: 0, benchCores: 0, otherCores: 0 };
  const busyCores = ((after.busy - before.busy) / total) * cores;
  let benchTicks = 0;
  for (const [pid, ticks] of after.bench) benchTicks += Math.max(0, ticks - (before.bench.get(pid) ?? 0));
  const benchCores = Math.min(busyCores, (benchTicks / total) * cores);
  return { busyCores, benchCores, otherCores: Math.max(0, busyCores - benchCores) };
}
