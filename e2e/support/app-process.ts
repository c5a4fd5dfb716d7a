import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedDataDirOf, outsideClusterRoot } from '@weklean/platform';
import postgres from 'postgres';
import { adminHealth } from './admin-health';

const root = new URL('../../', import.meta.url).pathname;

export type AppProcess = { baseUrl: string; output(): string; stop(): Promise<void> };

/**
 * Starts the app as `npm start` does (embedded PostgreSQL) on `dataDir` and resolves once it is complete: the demo's
 * history filled in (on a first start), the read models and the reactors caught up with it, and the timers its past
 * called for (requests' 24 hours, review windows, balances), all due at once on a first start, fired — a test's own
 * timer then waits behind none of them. TEST_CLOCK: the booking tests move the app's clock.
 */
export async function startAppProcess(options: { dataDir: string; port: number; timeoutMs?: number }): Promise<AppProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const app = spawn(process.execPath, ['--import', 'tsx', 'bff/src/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(options.port), DATA_DIR: options.dataDir, DATABASE_URL: '', LOG_LEVEL: process.env.E2E_APP_LOG ? 'info' : 'warn', TEST_CLOCK: 'true',
      // Every browser of the run signs up from 127.0.0.1: more than the 30 an hour one address is allowed by default.
      SIGNUP_LIMIT_PER_HOUR: '1000',
      // The push test's endpoint (e2e/push.e2e.test.ts): a server of the test on loopback, 17 ports above the app's.
      PUSH_ALLOWED_ORIGINS: `http://127.0.0.1:${options.port + 17}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  app.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  app.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  if (process.env.E2E_APP_LOG) {
    const { createWriteStream } = await import('node:fs');
    const log = createWriteStream(`${process.env.E2E_APP_LOG}.${options.port}`);
    app.stdout.pipe(log);
    app.stderr.pipe(log);
  }
  const stop = async () => {
    if (app.exitCode !== null || app.signalCode !== null) return;
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    if (app.exitCode === null && app.signalCode === null) app.kill('SIGKILL');
    // An app killed leaves its embedded PostgreSQL running: stopped by its pid file (SIGINT: PostgreSQL's fast shutdown).
    for (const cluster of [embeddedDataDirOf(options.dataDir), join(outsideClusterRoot(embeddedDataDirOf(options.dataDir)), 'postgres')]) {
      const pidFile = join(cluster, 'postmaster.pid');
      if (!existsSync(pidFile)) continue;
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      if (Number.isInteger(pid) && pid > 0) {
        try {
          process.kill(pid, 'SIGINT');
        } catch {
          // Already gone.
        }
      }
    }
  };
  // Stopped as Ctrl-C would (a SIGKILL would leave its embedded PostgreSQL running), then the reason.
  const fail = async (why: string): Promise<never> => {
    await stop();
    throw new Error(`${why} on ${baseUrl}:\n${output}`);
  };
  const deadline = Date.now() + (options.timeoutMs ?? 600_000);
  const details = adminHealth(baseUrl);
  for (;;) {
    // Up (anyone may ask), then — as the demo admin, who alone sees the details — the demo complete and every consumer
    // caught up with it.
    const up = await fetch(`${baseUrl}/api/health`).then((r) => r.status === 200, () => false);
    const health = up ? await details().catch(() => null) : null;
    if (health?.body.demo?.state === 'failed') await fail(`the demo could not be seeded: ${health.body.demo.error}`);
    const complete = health?.status === 200 && health.body.demo?.state === 'ready' && [...health.body.projections, ...health.body.reactors].every((p) => p.lag === 0);
    if (complete) break;
    if (app.exitCode !== null || Date.now() > deadline) await fail('the app did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // The timers (pg-boss jobs of workers' TIMER_QUEUE, named here: the workers package cannot load in the set-up).
  const { databaseUrl } = JSON.parse(readFileSync(join(options.dataDir, 'runtime.json'), 'utf8')) as { databaseUrl: string };
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    for (;;) {
      const [row] = await sql<{ due: number }[]>`
        select count(*)::int as due from pgboss.job where name = 'weklean-timer' and state in ('created', 'retry') and start_after <= now()`;
      if (row?.due === 0) break;
      if (Date.now() > deadline) await fail(`${row?.due} timers still due`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await sql.end();
  }
  return { baseUrl, output: () => output, stop };
}
