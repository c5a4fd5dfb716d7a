import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeSlotReactor } from '@weklean/domain';
import PgBoss from 'pg-boss';
import { createDispatch, createReactorRuntime, registerFinanceSchedules, WEEKLY_PAYOUTS_QUEUE } from '@weklean/workers';
import {
  createCommandHandler,
  createLocalFileStorage,
  createLogger,
  createMailer,
  createMemoryBus,
  createSimulatedGateway,
  SIMULATED_WEBHOOK_SECRET,
  createPostgresEventStore,
  createRateLimiter,
  type Bus,
  type PostgresEventStore,
} from '@weklean/platform';
import { createProjectionRunner, eventTypeCounts } from '@weklean/projections';
import { createTestDatabase, type TestDatabase } from '../../platform/test/support/test-database';
import type { DemoStatus } from '@weklean/demo';
import { createApp } from '../src/app';
import { createBackgroundWork } from '../src/auth/background-work';
import { createPasswordHasher } from '../src/auth/passwords';

const logger = createLogger({ level: 'error', json: true });

type HealthBody = {
  status: string;
  components: Record<string, { status: string }>;
  projections: { name: string; status: string; lag: number; active: boolean }[];
  reactors?: { name: string; status: string; lag: number; active: boolean }[];
  events: { total: number };
};
const healthOf = async (response: Response) => (await response.json()) as HealthBody;

