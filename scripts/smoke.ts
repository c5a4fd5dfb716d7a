// Smoke run of `npm start` as a new user would: a fresh DATA_DIR, wait for /api/health, write one event, stop with
// Ctrl-C (SIGINT to the process group), start again and check that the data is still there.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresEventStore, embeddedDataDirOf, outsideClusterRoot } from '@weklean/platform';
import type { Position } from '@weklean/domain';

const port = Number(process.env.SMOKE_PORT ?? 3990);
/**
 * SMOKE_KEEP_DATA_DIR: run on that folder and keep it when the run passes (CI hands it to the browser tests, whose
 * apps then start on the demo seeded here instead of seeding it again: e2e/run.ts, E2E_SEEDED_DATA_DIR).
 */
const keptDir = process.env.SMOKE_KEEP_DATA_DIR || null;
const dataDir = keptDir ? (mkdirSync(keptDir, { recursive: true }), keptDir) : mkdtempSync(join(tmpdir(), 'weklean-smoke-'));
// Enterable by the postgres OS user when run as root: the cluster then lives in DATA_DIR, which a copy takes whole.
chmodSync(dataDir, 0o755);
const base = `http://127.0.0.1:${port}`;
type Health = {
  status: string;
  events: { total: number };
  parked: number;
  projections: { name: string; lag: number }[];
  reactors: { name: string; lag: number }[];
  demo: { state: string; percent: number; error: string | null } | null;
};

const start = () => {
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
};

/** The health details are for admins (anyone else gets `{ status }`): sign in as the demo admin once it answers. */
let adminToken: string | null = null;
const signInAsAdmin = async () => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@weklean.local', password: process.env.ADMIN_PASSWORD ?? 'Admin-weklean-2026' }),
  });
  adminToken = response.ok ? ((await response.json()) as { token: string }).token : null;
};

const health = async (): Promise<{ status: number; body: Health } | null> => {
  try {
    const anonymous = await fetch(`${base}/api/health`);
    const visible = (await anonymous.json()) as Record<string, unknown>;
    if (Object.keys(visible).join() !== 'status') throw new Error(`smoke: /api/health shows a visitor more than its status: ${JSON.stringify(visible)}`);
    if (anonymous.status !== 200) return null;
    if (!adminToken) await signInAsAdmin();
    if (!adminToken) return null;
    const response = await fetch(`${base}/api/health`, { headers: { authorization: `Bearer ${adminToken}` } });
    return { status: response.status, body: (await response.json()) as Health };
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('smoke:')) throw error;
    return null;
  }
};

