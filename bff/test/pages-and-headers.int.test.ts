import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './support/test-app';

const INDEX = '<!doctype html><html lang="fr"><head><meta charset="UTF-8"><title>Weklean</title></head><body><div id="root"></div></body></html>';

/** Issue 30: the status of a page, the opener policy where the browser applies it, the signed-in marker. */
describe('pages and their headers', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'weklean-pages-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-1.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp('pages_headers', { frontendDist: dist, siteOrigins: { french: 'https://weklean.ca', english: 'https://weklean.com' } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, host = 'localhost', headers: Record<string, string> = {}) =>
    t.app.request(`http://${host}${path}`, { headers: { host, ...headers } });

  it("answers the app's pages with 200 and the page, with or without a parameter, in any case, with a final slash", async () => {
    for (const path of ['/', '/pricing', '/cleaners/marc-andre-g', '/bookings/b1/confirm', '/admin/cleaners/42', '/FAQ/']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
    }
  });

  it('answers an unknown address with 404 and the same page, whose script shows the not-found page', async () => {
    for (const path of ['/no-such-page', '/pricing/extra', '/bookings/b1/confirm/more', '/admin/nothing']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });

  it('answers an unknown API address with a JSON 404, and files as files (a missing asset is a 404, not the page)', async () => {
    const api = await get('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
    expect(((await api.json()) as { code: string }).code).toBe('http.404');
    const asset = await get('/assets/index-1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    const missing = await get('/assets/index-0.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toContain('text/html');
    expect((await get('/favicon.svg')).status).toBe(200);
  });

  it('sends Cross-Origin-Opener-Policy on a trustworthy origin only (a local host, https, a configured https host)', async () => {
    expect((await get('/pricing', 'localhost:3000')).headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect((await get('/pricing', '127.0.0.1:3000')).headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect((await get('/pricing', 'weklean.com')).headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const secure = await t.app.request('https://other.example/pricing', { headers: { host: 'other.example' } });
    expect(secure.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // A plain-http host of its own (the e2e's weklean.test): the browser would ignore the header and log an error.
    const plainHttp = await get('/pricing', 'weklean.test:3000');
    expect(plainHttp.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(plainHttp.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('sets the readable signed-in marker with the session and clears both at sign-out', async () => {
    const signup = await t.app.request('/api/auth/signup', json('POST', { name: 'Léa T.', email: 'lea.marker@example.com', password: 'un-mot-de-passe' }));
    expect(signup.status).toBe(201);
    const cookies = signup.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith('weklean_session='))!;
    const marker = cookies.find((cookie) => cookie.startsWith('weklean-signed-in='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(marker).toMatch(/^weklean-signed-in=1;/);
    expect(marker).not.toMatch(/HttpOnly/i);

    const cookie = session.split(';')[0]!;
    const logout = await t.app.request('/api/auth/logout', json('POST', undefined, { cookie }));
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().filter((line) => /Max-Age=0/i.test(line)).map((line) => line.split('=')[0]).sort())
      .toEqual(['weklean-signed-in', 'weklean_session']);
  });

  it('clears a session cookie that opens no session, and gives a live session without its marker the marker', async () => {
    const stale = await get('/api/users/me', 'localhost', { cookie: 'weklean_session=not-a-live-session-token-at-all' });
    expect(stale.status).toBe(401);
    expect(stale.headers.getSetCookie().filter((line) => /Max-Age=0/i.test(line)).map((line) => line.split('=')[0]).sort())
      .toEqual(['weklean-signed-in', 'weklean_session']);

    const login = await t.app.request('/api/auth/login', json('POST', { email: 'lea.marker@example.com', password: 'un-mot-de-passe', rememberMe: true }));
    const session = login.headers.getSetCookie().find((line) => line.startsWith('weklean_session='))!.split(';')[0]!;
    const me = await get('/api/users/me', 'localhost', { cookie: session });
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie().find((line) => line.startsWith('weklean-signed-in='))).toMatch(/^weklean-signed-in=1;.*Max-Age=2592000/);
    const marked = await get('/api/users/me', 'localhost', { cookie: `${session}; weklean-signed-in=1` });
    expect(marked.headers.getSetCookie()).toEqual([]);
  });
});
