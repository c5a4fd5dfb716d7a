import { Hono } from 'hono';
import { APP_VERSION, APP_VERSION_LABEL, type EventStore, type Reactor } from '@weklean/domain';
import { pendingMigrations, webhookInboxCounts, type Bus, type Mailer } from '@weklean/platform';
import { readProjectionStatuses, totalEvents, type Projection } from '@weklean/projections';
import { readMailDelivery, readReactorStatuses, readTimerStatuses } from '@weklean/workers';
import type postgres from 'postgres';
import type { DemoStatus } from '@weklean/demo';
import type { AppEnv } from '../http/env';

export type HealthDeps = {
  sql: postgres.Sql;
  store: EventStore;
  bus: Bus;
  projections: readonly Projection[];
  /** The reactors some process should be running (none in a BFF-only test app). */
  reactors?: readonly Reactor[];
  mailer: Pick<Mailer, 'kind'>;
  /** The live-updates sockets open on this process (absent: none can be open, as in an API-only test app). */
  liveConnections?: () => { sockets: number; people: number };
  /** The demo's history filling in behind a first start (start.ts; absent: no demo on this process). */
  demo?: () => DemoStatus;
};

type Check = { status: 'up' | 'down'; latencyMs: number; error?: string };

const check = async (probe: () => Promise<unknown>, timeoutMs = 3000): Promise<Check> => {
  const started = performance.now();
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)),
    ]);
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'down', latencyMs: Math.round(performance.now() - started), error: (error as Error).message };
  }
};

/**
 * GET /api/health: 200 `up` when every component is up and every projection and reactor runs; 200 `degraded` when the read models
 * run but events are parked (docs/decisions.md: a bad event never stops a read model); 503 `down` otherwise. Anyone
 * gets `{ status }` (load balancers, compose health checks); the details — components, each projection's and each
 * reactor's lag and last error, parked events, the provider webhooks waiting or parked, the event count, the timers and
 * schedules with their next run, the live sockets open on this process, the mail sent, the demo's progress while its
 * history fills in after a first start, the version — are for admins only.
 * GET /api/health/live and /api/health/ready are the probes of an orchestrator (docs/api/platform.md).
 */
export const healthRoutes = (deps: HealthDeps) =>
  new Hono<AppEnv>().get('/', async (c) => {
    const [eventStore, readModels, bus] = await Promise.all([
      check(async () => {
        for await (const _ of deps.store.readAll({ maxCount: 1 })) break;
      }),
      check(() => deps.sql`select 1`),
      check(() => deps.bus.ping()),
    ]);
    const projections = await readProjectionStatuses(deps.sql, deps.store, deps.projections)
      .then((statuses) =>
        statuses.map((s) => ({ ...s, status: !s.active || s.lastError ? ('down' as const) : s.parked > 0 ? ('degraded' as const) : ('up' as const) })),
      )
      .catch(() => deps.projections.map((p) => ({ name: p.name, status: 'down' as const, parked: 0 })));
    const reactorList = deps.reactors ?? [];
    // While the demo's history fills in after a first start, the workers wait for it (start.ts): their reactors not
    // running yet is expected, and the site is usable: degraded, not down.
    const demoSeeding = deps.demo?.().state === 'seeding';
    const reactors = await readReactorStatuses(deps.sql, deps.store, reactorList)
      .then((statuses) =>
        statuses.map((s) => ({
          ...s,
          status: s.lastError || (!s.active && !demoSeeding) ? ('down' as const) : s.parked > 0 || !s.active ? ('degraded' as const) : ('up' as const),
        })),
      )
      .catch(() => reactorList.map((r) => ({ name: r.name, status: 'down' as const, parked: 0 })));
    const up =
      [eventStore, readModels, bus].every((component) => component.status === 'up') &&
      projections.every((p) => p.status !== 'down') &&
      reactors.every((r) => r.status !== 'down');
    const status = !up ? 'down' : [...projections, ...reactors].some((p) => p.status === 'degraded') ? 'degraded' : 'up';
    c.header('Cache-Control', 'no-store');
    if (c.get('account')?.role !== 'admin') return c.json({ status }, up ? 200 : 503);
    const [events, timers, mailSent, webhooks] = await Promise.all([
      totalEvents(deps.sql).catch(() => 0),
      readTimerStatuses(deps.sql).catch(() => null),
      readMailDelivery(deps.sql).catch(() => null),
      webhookInboxCounts(deps.sql).catch(() => null),
    ]);
    return c.json(
      {
        status,
        components: { eventStore, readModels, bus: { ...bus, kind: deps.bus.kind } },
        projections,
        reactors,
        parked: [...projections, ...reactors].reduce((sum, p) => sum + p.parked, 0),
        events: { total: events },
        webhooks,
        timers,
        live: { ...(deps.liveConnections?.() ?? { sockets: 0, people: 0 }), scope: 'process' },
        demo: deps.demo?.() ?? null,
        mail: { kind: deps.mailer.kind, ...(mailSent ?? { sentLast24h: null, lastSentAt: null }) },
        version: APP_VERSION,
        versionLabel: APP_VERSION_LABEL,
        checkedAt: new Date().toISOString(),
      },
      up ? 200 : 503,
    );
  })
  // Liveness: the process answers. No I/O, so that a slow database never gets a healthy process restarted.
  .get('/live', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'up' as const }, 200);
  })
  // Readiness: this process can serve requests (a load balancer sends it traffic only then).
  .get('/ready', async (c) => {
    const [database, eventStore, bus, migrations] = await Promise.all([
      check(() => deps.sql`select 1`),
      check(async () => {
        for await (const _ of deps.store.readAll({ maxCount: 1 })) break;
      }),
      check(() => deps.bus.ping()),
      check(async () => {
        const pending = await pendingMigrations(deps.sql);
        if (pending.length > 0) throw new Error(`${pending.length} migrations not applied`);
      }),
    ]);
    // Anyone may ask: the status and the time of each check, never an error's text (it may name hosts or users).
    const brief = ({ status, latencyMs }: Check) => ({ status, latencyMs });
    const checks = { database: brief(database), eventStore: brief(eventStore), bus: brief(bus), migrations: brief(migrations) };
    const ready = Object.values(checks).every((component) => component.status === 'up');
    c.header('Cache-Control', 'no-store');
    return c.json({ status: ready ? ('up' as const) : ('down' as const), checks }, ready ? 200 : 503);
  });
