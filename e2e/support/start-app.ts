import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedDataDirOf, outsideClusterRoot } from '@weklean/platform';
import postgres from 'postgres';
import { adminHealth } from './admin-health';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The started app's DATA_DIR (its runtime.json names the embedded database). */
    dataDir: string;
  }
}

const root = new URL('../../', import.meta.url).pathname;

/** Starts the app as `npm start` does (embedded PostgreSQL on a fresh DATA_DIR) and stops it after the run. */
export default async function startApp(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 3991);
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'weklean-e2e-'));
  const app = spawn(process.execPath, ['--import', 'tsx', 'bff/src/start.ts'], {
    cwd: root,
    // TEST_CLOCK: the booking tests move the app's clock forward (to a start, or into the last 24 hours before one).
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', TEST_CLOCK: 'true',
      // Every browser of the run signs up from 127.0.0.1: more than the 30 an hour one address is allowed by default.
      SIGNUP_LIMIT_PER_HOUR: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  app.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  app.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The first start seeds the demo (cleaners, bookings, a few hundred reviewed past bookings) and the read models follow.
  const deadline = Date.now() + 300_000;
  const details = adminHealth(baseUrl);
  for (;;) {
    // Up (anyone may ask), then — as the demo admin, who alone sees the details — the read models caught up with the
    // demo data seeded on first start, and the reactors with the reactions it calls for.
    const up = await fetch(`${baseUrl}/api/health`).then((r) => r.status === 200, () => false);
    const health = up ? await details().catch(() => null) : null;
    if (health?.status === 200 && [...health.body.projections, ...health.body.reactors].every((p) => p.lag === 0)) break;
    if (app.exitCode !== null || Date.now() > deadline) {
      app.kill('SIGKILL');
      throw new Error(`the app did not become healthy on ${baseUrl}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // And the timers (pg-boss jobs of workers' TIMER_QUEUE, named here: the workers package cannot load in the set-up) the demo's past called for (requests' 24 hours, review windows, balances), all due at once on the
  // first start, fired: a test's own timer then waits behind none of them.
  const { databaseUrl } = JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8')) as { databaseUrl: string };
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    for (;;) {
      const [row] = await sql<{ due: number }[]>`
        select count(*)::int as due from pgboss.job where name = 'weklean-timer' and state in ('created', 'retry') and start_after <= now()`;
      if (row?.due === 0) break;
      if (Date.now() > deadline) throw new Error(`${row?.due} timers still due on ${baseUrl}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await sql.end();
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    if (app.exitCode === null) app.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    // As root the cluster may have lived outside DATA_DIR: it goes too, or every run leaves ~150 MB behind.
    rmSync(outsideClusterRoot(embeddedDataDirOf(dataDir)), { recursive: true, force: true });
  };
}
