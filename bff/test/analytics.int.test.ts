import { createRateLimiter, createLogger } from '@weklean/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAnalyticsRetention } from '../../workers/src/analytics/retention';
import { signUpClient } from './support/bookings';
import { createTestApp, fromAddress, json, type TestApp } from './support/test-app';

const NOW = new Date('2026-11-28T15:00:00.000Z');
const VISITOR = '0b6f4d1e-2c3a-4b5d-8e6f-7a8b9c0d1e2f';
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const post = (t: TestApp, body: unknown, headers: Record<string, string> = {}) => t.app.request('/api/analytics', json('POST', body, headers));

/** `POST /api/analytics` (docs/api/analytics.md): what is kept, what is refused, the limits, and the 13 months. */
describe('site analytics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('analytics', {
      clock: () => NOW,
      analyticsLimits: {
        perVisitor: createRateLimiter({ name: 'analytics-visitor-test', points: 5, durationSeconds: 60 }),
        perAddress: createRateLimiter({ name: 'analytics-address-test', points: 1000, durationSeconds: 60 }),
        rowsPerAddress: createRateLimiter({ name: 'analytics-address-rows-test', points: 200, durationSeconds: 60 }),
      },
      gaMeasurementId: 'G-TEST123',
      simulatedPaymentsNotice: true,
    });
  });
  afterAll(async () => t.close());

  it('answers 202 with no body and keeps the path without its query string, the referrer host, the role, no personal data', async () => {
    const client = await signUpClient(t, 'Julie Tremblay', 'julie.analytics@example.com');
    const response = await post(
      t,
      {
        visitorId: VISITOR,
        language: 'en',
        events: [
          { kind: 'pageview', path: '/reset-password/secret-token?email=julie@example.com#top', at: minutesAgo(2), referrer: 'https://www.google.com/search?q=julie' },
          { kind: 'heartbeat', path: '/cleaners', at: minutesAgo(1) },
          { kind: 'error', path: '/cleaners', at: minutesAgo(1), message: 'x is undefined', source: 'http://localhost/assets/app.js?v=3', line: 12 },
        ],
      },
      { ...client.headers, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', host: 'www.weklean.ca:3000' },
    );
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    const rows = await t.sql`select * from analytics_events where visitor_id = ${VISITOR} order by at, id`;
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ kind: 'pageview', path: '/reset-password/secret-token', referrer_host: 'www.google.com', language: 'en', role: 'client', device: 'mobile', message: null });
    expect(rows[2]).toMatchObject({ kind: 'error', message: 'x is undefined', source: 'http://localhost/assets/app.js', line: 12 });
    const stored = JSON.stringify(rows);
    for (const personal of [client.id, 'julie', 'Julie', 'iPhone', 'secret-token?', 'q=julie']) expect(stored).not.toContain(personal);
    const columns = await t.sql<{ column_name: string }[]>`select column_name from information_schema.columns where table_name = 'analytics_events'`;
    expect(columns.map((c) => c.column_name).sort()).toEqual(['at', 'brand', 'device', 'id', 'kind', 'language', 'line', 'message', 'path', 'received_at', 'referrer_host', 'role', 'source', 'visitor_id']);
  });

  it('keeps no event store event for the traffic', async () => {
    const [row] = await t.sql<{ count: number }[]>`select count(*)::int as count from events where event_type ilike '%analytic%' or event_type ilike '%pageview%'`;
    expect(row?.count).toBe(0);
  });

  it('records a visitor signed out without a role, and the site by its host', async () => {
    const visitor = '1c7e5e2f-3d4b-4c6e-9f70-8b9cad1e2f30';
    expect((await post(t, { visitorId: visitor, events: [{ kind: 'pageview', path: '/', at: minutesAgo(1) }] }, { host: 'weklean.com', 'accept-language': 'fr-CA' })).status).toBe(202);
    const [row] = await t.sql`select role, brand, language, device, referrer_host from analytics_events where visitor_id = ${visitor}`;
    expect(row).toEqual({ role: null, brand: 'weklean.com', language: 'fr', device: 'desktop', referrer_host: null });
  });

  it('drops events older than 24 hours or in the future, without refusing the batch', async () => {
    const visitor = '2d8f6f30-4e5c-4d7f-a081-9cadbe2f3041';
    const response = await post(t, {
      visitorId: visitor,
      events: [
        { kind: 'pageview', path: '/old', at: minutesAgo(24 * 60 + 1) },
        { kind: 'pageview', path: '/future', at: new Date(NOW.getTime() + 3_600_000).toISOString() },
        { kind: 'pageview', path: '/now', at: minutesAgo(0) },
      ],
    });
    expect(response.status).toBe(202);
    const rows = await t.sql<{ path: string }[]>`select path from analytics_events where visitor_id = ${visitor}`;
    expect(rows.map((r) => r.path)).toEqual(['/now']);
  });

  it.each([
    ['a visitor id that is not a v4 UUID', { visitorId: 'julie@example.com', events: [{ kind: 'pageview', path: '/', at: minutesAgo(1) }] }],
    ['an unknown kind', { visitorId: VISITOR, events: [{ kind: 'click', path: '/', at: minutesAgo(1) }] }],
    ['no events', { visitorId: VISITOR, events: [] }],
    ['more than 50 events', { visitorId: VISITOR, events: Array.from({ length: 51 }, () => ({ kind: 'heartbeat', path: '/', at: minutesAgo(1) })) }],
    ['a path with a control character', { visitorId: VISITOR, events: [{ kind: 'pageview', path: '/a\u0007b', at: minutesAgo(1) }] }],
    ['a path longer than 300 characters', { visitorId: VISITOR, events: [{ kind: 'pageview', path: `/${'a'.repeat(300)}`, at: minutesAgo(1) }] }],
    ['a path that is a full address', { visitorId: VISITOR, events: [{ kind: 'pageview', path: 'https://evil.example/', at: minutesAgo(1) }] }],
    ['an error message over 500 characters', { visitorId: VISITOR, events: [{ kind: 'error', path: '/', at: minutesAgo(1), message: 'x'.repeat(501) }] }],
    ['an instant that is not one', { visitorId: VISITOR, events: [{ kind: 'pageview', path: '/', at: 'yesterday' }] }],
    ['a list for the body', [{ visitorId: VISITOR }]],
  ])('refuses %s with a localized 400', async (_, body) => {
    const response = await post(t, body, { 'accept-language': 'en' });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { code: string; message: string };
    expect(answer.code).toBe('validation');
    expect(answer.message.length).toBeGreaterThan(0);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const events = Array.from({ length: 50 }, () => ({ kind: 'error', path: '/', at: minutesAgo(1), message: 'é'.repeat(400) }));
    const response = await post(t, { visitorId: VISITOR, events }, { 'accept-language': 'fr' });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('http.payload-too-large');
  });

  it('limits a visitor: 429 with Retry-After past the limit', async () => {
    const visitor = '3e907041-5f6d-4e80-b192-adbecf304152';
    const batch = { visitorId: visitor, events: [{ kind: 'heartbeat', path: '/', at: minutesAgo(1) }] };
    for (let i = 0; i < 5; i += 1) expect((await post(t, batch)).status).toBe(202);
    const refused = await post(t, batch, { 'accept-language': 'en' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()) as object).toMatchObject({ code: 'analytics.rate-limited', message: expect.stringContaining('Too many') });
  });

  it('limits the events of one address whatever the visitor ids: 429 with Retry-After, another address still counted', async () => {
    const batchOf50 = (n: number) => ({
      visitorId: `4fa08152-6a7e-4f91-8${String(n).padStart(3, '0')}-bcdfe0415263`,
      events: Array.from({ length: 50 }, () => ({ kind: 'heartbeat', path: '/flood', at: minutesAgo(1) })),
    });
    const from = (address: string, n: number, lang = 'fr') => t.app.request('/api/analytics', json('POST', batchOf50(n), { 'accept-language': lang }), fromAddress(address));
    // 200 events a minute from one address (the test's limit), each batch under a new visitor id.
    for (let n = 0; n < 4; n += 1) expect((await from('203.0.113.7', n)).status).toBe(202);
    const refused = await from('203.0.113.7', 4, 'en');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ code: 'analytics.rate-limited', message: expect.stringContaining('Too many') });
    expect((await from('198.51.100.9', 5)).status).toBe(202);
    const [row] = await t.sql<{ n: number }[]>`select count(*)::int as n from analytics_events where path = '/flood'`;
    expect(row?.n).toBe(250);
  });

  it('refuses a post from another site (the same origin rule as every mutation)', async () => {
    const response = await t.app.request('/api/analytics', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{}' });
    expect(response.status).toBe(403);
  });

  it('tells the browser the configured measurement id and lets the tag through the Content-Security-Policy', async () => {
    const response = await t.app.request('/api/site-config');
    expect(response.status).toBe(200);
    // A production site running simulated payments on purpose: every page shows the banner from this.
    expect(await response.json()).toEqual({ gaMeasurementId: 'G-TEST123', simulatedPayments: true });
    expect(response.headers.get('content-security-policy')).toContain('https://www.googletagmanager.com');
  });

  it('deletes the traffic older than 13 months, and only that, on the daily run', async () => {
    const visitor = '4fa08152-6a7e-4f91-82a3-becfd0415263';
    const at = (iso: string) => ({ visitor_id: visitor, kind: 'pageview', path: '/', language: 'fr', brand: 'weklean.ca', device: 'desktop', at: new Date(iso) });
    await t.sql`insert into analytics_events ${t.sql([at('2025-10-27T12:00:00Z'), at('2025-10-28T16:00:00Z'), at('2026-01-01T00:00:00Z')])}`;
    const deleted = await runAnalyticsRetention({ sql: t.sql, logger: createLogger({ level: 'error', json: true }) }, NOW);
    expect(deleted).toBe(1);
    const left = await t.sql<{ at: Date }[]>`select at from analytics_events where visitor_id = ${visitor} order by at`;
    expect(left.map((r) => r.at.toISOString())).toEqual(['2025-10-28T16:00:00.000Z', '2026-01-01T00:00:00.000Z']);
  });
});

describe('site analytics without a measurement id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('analytics_no_tag');
  });
  afterAll(async () => t.close());

  it('gives no id and keeps Google out of the Content-Security-Policy', async () => {
    const response = await t.app.request('/api/site-config');
    expect(await response.json()).toEqual({ gaMeasurementId: null, simulatedPayments: false });
    expect(response.headers.get('content-security-policy')).not.toContain('google');
  });
});
