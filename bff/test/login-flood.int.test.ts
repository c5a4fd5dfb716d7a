import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage, createLogger, createMailer, createOfflineGeocoder, type RateLimiter } from '@weklean/platform';
import { createApp } from '../src/app';
import { createBackgroundWork } from '../src/auth/background-work';
import { HASHING_BUSY_RETRY_SECONDS, passwordHashingLimits } from '../src/auth/passwords';
import { createTestApp, fromAddress, json, localesDir, ORIGIN, PUBLIC_URL, testRateLimits, type TestApp } from './support/test-app';

type Answer = { status: number; code: string | undefined; message: string | undefined; retryAfter: string | null; at: number };

const FLOOD = 40;
/** How many times its idle latency health may take under the flood: generous for a shared machine, far below uncapped. */
const MAX_SLOWDOWN = 10;
const ADDRESS = '198.51.100.23';
/** How long the app's pool keeps an idle connection. */
const IDLE_SECONDS = 0.05;
const logger = createLogger({ level: 'error', json: true });

/** The limiter as it is, counting the failures it is told of per key. */
const countingHits = (inner: RateLimiter) => {
  const hits = new Map<string, number>();
  const limiter: RateLimiter = {
    hit: async (key, points) => {
      hits.set(key, (hits.get(key) ?? 0) + 1);
      return inner.hit(key, points);
    },
    blocked: (key) => inner.blocked(key),
    reset: (key) => inner.reset(key),
  };
  return { limiter, hits };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;

describe('a flood of failed logins', () => {
  let t: TestApp;
  let app: ReturnType<typeof createApp>;
  let sql: postgres.Sql;
  const limits = passwordHashingLimits();
  const perAddress = countingHits(testRateLimits().loginPerAddress);

  beforeAll(async () => {
    t = await createTestApp('login_flood');
    // Production's hash cost (2^17: ~128 MB and hundreds of ms a hash), production's cap (by the cores), and a pool
    // as production's: the database named by a host name, which is resolved on libuv's threadpool (as compose's
    // `postgres` is), connections opened as requests need them. So the flood weighs on health as it does there.
    const url = new URL(t.database.url);
    url.hostname = 'localhost';
    sql = postgres(url.toString(), { max: 10, idle_timeout: IDLE_SECONDS, onnotice: () => undefined });
    app = createApp({
      paymentGateway: t.gateway, files: createLocalFileStorage(mkdtempSync(join(tmpdir(), 'weklean-flood-'))), geocoder: createOfflineGeocoder(),
      sql, store: t.store, bus: t.bus, logger, mailer: createMailer({ from: 'test@weklean.local', sql, logger }), projections: [],
      rateLimits: { ...testRateLimits(), loginPerAddress: perAddress.limiter }, passwordCost: 17, publicOrigins: [ORIGIN], publicUrl: PUBLIC_URL,
      backgroundWork: createBackgroundWork(logger), secureCookies: false, localesDir,
    });
  });
  afterAll(async () => {
    await sql?.end();
    await t?.close();
  });

  /** One ask of health after the pool's idle connections have closed: it connects, as after a quiet moment. */
  const healthLatency = async () => {
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000 * 2));
    const started = performance.now();
    const response = await app.request('/api/health');
    await response.arrayBuffer();
    return performance.now() - started;
  };
  const login = async (email: string): Promise<Answer> => {
    const response = await app.request('/api/auth/login', json('POST', { email, password: 'pas-le-bon-mot' }, { 'accept-language': 'en' }), fromAddress(ADDRESS));
    const body = (await response.json()) as { code?: string; message?: string };
    return { status: response.status, code: body.code, message: body.message, retryAfter: response.headers.get('retry-after'), at: performance.now() };
  };

  it('hashes a few at a time, refuses the rest at once with auth.busy and Retry-After, and health stays about as fast as idle', async () => {
    // Warmed up (the first requests compile and connect), then health's idle latency in this same run.
    for (let i = 0; i < 5; i += 1) await healthLatency();
    const idle: number[] = [];
    for (let i = 0; i < 10; i += 1) idle.push(await healthLatency());

    // Unknown e-mails from one address, all at once (each checks the address's limit before any has failed).
    let done = false;
    const flood = Promise.all(Array.from({ length: FLOOD }, (_, i) => login(`nobody-${i}@example.com`))).finally(() => (done = true));
    const loaded: number[] = [];
    // Health asked again and again while hashes run (at least three times even if the flood ends first).
    while (!done || loaded.length < 3) loaded.push(await healthLatency());
    const answers = await flood;

    // The mean over the flood, not the median: uncapped, one ask waits out most of the flood behind the hashes (tens
    // of seconds) while the few after it are quick; the mean shows that wait, and shrugs off a lone hiccup of the box.
    const idleMs = median(idle);
    const loadedMs = mean(loaded);
    console.info(`[login flood] health idle ${idleMs.toFixed(1)} ms, under the flood ${loadedMs.toFixed(1)} ms on average (slowest ${Math.max(...loaded).toFixed(1)} ms, ${loaded.length} asks)`);
    expect(loadedMs / idleMs).toBeLessThan(MAX_SLOWDOWN);
    // The bar besides the ratio: every ask under a second.
    expect(Math.max(...loaded)).toBeLessThan(1000);

    const hashed = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(hashed.length).toBe(limits.slots + limits.queue);
    expect(refused.length).toBe(FLOOD - hashed.length);
    for (const answer of refused) {
      expect(answer).toMatchObject({ code: 'auth.busy', retryAfter: String(HASHING_BUSY_RETRY_SECONDS) });
      expect(answer.message).toMatch(/try again/);
    }
    // At once: every refusal came back before the first hash was done.
    expect(Math.max(...refused.map((answer) => answer.at))).toBeLessThan(Math.min(...hashed.map((answer) => answer.at)));
    // Each hashed failure counts against the address, unknown e-mail or not (the busy refusals are not failures).
    expect(perAddress.hits.get(ADDRESS)).toBe(hashed.length);
  }, 120_000);
});
