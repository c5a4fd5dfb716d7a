import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidCredentialsError } from '@weklean/domain';
import { createAccountsRepository, createRateLimiter, createSessions, type Mail, type Mailer } from '@weklean/platform';
import { createAuthService } from '../src/auth/auth-service';
import { createPasswordHasher, type PasswordHasher } from '../src/auth/passwords';
import { LOGIN_LIMITS, SIGNUP_LIMITS } from '../src/wiring';
import { createTestApp, fromAddress, json, PUBLIC_URL, testRateLimits, type TestApp } from './support/test-app';

type Body = { user?: { id: string }; token?: string; message?: string; code?: string };

/** A mailer whose sends wait until the test opens it: shows what the caller does while a mail is on its way. */
const blockedMailer = () => {
  const sent: Mail[] = [];
  let open: () => void = () => undefined;
  let started: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const sendStarted = new Promise<void>((resolve) => (started = resolve));
  const mailer: Mailer = {
    kind: 'dev-mailbox',
    send: async (mail) => {
      started();
      await opened;
      sent.push(mail);
    },
  };
  return { mailer, sent, open, sendStarted };
};

/** Counts the hasher's calls, to show that a login does the same work whether or not the e-mail has an account. */
const countingHasher = (inner: PasswordHasher) => {
  const calls = { hash: 0, verify: 0 };
  const hasher: PasswordHasher = {
    hash: async (password) => {
      calls.hash += 1;
      return inner.hash(password);
    },
    verify: async (password, stored) => {
      calls.verify += 1;
      return inner.verify(password, stored);
    },
  };
  return { hasher, calls };
};

const A = '198.51.100.7';
const B = '203.0.113.9';

