import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedDataDirOf, outsideClusterRoot } from '@weklean/platform';
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
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', TEST_CLOCK: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  app.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  app.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 180_000;
  const details = adminHealth(baseUrl);
  for (;;) {
    // Up (anyone may ask), then — as the demo admin, who alone sees the details — the read models caught up with the
    // demo data seeded on first start.
    const up = await fetch(`${baseUrl}/api/health`).then((r) => r.status === 200, () => false);
    const health = up ? await details().catch(() => null) : null;
    if (health?.status === 200 && health.body.projections.every((p) => p.lag === 0)) break;
    if (app.exitCode !== null || Date.now() > deadline) {
      app.kill('SIGKILL');
      throw new Error(`the app did not become healthy on ${baseUrl}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
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
