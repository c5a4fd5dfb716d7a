import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_LIMITS } from '../src/referrals/referral-routes';
import { normalizedEmail } from '../src/referrals/referrals';
import { signUpClient, type Party } from './support/bookings';
import { createTestApp, fromAddress, json, PUBLIC_URL, type TestApp } from './support/test-app';
import { projectReferrals } from './support/referral-steps';

const NOW = new Date('2026-11-25T15:00:00.000Z');
type Body = Record<string, unknown> & { code?: string; message?: string };

describe('referral codes and invitations through the API', () => {
  let t: TestApp;
  let referrer: Party;
  let code = '';

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };
  const project = () => projectReferrals(t);
  const signup = (email: string, referralCode?: string) =>
    call('/api/auth/signup', json('POST', { name: 'Léa Tremblay', email, password: 'un-mot-de-passe', ...(referralCode === undefined ? {} : { referralCode }) }));

  beforeAll(async () => {
    t = await createTestApp('referrals', { clock: () => NOW });
    referrer = await signUpClient(t, 'Camille Roy', 'camille.roy@gmail.com');
  }, 60_000);
  afterAll(async () => t?.close());

  it('gives each person one code easy to read aloud, with its share link, issued on the first look', async () => {
    const first = await call('/api/referrals/me', { headers: referrer.headers });
    expect(first.body).toMatchObject({ active: true, invitations: [], rewards: [], rewardCents: 2000, friendDiscountCents: 1000 });
    code = first.body.code as string;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(first.body.link).toBe(`${PUBLIC_URL}/auth?ref=${code.replace('-', '')}`);
    expect((await call('/api/referrals/me', { headers: referrer.headers })).body.code).toBe(code);
    expect((await call('/api/referrals/me')).status).toBe(401);
    await project();
    expect((await call(`/api/referrals/codes/${code.toLowerCase()}`)).body).toEqual({ code, referrerName: 'Camille', friendDiscountCents: 1000 });
    expect((await call('/api/referrals/codes/ABCD-EFG0')).status).toBe(404);
  });

  it('signs a friend up with the code (any case, with or without the dash), and refuses an unknown code without creating the account', async () => {
    const refused = await signup('lea@example.com', 'WXYZ-2345');
    expect(refused).toMatchObject({ status: 422, body: { code: 'referral.invalid-code', message: 'Code de parrainage invalide : vérifiez-le auprès de la personne qui vous l’a donné.' } });
    expect(await t.sql`select 1 from users where email = 'lea@example.com'`).toHaveLength(0);
    expect((await signup('lea@example.com', code.replace('-', '').toLowerCase())).status).toBe(201);
    await project();
    const mine = await call('/api/referrals/me', { headers: referrer.headers });
    expect(mine.body.invitations).toEqual([{ name: 'Léa', role: null, joinedAt: NOW.toISOString(), status: 'joined' }]);
  });

  it('flags a friend whose e-mail is the referrer’s once normalised', async () => {
    expect(normalizedEmail('Camille.Roy+amis@GMail.com')).toBe('camilleroy@gmail.com');
    expect((await signup('camille.roy+amis@gmail.com', code)).status).toBe(201);
    await project();
    const flags = await t.sql<{ flag: string | null }[]>`select flag from referral_invitations order by flag nulls first`;
    expect(flags.map((item) => item.flag)).toEqual([null, 'same-email']);
  });

  it('turns the code off and on, and replaces it (the old one is refused from then on)', async () => {
    expect((await call('/api/referrals/me/deactivate', json('POST', {}, referrer.headers))).body).toMatchObject({ active: false });
    expect((await call('/api/referrals/me/deactivate', json('POST', {}, referrer.headers))).status).toBe(409);
    await project();
    expect((await signup('paul@example.com', code)).status).toBe(422);
    expect((await call('/api/referrals/me/reactivate', json('POST', {}, referrer.headers))).body).toMatchObject({ active: true });
    const replaced = await call('/api/referrals/me/replace', json('POST', {}, referrer.headers));
    expect(replaced.body.code).not.toBe(code);
    await project();
    expect((await signup('paul@example.com', code)).status).toBe(422);
    expect((await signup('paul@example.com', replaced.body.code as string)).status).toBe(201);
    expect((await call('/api/referrals/me/nonsense', json('POST', {}, referrer.headers))).status).toBe(404);
  });

  it('limits code replacements per person: 429 with Retry-After, another person still replaces theirs', async () => {
    const eager = await signUpClient(t, 'Impatient', 'eager@example.com');
    const other = await signUpClient(t, 'Patiente', 'patient@example.com');
    for (const who of [eager, other]) expect((await call('/api/referrals/me', { headers: who.headers })).status).toBe(200);
    const replace = (who: Party, lang = 'fr') => t.app.request('/api/referrals/me/replace', json('POST', {}, { ...who.headers, 'accept-language': lang }));
    for (let i = 0; i < REFERRAL_LIMITS.replacementsPerPerson; i += 1) expect((await replace(eager)).status).toBe(200);
    const refused = await replace(eager, 'en');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ code: 'referral.rate-limited', message: expect.stringMatching(/^Too many requests\. Please try again in \d+ s\.$/) });
    // Deactivating is not a replacement, and the other person's budget is their own.
    expect((await t.app.request('/api/referrals/me/deactivate', json('POST', {}, eager.headers))).status).toBe(200);
    expect((await replace(other)).status).toBe(200);
  });

  it('limits public code look-ups per client address: 429 with Retry-After, another address still answered', async () => {
    const lookUp = (address: string, lang = 'fr') => t.app.request('/api/referrals/codes/ABCD-EFGH', { headers: { 'accept-language': lang } }, fromAddress(address));
    for (let i = 0; i < REFERRAL_LIMITS.lookupsPerAddress; i += 1) expect((await lookUp('203.0.113.20')).status).toBe(404);
    const refused = await lookUp('203.0.113.20');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ code: 'referral.rate-limited', message: expect.stringMatching(/^Trop de demandes\. Veuillez réessayer dans \d+ s\.$/) });
    expect((await lookUp('198.51.100.20')).status).toBe(404);
  });
});