describe('hardened sign-in, sign-up and reset links', () => {
  let t: TestApp;
  let mail: ReturnType<typeof blockedMailer>;
  const call = async (path: string, init: RequestInit, env?: object) => {
    const response = await t.app.request(path, init, env);
    return { status: response.status, body: (await response.json()) as Body, headers: response.headers };
  };
  const signup = (email: string, address: string) =>
    call('/api/auth/signup', json('POST', { name: 'Test', email, password: 'un-mot-de-passe' }), fromAddress(address));
  const login = (email: string, password: string, address: string, headers: Record<string, string> = {}) =>
    call('/api/auth/login', json('POST', { email, password }, headers), fromAddress(address));
  const usersNamed = async (email: string) => (await t.sql<{ n: number }[]>`select count(*)::int as n from users where email = ${email}`)[0]!.n;

  beforeAll(async () => {
    mail = blockedMailer();
    // No PUBLIC_ORIGINS, as in a default install: the request's own origin is accepted, so the probe's forged Host
    // gets through the origin check and only the link's origin is left to show.
    t = await createTestApp('auth_hardening', {
      mailer: mail.mailer,
      publicOrigins: [],
      rateLimits: {
        ...testRateLimits(),
        signupPerAddress: createRateLimiter({ name: 'signup-address', points: SIGNUP_LIMITS.perAddress, durationSeconds: SIGNUP_LIMITS.windowSeconds }),
      },
    });
    mail.open();
    expect((await signup('julie@example.com', A)).status).toBe(201);
  });
  afterAll(async () => t?.close());

  describe('password reset links', () => {
    it('builds the link on PUBLIC_URL, whatever Host or X-Forwarded-Host the request names', async () => {
      const forged: { url: string; headers: Record<string, string> }[] = [
        { url: 'http://evil.example/api/auth/forgot-password', headers: { host: 'evil.example', origin: 'http://evil.example' } },
        { url: 'http://localhost/api/auth/forgot-password', headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } },
      ];
      for (const { url, headers } of forged) {
        const response = await t.app.request(url, json('POST', { email: 'julie@example.com' }, headers));
        expect(response.status).toBe(200);
      }
      await t.backgroundWork.drain();
      const links = mail.sent.filter((m) => m.to === 'julie@example.com').map((m) => m.text.match(/\S+\/reset-password\/\S+/)?.[0]);
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toMatch(/^https:\/\/app\.weklean\.example\/reset-password\/[A-Za-z0-9_-]{43}$/);
      expect(PUBLIC_URL).toBe('https://app.weklean.example');
    });
  });

  describe('forgot password', () => {
    it('answers while the mail is still on its way, and sends it afterwards', async () => {
      const blocked = blockedMailer();
      const slow = await createTestApp('auth_hardening_queue', { mailer: blocked.mailer });
      try {
        await slow.app.request('/api/auth/signup', json('POST', { name: 'Léa', email: 'lea@example.com', password: 'un-mot-de-passe' }));
        const answer = slow.app.request('/api/auth/forgot-password', json('POST', { email: 'lea@example.com' }));
        const timedOut = new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), 3000));
        const response = await Promise.race([answer, timedOut]);
        expect(response).not.toBe('timed out');
        expect((response as Response).status).toBe(200);
        // The mailer has the mail in hand and is still blocked: the answer did not wait for it.
        await blocked.sendStarted;
        expect(blocked.sent).toEqual([]);
        blocked.open();
        await slow.backgroundWork.drain();
        expect(blocked.sent).toEqual([expect.objectContaining({ to: 'lea@example.com', text: expect.stringContaining(`${PUBLIC_URL}/reset-password/`) })]);
      } finally {
        blocked.open();
        await slow.close();
      }
    });
  });

  describe('sign-up rate limit', () => {
    it('refuses the 31st sign-up from one address in the hour, creating nothing, and still signs up another address', async () => {
      // The account made in beforeAll came from A: 29 more are allowed.
      for (let i = 1; i < SIGNUP_LIMITS.perAddress; i += 1) {
        expect((await signup(`office-${i}@example.com`, A)).status).toBe(201);
      }
      const refused = await call(
        '/api/auth/signup',
        json('POST', { name: 'Test', email: 'one-too-many@example.com', password: 'un-mot-de-passe' }, { 'accept-language': 'en' }),
        fromAddress(A),
      );
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body).toEqual({ code: 'auth.too-many-attempts', message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/) });
      expect(await usersNamed('one-too-many@example.com')).toBe(0);
      expect((await signup('one-too-many@example.com', B)).status).toBe(201);
      expect(await usersNamed('one-too-many@example.com')).toBe(1);
    });
  });

  describe('login rate limit per account', () => {
    it("counts a stranger's wrong passwords against their own address only: the owner still signs in from theirs", async () => {
      expect((await signup('victim@example.com', B)).status).toBe(201);
      for (let i = 0; i < 10; i += 1) {
        expect((await login('victim@example.com', `guess-${i}-xx`, A)).status).toBe(401);
      }
      const stranger = await login('victim@example.com', 'un-mot-de-passe', A);
      expect(stranger.status).toBe(429);
      expect(stranger.body.code).toBe('auth.too-many-attempts');
      const owner = await login('victim@example.com', 'un-mot-de-passe', B);
      expect(owner.status).toBe(200);
      expect(owner.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });
  });

  describe('login rate limit per address', () => {
    it('never counts successful sign-ins, and blocks an address after 50 failures, the right password included', async () => {
      const C = '192.0.2.44';
      expect((await signup('office@example.com', B)).status).toBe(201);
      // A busy office behind one address: more sign-ins than the limit, all accepted.
      for (let i = 0; i < LOGIN_LIMITS.perAddress + 5; i += 1) expect((await login('office@example.com', 'un-mot-de-passe', C)).status).toBe(200);
      // Failures spread over many e-mails (none reaching the per-account limit) use up the address.
      for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) expect((await login(`guess-${i % 9}@example.com`, `wrong-${i}-xx`, C)).status).toBe(401);
      const refused = await login('office@example.com', 'un-mot-de-passe', C);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('auth.too-many-attempts');
      expect((await login('office@example.com', 'un-mot-de-passe', B)).status).toBe(200);
    });
  });

  describe('login work', () => {
    it('verifies exactly once and hashes nothing per attempt, whether or not the e-mail has an account', async () => {
      const { hasher, calls } = countingHasher(createPasswordHasher(12));
      const accounts = createAccountsRepository(t.sql);
      const auth = createAuthService({
        sql: t.sql,
        accounts,
        sessions: createSessions(t.sql),
        passwords: hasher,
        mailer: mail.mailer,
        limits: testRateLimits(),
        publicUrl: PUBLIC_URL,
        closeOwnings: async () => async () => undefined,
      });
      await accounts.create({ name: 'Known', email: 'known@example.com', passwordHash: await hasher.hash('le-bon-mot-de-passe'), language: 'fr' });
      // Whatever was hashed to set things up (the known password, the dummy) is not counted: each attempt from zero.
      const attempt = async (email: string) => {
        calls.hash = 0;
        calls.verify = 0;
        await expect(auth.login({ email, password: 'pas-le-bon', rememberMe: false }, A)).rejects.toThrow(InvalidCredentialsError);
        return { ...calls };
      };
      expect(await attempt('known@example.com')).toEqual({ hash: 0, verify: 1 });
      expect(await attempt('nobody-here@example.com')).toEqual({ hash: 0, verify: 1 });
      expect(await attempt('nobody-either@example.com')).toEqual({ hash: 0, verify: 1 });
    });
  });
});