const waitFor = async (what: string, predicate: (h: { status: number; body: Health } | null) => boolean, seconds: number) => {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const h = await health();
    if (predicate(h)) return h!;
    if (Date.now() > deadline) throw new Error(`smoke: timed out waiting for ${what}; last health: ${JSON.stringify(h)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

const stop = async (child: ChildProcess) => {
  // npm itself ends by the signal (or 130) once its child has exited: judge the app by its own log line.
  const exited = new Promise<number>((resolve) =>
    child.once('close', (code, signal) => resolve(signal === 'SIGINT' || code === 130 ? 0 : (code ?? 1))),
  );
  process.kill(-child.pid!, 'SIGINT');
  const code = await Promise.race([exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 30_000))]);
  if (code === 'hung') {
    process.kill(-child.pid!, 'SIGKILL');
    throw new Error('smoke: npm start did not stop within 30 s of Ctrl-C');
  }
  return code;
};

let current: ReturnType<typeof start> | null = null;
try {
  current = start();
  // The URL and the logins first (issue 34): printed before the demo's history fills in. Without PUBLIC_URL the
  // printed address is the one links in mail point to: http://localhost:<PORT>.
  const started = Date.now();
  while (!current.output().includes(`running at http://localhost:${port}`)) {
    if (Date.now() > started + 120_000) throw new Error(`smoke: the URL was not printed\n${current.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const usable = await waitFor('the printed admin login to work', (h) => h?.body.demo?.state === 'seeding' || h?.body.demo?.state === 'ready', 30);
  console.log(`smoke: URL printed after ${Math.round((Date.now() - started) / 1000)} s; the demo admin signs in; demo history at ${usable.body.demo?.percent}%`);
  // Then the demo complete, the read models and the reactors caught up with it.
  const caughtUp = (h: { status: number; body: Health } | null) => {
    if (h?.body.demo?.state === 'failed') throw new Error(`smoke: the demo could not be seeded: ${h.body.demo.error}`);
    return h?.status === 200 && h.body.status === 'up' && h.body.parked === 0 && h.body.demo?.state === 'ready' &&
      [...h.body.projections, ...h.body.reactors].every((p) => p.lag === 0);
  };
  const first = await waitFor('the demo and the first start to be complete', caughtUp, 600);
  if (!current.output().includes('The demo is ready')) throw new Error(`smoke: the demo's end was not printed\n${current.output()}`);
  console.log(`smoke: first start complete after ${Math.round((Date.now() - started) / 1000)} s (${first.body.projections.length} projection(s), ${first.body.events.total} events)`);

  const runtime = JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8')) as { databaseUrl: string };
  /** The events up to the appended one (those the restart must keep), and whether the appended one is among them. */
  const eventsUpTo = async (last: Position) => {
    // runtime.json is read again: each start of the embedded PostgreSQL may take another port.
    const { databaseUrl } = JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8')) as { databaseUrl: string };
    const store = await createPostgresEventStore({ connectionString: databaseUrl });
    let upTo = 0;
    let smoke = 0;
    try {
      for await (const event of store.readAll()) {
        if (event.position.commit <= last.commit) upTo += 1;
        if (event.streamId === 'smoke-test') smoke += 1;
      }
    } finally {
      await store.close();
    }
    return { upTo, smoke };
  };
  const store = await createPostgresEventStore({ connectionString: runtime.databaseUrl });
  const { position: lastPosition } = await store.appendToStream('smoke-test', [{ type: 'SmokeTested', data: { at: new Date().toISOString() } }]);
  await store.close();
  // At least one more: the app's own timers may append events meanwhile.
  const counted = await waitFor('the projection to count the event', (h) => (h?.body.events.total ?? 0) >= first.body.events.total + 1, 30);
  console.log(`smoke: event projected (${counted.body.events.total} events)`);
  const before = await eventsUpTo(lastPosition);

  const code = await stop(current.child);
  if (code !== 0) throw new Error(`smoke: npm start exited with ${code} after Ctrl-C\n${current.output()}`);
  if (!current.output().includes('stopped cleanly')) throw new Error(`smoke: no clean stop\n${current.output()}`);
  console.log('smoke: stopped cleanly');

  current = start();
  const again = await waitFor('the second start', caughtUp, 120);
  // Nothing lost: every event up to the one appended by hand is still there, that one included. The restart may add
  // events of its own: durable timers that came due while the app was down (a balance retry, a 3-D Secure window).
  const after = await eventsUpTo(lastPosition);
  if (after.upTo !== before.upTo || after.smoke !== 1 || again.body.events.total < before.upTo) {
    throw new Error(`smoke: data lost across restart (${after.upTo} of the ${before.upTo} events kept, ${after.smoke} smoke event)`);
  }
  console.log(`smoke: restarted with the data intact (${after.upTo} events kept, ${again.body.events.total - after.upTo} more since)`);
  const code2 = await stop(current.child);
  if (code2 !== 0) throw new Error(`smoke: second stop exited with ${code2}`);
  current = null;
  console.log('smoke: passed');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (current) {
    console.error('--- npm start output ---\n' + current.output());
    try {
      process.kill(-current.child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  process.exitCode = 1;
} finally {
  if (keptDir && process.exitCode !== 1) {
    console.log(`smoke: the data kept in ${keptDir}`);
  } else {
    rmSync(dataDir, { recursive: true, force: true });
    // As root the cluster may have lived outside DATA_DIR: it goes too.
    rmSync(outsideClusterRoot(embeddedDataDirOf(dataDir)), { recursive: true, force: true });
  }
}
