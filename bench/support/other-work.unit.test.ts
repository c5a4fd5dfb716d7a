import { describe, expect, it } from 'vitest';
import { benchProcesses, otherWorkBetween, parseProcessStat, parseProcStat, sampleCpu } from './other-work';

describe('other work than the bench’s', () => {
  it('reads the machine’s busy and total ticks from /proc/stat (iowait as idle)', () => {
    const text = 'cpu  100 5 50 800 20 3 2 0 0 0\ncpu0 50 2 25 400 10 1 1 0 0 0\nintr 1\n';
    expect(parseProcStat(text)).toEqual({ busy: 160, total: 980 });
    expect(parseProcStat('intr 1\n')).toBeNull();
  });

  it('reads a process’s parent, name and own ticks, whatever its name holds', () => {
    const fields = ['S', '42', '1', '1', '0', '-1', '4194560', '0', '0', '0', '0', '30', '7', '100', '20', '20', '0'];
    expect(parseProcessStat(`123 (node (bench) x) ${fields.join(' ')}`)).toEqual({ ppid: 42, comm: 'node (bench) x', ticks: 37 });
    expect(parseProcessStat('garbage')).toBeNull();
  });

  it('counts the bench’s process tree and every PostgreSQL process once, not the others', () => {
    const processes = new Map([
      [10, { ppid: 1, comm: 'node', ticks: 100 }], // the bench
      [11, { ppid: 10, comm: 'node', ticks: 50 }], // its server child
      [12, { ppid: 11, comm: 'postgres', ticks: 30 }], // an embedded PostgreSQL under it
      [20, { ppid: 1, comm: 'postgres', ticks: 70 }], // the machine's PostgreSQL
      [30, { ppid: 1, comm: 'chromium', ticks: 500 }], // someone else's work
    ]);
    expect(benchProcesses(processes, 10)).toEqual(new Map([[10, 100], [11, 50], [12, 30], [20, 70]]));
  });

  it('gives the cores of the bench and of other work between two samples, process by process', () => {
    // 2 cores for 1 s at 100 ticks/s: 200 ticks in all, 150 busy. The bench: pid 1 used 60, pid 2 (born since) 40; pid
    // 3, a server that stopped, used 5 000 over its life: it counts nothing, never a negative share.
    const before = { at: 0, busy: 0, total: 0, bench: new Map([[1, 1_000], [3, 5_000]]) };
    const after = { at: 1000, busy: 150, total: 200, bench: new Map([[1, 1_060], [2, 40]]) };
    expect(otherWorkBetween(before, after, 2)).toEqual({ busyCores: 1.5, benchCores: 1, otherCores: 0.5 });
    const still = { at: 0, busy: 5, total: 10, bench: new Map<number, number>() };
    expect(otherWorkBetween(still, still, 2).otherCores).toBe(0);
  });

  it('samples this machine where /proc exists', () => {
    const sample = sampleCpu();
    if (sample === null) {
      console.log('no /proc/stat here: the benches fall back to the load average rule');
      return;
    }
    expect(sample.total).toBeGreaterThan(sample.busy);
    expect(sample.bench.get(process.pid)).toBeGreaterThanOrEqual(0);
  });
});
