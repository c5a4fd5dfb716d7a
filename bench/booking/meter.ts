import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type postgres from 'postgres';
import type { Cost } from './report';

/** Running totals: events in the log, rows written by kind of table, and the server's CPU time; `at`: when read. */
export type Counters = Omit<Cost, 'cpuMs' | 'idleCpuMs' | 'dbCpuMs' | 'idleDbCpuMs'> & { cpuMicros: number; dbCpuMicros: number; allTuples: number; at: number };

/** Linux's clock ticks per second in /proc (USER_HZ, 100 on every common platform). */
const TICKS_PER_SECOND = 100;

/** utime + stime (and with `children`, of its reaped children too) of a process, in µs; null when it is gone. */
const cpuOfProcess = (pid: number, children: boolean): { ppid: number; micros: number } | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces, within parentheses): state is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
    return { ppid: Number(fields[1]), micros: (ticks * 1_000_000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
};

/**
 * The CPU time of a PostgreSQL server on this machine, from /proc: its postmaster's own and that of the backends it
 * has reaped, plus that of its running processes (backends, WAL writer, checkpointer…). Only meaningful for a server
 * that runs for this bench alone (the embedded one); null where /proc does not show it.
 */
export function databaseCpu(postmasterPid: number): () => number | null {
  return () => {
    const postmaster = cpuOfProcess(postmasterPid, true);
    if (!postmaster) return null;
    let micros = postmaster.micros;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const child = cpuOfProcess(Number(entry), false);
      if (child?.ppid === postmasterPid) micros += child.micros;
    }
    return micros;
  };
}

/** The postmaster of the server `sql` is connected to: the parent of this connection's backend (same machine only). */
export async function postmasterOf(sql: postgres.Sql): Promise<number | null> {
  const [row] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
  return row ? (cpuOfProcess(row.pid, false)?.ppid ?? null) : null;
}

/**
 * Reads the counters. Rows are pg_stat_user_tables' n_tup_ins + n_tup_upd (each backend reports them when it goes
 * idle, within a second: hence `quiet` below); `allTuples` (with deletes) only tells whether anything still writes.
 */
export type CpuMeters = { server: () => Promise<number>; database: () => number | null };

export async function readCounters(sql: postgres.Sql, cpu: CpuMeters): Promise<Counters> {
  const [row] = await sql<{ events: number; read_models: number; event_store: number; jobs: number; all_tuples: number }[]>`
    select
      (select count(*)::int from events) as events,
      coalesce(sum(n_tup_ins + n_tup_upd) filter (where schemaname = 'public' and relname not in ('events', 'streams')), 0)::float8 as read_models,
      coalesce(sum(n_tup_ins + n_tup_upd) filter (where schemaname = 'public' and relname in ('events', 'streams')), 0)::float8 as event_store,
      coalesce(sum(n_tup_ins + n_tup_upd) filter (where schemaname = 'pgboss'), 0)::float8 as jobs,
      coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::float8 as all_tuples
    from pg_stat_user_tables`;
  return {
    events: row!.events,
    readModelRows: row!.read_models,
    eventStoreRows: row!.event_store,
    jobRows: row!.jobs,
    allTuples: row!.all_tuples,
    cpuMicros: await cpu.server(),
    dbCpuMicros: cpu.database() ?? Number.NaN,
    at: performance.now(),
  };
}

/** What was done between two readings, with what the server and the database spend idle over as long (see `quiet`). */
/** Rows written (n_tup_ins + n_tup_upd) so far, by table (`schema.table` outside public). */
export async function rowsByTable(sql: postgres.Sql): Promise<Map<string, number>> {
  const rows = await sql<{ name: string; rows: number }[]>`
    select case when schemaname = 'public' then relname else schemaname || '.' || relname end as name, (n_tup_ins + n_tup_upd)::float8 as rows
    from pg_stat_user_tables`;
  // pg-boss keeps each queue's jobs in a partition named by a hash: counted together.
  const byName = new Map<string, number>();
  for (const row of rows) {
    const name = /^pgboss\.j[0-9a-f]{20,}$/.test(row.name) ? 'pgboss.job (queue partitions)' : row.name;
    byName.set(name, (byName.get(name) ?? 0) + row.rows);
  }
  return byName;
}

export const costBetween = (before: Counters, after: Settled): Cost => ({
  events: after.counters.events - before.events,
  readModelRows: after.counters.readModelRows - before.readModelRows,
  eventStoreRows: after.counters.eventStoreRows - before.eventStoreRows,
  jobRows: after.counters.jobRows - before.jobRows,
  cpuMs: (after.counters.cpuMicros - before.cpuMicros) / 1000,
  idleCpuMs: (after.idle.server * (after.counters.at - before.at)) / 1000,
  dbCpuMs: (after.counters.dbCpuMicros - before.dbCpuMicros) / 1000,
  idleDbCpuMs: (after.idle.database * (after.counters.at - before.at)) / 1000,
});

/** The counters when the writing stopped, and the CPU-ms per second spent while nothing was written after it. */
export type Settled = { counters: Counters; idle: { server: number; database: number } };

/**
 * Waits until nothing writes any more (the projections, reactors and timers done with what a slice started): no new
 * event and no new row for `stableMs`; gives up after `timeoutMs` (then says so). Returns the counters read when the
 * writing stopped, so that the server's CPU while this waits is not charged to the slice, and that CPU's rate: what
 * the server spends doing nothing (its pollers and timers), which a slice also spent for as long as it ran.
 */
export async function quiet(sql: postgres.Sql, cpu: CpuMeters, log: (line: string) => void, stableMs = 1_500, timeoutMs = 20_000): Promise<Settled> {
  const pollMs = 300;
  const started = performance.now();
  let last = await readCounters(sql, cpu);
  let settled = last;
  let stableSince = performance.now();
  while (performance.now() - stableSince < stableMs) {
    if (performance.now() - started > timeoutMs) {
      log(`still writing after ${timeoutMs / 1000} s: measuring anyway`);
      break;
    }
    await sleep(pollMs);
    const now = await readCounters(sql, cpu);
    if (now.events !== last.events || now.allTuples !== last.allTuples) {
      stableSince = performance.now();
      settled = now;
    }
    last = now;
  }
  const idleMs = last.at - settled.at;
  const rate = (micros: number) => (idleMs > 0 ? micros / idleMs : 0);
  return { counters: settled, idle: { server: rate(last.cpuMicros - settled.cpuMicros), database: rate(last.dbCpuMicros - settled.dbCpuMicros) } };
}
