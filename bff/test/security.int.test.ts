import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, ORIGIN, type TestApp } from './support/test-app';

type Body = { user?: { id: string; role: string | null; name: string }; token?: string; message?: string; code?: string };

describe('security', () => {
  let t: TestApp;
  const call = async (path: string, init: RequestInit) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body, headers: response.headers };
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const signup = (email: string) =>
    call('/api/auth/signup', json('POST', { name: 'Test', email, password: 'un-mot-de-passe' }));
  const userCount = async () => (await t.sql<{ n: number }[]>`select count(*)::int as n from users`)[0]!.n;

  beforeAll(async () => {
    t = await createTestApp('security');
  });
  afterAll(async () => t?.close());

  describe('the session cookie and token', () => {
    it('is HttpOnly, SameSite=Lax, on the whole site, and Secure when cookies must be', async () => {
      const { headers } = await signup('cookie@example.com');
      const cookie = headers.get('set-cookie')!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);
      const secure = await createTestApp('security_secure', { secureCookies: true });
      try {
        const response = await secure.app.request('/api/auth/signup', json('POST', { name: 'S', email: 's@example.com', password: 'un-mot-de-passe' }));
        expect(response.headers.get('set-cookie')).toMatch(/Secure/);
      } finally {
        await secure.close();
      }
    });

    it('carries 256 random bits and is stored only as its SHA-256', async () => {
      const tokens = new Set<string>();
      for (let i = 0; i < 20; i += 1) {
        const { body } = await call('/api/auth/login', json('POST', { email: 'cookie@example.com', password: 'un-mot-de-passe' }));
        expect(Buffer.from(body.token!, 'base64url')).toHaveLength(32);
        tokens.add(body.token!);
      }
      expect(tokens.size).toBe(20);
      const token = [...tokens][0]!;
      const stored = await t.sql<{ token_hash: Buffer }[]>`select token_hash from sessions`;
      const digest = createHash('sha256').update(token).digest();
      expect(stored.some((row) => row.token_hash.equals(digest))).toBe(true);
      expect(stored.some((row) => row.token_hash.toString('base64url') === token)).toBe(false);
    });

    it('keeps passwords as scrypt hashes, never in clear', async () => {
      const [row] = await t.sql<{ password_hash: string }[]>`select password_hash from users where email = 'cookie@example.com'`;
      expect(row!.password_hash).toMatch(/^scrypt\$12\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
      expect(row!.password_hash).not.toContain('un-mot-de-passe');
    });
  });

  describe('cross-site requests', () => {
    it('refuses a form post (415) and creates nothing', async () => {
      const before = await userCount();
      for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
        const response = await t.app.request('/api/auth/signup', {
          method: 'POST',
          headers: { 'content-type': type, origin: ORIGIN },
          body: 'name=x&email=x%40example.com&password=un-mot-de-passe',
        });
        expect(response.status).toBe(415);
      }
      expect(await userCount()).toBe(before);
    });

    it('refuses another origin (403) even with JSON and a valid session, and changes nothing', async () => {
      const { body } = await signup('victim@example.com');
      const attack = await call('/api/users/me', json('PATCH', { name: 'Pwned' }, { origin: 'https://evil.example', ...bearer(body.token!) }));
      expect(attack.status).toBe(403);
      expect(attack.body.message).toBe('Jeton de sécurité indisponible ou manquant : cette requête ne vient pas de ce site. Rechargez la page et réessayez.');
      const crossSite = await t.app.request('/api/auth/logout', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site', ...bearer(body.token!) } });
      expect(crossSite.status).toBe(403);
      const me = await call('/api/users/me', { headers: bearer(body.token!) });
      expect(me.body.user?.name).toBe('Test');
    });
  });

  describe('login rate limit', () => {
    it('refuses further attempts on an account after 10 in 15 minutes, even with the right password, saying when to retry', async () => {
      await signup('target@example.com');
      for (let i = 0; i < 10; i += 1) {
        expect((await call('/api/auth/login', json('POST', { email: 'target@example.com', password: `guess-${i}-xx` }))).status).toBe(401);
      }
      const limited = await call('/api/auth/login', json('POST', { email: 'target@example.com', password: 'un-mot-de-passe' }, { 'accept-language': 'en' }));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    });
  });

  describe('sessions end', () => {
    it('on logout, and for the other devices on a password change', async () => {
      await signup('devices@example.com');
      const login = () => call('/api/auth/login', json('POST', { email: 'devices@example.com', password: 'un-mot-de-passe' }));
      const phone = (await login()).body.token!;
      const laptop = (await login()).body.token!;
      const changed = await call('/api/users/me', json('PATCH', { password: 'autre-mot-de-passe', currentPassword: 'un-mot-de-passe' }, bearer(laptop)));
      expect(changed.status).toBe(200);
      expect((await call('/api/users/me', { headers: bearer(phone) })).status).toBe(401);
      expect((await call('/api/users/me', { headers: bearer(laptop) })).status).toBe(200);
      await call('/api/auth/logout', { method: 'POST', headers: { origin: ORIGIN, ...bearer(laptop) } });
      expect((await call('/api/users/me', { headers: bearer(laptop) })).status).toBe(401);
    });

    it('after the idle time', async () => {
      const { body } = await signup('idle@example.com');
      await t.sql`update sessions set last_seen_at = now() - interval '3 hours' where user_id = ${body.user!.id}`;
      expect((await call('/api/users/me', { headers: bearer(body.token!) })).status).toBe(401);
    });
  });

  describe('one account cannot reach another', () => {
    it('changes only its own account and cannot raise its role', async () => {
      const alice = await signup('alice@example.com');
      const bob = await signup('bob@example.com');
      const patched = await call('/api/users/me', json('PATCH', { name: 'Alice', currentPassword: 'un-mot-de-passe', id: bob.body.user!.id, role: 'admin' }, bearer(alice.body.token!)));
      expect(patched.body.user).toMatchObject({ id: alice.body.user!.id, name: 'Alice', role: null });
      const bobNow = await call('/api/users/me', { headers: bearer(bob.body.token!) });
      expect(bobNow.body.user).toMatchObject({ id: bob.body.user!.id, name: 'Test', role: null });
    });
  });
});
