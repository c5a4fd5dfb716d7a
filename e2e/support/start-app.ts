import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedDataDirOf, outsideClusterRoot } from '@weklean/platform';
import { startAppProcess } from './app-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The started app's DATA_DIR (its runtime.json names the embedded database). */
    dataDir: string;
  }
}

/**
 * Starts the app as `npm start` does for the run and stops it after: on E2E_DATA_DIR when set (`npm run test:e2e`
 * hands each shard a copy of a DATA_DIR whose demo it seeded once; it removes them), else on a fresh DATA_DIR (removed
 * after).
 */
export default async function startApp(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 3991);
  const given = process.env.E2E_DATA_DIR;
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'weklean-e2e-'));
  // Enterable by the postgres OS user when run as root: the cluster then lives in DATA_DIR, which a copy takes whole.
  if (!given) chmodSync(dataDir, 0o755);
  const app = await startAppProcess({ dataDir, port });
  project.provide('baseUrl', app.baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    await app.stop();
    if (given) return;
    rmSync(dataDir, { recursive: true, force: true });
    // As root the cluster may have lived outside DATA_DIR: it goes too, or every run leaves ~150 MB behind.
    rmSync(outsideClusterRoot(embeddedDataDirOf(dataDir)), { recursive: true, force: true });
  };
}
