import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { createCalendarProviders, CalendarProviderRefusal, type CalendarProviders } from '../../src/calendar/provider-links';
import { calendarProviderSettingsOf, createTokenCipher } from '../../src/calendar/provider-settings';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const FIXTURES = join(__dirname, '..', 'fixtures', 'calendar-providers');
const fixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as Record<string, unknown>;
const PUBLIC_URL = 'https://weklean.test';
const NOW = new Date('2026-12-01T12:00:00Z');

type Recorded = { method: string; path: string; headers: IncomingMessage['headers']; body: string };
/** What the recorded provider answers to the next call of a route (method + path), when not its usual answer. */
type Override = { status: number; body: unknown };

/** One loopback server standing for Google (accounts, oauth2, Calendar API) and Microsoft (login, Graph). */
function recordedProviders() {
  const calls: Recorded[] = [];
  const overrides = new Map<string, Override[]>();
  const reply = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body === null ? '' : JSON.stringify(body));
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://x');
      const body = Buffer.concat(chunks).toString('utf8');
      calls.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers, body });
      const key = `${request.method} ${url.pathname}`;
      const queued = overrides.get(key)?.shift();
      if (queued) return reply(response, queued.status, queued.body);
      if (url.pathname === '/token') {
        const grant = new URLSearchParams(body).get('grant_type');
        return reply(response, 200, fixture(grant === 'refresh_token' ? 'google-token-refreshed' : 'google-token'));
      }
      if (url.pathname === '/common/oauth2/v2.0/token') return reply(response, 200, fixture('microsoft-token'));
      if (url.pathname === '/revoke') return reply(response, 200, {});
      if (url.pathname === '/calendar/v3/freeBusy') return reply(response, 200, fixture('google-freebusy'));
      if (url.pathname === '/calendar/v3/calendars/primary/events' && request.method === 'POST') {
        const id = (JSON.parse(body) as { id: string }).id;
        return reply(response, 200, { ...fixture('google-event-created'), id, iCalUID: `${id}@google.com` });
      }
      if (url.pathname.startsWith('/calendar/v3/calendars/primary/events/')) {
        if (request.method === 'DELETE') return reply(response, 204, null);
        return reply(response, 200, { ...fixture('google-event-created'), id: url.pathname.split('/').pop() });
      }
      if (url.pathname === '/v1.0/me/calendarView') return reply(response, 200, fixture('microsoft-calendar-view'));
      if (url.pathname === '/v1.0/me/events' && request.method === 'POST') return reply(response, 201, fixture('microsoft-event-created'));
      if (url.pathname.startsWith('/v1.0/me/events/')) return request.method === 'DELETE' ? reply(response, 204, null) : reply(response, 200, fixture('microsoft-event-created'));
      reply(response, 404, { error: 'not recorded' });
    });
  });
  return {
    server,
    calls,
    /** The next answer of `method path`, instead of its usual one. */
    answerNext: (method: string, path: string, status: number, body: unknown) => overrides.set(`${method} ${path}`, [...(overrides.get(`${method} ${path}`) ?? []), { status, body }]),
    reset: () => {
      calls.length = 0;
      overrides.clear();
    },
  };
}

