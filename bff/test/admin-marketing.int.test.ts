import { randomUUID } from 'node:crypto';
import { addNewsletterSubscribers, type NewSubscriber } from '@weklean/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardFormula } from '../src/http/csv';
import { demoSubscribers, seedDemoNewsletter } from '@weklean/demo';
import { createLogger } from '@weklean/platform';
import { signUpClient, signUpAdmin, type Party } from './support/bookings';
import { createTestApp, json, type TestApp } from './support/test-app';

const NOW = new Date('2026-11-28T15:00:00.000Z');
const subscriber = (email: string, topics: NewSubscriber['topics'], confirmed: boolean, minutesAgo: number): NewSubscriber => ({
  id: randomUUID(),
  email,
  language: 'fr',
  topics,
  consentGivenAt: new Date(NOW.getTime() - minutesAgo * 60_000),
  confirmedAt: confirmed ? new Date(NOW.getTime() - (minutesAgo - 1) * 60_000) : null,
  unsubscribeTokenHash: randomUUID(),
  createdAt: new Date(NOW.getTime() - minutesAgo * 60_000),
});

/** `/api/admin/marketing` (docs/api/admin-marketing.md): newsletter figures and CSV, traffic from posted events, admins only. */
describe('admin marketing', () => {
  let t: TestApp;
  let admin: Party;
  let client: Party;

  beforeAll(async () => {
    t = await createTestApp('admin_marketing', { clock: () => NOW });
    admin = await signUpAdmin(t, 'admin.marketing@example.com');
    client = await signUpClient(t, 'Julie Client', 'julie.marketing@example.com');
    await addNewsletterSubscribers(t.sql, [
      subscriber('a@example.com', ['tips', 'offers'], true, 50),
      subscriber('b@example.com', ['tips'], false, 40),
      subscriber('=HYPERLINK("http://evil.example","x")@example.com', ['cleaners'], true, 30),
      subscriber('c,"quoted"@example.com', ['offers'], false, 20),
    ]);
  });
  afterAll(async () => t.close());

  const get = (path: string, party: Party = admin, headers: Record<string, string> = {}) => t.app.request(path, { headers: { ...party.headers, ...headers } });

  it('counts the subscribers by topic, confirmed or not, and lists them newest first', async () => {
    const response = await get('/api/admin/marketing/newsletter');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { figures: unknown; subscribers: { total: number; items: { email: string; confirmedAt: string | null }[] } };
    expect(body.figures).toEqual({
      total: 4,
      confirmed: 2,
      unconfirmed: 2,
      byTopic: [
        { topic: 'tips', confirmed: 1, unconfirmed: 1 },
        { topic: 'offers', confirmed: 1, unconfirmed: 1 },
        { topic: 'cleaners', confirmed: 1, unconfirmed: 0 },
        { topic: 'company-news', confirmed: 0, unconfirmed: 0 },
      ],
    });
    expect(body.subscribers.total).toBe(4);
    expect(body.subscribers.items.map((s) => s.email)[0]).toBe('c,"quoted"@example.com');
    const tips = (await (await get('/api/admin/marketing/newsletter?topic=tips')).json()) as { subscribers: { total: number; items: { email: string }[] } };
    expect(tips.subscribers.items.map((s) => s.email)).toEqual(['b@example.com', 'a@example.com']);
  });

  it('exports a topic as a CSV attachment, quoted, with spreadsheet formulas disarmed', async () => {
    const response = await get('/api/admin/marketing/newsletter.csv', admin, { 'accept-language': 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="weklean-newsletter-all-2026-11-28.csv"');
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,language,topics,subscribed at,confirmed at');
    expect(lines[1]).toBe(`a@example.com,fr,tips;offers,${new Date(NOW.getTime() - 50 * 60_000).toISOString()},${new Date(NOW.getTime() - 49 * 60_000).toISOString()}`);
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")@example.com",fr,cleaners,${new Date(NOW.getTime() - 30 * 60_000).toISOString()},${new Date(NOW.getTime() - 29 * 60_000).toISOString()}`);
    expect(lines).toContain(`"c,""quoted""@example.com",fr,offers,${new Date(NOW.getTime() - 20 * 60_000).toISOString()},`);
    const bytes = Buffer.from(await (await get('/api/admin/marketing/newsletter.csv?topic=offers')).arrayBuffer());
    // A byte order mark first, so that a spreadsheet reads the accents as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const offers = bytes.subarray(3).toString('utf8');
    expect(offers.trimEnd().split('\r\n')).toHaveLength(3);
    expect(offers.split('\r\n')[0]).toBe('courriel,langue,sujets,abonné le,confirmé le');
  });

  it('guards every formula lead', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain'].map(guardFormula)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", 'plain']);
  });

  it('refuses an unknown topic with 400', async () => {
    expect((await get('/api/admin/marketing/newsletter.csv?topic=secrets')).status).toBe(400);
    expect((await get('/api/admin/marketing/newsletter?page=0')).status).toBe(400);
  });

  it('answers the traffic from posted events: page views and visitors per day, top pages, errors, heartbeats', async () => {
    const visitors = ['0b6f4d1e-2c3a-4b5d-8e6f-7a8b9c0d1e2f', '1c7e5e2f-3d4b-4c6e-9f70-8b9cad1e2f30'];
    const at = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
    for (const [i, visitorId] of visitors.entries()) {
      const events = [
        { kind: 'pageview', path: '/cleaners?city=laval', at: at(30) },
        { kind: 'heartbeat', path: '/cleaners', at: at(29) },
        { kind: 'heartbeat', path: '/cleaners', at: at(28) },
        ...(i === 0 ? [{ kind: 'pageview', path: '/faq', at: at(20) }, { kind: 'error', path: '/faq', at: at(20), message: 'x is undefined' }] : []),
      ];
      expect((await t.app.request('/api/analytics', json('POST', { visitorId, events }))).status).toBe(202);
    }
    const response = await get('/api/admin/marketing/traffic?from=2026-11-27&to=2026-11-28');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      from: '2026-11-27',
      to: '2026-11-28',
      totals: { pageViews: 3, visitors: 2, visits: 2, heartbeats: 4, errors: 1 },
      days: [
        { date: '2026-11-27', pageViews: 0, visitors: 0 },
        { date: '2026-11-28', pageViews: 3, visitors: 2 },
      ],
      topPages: [
        { path: '/cleaners', pageViews: 2, visitors: 2 },
        { path: '/faq', pageViews: 1, visitors: 1 },
      ],
      errors: [{ message: 'x is undefined', path: '/faq', count: 1 }],
    });
    const defaults = (await (await get('/api/admin/marketing/traffic')).json()) as { from: string; to: string; days: unknown[] };
    expect(defaults).toMatchObject({ from: '2026-10-30', to: '2026-11-28' });
    expect(defaults.days).toHaveLength(30);
  });

  it('refuses a reversed or too long period, localized', async () => {
    const reversed = await get('/api/admin/marketing/traffic?from=2026-11-28&to=2026-11-01', admin, { 'accept-language': 'en' });
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { message: string }).message).toBe('The start date must come before the end date.');
    expect((await get('/api/admin/marketing/traffic?from=2024-01-01&to=2026-11-28')).status).toBe(400);
    expect((await get('/api/admin/marketing/traffic?from=yesterday')).status).toBe(400);
  });

  it('gives the referral figures, every reward state at zero with no referral', async () => {
    const body = (await (await get('/api/admin/marketing/referrals')).json()) as { rewards: { state: string; count: number }[]; signUps: number };
    expect(body.signUps).toBe(0);
    expect(body.rewards.map((r) => r.state)).toEqual(['pending', 'held', 'earned', 'used', 'expired', 'refused']);
  });

  it('is for admins only: 403 for a client, 401 signed out', async () => {
    for (const path of ['/api/admin/marketing/newsletter', '/api/admin/marketing/newsletter.csv', '/api/admin/marketing/traffic', '/api/admin/marketing/referrals']) {
      expect((await get(path, client)).status).toBe(403);
      expect((await t.app.request(path)).status).toBe(401);
    }
  });

  it('seeds the demo subscribers once, confirmed and not, on every topic', async () => {
    const list = demoSubscribers(NOW);
    expect(new Set(list.flatMap((s) => s.topics))).toEqual(new Set(['tips', 'offers', 'cleaners', 'company-news']));
    expect(list.some((s) => s.confirmedAt === null) && list.some((s) => s.confirmedAt !== null)).toBe(true);
    // None the nightly retention would erase (unconfirmed for 7 days): the list a running demo shows stays whole.
    expect(list.filter((s) => s.confirmedAt === null && NOW.getTime() - s.consentGivenAt.getTime() >= 7 * 86_400_000)).toEqual([]);
    const fresh = await createTestApp('admin_marketing_seed');
    try {
      const logger = createLogger({ level: 'error', json: true });
      expect(await seedDemoNewsletter({ sql: fresh.sql, logger, now: NOW })).toBe(list.length);
      expect(await seedDemoNewsletter({ sql: fresh.sql, logger, now: NOW })).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
