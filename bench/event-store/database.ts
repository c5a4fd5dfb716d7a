import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { startEmbeddedPostgres } from '@weklean/platform';
import postgres from 'postgres';

export type BenchDatabase = {
  /** Connection string of the fresh database. */
  url: string;
  /** `BENCH_DATABASE_URL` (host:port only: never print credentials), or `embedded`. */
  server: string;
  serverVersion: string;
  settings: Record<string, string>;
  /** Drops the database and stops the embedded server; safe to call twice. */
  dispose(): Promise<void>;
};

const SETTINGS = ['fsync', 'synchronous_commit', 'shared_buffers', 'wal_sync_method'];

const parseServerUrl = (raw: string): URL => {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error(`protocol ${url.protocol}`);
    return url;
  } catch (error) {
    throw new Error(`BENCH_DATABASE_URL is not a postgres:// URL (${error instanceof Error ? error.message : String(error)})`);
  }
};

/** Starts an embedded PostgreSQL in a temporary folder; its `stop` also removes the cluster's files. */
const startEmbedded = async () => {
  const tempDir = mkdtempSync(join(tmpdir(), 'weklean-bench-'));
  const dataDir = join(tempDir, 'postgres');
  try {
    const handle = await startEmbeddedPostgres({ dataDir, database: 'postgres' });
    return {
      url: handle.url,
      stop: async () => {
        await handle.stop();
        // As root the cluster lives under /var/lib/weklean/<hash of dataDir>/postgres: that folder is this run's own.
        if (resolve(handle.dataDir) !== resolve(dataDir)) rmSync(dirname(handle.dataDir), { recursive: true, force: true });
        rmSync(tempDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
};

/** One server per run: BENCH_DATABASE_URL's (which must allow CREATE DATABASE) or an embedded one. */
export async function openBenchDatabase(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<BenchDatabase> {
  const configured = env.BENCH_DATABASE_URL ? parseServerUrl(env.BENCH_DATABASE_URL) : null;
  const embedded = configured ? null : await startEmbedded();
  const serverUrl = configured ?? new URL(embedded!.url);
  const server = configured ? `BENCH_DATABASE_URL (${serverUrl.host})` : 'embedded';
  const name = `weklean_bench_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl.toString(), { max: 1, onnotice: () => undefined });
  let created = false;
  // One disposal, however many callers (a bench's Ctrl-C handler and its `finally` both call it): a second call waits
  // for the first to finish instead of returning at once, or the process could exit with its PostgreSQL still running.
  let disposing: Promise<void> | null = null;
  const dispose = () =>
    (disposing ??= (async () => {
      try {
        if (created) await admin.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end({ timeout: 5 });
        await embedded?.stop();
      }
    })());
  try {
    const [version] = await admin<{ server_version: string }[]>`show server_version`;
    const rows = await admin<{ name: string; setting: string }[]>`
      select name, current_setting(name) as setting from pg_settings where name = any(${SETTINGS})`;
    await admin.unsafe(`create database ${name}`);
    created = true;
    log(`database ${name} created on ${server}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      server,
      serverVersion: version?.server_version ?? 'unknown',
      settings: Object.fromEntries(rows.map((row) => [row.name, row.setting])),
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Asks for a checkpoint so that one phase does not pay for the dirty pages of the previous one; needs superuser. */
export async function checkpoint(sql: postgres.Sql): Promise<void> {
  await sql`checkpoint`.catch(() => undefined);
}