describe('calendar providers through OAuth, against their recorded answers', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  const recorded = recordedProviders();
  let providers: CalendarProviders;
  const refreshed: string[] = [];
  const session = createHash('sha256').update('the session token').digest();
  let cleanerId: string;

  /** Connects the cleaner to `provider` as the browser would: the consent address, then the callback. */
  const connect = async (provider: 'google' | 'microsoft') => {
    const consent = new URL(await providers.startConnect(cleanerId, session, provider, NOW));
    await providers.finishConnect({ provider, code: `code-${provider}`, state: consent.searchParams.get('state')!, sessionHash: session, now: NOW });
    return consent;
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => recorded.server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(recorded.server.address() as AddressInfo).port}`;
    database = await createTestDatabase('calendar_providers', { migrated: true });
    sql = postgres(database.url, { max: 4, onnotice: () => undefined });
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'test-google-client.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_OAUTH_BASE_URL: origin,
      GOOGLE_API_BASE_URL: origin,
      MICROSOFT_CLIENT_ID: '00000000-0000-0000-0000-00000000c1e7',
      MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
      MICROSOFT_OAUTH_BASE_URL: origin,
      MICROSOFT_GRAPH_BASE_URL: origin,
      CALENDAR_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    providers = createCalendarProviders(sql, {
      settings: calendarProviderSettingsOf(config),
      cipher: createTokenCipher(Buffer.alloc(32, 7)),
      publicUrl: PUBLIC_URL,
      onBusyTimes: async (_tx, id) => void refreshed.push(id),
    });
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
    await new Promise<void>((resolve) => recorded.server.close(() => resolve()));
  });
  beforeEach(async () => {
    recorded.reset();
    refreshed.length = 0;
    cleanerId = randomUUID();
    await sql`insert into users (id, name, email, password_hash, role) values (${cleanerId}, 'Marie Ménage', ${`${cleanerId}@example.com`}, 'x', 'cleaner')`;
  });

  it('builds a consent address with PKCE (S256), a state, the scopes and the redirect URI on the public URL', async () => {
    const consent = new URL(await providers.startConnect(cleanerId, session, 'google', NOW));
    expect(consent.pathname).toBe('/o/oauth2/v2/auth');
    const params = consent.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/calendar/oauth/google/callback`);
    expect(params.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['https://www.googleapis.com/auth/calendar.freebusy', 'https://www.googleapis.com/auth/calendar.events']));
    expect(params.get('access_type')).toBe('offline');
    const microsoft = new URL(await providers.startConnect(cleanerId, session, 'microsoft', NOW));
    expect(microsoft.pathname).toBe('/common/oauth2/v2.0/authorize');
    expect(microsoft.searchParams.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['offline_access', 'Calendars.ReadWrite']));
  });

  it('exchanges the code with its verifier and keeps the tokens sealed: the database holds no token in clear', async () => {
    const consent = await connect('google');
    const exchange = recorded.calls.find((call) => call.path === '/token')!;
    const form = new URLSearchParams(exchange.body);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('code')).toBe('code-google');
    expect(form.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/calendar/oauth/google/callback`);
    expect(createHash('sha256').update(form.get('code_verifier')!).digest('base64url')).toBe(consent.searchParams.get('code_challenge'));

    const token = fixture('google-token');
    const [row] = await sql<{ dump: string }[]>`select row_to_json(l)::text as dump from calendar_provider_links l where cleaner_id = ${cleanerId}`;
    expect(row!.dump).not.toContain(token.access_token as string);
    expect(row!.dump).not.toContain(token.refresh_token as string);
    const [raw] = await sql<{ access_token: Buffer; refresh_token: Buffer }[]>`select access_token, refresh_token from calendar_provider_links where cleaner_id = ${cleanerId}`;
    expect(raw!.access_token.includes(Buffer.from(token.access_token as string))).toBe(false);
    expect(raw!.refresh_token.includes(Buffer.from(token.refresh_token as string))).toBe(false);
    expect(await providers.list(cleanerId)).toContainEqual({ provider: 'google', configured: true, connected: true, account: 'marie.menage@gmail.com', lastSyncAt: NOW.toISOString() });
  });

  it('refuses a state used twice, from another session, or older than 10 minutes', async () => {
    const once = new URL(await providers.startConnect(cleanerId, session, 'google', NOW)).searchParams.get('state')!;
    await providers.finishConnect({ provider: 'google', code: 'c', state: once, sessionHash: session, now: NOW });
    await expect(providers.finishConnect({ provider: 'google', code: 'c', state: once, sessionHash: session, now: NOW })).rejects.toThrow(CalendarProviderRefusal);

    const other = new URL(await providers.startConnect(cleanerId, session, 'google', NOW)).searchParams.get('state')!;
    const elsewhere = createHash('sha256').update('another session').digest();
    await expect(providers.finishConnect({ provider: 'google', code: 'c', state: other, sessionHash: elsewhere, now: NOW })).rejects.toMatchObject({ code: 'calendar.oauth-state-invalid' });

    const late = new URL(await providers.startConnect(cleanerId, session, 'google', NOW)).searchParams.get('state')!;
    await expect(providers.finishConnect({ provider: 'google', code: 'c', state: late, sessionHash: session, now: new Date(NOW.getTime() + 11 * 60_000) })).rejects.toMatchObject({
      code: 'calendar.oauth-state-invalid',
    });
  });

  it('answers oauth-failed when the provider refuses the code (invalid_grant)', async () => {
    recorded.answerNext('POST', '/common/oauth2/v2.0/token', 400, fixture('microsoft-invalid-grant'));
    const state = new URL(await providers.startConnect(cleanerId, session, 'microsoft', NOW)).searchParams.get('state')!;
    await expect(providers.finishConnect({ provider: 'microsoft', code: 'old', state, sessionHash: session, now: NOW })).rejects.toMatchObject({ code: 'calendar.oauth-failed' });
    expect((await providers.list(cleanerId)).find((link) => link.provider === 'microsoft')!.connected).toBe(false);
  });

  it('keeps the busy times beside the iCal ones, in the same table, and refreshes the free dates', async () => {
    await sql`insert into cleaner_busy_times (cleaner_id, starts_at, ends_at, all_day) values (${cleanerId}, '2026-12-09T14:00:00Z', '2026-12-09T15:00:00Z', false)`;
    await connect('google');
    await connect('microsoft');
    const rows = await sql<{ source: string; starts_at: Date; ends_at: Date; all_day: boolean }[]>`
      select source, starts_at, ends_at, all_day from cleaner_busy_times where cleaner_id = ${cleanerId} order by starts_at`;
    expect(rows.map((r) => [r.source, r.starts_at.toISOString(), r.ends_at.toISOString(), r.all_day])).toEqual([
      ['google', '2026-12-02T14:00:00.000Z', '2026-12-02T16:30:00.000Z', false],
      ['microsoft', '2026-12-03T15:00:00.000Z', '2026-12-03T16:00:00.000Z', false],
      ['google', '2026-12-04T13:00:00.000Z', '2026-12-04T15:00:00.000Z', false],
      // The all-day absence counts; the event shown as free and the cancelled one do not.
      ['microsoft', '2026-12-05T00:00:00.000Z', '2026-12-06T00:00:00.000Z', true],
      ['ics', '2026-12-09T14:00:00.000Z', '2026-12-09T15:00:00.000Z', false],
    ]);
    expect(refreshed).toEqual([cleanerId, cleanerId]);
    const view = recorded.calls.find((call) => call.path === '/v1.0/me/calendarView')!;
    expect(view.headers.prefer).toBe('outlook.timezone="UTC"');
    expect(view.headers.authorization).toBe(`Bearer ${fixture('microsoft-token').access_token as string}`);

    await providers.disconnect(cleanerId, 'google');
    const left = await sql<{ source: string }[]>`select source from cleaner_busy_times where cleaner_id = ${cleanerId} order by starts_at`;
    expect(left.map((r) => r.source)).toEqual(['microsoft', 'microsoft', 'ics']);
    expect(recorded.calls.some((call) => call.path === '/revoke' && new URLSearchParams(call.body).get('token') === fixture('google-token').refresh_token)).toBe(true);
  });

  it('refreshes an expired access token before reading, and keeps the new one', async () => {
    await connect('google');
    await sql`update calendar_provider_links set access_expires_at = ${new Date(NOW.getTime() - 1000)} where cleaner_id = ${cleanerId}`;
    recorded.reset();
    const later = new Date(NOW.getTime() + 30 * 60_000);
    await providers.syncCleaner(cleanerId, later);
    expect(recorded.calls.map((call) => call.path)).toEqual(['/token', '/calendar/v3/freeBusy']);
    expect(new URLSearchParams(recorded.calls[0]!.body).get('refresh_token')).toBe(fixture('google-token').refresh_token);
    expect(recorded.calls[1]!.headers.authorization).toBe(`Bearer ${fixture('google-token-refreshed').access_token as string}`);
    const [link] = await sql<{ access_expires_at: Date; refresh_token: Buffer | null }[]>`select access_expires_at, refresh_token from calendar_provider_links where cleaner_id = ${cleanerId}`;
    expect(link!.access_expires_at.getTime()).toBe(later.getTime() + 3599 * 1000);
    // Google's refresh answers no new refresh token: the one kept still opens.
    expect(link!.refresh_token).not.toBeNull();
  });

  it('refreshes once when the provider refuses the access token (401) and reads again', async () => {
    await connect('google');
    recorded.reset();
    recorded.answerNext('POST', '/calendar/v3/freeBusy', 401, fixture('google-unauthenticated'));
    await providers.syncCleaner(cleanerId, NOW);
    expect(recorded.calls.map((call) => call.path)).toEqual(['/calendar/v3/freeBusy', '/token', '/calendar/v3/freeBusy']);
    expect((await providers.list(cleanerId)).find((link) => link.provider === 'google')!.lastError).toBeUndefined();
  });

  it('marks the connection broken with its lastError when the refresh token is refused (invalid_grant)', async () => {
    await connect('google');
    await sql`update calendar_provider_links set access_expires_at = ${new Date(NOW.getTime() - 1000)} where cleaner_id = ${cleanerId}`;
    recorded.answerNext('POST', '/token', 400, fixture('google-invalid-grant'));
    await providers.syncCleaner(cleanerId, NOW);
    const [link] = await sql<{ broken: boolean; last_error: string }[]>`select broken, last_error from calendar_provider_links where cleaner_id = ${cleanerId}`;
    expect(link).toEqual({ broken: true, last_error: 'invalid-grant' });
    expect((await providers.list(cleanerId)).find((l) => l.provider === 'google')).toMatchObject({ connected: true, lastError: 'invalid-grant' });
    // A broken connection is left out of the rounds until reconnected.
    await providers.syncAll(new Date(NOW.getTime() + 30 * 60_000));
    const [after] = await sql<{ synced_at: Date }[]>`select synced_at from calendar_provider_links where cleaner_id = ${cleanerId}`;
    expect(after!.synced_at.toISOString()).toBe(NOW.toISOString());
  });

  it('writes a confirmed booking once however often it is delivered, moves it, and deletes it on cancellation', async () => {
    await connect('google');
    await connect('microsoft');
    const clientId = randomUUID();
    const propertyId = randomUUID();
    await sql`insert into users (id, name, email, password_hash, role) values (${clientId}, 'Lucie Tremblay', ${`${clientId}@example.com`}, 'x', 'client')`;
    await sql`insert into properties (id, client_id, name, type, street_address, city, province, postal_code, country, lat, lng, bedrooms, bathrooms, stories, parking)
      values (${propertyId}, ${clientId}, 'Maison', 'house', '123 rue Saint-Denis', 'Montréal', 'QC', 'H2X 1K1', 'CA', 45.51, -73.57, 3, 2, 2, true)`;
    const booking = { bookingId: randomUUID(), cleanerId, clientId, propertyId, startsAt: '2026-12-10T14:00:00.000Z', endsAt: '2026-12-10T17:00:00.000Z' };
    recorded.reset();

    await providers.writeBooking(booking, NOW);
    await providers.writeBooking(booking, NOW);
    const creations = recorded.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/events'));
    expect(creations.map((call) => call.path)).toEqual(['/calendar/v3/calendars/primary/events', '/v1.0/me/events']);
    const google = JSON.parse(creations[0]!.body) as Record<string, unknown>;
    expect(google).toMatchObject({ id: booking.bookingId.replace(/-/g, ''), summary: 'Weklean — Lucie', location: '123 rue Saint-Denis, Montréal', start: { dateTime: booking.startsAt } });
    expect(JSON.parse(creations[1]!.body)).toMatchObject({ subject: 'Weklean — Lucie', transactionId: booking.bookingId, start: { dateTime: '2026-12-10T14:00:00.000', timeZone: 'UTC' } });
    const events = await sql<{ provider: string; event_id: string }[]>`select provider, event_id from calendar_provider_events where booking_id = ${booking.bookingId} order by provider`;
    expect(events).toEqual([
      { provider: 'google', event_id: booking.bookingId.replace(/-/g, '') },
      { provider: 'microsoft', event_id: 'AAMkAGIAAAoZDOFAAE=' },
    ]);

    recorded.reset();
    await providers.writeBooking({ ...booking, startsAt: '2026-12-11T14:00:00.000Z', endsAt: '2026-12-11T17:00:00.000Z' }, NOW);
    expect(recorded.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PATCH /calendar/v3/calendars/primary/events/${booking.bookingId.replace(/-/g, '')}`,
      `PATCH /v1.0/me/events/${encodeURIComponent('AAMkAGIAAAoZDOFAAE=')}`,
    ]);

    recorded.reset();
    await providers.removeBooking(booking.bookingId, NOW);
    await providers.removeBooking(booking.bookingId, NOW);
    expect(recorded.calls.map((call) => call.method)).toEqual(['DELETE', 'DELETE']);
    expect(await sql`select 1 from calendar_provider_events where booking_id = ${booking.bookingId}`).toHaveLength(0);
  });

  it('records a failed event write as lastError without throwing (the booking is never held by it)', async () => {
    await connect('google');
    recorded.answerNext('POST', '/calendar/v3/calendars/primary/events', 500, { error: { code: 500, message: 'Backend Error' } });
    const booking = { bookingId: randomUUID(), cleanerId, clientId: cleanerId, propertyId: randomUUID(), startsAt: '2026-12-10T14:00:00.000Z', endsAt: '2026-12-10T17:00:00.000Z' };
    await expect(providers.writeBooking(booking, NOW)).resolves.toBeUndefined();
    expect((await providers.list(cleanerId)).find((l) => l.provider === 'google')!.lastError).toBe('failed');
  });

  it('offers no provider that is not configured', async () => {
    const none = createCalendarProviders(sql, { settings: {}, cipher: null, publicUrl: PUBLIC_URL });
    expect(await none.list(cleanerId)).toEqual([
      { provider: 'google', configured: false, connected: false },
      { provider: 'microsoft', configured: false, connected: false },
    ]);
    await expect(none.startConnect(cleanerId, session, 'google', NOW)).rejects.toMatchObject({ code: 'calendar.provider-not-configured' });
  });
});
