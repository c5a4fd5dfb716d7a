// npm run check:production: the production shape, run for real on this machine's PostgreSQL and Redis. With
// NODE_ENV=production it starts two BFFs, the projections and the workers as separate processes, an SMTP server and
// an S3 API server, and shows that the pieces hold together: a photo uploaded through BFF 1 is served by BFF 2, a
// message sent through BFF 1 arrives live on a socket held by BFF 2, a password-reset mail arrives over SMTP with its
// HTML part, both BFFs are ready, /metrics counts the requests, and a kill -9 of the projections loses nothing.
// TEST_DATABASE_URL / TEST_REDIS_URL name the servers (default: the machine's); TEST_KURRENTDB_URL runs the same
// check with KurrentDB as the event store. Everything it makes (a database, a Redis database, files) is removed after.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser, type ParsedMail } from 'mailparser';
import postgres from 'postgres';
import S3rver from 's3rver';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import WebSocket from 'ws';
import { Redis } from 'ioredis';
import { DEMO_ADMIN_PASSWORD, freePort } from '@weklean/platform';

const root = fileURLToPath(new URL('../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'weklean-production-'));
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisBase = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const kurrentDbUrl = process.env.TEST_KURRENTDB_URL;
const started = performance.now();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secret = () => randomBytes(24).toString('base64url');

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await sleep(250);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${last ? ` (${last instanceof Error ? last.message : String(last)})` : ''}`);
}

// ---- the servers the processes talk to ---------------------------------------------------------------------------

const databaseName = `weklean_production_check_${process.pid}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
await admin.unsafe(`drop database if exists ${databaseName}`);
await admin.unsafe(`create database ${databaseName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

// A Redis database of its own (the bus's channels are global to the server, so only one check runs at a time).
const redisUrl = Object.assign(new URL(redisBase.toString()), { pathname: '/9' }).toString();
const redis = new Redis(redisUrl);
await redis.flushdb();

const mails: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        mails.push(mail);
        done();
      })
      .catch(done);
  },
});
const smtpPort = await freePort();
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const bucket = 'weklean-check';
const s3Port = await freePort();
const s3 = new S3rver({ address: '127.0.0.1', port: s3Port, silent: true, directory: join(work, 's3'), configureBuckets: [{ name: bucket }] });
await s3.run();

// ---- the four processes ------------------------------------------------------------------------------------------

const [port1, port2, metricsPort] = [await freePort(), await freePort(), await freePort()];
const base1 = `http://127.0.0.1:${port1}`;
const base2 = `http://127.0.0.1:${port2}`;
const adminAccount = { email: 'admin@check.weklean.test', password: secret() };
const metricsToken = secret();
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  DATA_DIR: join(work, 'data'),
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  ...(kurrentDbUrl ? { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: kurrentDbUrl } : { EVENT_STORE: 'postgres' }),
  PUBLIC_URL: base1,
  PUBLIC_ORIGINS: `${base1},${base2}`,
  ADMIN_EMAIL: adminAccount.email,
  ADMIN_PASSWORD: adminAccount.password,
  PAYMENTS: 'simulated',
  ALLOW_SIMULATED_PAYMENTS: 'true',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Weklean <no-reply@check.weklean.test>',
  STORAGE: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_REGION: 'us-east-1',
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  METRICS_TOKEN: metricsToken,
  // The lowest cost the configuration takes: the check signs people up, it does not measure hashing.
  PASSWORD_HASH_COST: '12',
};

type Running = { name: string; child: ChildProcess; exited: Promise<number | null> };
const running = new Map<string, Running>();
const start = (name: string, script: string, args: string[] = [], extra: NodeJS.ProcessEnv = {}) => {
  const log = createWriteStream(join(work, `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  running.set(name, { name, child, exited });
};
const logOf = (name: string) => {
  try {
    return readFileSync(join(work, `${name}.log`), 'utf8');
  } catch {
    return '';
  }
};

start('bff-1', 'bff/src/start.ts', ['bff'], { PORT: String(port1) });
start('bff-2', 'bff/src/start.ts', ['bff'], { PORT: String(port2) });
start('projections', 'projections/src/main.ts', [], { METRICS_PORT: String(metricsPort) });
start('workers', 'workers/src/main.ts');

const results: string[] = [];
const check = async (what: string, run: () => Promise<void>) => {
  const at = performance.now();
  await run();
  results.push(`  ✓ ${what} (${((performance.now() - at) / 1000).toFixed(1)} s)`);
  process.stdout.write(`${results.at(-1)}\n`);
};

const call = async (base: string, path: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) => {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      origin: base,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: body as Record<string, unknown>, headers: response.headers };
};
const expectStatus = (what: string, answer: { status: number; body: unknown }, status: number) => {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
};

type Person = { id: string; token: string; cookie: string };
const signUp = async (base: string, name: string, email: string, role: 'client' | 'cleaner'): Promise<Person> => {
  const password = secret();
  const signup = await call(base, '/api/auth/signup', { body: { name, email, password, language: 'fr' } });
  expectStatus(`sign-up of ${email}`, signup, 201);
  const token = signup.body.token as string;
  const cookie = signup.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  expectStatus(`${email} chooses ${role}`, await call(base, '/api/auth/select-role', { body: { role }, token }), 200);
  return { id: (signup.body.user as { id: string }).id, token, cookie };
};

let failed: unknown = null;
try {
  await check('production refuses the demo admin password, naming the setting, before it opens anything', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/start.ts', 'bff'], {
      cwd: root,
      env: { ...env, ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD, PORT: String(await freePort()) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 1 || !/^Weklean cannot start: ADMIN_PASSWORD: must not be the demo password/m.test(output)) throw new Error(`exit ${code}: ${output.slice(-500)}`);
  });

  await check('both BFFs ready (/api/health/ready) beside the projections and the workers, four processes on one database', async () => {
    for (const base of [base1, base2]) {
      await until(`${base} ready`, async () => {
        for (const [name, process] of running) {
          if (process.child.exitCode !== null) throw new Error(`${name} exited with ${process.child.exitCode}:\n${logOf(name).slice(-2000)}`);
        }
        return (await fetch(`${base}/api/health/ready`).catch(() => null))?.status === 200;
      }, 240_000);
    }
    const live = await call(base1, '/api/health/live');
    expectStatus('/api/health/live', live, 200);
  });

  const adminSession = await call(base1, '/api/auth/login', { body: adminAccount });
  expectStatus('the admin signs in with ADMIN_PASSWORD', adminSession, 200);
  const adminToken = adminSession.body.token as string;
  const client = await signUp(base1, 'Chloé Production', 'chloe@check.weklean.test', 'client');
  const cleaner = await signUp(base2, 'Marc Production', 'marc@check.weklean.test', 'cleaner');
  const profile = { displayName: 'Marc P.', primaryCityId: 'montreal', serviceTypes: ['basic'], hourlyRateCents: 3500, coverageKm: 10, languages: ['fr'] };
  expectStatus('the cleaner starts a profile', await call(base2, '/api/cleaners/me/start', { body: profile, token: cleaner.token }), 201);

  await check('a photo uploaded through BFF 1 is served by BFF 2 (object storage)', async () => {
    const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#2f8f6f' } }).png().toBuffer();
    const form = new FormData();
    form.set('kind', 'avatar');
    form.set('file', new Blob([png], { type: 'image/png' }), 'avatar.png');
    const response = await fetch(`${base1}/api/cleaners/me/photos`, { method: 'POST', headers: { origin: base1, authorization: `Bearer ${cleaner.token}` }, body: form });
    const me = (await response.json()) as { photos?: { url: string }[] };
    if (response.status !== 201 || !me.photos?.[0]) throw new Error(`upload: ${response.status} ${JSON.stringify(me).slice(0, 300)}`);
    // Served once the read model that knows whose file it is has the photo (the projections process writes it).
    const url = `${base2}${me.photos[0].url}`;
    const served = await until('the photo on BFF 2', async () => {
      const response = await fetch(url);
      return response.status === 200 ? response : null;
    }, 20_000);
    const bytes = Buffer.from(await served.arrayBuffer());
    if (!/^image\//.test(served.headers.get('content-type') ?? '')) throw new Error(`BFF 2 served ${served.headers.get('content-type')}`);
    const { width } = await sharp(bytes).metadata();
    if (!width) throw new Error('BFF 2 served bytes that are not an image');
    const stored = readdirSync(join(work, 's3'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
    if (stored === 0) throw new Error('nothing was written to the S3 server');
  });

  await check('a message sent through BFF 1 arrives live on a socket held by BFF 2', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port2}/ws/messages`, { headers: { origin: base2, cookie: client.cookie } });
    const frames: { type: string }[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as { type: string }));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) => reject(new Error(`socket refused: ${response.statusCode}`)));
    });
    // The socket is subscribed once it answers.
    socket.send(JSON.stringify({ type: 'PING' }));
    await until('PONG', async () => frames.some((frame) => frame.type === 'PONG'), 10_000);
    const sent = await call(base1, '/api/admin/messages', { body: { recipientId: client.id, subject: 'Bienvenue', text: 'Bonjour de la production.' }, token: adminToken });
    expectStatus('the admin writes to the client', sent, 201);
    await until('ADMIN_MESSAGE_SENT on BFF 2', async () => frames.some((frame) => frame.type === 'ADMIN_MESSAGE_SENT'), 20_000);
    socket.close();
  });

  await check('a password-reset mail arrives over SMTP with its plain-text and HTML parts', async () => {
    expectStatus('forgot-password', await call(base2, '/api/auth/forgot-password', { body: { email: 'chloe@check.weklean.test' } }), 200);
    const mail = await until('the reset mail', async () => mails.find((m) => m.to && JSON.stringify(m.to).includes('chloe@check.weklean.test')), 30_000);
    if (!mail.text?.includes(`${base1}/reset-password/`)) throw new Error(`no reset link in the text part: ${mail.text?.slice(0, 300)}`);
    if (typeof mail.html !== 'string' || !mail.html.includes(`${base1}/reset-password/`)) throw new Error('no HTML part with the reset link');
  });

  await check('/metrics counts the requests (with METRICS_TOKEN only), and the projections answer on METRICS_PORT', async () => {
    expectStatus('/metrics without a token', await call(base1, '/metrics'), 401);
    const metrics = await call(base1, '/metrics', { token: metricsToken });
    expectStatus('/metrics', metrics, 200);
    const text = String(metrics.body);
    if (!/http_requests_total\{[^}]*route="\/api\/auth\/signup"[^}]*\} [1-9]/.test(text)) throw new Error(`no count of the sign-ups in /metrics:\n${text.slice(0, 1500)}`);
    const projections = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    if (projections.status !== 200 || !(await projections.text()).includes('projection_lag')) throw new Error(`projections /metrics: ${projections.status}`);
  });

  await check('a kill -9 of the projections loses nothing: restarted, it catches up with what was written meanwhile', async () => {
    const projections = running.get('projections')!;
    projections.child.kill('SIGKILL');
    await projections.exited;
    const texts = Array.from({ length: 5 }, (_, i) => `Message ${i + 1} écrit pendant la panne.`);
    for (const text of texts) expectStatus('a message while the projections are down', await call(base1, '/api/admin/messages', { body: { recipientId: client.id, text }, token: adminToken }), 201);
    // The inbox is a read model: without the projections process it cannot have them yet.
    const during = JSON.stringify((await call(base2, '/api/messages/admin', { token: client.token })).body);
    if (texts.some((text) => during.includes(text))) throw new Error('the inbox showed a message with no projections running: it is not the read model this check means to test');
    start('projections', 'projections/src/main.ts', [], { METRICS_PORT: String(metricsPort) });
    await until('the inbox with every message', async () => {
      const inbox = await call(base2, '/api/messages/admin', { token: client.token });
      const seen = JSON.stringify(inbox.body);
      return inbox.status === 200 && texts.every((text) => seen.includes(text));
    }, 120_000);
    await until('BFF 1 ready again', async () => (await fetch(`${base1}/api/health/ready`)).status === 200, 30_000);
  });
} catch (error) {
  failed = error;
} finally {
  for (const process of running.values()) process.child.kill('SIGTERM');
  await Promise.race([Promise.all([...running.values()].map((process) => process.exited)), sleep(15_000)]);
  for (const process of running.values()) process.child.kill('SIGKILL');
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await s3.close();
  await redis.flushdb();
  redis.disconnect();
  await admin.unsafe(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
  await admin.end();
}

if (failed) {
  process.stderr.write(`\n✗ ${failed instanceof Error ? failed.message : String(failed)}\n`);
  for (const name of running.keys()) process.stderr.write(`\n--- ${name} (last lines) ---\n${logOf(name).slice(-3000)}\n`);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
}
rmSync(work, { recursive: true, force: true });
process.stdout.write(`\nThe production shape holds (${kurrentDbUrl ? 'KurrentDB' : 'PostgreSQL'} event store): ${results.length} checks in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
if (!kurrentDbUrl) process.stdout.write('The KurrentDB variant was not run: TEST_KURRENTDB_URL is not set (no KurrentDB on this machine).\n');
