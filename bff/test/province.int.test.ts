import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProperty, signUpClient } from './support/bookings';
import { createTestApp, json, type TestApp } from './support/test-app';

/**
 * The person's province (SPEC 3's stored location) and the two sites the domain rule of SPEC 1 needs (issue 17):
 * chosen by the person, recorded from a client's first property and a cleaner's base city, never overwritten by them;
 * the page names both sites only when FRENCH_ORIGIN and ENGLISH_ORIGIN are configured.
 */
const INDEX = '<!doctype html><html lang="fr"><head><meta charset="UTF-8"><title>Weklean</title></head><body><div id="root"></div></body></html>';
const distWith = (html: string) => {
  const dist = mkdtempSync(join(tmpdir(), 'weklean-province-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), html);
  return dist;
};
const me = async (t: TestApp, headers: Record<string, string>) =>
  ((await (await t.app.request('/api/users/me', { headers })).json()) as { user: { province?: string } }).user;

describe('the person’s province', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('province');
  }, 60_000);
  afterAll(async () => t?.close());

  it('is chosen with PUT /api/users/me/province, shown by /api/users/me, and cleared with null', async () => {
    const client = await signUpClient(t, 'Rosalie P.', 'rosalie@example.com');
    expect((await me(t, client.headers)).province).toBeUndefined();
    const set = await t.app.request('/api/users/me/province', json('PUT', { province: 'ON' }, client.headers));
    expect(set.status).toBe(200);
    expect(((await set.json()) as { user: { province?: string } }).user.province).toBe('ON');
    expect((await me(t, client.headers)).province).toBe('ON');
    const cleared = await t.app.request('/api/users/me/province', json('PUT', { province: null }, client.headers));
    expect(cleared.status).toBe(200);
    expect((await me(t, client.headers)).province).toBeUndefined();
  });

  it('refuses an unknown province with a localized 400 and changes nothing', async () => {
    const client = await signUpClient(t, 'Hugo B.', 'hugo@example.com');
    await t.app.request('/api/users/me/province', json('PUT', { province: 'NB' }, client.headers));
    for (const body of [{ province: 'XX' }, { province: 'qc' }, { province: 42 }, {}]) {
      const answer = await t.app.request('/api/users/me/province', json('PUT', body, { ...client.headers, 'accept-language': 'fr' }));
      expect(answer.status).toBe(400);
      const refusal = (await answer.json()) as { code: string; message: string };
      expect(refusal.code).toBe('validation');
    }
    const french = await t.app.request('/api/users/me/province', json('PUT', { province: 'XX' }, { ...client.headers, 'accept-language': 'fr' }));
    expect(((await french.json()) as { message: string }).message).toContain('Province ou territoire inconnu');
    expect((await me(t, client.headers)).province).toBe('NB');
    expect((await t.app.request('/api/users/me/province', json('PUT', { province: 'QC' }))).status).toBe(401);
  });

  it('is recorded from a client’s first property, and a later property or a chosen province is not overwritten', async () => {
    const client = await signUpClient(t, 'Maëlle D.', 'maelle@example.com');
    await addProperty(t, client);
    expect((await me(t, client.headers)).province).toBe('QC');
    const other = await signUpClient(t, 'Noah T.', 'noah@example.com');
    await t.app.request('/api/users/me/province', json('PUT', { province: 'ON' }, other.headers));
    await addProperty(t, other);
    expect((await me(t, other.headers)).province).toBe('ON');
  });

  it('is Quebec for a cleaner who starts a profile in a (Quebec) city', async () => {
    const signup = await t.app.request('/api/auth/signup', json('POST', { name: 'Lina K.', email: 'lina@example.com', password: 'un-mot-de-passe' }));
    const headers = { authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
    await t.app.request('/api/auth/select-role', json('POST', { role: 'cleaner' }, headers));
    const started = await t.app.request('/api/cleaners/me/start', json('POST', { displayName: 'Lina K.', primaryCityId: 'montreal', serviceTypes: ['basic'], hourlyRateCents: 3000, coverageKm: 10, languages: ['fr'] }, headers));
    if (started.status !== 201) throw new Error(`start: ${started.status} ${await started.text()}`);
    expect((await me(t, headers)).province).toBe('QC');
  });
});

describe('the two sites in the page', () => {
  const dist = distWith(INDEX);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('names both hosts when FRENCH_ORIGIN and ENGLISH_ORIGIN are set, on every page', async () => {
    const t = await createTestApp('province_sites', { frontendDist: dist, siteOrigins: { french: 'https://weklean.test', english: 'https://www.weklean-en.test:8443' } });
    try {
      for (const path of ['/', '/pricing', '/bookings', '/admin/users']) {
        const html = await (await t.app.request(`http://weklean.test${path}`, { headers: { host: 'weklean.test' } })).text();
        expect(html, path).toContain('<meta name="weklean-sites" content="weklean.test weklean-en.test">');
      }
    } finally {
      await t.close();
    }
  }, 60_000);

  it('names none when one is missing: the rule is off', async () => {
    const t = await createTestApp('province_nosites', { frontendDist: dist, siteOrigins: { french: 'https://weklean.test', english: null } });
    try {
      const html = await (await t.app.request('http://weklean.test/pricing', { headers: { host: 'weklean.test' } })).text();
      expect(html).not.toContain('weklean-sites');
    } finally {
      await t.close();
    }
  }, 60_000);
});
