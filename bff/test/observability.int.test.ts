import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createProcessMetrics, startMetricsServer } from '@weklean/platform';
import type { AppDeps } from '../src/app';
import { closeSibling, createTestApp, fromAddress, openTestApp, type TestApp } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TOKEN = 'metrics-token-of-at-least-24-characters';

type Line = Record<string, unknown>;

describe('request ids, access log, probes and metrics', () => {
  const lines: Line[] = [];
  const logger = createLogger({ level: 'debug', json: true, write: (line) => lines.push(JSON.parse(line) as Line) });
  const accessLines = () => lines.filter((line) => line.msg === 'request');
  const metrics = createProcessMetrics({ nodeDefaults: false });
  let t: TestApp;
  const siblings: TestApp[] = [];
  /** Another app on the same database, built with `overrides` (closed without dropping the database). */
  const sibling = async (overrides: Partial<AppDeps>) => {
    const other = await openTestApp(t.database, { logger, ...overrides });
    siblings.push(other);
    return other.app;
  };

  beforeAll(async () => {
    t = await createTestApp('observability', { logger, metrics, metricsToken: TOKEN });
    // A route that fails as a bug would, to see the id on onError's answer.
    t.app.get('/boom', () => {
      throw new Error('boom');
    });
  });
  afterAll(async () => {
    for (const other of siblings) await closeSibling(other);
    await t?.close();
  });

  it('gives every answer a new request id, and ignores a caller it does not trust', async () => {
    const first = await t.app.request('/api/health/live');
    const second = await t.app.request('/api/health/live', { headers: { 'x-request-id': 'from-a-stranger' } });
    expect(first.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it("keeps a trusted caller's well-formed id and replaces a malformed one", async () => {
    // As behind a proxy of ours (TRUST_PROXY): its ids are kept.
    const trusting = await sibling({ trustsCaller: () => true });
    const kept = await trusting.request('/api/health/live', { headers: { 'x-request-id': 'lb-7f3a.42_x' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42_x');
    for (const malformed of ['has spaces', 'x'.repeat(129), 'slash/and;semicolon', 'caf\u00e9', '']) {
      const replaced = await trusting.request('/api/health/live', { headers: { 'x-request-id': malformed } });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('keeps the id a TRUST_PROXY proxy passes, and logs the client it forwards for', async () => {
    const behindProxy = await sibling({ trustProxy: ['10.0.0.1'] });
    lines.length = 0;
    const viaProxy = await behindProxy.request(
      '/api/blog',
      { headers: { 'x-request-id': 'proxy-id-1', 'x-forwarded-for': '198.51.100.7' } },
      fromAddress('10.0.0.1'),
    );
    expect(viaProxy.headers.get('x-request-id')).toBe('proxy-id-1');
    expect(accessLines()).toEqual([expect.objectContaining({ requestId: 'proxy-id-1', address: '198.51.100.7' })]);
    const direct = await behindProxy.request('/api/blog', { headers: { 'x-request-id': 'proxy-id-1' } }, fromAddress('203.0.113.9'));
    expect(direct.headers.get('x-request-id')).toMatch(UUID);
  });

  it('returns the id on errors and on unknown paths too', async () => {
    const failed = await t.app.request('/boom');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('x-request-id')).toMatch(UUID);
    const unknown = await t.app.request('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-request-id')).toMatch(UUID);
    const refused = await t.app.request('/api/todos', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers.get('x-request-id')).toMatch(UUID);
  });

  it('logs one line per request with the route pattern, never the path, the query or the cookies', async () => {
    lines.length = 0;
    const response = await t.app.request(
      '/api/blog/a-slug-that-names-someone?email=someone%40example.com',
      { headers: { cookie: 'session=secret-cookie', 'x-request-id': 'ignored' } },
      fromAddress('203.0.113.9'),
    );
    const logged = accessLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/api/blog/:slug',
      status: response.status,
      requestId: response.headers.get('x-request-id'),
      address: '203.0.113.9',
    });
    expect(logged[0]!.durationMs).toEqual(expect.any(Number));
    const text = JSON.stringify(lines);
    for (const secret of ['a-slug-that-names-someone', 'someone', 'secret-cookie', '?']) expect(text).not.toContain(secret);
  });

  it('logs the probes at debug only', async () => {
    lines.length = 0;
    await t.app.request('/api/health/live');
    expect(accessLines()).toEqual([expect.objectContaining({ level: 'debug', route: '/api/health/live', status: 200 })]);
  });

  it('answers live without asking anything', async () => {
    const response = await t.app.request('/api/health/live');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'up' });
  });

  it('answers ready when the database, the event store, the bus and the migrations are there', async () => {
    const response = await t.app.request('/api/health/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'up',
      checks: {
        database: { status: 'up', latencyMs: expect.any(Number) },
        eventStore: { status: 'up', latencyMs: expect.any(Number) },
        bus: { status: 'up', latencyMs: expect.any(Number) },
        migrations: { status: 'up', latencyMs: expect.any(Number) },
      },
    });
  });

  it('is not ready while a shipped migration has not run', async () => {
    const [last] = await t.sql<{ id: number; name: string; run_on: Date }[]>`select id, name, run_on from schema_migrations order by id desc limit 1`;
    await t.sql`delete from schema_migrations where id = ${last!.id}`;
    try {
      const response = await t.app.request('/api/health/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'down', checks: { database: { status: 'up' }, migrations: { status: 'down' } } });
    } finally {
      await t.sql`insert into schema_migrations (id, name, run_on) values (${last!.id}, ${last!.name}, ${last!.run_on})`;
    }
  });

  it('answers 503 naming the database when it does not answer, without its error', async () => {
    // Like postgres.js, a query runs (and fails) only when awaited: building the app's query fragments is harmless.
    const refused = { then: (_: unknown, reject: (error: Error) => void) => reject(new Error('connect ECONNREFUSED 10.0.0.5:5432 user=weklean')) };
    const down = (() => refused) as unknown as postgres.Sql;
    const app = await sibling({ sql: down });
    const response = await app.request('/api/health/ready');
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({
      status: 'down',
      checks: { database: { status: 'down' }, eventStore: { status: 'up' }, bus: { status: 'up' }, migrations: { status: 'down' } },
    });
    expect(body).not.toContain('10.0.0.5');
  });

  it('has no /metrics without METRICS_TOKEN', async () => {
    const app = await sibling({});
    expect((await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('refuses /metrics with a missing or wrong token', async () => {
    const missing = await t.app.request('/metrics');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toContain('Bearer');
    expect((await t.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await t.app.request('/metrics', { headers: { authorization: `Basic ${TOKEN}` } })).status).toBe(401);
  });

  it('serves the metrics with the token: requests by route pattern, lags, timers due', async () => {
    await t.app.request('/api/blog/some-article?utm_source=mail');
    const response = await t.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/blog\/:slug",status="404"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/blog\/:slug",status="404"\} [1-9]/m);
    expect(text).toContain('weklean_projection_lag_events{projection="event-type-counts"} 0');
    expect(text).toContain('weklean_timers_due 0');
    expect(text).not.toContain('some-article');
    expect(text).not.toContain('utm_source');
  });

  it('serves the same registry on METRICS_PORT, without a token', async () => {
    const server = await startMetricsServer({ HOST: '127.0.0.1', METRICS_PORT: 0 }, metrics.registry, logger);
    try {
      const response = await fetch(`http://127.0.0.1:${server!.port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('http_requests_total{method="GET",route="/api/health/live",status="200"}');
      expect((await fetch(`http://127.0.0.1:${server!.port}/api/health`)).status).toBe(404);
    } finally {
      await server?.close();
    }
  });
});
