// First-start bench (issue 34): `npm run bench -- startup [--rounds N]`. Starts the app as `npm start` does (embedded
// PostgreSQL on a fresh DATA_DIR, a free port), alternating a start without the demo (SEED_DEMO_DATA=false, the
// baseline) and one with it, N rounds each (2 by default), and measures for each:
//   - usable: the URL printed, the home page served, the printed admin login working and the search answering (with the
//     demo: the demo client's login too);
//   - with the demo, complete: /api/health says the demo is ready and every read model and reactor caught up.
// Prints each figure as the median of its rounds with min and max, the ratio usable-with-demo ÷ usable-without (target
// ≤ 1.5), and the load average before and after, with a warning when it exceeds the cores. Exits 0 (1 if it cannot run).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ADMIN_PASSWORD, embeddedDataDirOf, freePort, outsideClusterRoot } from '@weklean/platform';
import { loadLine, ratioSpread, spreadOf } from '../support/rounds';

const root = new URL('../../', import.meta.url).pathname;
const log = (line: string) => process.stderr.write(`· ${line}\n`);
const TARGET_RATIO = 1.5;

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '2' } } });
const rounds = Math.max(1, Number(values.rounds) || 2);


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signIn = async (base: string, email: string, password: string): Promise<string | null> => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).catch(() => null);
  return response?.ok ? ((await response.json()) as { token: string }).token : null;
};

type Round = { demo: boolean; usableMs: number; completeMs: number | null };

/** One start on a fresh DATA_DIR: the time to a usable site and, with the demo, to a complete one. */
async function measure(demo: boolean): Promise<Round> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'weklean-bench-startup-'));
  const started = performance.now();
  const app: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bff/src/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_DEMO_DATA: String(demo) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  app.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  app.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const deadline = Date.now() + 600_000;
  const check = () => {
    if (app.exitCode !== null) throw new Error(`the app exited (${app.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the app did not get there in 10 minutes:\n${output}`);
  };
  try {
    let admin: string | null = null;
    for (;;) {
      check();
      if (output.includes('Weklean is running at')) {
        const home = await fetch(`${base}/`).then((r) => r.ok, () => false);
        const search = await fetch(`${base}/api/cleaners?pageSize=1`).then((r) => r.ok, () => false);
        admin = home && search ? await signIn(base, 'admin@weklean.local', DEMO_ADMIN_PASSWORD) : null;
        const client = !demo || (admin !== null && (await signIn(base, 'client@weklean.local', 'Demo-client-2026')) !== null);
        if (admin && client) break;
      }
      await sleep(50);
    }
    const usableMs = performance.now() - started;
    let completeMs: number | null = null;
    if (demo) {
      for (;;) {
        check();
        const health = await fetch(`${base}/api/health`, { headers: { authorization: `Bearer ${admin}` } })
          .then((r) => r.json() as Promise<{ demo: { state: string } | null; projections: { lag: number }[]; reactors: { lag: number }[] }>)
          .catch(() => null);
        if (health?.demo?.state === 'failed') throw new Error(`the demo failed:\n${output}`);
        if (health?.demo?.state === 'ready' && [...health.projections, ...health.reactors].every((p) => p.lag === 0)) break;
        await sleep(250);
      }
      completeMs = performance.now() - started;
    }
    return { demo, usableMs, completeMs };
  } finally {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGINT');
    await Promise.race([exited, sleep(60_000)]);
    if (app.exitCode === null && app.signalCode === null) app.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outsideClusterRoot(embeddedDataDirOf(dataDir)), { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const line = (values: number[]) => {
  const { median, min, max } = spreadOf(values);
  return `${seconds(median)} (min ${seconds(min)}, max ${seconds(max)}, ${values.length} round(s))`;
};

if (!existsSync(join(root, 'frontend/dist/index.html'))) {
  log('frontend/dist is missing: building the front end');
  if (spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) process.exit(1);
}
const loadBefore = loadLine('at start');
const startedAt = new Date();
const results: Round[] = [];
try {
  for (let round = 1; round <= rounds; round += 1) {
    for (const demo of [false, true]) {
      log(`round ${round}/${rounds}: a first start ${demo ? 'with' : 'without'} the demo`);
      const result = await measure(demo);
      log(`  usable after ${seconds(result.usableMs)}${result.completeMs ? `, demo complete after ${seconds(result.completeMs)}` : ''}`);
      results.push(result);
    }
  }
} catch (error) {
  console.error(`startup bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const loadAfter = loadLine('at end');
const without = results.filter((r) => !r.demo).map((r) => r.usableMs);
const withDemo = results.filter((r) => r.demo).map((r) => r.usableMs);
const complete = results.flatMap((r) => (r.completeMs === null ? [] : [r.completeMs]));
const ratio = ratioSpread(withDemo, without);
console.log(`\n## startup — ${startedAt.toISOString()}`);
console.log(`Machine: ${cpus()[0]?.model ?? '?'} × ${cpus().length}, Node ${process.version}; ${loadBefore}; ${loadAfter}`);
console.log(`\n| figure | median (min, max) |\n|---|---|`);
console.log(`| usable, without the demo (baseline) | ${line(without)} |`);
console.log(`| usable, with the demo | ${line(withDemo)} |`);
console.log(`| demo complete (history, read models, reactors) | ${line(complete)} |`);
console.log(`| usable with ÷ without (each round with its own baseline) | ${ratio.median.toFixed(2)} (min ${ratio.min.toFixed(2)}, max ${ratio.max.toFixed(2)}); target ≤ ${TARGET_RATIO} ${ratio.median <= TARGET_RATIO ? '— met' : '— NOT met'} |`);
