import { Hono } from 'hono';
import type { EventStore } from '@weklean/domain';
import type { Bus } from '@weklean/platform';
import { readProjectionStatuses, type Projection } from '@weklean/projections';
import type postgres from 'postgres';

export type HealthDeps = { sql: postgres.Sql; store: EventStore; bus: Bus; projections: readonly Projection[] };

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

/** GET /api/health: each component, each projection's lag; 200 when everything is up, 503 otherwise. */
export const healthRoutes = (deps: HealthDeps) =>
  new Hono().get('/', async (c) => {
    const [eventStore, readModels, bus] = await Promise.all([
      check(async () => {
        for await (const _ of deps.store.readAll({ maxCount: 1 })) break;
      }),
      check(() => deps.sql`select 1`),
      check(() => deps.bus.ping()),
    ]);
    const projections = await readProjectionStatuses(deps.sql, deps.store, deps.projections)
      .then((statuses) =>
        statuses.map((s) => ({ ...s, status: s.active && !s.lastError ? ('up' as const) : ('down' as const) })),
      )
      .catch(() => deps.projections.map((p) => ({ name: p.name, status: 'down' as const })));
    const [events] = await deps.sql<{ total: number }[]>`select coalesce(sum(count), 0)::int as total from event_type_counts`.catch(
      () => [{ total: 0 }],
    );
    const up =
      [eventStore, readModels, bus].every((component) => component.status === 'up') &&
      projections.every((p) => p.status === 'up');
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        status: up ? 'up' : 'down',
        components: { eventStore, readModels, bus: { ...bus, kind: deps.bus.kind } },
        projections,
        events: { total: events?.total ?? 0 },
      },
      up ? 200 : 503,
    );
  });