describe('GET /api/health', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let store: PostgresEventStore;
  let bus: Bus;
  let app: ReturnType<typeof createApp>;
  let deps: Parameters<typeof createApp>[0];
  /** The details are for admins; anyone else gets the status alone (parked-events.int.test.ts). */
  let admin: Record<string, string>;
  const localesDir = mkdtempSync(join(tmpdir(), 'weklean-locales-'));

  beforeAll(async () => {
    database = await createTestDatabase('health', { migrated: true });
    sql = postgres(database.url, { max: 5, onnotice: () => undefined });
    store = await createPostgresEventStore({ connectionString: database.url });
    bus = createMemoryBus();
    for (const lng of ['fr', 'en']) mkdirSync(join(localesDir, lng));
    writeFileSync(join(localesDir, 'fr', 'common.json'), JSON.stringify({ hello: 'Bonjour' }));
    writeFileSync(join(localesDir, 'en', 'common.json'), JSON.stringify({ hello: 'Hello' }));
    const limiter = createRateLimiter({ name: 'test', points: 10, durationSeconds: 60 });
    deps = {
      sql,
      store,
      bus,
      logger,
      projections: [eventTypeCounts],
      paymentGateway: createSimulatedGateway({ sql, webhookSecret: SIMULATED_WEBHOOK_SECRET, logger }),
      localesDir,
      mailer: createMailer({ from: 'test@weklean.local', sql, logger }),
      files: createLocalFileStorage(join(localesDir, 'files')),
      rateLimits: { loginPerAccount: limiter, loginPerAddress: limiter, resetPerAccount: limiter, signupPerAddress: limiter },
      passwordCost: 12,
      publicOrigins: [],
      publicUrl: 'http://localhost',
      backgroundWork: createBackgroundWork(logger),
      secureCookies: false,
    };
    app = createApp(deps);
  });
  beforeAll(async () => {
    const hash = await createPasswordHasher(12).hash('admin-password');
    await sql`insert into users (id, name, email, password_hash, role) values (gen_random_uuid(), 'Admin', 'admin@example.com', ${hash}, 'admin')`;
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin-password' }),
    });
    admin = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  });
  afterAll(async () => {
    await store?.close();
    await sql?.end();
    await database?.drop();
  });

  it('answers 503 with the projection down while no runner holds it', async () => {
    const response = await app.request('/api/health', { headers: admin });
    expect(response.status).toBe(503);
    const body = await healthOf(response);
    expect(body.components.eventStore?.status).toBe('up');
    expect(body.components.readModels?.status).toBe('up');
    expect(body.projections).toEqual([expect.objectContaining({ name: 'event-type-counts', status: 'down', active: false })]);
  });

  it('answers 200 with every component up, the lag and the event count once the runner runs', async () => {
    await store.appendToStream('health-check', [{ type: 'HealthChecked', data: {} }, { type: 'HealthChecked', data: {} }]);
    const runner = createProjectionRunner({ sql, store, projections: [eventTypeCounts], logger });
    runner.start();
    try {
      let body: HealthBody | null = null;
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const response = await app.request('/api/health', { headers: admin });
        body = await healthOf(response);
        if (response.status === 200 && body!.events.total === 2 && body!.projections.every((p) => p.lag === 0)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(body).toMatchObject({
        status: 'up',
        components: { eventStore: { status: 'up' }, readModels: { status: 'up' }, bus: { status: 'up', kind: 'memory' } },
        projections: [{ name: 'event-type-counts', status: 'up', lag: 0, eventsApplied: 2 }],
        events: { total: 2 },
      });
    } finally {
      await runner.stop();
    }
  });

  it('reports each reactor: down with its lag while no process runs it, up once one has handled the log', async () => {
    const withReactors = createApp({ ...deps, reactors: [freeSlotReactor] });
    await store.appendToStream(`booking-${randomUUID()}`, [{ type: 'BookingCancelled', data: { by: 'client', reason: 'other', note: null, feeCents: 0, cancelledAt: '2026-11-24T12:00:00.000Z' } }]);
    const down = await healthOf(await withReactors.request('/api/health', { headers: admin }));
    expect(down.status).toBe('down');
    expect(down.reactors).toEqual([expect.objectContaining({ name: 'free-slot', status: 'down', active: false, lag: 1 })]);

    const commands = createCommandHandler(store);
    const runtime = createReactorRuntime({
      sql, store, reactors: [freeSlotReactor], logger,
      dispatch: createDispatch({ commands, timers: { schedule: async () => 'unused' }, logger }),
    });
    const runner = createProjectionRunner({ sql, store, projections: [eventTypeCounts], logger });
    runtime.start();
    runner.start();
    try {
      await expect
        .poll(async () => (await healthOf(await withReactors.request('/api/health', { headers: admin }))).reactors, { timeout: 15_000, interval: 50 })
        .toEqual([expect.objectContaining({ name: 'free-slot', status: 'up', active: true, lag: 0, eventsHandled: 1, lastError: null })]);
    } finally {
      await runtime.stop();
      await runner.stop();
    }
  });


  it('is degraded, not down, while the demo history fills in and the workers wait for it; the admin sees its progress', async () => {
    const demo: DemoStatus = { state: 'seeding', step: 'reviews', percent: 28, startedAt: '2026-11-29T12:00:00.000Z', finishedAt: null, error: null };
    let current = demo;
    const seeding = createApp({ ...deps, reactors: [freeSlotReactor], demo: () => current });
    const runner = createProjectionRunner({ sql, store, projections: [eventTypeCounts], logger });
    runner.start();
    try {
      await expect.poll(async () => (await seeding.request('/api/health')).status, { timeout: 15_000, interval: 50 }).toBe(200);
      const anyone = await seeding.request('/api/health');
      expect(await anyone.json()).toEqual({ status: 'degraded' });
      const details = (await (await seeding.request('/api/health', { headers: admin })).json()) as HealthBody & { demo: unknown };
      expect(details.demo).toEqual(demo);
      expect(details.reactors).toEqual([expect.objectContaining({ name: 'free-slot', status: 'degraded', active: false })]);
      // Once it is ready, a reactor no process runs is down again.
      current = { ...demo, state: 'ready', percent: 100 };
      const after = await seeding.request('/api/health', { headers: admin });
      expect(after.status).toBe(503);
      expect(((await after.json()) as HealthBody).reactors).toEqual([expect.objectContaining({ name: 'free-slot', status: 'down' })]);
    } finally {
      await runner.stop();
    }
  });
  it('tells the admin the timers and schedules with their next run, the sockets open, the mail sent and the version', async () => {
    const before = (await (await app.request('/api/health', { headers: admin })).json()) as Record<string, unknown>;
    // pg-boss's tables appear when the workers first start: until then the page says so rather than failing.
    expect(before).toMatchObject({
      timers: { available: false, schedules: [] },
      live: { sockets: 0, people: 0, scope: 'process' },
      mail: { kind: 'dev-mailbox', sentLast24h: 0, lastSentAt: null },
      version: '0.92.12',
      versionLabel: 'beta 0.92.12',
    });

    const boss = new PgBoss({ connectionString: database.url, max: 2, schedule: false, supervise: false });
    await boss.start();
    try {
      await registerFinanceSchedules(boss);
      await sql`insert into notification_log (effect_id, user_id, template) values ('health-test', gen_random_uuid(), 'booking-confirmed')`;
      const withSockets = createApp({ ...deps, liveConnections: () => ({ sockets: 3, people: 2 }) });
      const body = (await (await withSockets.request('/api/health', { headers: admin })).json()) as {
        timers: { available: boolean; schedules: { name: string; cron: string; timezone: string; nextRunAt: string }[]; timers: { waiting: number } };
        live: unknown;
        mail: { sentLast24h: number; lastSentAt: string };
      };
      expect(body.timers.available).toBe(true);
      const payouts = body.timers.schedules.find((schedule) => schedule.name === WEEKLY_PAYOUTS_QUEUE);
      expect(payouts).toMatchObject({ cron: '0 9 * * 5', timezone: 'America/Toronto' });
      // Next Friday at 09:00 in Quebec, within the coming week.
      const next = new Date(payouts!.nextRunAt);
      expect(next.getTime()).toBeGreaterThan(Date.now());
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
      expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(next)).toBe('Friday 09:00');
      expect(body.timers.timers.waiting).toBe(0);
      expect(body.live).toEqual({ sockets: 3, people: 2, scope: 'process' });
      expect(body.mail.sentLast24h).toBe(1);
      expect(Date.parse(body.mail.lastSentAt)).not.toBeNaN();
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it('is never cached and carries the secure headers', async () => {
    const response = await app.request('/api/health');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves locale catalogues and answers 404 for unknown languages, namespaces and API paths', async () => {
    const catalogue = await app.request('/locales/fr/common.json');
    expect(catalogue.status).toBe(200);
    expect(await catalogue.json()).toEqual({ hello: 'Bonjour' });
    expect((await app.request('/locales/de/common.json')).status).toBe(404);
    expect((await app.request('/locales/fr/..%2Fsecret.json')).status).toBe(404);
    expect((await app.request('/locales/fr/missing.json')).status).toBe(404);
    const unknown = await app.request('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'http.404' });
  });
});
