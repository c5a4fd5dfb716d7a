import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@weklean/platform';
import { cleanerSearch, createProjectionRunner, freeTimesOf } from '@weklean/projections';
import { createTestApp, json, PUBLIC_URL, type TestApp } from './support/test-app';
import { waitForProjection } from './support/wait-for-projection';

const NOW = new Date('2026-11-22T17:00:00Z');
const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN', 'BEGIN:VEVENT', 'UID:a@t', 'DTSTART:20261124T140000Z', 'DTEND:20261124T160000Z', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

describe('calendar feed and import', () => {
  let t: TestApp;
  let cleaner: Record<string, string>;
  let server: ReturnType<typeof createServer>;
  let calendarUrl: string;
  beforeAll(async () => {
    server = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(ics));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    calendarUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/basic.ics`;
    t = await createTestApp('calendar', { clock: () => NOW, allowPrivateCalendarImports: true });
    const signup = await t.app.request('/api/auth/signup', json('POST', { name: 'Luc', email: 'luc@example.com', password: 'un-mot-de-passe' }));
    cleaner = { authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
    await t.app.request('/api/auth/select-role', json('POST', { role: 'cleaner' }, cleaner));
    await t.app.request('/api/cleaners/me/start', json('POST', {
      displayName: 'Luc B.', primaryCityId: 'gatineau', serviceTypes: ['basic'], hourlyRateCents: 3000, coverageKm: 10, languages: ['fr'],
    }, cleaner));
    await t.app.request('/api/cleaners/me/slots', json('POST', { date: '2026-11-25', startTime: '09:00', endTime: '12:00', status: 'available' }, cleaner));
    await t.app.request('/api/cleaners/me/slots', json('POST', { date: '2026-11-24', startTime: '08:00', endTime: '17:00', status: 'available' }, cleaner));
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [cleanerSearch], logger: createLogger({ level: 'error', json: true }) });
    runner.start();
    await waitForProjection(t.sql, cleanerSearch);
    await runner.stop();
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('serves the availability at a secret address that a new token replaces', async () => {
    const view = (await (await t.app.request('/api/cleaners/me/calendar', { headers: cleaner })).json()) as { feedUrl: string };
    const path = new URL(view.feedUrl).pathname;
    const feed = await t.app.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await feed.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('DTSTART:20261125T090000');
    expect(text).toContain('SUMMARY:Disponible (Weklean)');
    await t.app.request('/api/cleaners/me/calendar/feed-token', json('POST', undefined, cleaner));
    expect((await t.app.request(path)).status).toBe(404);
    expect((await t.app.request('/ical/not-a-real-token-at-all-0000.ics')).status).toBe(404);
  });

  it('gives the feed address on the configured public origin, whatever Host the request names', async () => {
    for (const [url, headers] of [
      ['http://evil.example/api/cleaners/me/calendar', { ...cleaner, host: 'evil.example' }],
      ['http://localhost/api/cleaners/me/calendar', { ...cleaner, 'x-forwarded-host': 'evil.example' }],
    ] as const) {
      const view = (await (await t.app.request(url, { headers })).json()) as { feedUrl: string };
      expect(view.feedUrl).toMatch(/^https:\/\/app\.weklean\.example\/ical\/[A-Za-z0-9_-]+\.ics$/);
      expect(view.feedUrl.startsWith(`${PUBLIC_URL}/ical/`)).toBe(true);
    }
  });

  it('imports busy times from a calendar address, and explains a failure', async () => {
    const [{ id: cleanerId } = { id: '' }] = await t.sql<{ id: string }[]>`select id from users where email = 'luc@example.com'`;
    const freeOn24th = () => freeTimesOf(t.sql, cleanerId, '2026-11-24', NOW);
    expect(await freeOn24th()).toEqual([{ start: '08:00', end: '17:00' }]);
    const ok = await t.app.request('/api/cleaners/me/calendar/import', json('PUT', { url: calendarUrl }, cleaner));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ importUrl: calendarUrl, importError: null, busyTimes: [{ start: '2026-11-24T14:00:00.000Z', end: '2026-11-24T16:00:00.000Z', allDay: false }] });
    // 9:00 to 11:00 in Quebec is taken out of the cleaner's free time.
    expect(await freeOn24th()).toEqual([{ start: '08:00', end: '09:00' }, { start: '11:00', end: '17:00' }]);
    const bad = await t.app.request('/api/cleaners/me/calendar/import', json('PUT', { url: 'http://127.0.0.1:1/nothing.ics' }, cleaner));
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toMatch(/n’a pu être lu/);
    // A refused import is only answered: the link keeps its last good import.
    expect(await (await t.app.request('/api/cleaners/me/calendar', { headers: cleaner })).json()).toMatchObject({ importUrl: calendarUrl, importError: null });
    expect((await t.app.request('/api/cleaners/me/calendar/import', json('PUT', { url: 'ftp://x' }, cleaner))).status).toBe(400);
    const stopped = await t.app.request('/api/cleaners/me/calendar/import', json('PUT', { url: null }, cleaner));
    expect(await stopped.json()).toMatchObject({ importUrl: null, busyTimes: [] });
    expect(await freeOn24th()).toEqual([{ start: '08:00', end: '17:00' }]);
  });
});

describe('calendar import from a private address, as in production', () => {
  let t: TestApp;
  let server: ReturnType<typeof createServer>;
  let connections = 0;
  beforeAll(async () => {
    server = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR\r\nEND:VCALENDAR'));
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await createTestApp('calendar_public');
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers a private address, a closed port and a listening port alike, and connects to none of them', async () => {
    const signup = await t.app.request('/api/auth/signup', json('POST', { name: 'Nettoyeuse', email: 'prive@example.com', password: 'un-mot-de-passe' }));
    const headers = { authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
    await t.app.request('/api/auth/select-role', json('POST', { role: 'cleaner' }, headers));
    const port = (server.address() as AddressInfo).port;
    const answers = new Set<string>();
    for (const url of [`http://[::ffff:7f00:1]:${port}/cal.ics`, `http://127.0.0.1:${port}/cal.ics`, 'http://127.0.0.1:1/cal.ics', `http://localhost:${port}/cal.ics`, 'http://169.254.169.254/latest/meta-data/']) {
      const response = await t.app.request('/api/cleaners/me/calendar/import', json('PUT', { url }, headers));
      expect(response.status, url).toBe(422);
      answers.add(await response.text());
    }
    expect(answers.size).toBe(1);
    expect(connections).toBe(0);
  });
});
