import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, PUBLIC_URL, type TestApp } from './support/test-app';

type Body = { user?: { id: string; email: string; role: string | null; language: string; name: string }; token?: string; message?: string; code?: string; redirectTo?: string };

describe('accounts and sessions over HTTP', () => {
  let t: TestApp;
  const call = async (path: string, init: RequestInit) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body, headers: response.headers };
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const signup = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    call('/api/auth/signup', json('POST', { name: 'Julie Roy', email, password: 'un-mot-de-passe', ...extra }, headers));

  beforeAll(async () => {
    t = await createTestApp('auth');
  });
  afterAll(async () => t?.close());

  describe('sign up', () => {
    it('creates the account, opens a browser session and returns the user and the token', async () => {
      const { status, body, headers } = await signup('julie@example.com');
      expect(status).toBe(201);
      expect(body.user).toEqual({ id: expect.any(String), name: 'Julie Roy', email: 'julie@example.com', role: null, language: 'fr', bio: '' });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const cookie = headers.get('set-cookie')!;
      expect(cookie).toMatch(/^weklean_session=/);
      expect(cookie).not.toMatch(/Max-Age/i);
    });

    it('takes the language of the request when none is given, and serves /api/register too', async () => {
      const { status, body } = await call('/api/register', json('POST', { name: 'Ann Lee', email: 'ann@example.com', password: 'a-password!' }, { 'accept-language': 'en-CA,en;q=0.9' }));
      expect(status).toBe(201);
      expect(body.user?.language).toBe('en');
    });

    it('refuses an e-mail already taken, whatever its case, in the language of the request', async () => {
      const fr = await signup('JULIE@example.com');
      expect(fr.status).toBe(409);
      expect(fr.body).toEqual({ code: 'auth.email-taken', message: 'Un compte existe déjà avec cette adresse courriel.' });
      const en = await signup('julie@example.com', {}, { 'accept-language': 'en' });
      expect(en.body.message).toBe('An account already exists with this e-mail address.');
    });

    it('refuses a short password and a bad e-mail with localized messages, creating nothing', async () => {
      const short = await signup('court@example.com', { password: 'court' });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('Le mot de passe doit contenir au moins 8 caractères.');
      const bad = await signup('not-an-email', {}, { 'accept-language': 'en' });
      expect(bad.body.message).toBe('Please enter a valid e-mail address.');
      const [row] = await t.sql`select count(*)::int as n from users where email in ('court@example.com', 'not-an-email')`;
      expect(row!.n).toBe(0);
    });

    it('answers malformed JSON with a 400, never a 500', async () => {
      const response = await t.app.request('/api/auth/signup', { ...json('POST'), body: '{"name":' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as Body).code).toBe('http.invalid-json');
    });
  });

  describe('sign in and the current user', () => {
    it('refuses a wrong password with the localized message', async () => {
      const { status, body } = await call('/api/auth/login', json('POST', { email: 'julie@example.com', password: 'wrong-password' }));
      expect(status).toBe(401);
      expect(body.message).toBe('Courriel ou mot de passe incorrect.');
    });

    it('signs in (also at /api/login); remember me gives a 30-day cookie', async () => {
      const plain = await call('/api/login', json('POST', { email: 'julie@example.com', password: 'un-mot-de-passe' }));
      expect(plain.status).toBe(200);
      expect(plain.headers.get('set-cookie')).not.toMatch(/Max-Age/i);
      const remembered = await call('/api/auth/login', json('POST', { email: 'Julie@Example.com', password: 'un-mot-de-passe', rememberMe: true }));
      expect(remembered.status).toBe(200);
      expect(remembered.headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
    });

    it('answers GET /api/users/me with 401 when signed out, and the user (with the bearer token) when signed in', async () => {
      const anonymous = await call('/api/users/me', { method: 'GET' });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('cache-control')).toBe('no-store');
      const { body } = await call('/api/auth/login', json('POST', { email: 'julie@example.com', password: 'un-mot-de-passe' }));
      const viaBearer = await call('/api/users/me', { headers: bearer(body.token!) });
      expect(viaBearer.body).toEqual({ user: expect.objectContaining({ email: 'julie@example.com' }), token: body.token });
      const viaCookie = await call('/api/users/me', { headers: { cookie: `weklean_session=${body.token}` } });
      expect(viaCookie.body.user?.email).toBe('julie@example.com');
      expect(viaCookie.body.token).toBeUndefined();
    });

    it('signs out: the token stops working (also at /api/logout)', async () => {
      for (const path of ['/api/auth/logout', '/api/logout']) {
        const { body } = await call('/api/auth/login', json('POST', { email: 'julie@example.com', password: 'un-mot-de-passe' }));
        const out = await call(path, { method: 'POST', headers: { origin: 'http://localhost', ...bearer(body.token!) } });
        expect(out.status).toBe(200);
        expect(out.body.message).toBe('Déconnexion réussie');
        expect((await call('/api/users/me', { headers: bearer(body.token!) })).status).toBe(401);
      }
    });
  });

  describe('role selection', () => {
    it('sets the role once and answers where to go next', async () => {
      const { body } = await signup('role@example.com');
      const auth = bearer(body.token!);
      expect((await call('/api/auth/select-role', json('POST', { role: 'admin' }, auth))).status).toBe(400);
      const chosen = await call('/api/auth/select-role', json('POST', { role: 'cleaner' }, auth));
      expect(chosen).toMatchObject({ status: 200, body: { redirectTo: '/profile' } });
      expect((await call('/api/users/me', { headers: auth })).body.user?.role).toBe('cleaner');
      const again = await call('/api/auth/select-role', json('POST', { role: 'client' }, auth));
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Votre rôle est déjà choisi et ne peut pas être changé ici.');
    });

    it('needs a signed-in user', async () => {
      const { status, body } = await call('/api/auth/select-role', json('POST', { role: 'client' }));
      expect(status).toBe(401);
      expect(body.message).toBe('Veuillez vous connecter.');
    });
  });

  describe('account settings', () => {
    it('changes name, bio and language; name, e-mail and password need the current password', async () => {
      const { body } = await signup('settings@example.com');
      const auth = bearer(body.token!);
      // Issue 33: a new name is a change of identity, confirmed by the current password like the e-mail.
      const renamed = await call('/api/users/me', json('PATCH', { name: 'Julie R.', bio: 'Propriétaire à Laval', language: 'en', currentPassword: 'un-mot-de-passe' }, auth));
      expect(renamed.body.user).toMatchObject({ name: 'Julie R.', bio: 'Propriétaire à Laval', language: 'en' });
      const noPassword = await call('/api/users/me', json('PATCH', { email: 'new@example.com' }, auth));
      expect(noPassword.status).toBe(400);
      const wrong = await call('/api/users/me', json('PATCH', { email: 'new@example.com', currentPassword: 'nope-nope' }, auth));
      expect(wrong.status).toBe(403);
      const right = await call('/api/users/me', json('PATCH', { email: 'new@example.com', currentPassword: 'un-mot-de-passe' }, auth));
      expect(right.body.user?.email).toBe('new@example.com');
      const taken = await call('/api/users/me', json('PATCH', { email: 'julie@example.com', currentPassword: 'un-mot-de-passe' }, auth));
      expect(taken.status).toBe(409);
    });
  });

  describe('password reset', () => {
    // The mail goes out after the answer: wait for the background work before reading the mailbox.
    const mailFor = async (email: string) => {
      await t.backgroundWork.drain();
      return t.sql<{ subject: string; text_body: string }[]>`select subject, text_body from dev_mailbox where to_address = ${email} order by id`;
    };

    it('says the same whether or not the address has an account, and mails a link only when it has', async () => {
      const unknown = await call('/api/auth/forgot-password', json('POST', { email: 'nobody@example.com' }));
      const known = await call('/api/auth/forgot-password', json('POST', { email: 'julie@example.com' }));
      expect(unknown).toMatchObject({ status: 200 });
      expect(known.body).toEqual(unknown.body);
      expect(await mailFor('nobody@example.com')).toEqual([]);
      const [mail] = await mailFor('julie@example.com');
      expect(mail!.subject).toBe('Réinitialisation de votre mot de passe Weklean');
      expect(mail!.text_body).toContain(`\n${PUBLIC_URL}/reset-password/`);
      expect(mail!.text_body).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}\n/);
    });

    it('resets once with the link, ends every session, and refuses the link after use or expiry', async () => {
      const login = await call('/api/auth/login', json('POST', { email: 'julie@example.com', password: 'un-mot-de-passe' }));
      const mails = await mailFor('julie@example.com');
      const token = mails.at(-1)!.text_body.match(/reset-password\/([A-Za-z0-9_-]+)/)![1]!;
      const reset = await call('/api/auth/reset-password', json('POST', { token, password: 'nouveau-mot-de-passe' }));
      expect(reset.status).toBe(200);
      expect((await call('/api/users/me', { headers: bearer(login.body.token!) })).status).toBe(401);
      expect((await call('/api/auth/reset-password', json('POST', { token, password: 'encore-un-autre' }))).status).toBe(400);
      expect((await call('/api/auth/login', json('POST', { email: 'julie@example.com', password: 'nouveau-mot-de-passe' }))).status).toBe(200);

      await call('/api/auth/forgot-password', json('POST', { email: 'julie@example.com' }));
      const fresh = (await mailFor('julie@example.com')).at(-1)!.text_body.match(/reset-password\/([A-Za-z0-9_-]+)/)![1]!;
      await t.sql`update password_reset_tokens set expires_at = now() - interval '1 second' where used_at is null`;
      const expired = await call('/api/auth/reset-password', json('POST', { token: fresh, password: 'encore-un-autre' }));
      expect(expired.status).toBe(400);
      expect(expired.body.code).toBe('auth.reset-token-invalid');
    });
  });

  describe('account deletion', () => {
    it('needs SUPPRIMER and the current password, then removes the account, its sessions and its mail', async () => {
      const { body } = await signup('bye@example.com');
      const auth = bearer(body.token!);
      await call('/api/auth/forgot-password', json('POST', { email: 'bye@example.com' }));
      // The reset mail and token exist before the deletion, which must remove them.
      await t.backgroundWork.drain();
      expect((await t.sql`select 1 from dev_mailbox where to_address = 'bye@example.com'`).length).toBe(1);
      expect((await call('/api/users/me', json('DELETE', { confirmation: 'supprimer', currentPassword: 'un-mot-de-passe' }, auth))).status).toBe(400);
      expect((await call('/api/users/me', json('DELETE', { confirmation: 'SUPPRIMER', currentPassword: 'wrong-one' }, auth))).status).toBe(403);
      const deleted = await call('/api/users/me', json('DELETE', { confirmation: 'SUPPRIMER', currentPassword: 'un-mot-de-passe' }, auth));
      expect(deleted.status).toBe(200);
      expect(deleted.headers.get('set-cookie')).toMatch(/weklean_session=;/);
      expect((await call('/api/users/me', { headers: auth })).status).toBe(401);
      const [left] = await t.sql<{ users: number; sessions: number; mail: number; resets: number }[]>`
        select (select count(*)::int from users where email = 'bye@example.com') as users,
               (select count(*)::int from sessions where user_id = ${body.user!.id}) as sessions,
               (select count(*)::int from dev_mailbox where to_address = 'bye@example.com') as mail,
               (select count(*)::int from password_reset_tokens where user_id = ${body.user!.id}) as resets`;
      expect(left).toEqual({ users: 0, sessions: 0, mail: 0, resets: 0 });
    });
  });
});
