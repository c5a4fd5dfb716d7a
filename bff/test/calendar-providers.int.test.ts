import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCalendarProviders, createTokenCipher, type CalendarProviderSettings } from '@weklean/platform';
import { createTestDatabase } from '../../platform/test/support/test-database';
import { json, openTestApp, PUBLIC_URL, type TestApp } from './support/test-app';

const NOW = new Date('2026-12-01T12:00:00Z');
const FIXTURES = join(__dirname, '..', '..', 'platform', 'test', 'fixtures', 'calendar-providers');
const fixture = (name: string) => readFileSync(join(FIXTURES, `${name}.json`), 'utf8');

describe('calendar providers routes (Google configured, Microsoft not)', () => {
  let t: TestApp;
  let sql: postgres.Sql;
  let cleaner: Record<string, string>;
  let client: Record<string, string>;
  // The recorded Google: the token endpoint and freeBusy, with their real answers' shapes.
  const google = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const body = request.url === '/token' ? fixture('google-token') : request.url === '/calendar/v3/freeBusy' ? fixture('google-freebusy') : '{}';
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
  });

  const signUp = async (email: string, role: 'cleaner' | 'client') => {
    const signup = await t.app.request('/api/auth/signup', json('POST', { name: 'Luc Bédard', email, password: 'un-mot-de-passe' }));
    const headers = { authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
    await t.app.request('/api/auth/select-role', json('POST', { role }, headers));
    return headers;
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
    const database = await createTestDatabase('calendar_provider_routes', { migrated: true });
    sql = postgres(database.url, { max: 4, onnotice: () => undefined });
    const settings: CalendarProviderSettings = {
      google: {
        clientId: 'test-google-client.apps.googleusercontent.com',
        clientSecret: 'google-secret',
        authorizeUrl: `${origin}/o/oauth2/v2/auth`,
        tokenUrl: `${origin}/token`,
        revokeUrl: `${origin}/revoke`,
        apiBaseUrl: origin,
        scopes: ['https://www.googleapis.com/auth/calendar.freebusy', 'https://www.googleapis.com/auth/calendar.events'],
      },
    };
    const calendarProviders = createCalendarProviders(sql, { settings, cipher: createTokenCipher(Buffer.alloc(32, 3)), publicUrl: PUBLIC_URL });
    t = await openTestApp(database, { clock: () => NOW, calendarProviders });
    cleaner = await signUp('luc@example.com', 'cleaner');
    client = await signUp('lea@example.com', 'client');
  });
  afterAll(async () => {
    await t?.close();
    await sql?.end();
    await new Promise<void>((resolve) => google.close(() => resolve()));
  });

  it('lists each provider with whether this site offers it and whether the cleaner connected it', async () => {
    const response = await t.app.request('/api/cleaners/me/calendar/providers', { headers: cleaner });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { provider: 'google', configured: true, connected: false },
      { provider: 'microsoft', configured: false, connected: false },
    ]);
    expect((await t.app.request('/api/cleaners/me/calendar/providers', { headers: client })).status).toBe(403);
  });

  it('refuses to connect a provider not configured, or unknown, with a localized 404', async () => {
    for (const provider of ['microsoft', 'yahoo']) {
      const response = await t.app.request(`/api/cleaners/me/calendar/providers/${provider}/connect`, json('POST', undefined, { ...cleaner, 'accept-language': 'en' }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'calendar.provider-not-configured', message: 'This calendar service is not offered on this site.' });
    }
  });

  it('connects through the consent address and the callback, which sends the browser back to the calendar page', async () => {
    const started = await t.app.request('/api/cleaners/me/calendar/providers/google/connect', json('POST', undefined, cleaner));
    expect(started.status).toBe(200);
    const consent = new URL(((await started.json()) as { url: string }).url);
    expect(consent.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/calendar/oauth/google/callback`);
    const state = consent.searchParams.get('state')!;

    // Another person's session cannot use the state.
    const stolen = await t.app.request(`/api/calendar/oauth/google/callback?code=abc&state=${state}`, { headers: client });
    expect(stolen.headers.get('location')).toBe('/profile/calendar?calendarError=oauth-state-invalid');

    const second = new URL(((await (await t.app.request('/api/cleaners/me/calendar/providers/google/connect', json('POST', undefined, cleaner))).json()) as { url: string }).url);
    const back = await t.app.request(`/api/calendar/oauth/google/callback?code=abc&state=${second.searchParams.get('state')!}`, { headers: cleaner });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/profile/calendar?connected=google');
    const again = await t.app.request(`/api/calendar/oauth/google/callback?code=abc&state=${second.searchParams.get('state')!}`, { headers: cleaner });
    expect(again.headers.get('location')).toBe('/profile/calendar?calendarError=oauth-state-invalid');

    const list = (await (await t.app.request('/api/cleaners/me/calendar/providers', { headers: cleaner })).json()) as { provider: string }[];
    expect(list[0]).toEqual({ provider: 'google', configured: true, connected: true, account: 'marie.menage@gmail.com', lastSyncAt: NOW.toISOString() });
    // Its busy times show with the iCal ones on the calendar sync view.
    const view = (await (await t.app.request('/api/cleaners/me/calendar', { headers: cleaner })).json()) as { busyTimes: { start: string }[] };
    expect(view.busyTimes.map((b) => b.start)).toEqual(['2026-12-02T14:00:00.000Z', '2026-12-04T13:00:00.000Z']);
  });

  it('says a refused consent, and an unknown provider, in the address of the calendar page', async () => {
    expect((await t.app.request('/api/calendar/oauth/google/callback?error=access_denied&state=x', { headers: cleaner })).headers.get('location')).toBe('/profile/calendar?calendarError=oauth-denied');
    expect((await t.app.request('/api/calendar/oauth/microsoft/callback?code=a&state=b', { headers: cleaner })).headers.get('location')).toBe('/profile/calendar?calendarError=provider-not-configured');
    expect((await t.app.request('/api/calendar/oauth/google/callback?code=a', { headers: cleaner })).headers.get('location')).toBe('/profile/calendar?calendarError=oauth-state-invalid');
  });

  it('disconnects, forgetting the tokens and the busy times; a second time is a 404', async () => {
    const response = await t.app.request('/api/cleaners/me/calendar/providers/google', { ...json('DELETE', undefined, cleaner) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { connected: boolean }[])[0]!.connected).toBe(false);
    expect(await sql`select 1 from calendar_provider_links`).toHaveLength(0);
    expect(await sql`select 1 from cleaner_busy_times where source = 'google'`).toHaveLength(0);
    const twice = await t.app.request('/api/cleaners/me/calendar/providers/google', { ...json('DELETE', undefined, cleaner) });
    expect(twice.status).toBe(404);
    expect(((await twice.json()) as { code: string }).code).toBe('calendar.provider-not-connected');
  });
});
