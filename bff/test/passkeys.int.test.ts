import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '@weklean/platform';
import { createTestApp, json, ORIGIN, PUBLIC_URL, type TestApp } from './support/test-app';
import { signUpClient, type Party } from './support/bookings';
import { assert, attest, newSoftwarePasskey, type SoftwarePasskey } from './support/software-authenticator';

const PASSWORD = 'un-mot-de-passe';
const OPTIONS_LIMIT = 150;

type Body = Record<string, unknown> & {
  code?: string;
  message?: string;
  challenge?: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string; name?: string };
  token?: string;
  passkey?: { id: string; name: string; createdAt: string; lastUsedAt: string | null };
  passkeys?: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
};

/** Issue 33, item 4: passkeys as a second way to sign in, checked by @simplewebauthn/server's real verification. */
describe('passkeys', () => {
  let t: TestApp;
  let helene: Party;
  let marc: Party;
  let device: SoftwarePasskey;

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body, headers: response.headers };
  };
  const passkeyCount = async () => (await t.sql<{ n: number }[]>`select count(*)::int as n from passkeys`)[0]?.n;

  /** Registration from the browser's page: options (password checked), then the device's answer. */
  const register = async (party: Party, passkey: SoftwarePasskey, name: string) => {
    const options = await call('/api/users/me/passkeys/options', json('POST', { currentPassword: PASSWORD }, party.headers));
    expect(options.status).toBe(200);
    const response = attest(passkey, options.body as never, ORIGIN);
    return { options, response, added: await call('/api/users/me/passkeys', json('POST', { name, response }, party.headers)) };
  };
  const signInOptions = async (language = 'fr') => (await call('/api/auth/passkeys/sign-in/options', json('POST', undefined, { 'accept-language': language }))).body;
  const signIn = (response: unknown, language = 'fr') =>
    call('/api/auth/passkeys/sign-in/verify', json('POST', { response }, { 'accept-language': language }));

  beforeAll(async () => {
    // Sign-in challenges: more than production's 30 a minute, for this file's many ceremonies; the limit itself is below.
    t = await createTestApp('passkeys', { passkeyOptionsLimit: createRateLimiter({ name: 'passkey-options', points: OPTIONS_LIMIT, durationSeconds: 60 }) });
    helene = await signUpClient(t, 'Hélène Tremblay', 'helene@example.com');
    marc = await signUpClient(t, 'Marc Gagnon', 'marc@example.com');
    device = newSoftwarePasskey();
  }, 90_000);
  afterAll(async () => t?.close());

  describe('registering, signed in', () => {
    it('asks for the current password first: missing (400) or wrong (403), and no challenge is issued', async () => {
      const missing = await call('/api/users/me/passkeys/options', json('POST', {}, helene.headers));
      expect(missing.status).toBe(400);
      const wrong = await call('/api/users/me/passkeys/options', json('POST', { currentPassword: 'pas-le-bon' }, helene.headers));
      expect(wrong).toMatchObject({ status: 403, body: { code: 'auth.wrong-current-password' } });
      expect((await t.sql`select 1 from passkey_challenges`).count).toBe(0);
      const signedOut = await call('/api/users/me/passkeys/options', json('POST', { currentPassword: PASSWORD }));
      expect(signedOut.status).toBe(401);
    });

    it('offers discoverable, verified passkeys for the configured origin the browser is on, the account id as user handle', async () => {
      const options = await call('/api/users/me/passkeys/options', json('POST', { currentPassword: PASSWORD }, helene.headers));
      expect(options.status).toBe(200);
      expect(options.body).toMatchObject({
        rp: { id: 'localhost', name: 'Weklean' },
        user: { id: Buffer.from(helene.id).toString('base64url'), name: 'helene@example.com' },
        attestation: 'none',
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      // A client without an Origin (a bearer token) gets the configured public URL's host, never the request's Host.
      const { origin: _origin, ...headersWithoutOrigin } = json('POST', { currentPassword: PASSWORD }, { ...helene.headers, host: 'evil.example' }).headers as Record<string, string>;
      const bare = await call('/api/users/me/passkeys/options', { method: 'POST', headers: headersWithoutOrigin, body: JSON.stringify({ currentPassword: PASSWORD }) });
      expect(bare.body.rp?.id).toBe(new URL(PUBLIC_URL).hostname);
    });

    it('keeps the passkey the device made, listed with its name and dates (never its key)', async () => {
      const { added } = await register(helene, device, 'Mon téléphone');
      expect(added).toMatchObject({ status: 201, body: { passkey: { name: 'Mon téléphone', lastUsedAt: null } } });
      const list = await call('/api/users/me/passkeys', { headers: helene.headers });
      expect(list.status).toBe(200);
      expect(list.body.passkeys).toEqual([{ id: added.body.passkey!.id, name: 'Mon téléphone', createdAt: expect.any(String) as string, lastUsedAt: null }]);
      expect(JSON.stringify(list.body)).not.toContain(device.credentialId.toString('base64url'));
      // The download of the person's data lists it the same way (docs/api/accounts.md).
      const data = await call('/api/me/data', { headers: helene.headers });
      expect([data.status, (data.body as { passkeys?: unknown }).passkeys]).toEqual([200, list.body.passkeys]);
    });

    it('refuses an answer to a challenge already spent, keeping nothing more', async () => {
      const other = newSoftwarePasskey();
      const { response, added } = await register(helene, other, 'Ordinateur');
      expect(added.status).toBe(201);
      const before = await passkeyCount();
      const replay = await call('/api/users/me/passkeys', json('POST', { name: 'Encore', response: { ...response, id: 'AAAA', rawId: 'AAAA' } }, helene.headers));
      expect(replay).toMatchObject({ status: 400, body: { code: 'auth.passkey-failed', message: 'Échec biométrique : la clé d’accès n’a pas pu être vérifiée.' } });
      expect(await passkeyCount()).toBe(before);
    });

    it('refuses an answer from another origin or to another account’s challenge', async () => {
      const options = await call('/api/users/me/passkeys/options', json('POST', { currentPassword: PASSWORD }, helene.headers));
      const foreign = attest(newSoftwarePasskey(), options.body as never, 'https://evil.example');
      expect((await call('/api/users/me/passkeys', json('POST', { name: 'X', response: foreign }, helene.headers))).body.code).toBe('auth.passkey-failed');
      const forHelene = await call('/api/users/me/passkeys/options', json('POST', { currentPassword: PASSWORD }, helene.headers));
      const stolen = attest(newSoftwarePasskey(), forHelene.body as never, ORIGIN);
      const byMarc = await call('/api/users/me/passkeys', json('POST', { name: 'X', response: stolen }, marc.headers));
      expect(byMarc).toMatchObject({ status: 400, body: { code: 'auth.passkey-failed' } });
      expect((await call('/api/users/me/passkeys', { headers: marc.headers })).body.passkeys).toEqual([]);
    });
  });

  it('refuses a passkey already registered, to another account too, keeping nothing', async () => {
    const before = await passkeyCount();
    const again = await register(marc, { ...device, counter: 0 }, 'Le même');
    expect(again.added).toMatchObject({ status: 400, body: { code: 'auth.passkey-failed' } });
    expect(await passkeyCount()).toBe(before);
  });

  describe('signing in with a passkey', () => {
    it('opens the same session as a password sign-in: cookie and token, and the session works', async () => {
      const options = await signInOptions();
      expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
      expect(options.allowCredentials ?? []).toEqual([]);
      const signedIn = await signIn(assert(device, options as never, ORIGIN));
      expect(signedIn).toMatchObject({ status: 200, body: { user: { id: helene.id, email: 'helene@example.com' } } });
      expect(signedIn.headers.get('set-cookie')).toMatch(/^weklean_session=[A-Za-z0-9_-]+;.*HttpOnly/);
      const me = await call('/api/users/me', { headers: { cookie: `weklean_session=${signedIn.body.token!}` } });
      expect(me).toMatchObject({ status: 200, body: { user: { id: helene.id } } });
      const list = await call('/api/users/me/passkeys', { headers: helene.headers });
      expect(list.body.passkeys?.find((passkey) => passkey.name === 'Mon téléphone')?.lastUsedAt).toEqual(expect.any(String));
    });

    it('refuses a wrong signature with the biometric failure, in French and in English', async () => {
      const fr = await signIn(assert(device, (await signInOptions()) as never, ORIGIN, { tamper: true }));
      expect(fr).toMatchObject({ status: 400, body: { code: 'auth.passkey-failed', message: 'Échec biométrique : la clé d’accès n’a pas pu être vérifiée.' } });
      expect(fr.headers.get('set-cookie')).toBeNull();
      const en = await signIn(assert(device, (await signInOptions('en')) as never, ORIGIN, { tamper: true }), 'en');
      expect(en).toMatchObject({ status: 400, body: { code: 'auth.passkey-failed', message: 'Biometric failure: the passkey could not be verified.' } });
    });

    it('tells a suspended account so, as the password sign-in does, and opens no session', async () => {
      await t.sql`update users set suspended_at = now() where id = ${helene.id}`;
      try {
        const refused = await signIn(assert(device, (await signInOptions()) as never, ORIGIN));
        expect(refused).toMatchObject({ status: 403, body: { code: 'auth.suspended' } });
        expect(refused.headers.get('set-cookie')).toBeNull();
      } finally {
        await t.sql`update users set suspended_at = null where id = ${helene.id}`;
      }
    });

    it('refuses a reused challenge (a replayed answer)', async () => {
      const answer = assert(device, (await signInOptions()) as never, ORIGIN);
      expect((await signIn(answer)).status).toBe(200);
      const replay = await signIn(answer);
      expect(replay).toMatchObject({ status: 400, body: { code: 'auth.passkey-failed' } });
    });

    it('refuses an expired challenge, an unknown credential and a challenge the server never issued', async () => {
      const options = await signInOptions();
      await t.sql`update passkey_challenges set expires_at = now() - interval '1 second' where challenge = ${options.challenge!}`;
      expect((await signIn(assert(device, options as never, ORIGIN))).body.code).toBe('auth.passkey-failed');
      const stranger = newSoftwarePasskey();
      expect((await signIn(assert(stranger, (await signInOptions()) as never, ORIGIN))).body.code).toBe('auth.passkey-failed');
      const invented = await signIn(assert(device, { challenge: Buffer.alloc(32, 7).toString('base64url'), rpId: 'localhost' }, ORIGIN));
      expect(invented).toMatchObject({ status: 400, body: { code: 'auth.passkey-failed' } });
      const malformed = await call('/api/auth/passkeys/sign-in/verify', json('POST', { response: { id: 'x' } }));
      expect(malformed.status).toBe(400);
      // Well formed, but garbage inside: the library's refusal, never a 500.
      const real = assert(device, (await signInOptions()) as never, ORIGIN);
      const garbage = await signIn({ ...real, response: { ...real.response, authenticatorData: 'AAAA', signature: 'AAAA' } });
      expect(garbage).toMatchObject({ status: 400, body: { code: 'auth.passkey-failed' } });
      const creation = await call('/api/users/me/passkeys/options', json('POST', { currentPassword: PASSWORD }, helene.headers));
      const made = attest(newSoftwarePasskey(), creation.body as never, ORIGIN);
      const broken = await call('/api/users/me/passkeys', json('POST', { name: 'X', response: { ...made, response: { ...made.response, attestationObject: 'o2Nm' } } }, helene.headers));
      expect(broken).toMatchObject({ status: 400, body: { code: 'auth.passkey-failed' } });
    });
  });

  describe('removing a passkey', () => {
    it('answers 404 for another person’s passkey, and leaves it', async () => {
      const [mine] = (await call('/api/users/me/passkeys', { headers: helene.headers })).body.passkeys ?? [];
      const byMarc = await call(`/api/users/me/passkeys/${mine!.id}`, json('DELETE', { currentPassword: PASSWORD }, marc.headers));
      expect(byMarc).toMatchObject({ status: 404, body: { code: 'auth.passkey-not-found' } });
      const malformed = await call('/api/users/me/passkeys/not-an-id', json('DELETE', { currentPassword: PASSWORD }, helene.headers));
      expect(malformed).toMatchObject({ status: 404, body: { code: 'auth.passkey-not-found' } });
      expect((await call('/api/users/me/passkeys', { headers: helene.headers })).body.passkeys).toHaveLength(2);
    });

    it('needs the current password, then the passkey no longer signs in', async () => {
      const [mine] = (await call('/api/users/me/passkeys', { headers: helene.headers })).body.passkeys ?? [];
      const wrong = await call(`/api/users/me/passkeys/${mine!.id}`, json('DELETE', { currentPassword: 'pas-le-bon' }, helene.headers));
      expect(wrong).toMatchObject({ status: 403, body: { code: 'auth.wrong-current-password' } });
      const removed = await call(`/api/users/me/passkeys/${mine!.id}`, json('DELETE', { currentPassword: PASSWORD }, helene.headers));
      expect(removed.status).toBe(200);
      expect(removed.body.passkeys?.map((passkey) => passkey.id)).not.toContain(mine!.id);
      expect((await signIn(assert(device, (await signInOptions()) as never, ORIGIN))).body.code).toBe('auth.passkey-failed');
    });
  });

  it('deletes the passkeys with the account', async () => {
    expect(Number((await t.sql`select count(*) from passkeys where user_id = ${helene.id}`)[0]?.count)).toBeGreaterThan(0);
    const deleted = await call('/api/users/me', json('DELETE', { confirmation: 'SUPPRIMER', currentPassword: PASSWORD }, helene.headers));
    expect(deleted.status).toBe(200);
    expect(Number((await t.sql`select count(*) from passkeys where user_id = ${helene.id}`)[0]?.count)).toBe(0);
  });

  it('counts failed passkey sign-ins against the client address, like wrong passwords', async () => {
    const stranger = newSoftwarePasskey();
    let last = 0;
    for (let attempt = 0; attempt < 51 && last !== 429; attempt += 1) {
      last = (await signIn(assert(stranger, (await signInOptions()) as never, ORIGIN))).status;
    }
    expect(last).toBe(429);
  });

  it('limits the sign-in challenges one address asks for (each is a row until it expires)', async () => {
    let status = 0;
    for (let attempt = 0; attempt <= OPTIONS_LIMIT && status !== 429; attempt += 1) {
      status = (await call('/api/auth/passkeys/sign-in/options', json('POST'))).status;
    }
    expect(status).toBe(429);
  });
});
