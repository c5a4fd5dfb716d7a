import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './support/test-app';

type Body = Record<string, unknown>;

const home = {
  name: 'Maison',
  type: 'house',
  address: { streetAddress: '1234 rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'H2J 2L3', country: 'CA' },
  bedrooms: 3,
  bathrooms: 2,
  stories: 2,
  parking: false,
};

describe('client onboarding API', () => {
  let t: TestApp;
  const users: Record<'client' | 'other' | 'cleaner', Record<string, string>> = { client: {}, other: {}, cleaner: {} };
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };
  const as = (who: keyof typeof users) => ({ ...users[who], 'accept-language': 'fr' });
  const save = async (progress: unknown, who: keyof typeof users = 'client') => call('/api/me/client-onboarding', json('PUT', progress, as(who)));

  beforeAll(async () => {
    t = await createTestApp('client-onboarding');
    for (const [who, role] of [['client', 'client'], ['other', 'client'], ['cleaner', 'cleaner']] as const) {
      const signup = await call('/api/auth/signup', json('POST', { name: who, email: `${who}@example.com`, password: 'un-mot-de-passe' }));
      users[who] = { authorization: `Bearer ${signup.body.token as string}` };
      const chosen = await call('/api/auth/select-role', json('POST', { role }, users[who]));
      if (role === 'client') expect(chosen.body).toEqual({ redirectTo: '/client-onboarding' });
    }
  });
  afterAll(async () => t?.close());

  it('starts a new client at the welcome step', async () => {
    expect(await call('/api/me/client-onboarding', { headers: as('client') })).toEqual({
      status: 200,
      body: { step: 'welcome', status: 'new', gender: null, propertyId: null },
    });
  });

  it('keeps the step reached and the answers, on the account, for another device to resume', async () => {
    expect((await save({ step: 'gender' })).body).toMatchObject({ step: 'gender', status: 'in-progress' });
    expect((await save({ step: 'property', gender: 'female' })).body).toEqual({ step: 'property', status: 'in-progress', gender: 'female', propertyId: null });
    const [account] = await t.sql<{ gender: string }[]>`select gender from users where email = 'client@example.com'`;
    expect(account?.gender).toBe('female');
    // Looking back at an earlier step does not lose the place reached.
    expect((await save({ step: 'welcome' })).body).toMatchObject({ step: 'property', gender: 'female' });

    const property = await call('/api/properties', json('POST', home, as('client')));
    expect(property.status).toBe(201);
    const id = property.body.id as string;
    expect((await save({ step: 'celebration', propertyId: id })).body).toMatchObject({ step: 'celebration', propertyId: id });
    const done = await save({ step: 'celebration', status: 'completed' });
    expect(done.body).toEqual({ step: 'celebration', status: 'completed', gender: 'female', propertyId: id });
    expect((await call('/api/me/client-onboarding', { headers: as('client') })).body).toEqual(done.body);
  });

  it('records a skip, and a gender given as prefer_not_to_say or cleared', async () => {
    expect((await save({ step: 'gender', gender: 'prefer_not_to_say', status: 'skipped' }, 'other')).body).toEqual({
      step: 'gender',
      status: 'skipped',
      gender: 'prefer_not_to_say',
      propertyId: null,
    });
    expect((await save({ step: 'gender', gender: null, status: 'skipped' }, 'other')).body).toMatchObject({ gender: null });
  });

  it('takes a client who already had a property before opening the onboarding for done, not for new', async () => {
    const signup = await call('/api/auth/signup', json('POST', { name: 'ancienne', email: 'ancienne@example.com', password: 'un-mot-de-passe' }));
    const headers = { authorization: `Bearer ${signup.body.token as string}`, 'accept-language': 'fr' };
    await call('/api/auth/select-role', json('POST', { role: 'client' }, headers));
    expect((await call('/api/me/client-onboarding', { headers })).body).toMatchObject({ step: 'welcome', status: 'new' });
    expect((await call('/api/properties', json('POST', home, headers))).status).toBe(201);
    expect((await call('/api/me/client-onboarding', { headers })).body).toEqual({ step: 'celebration', status: 'completed', gender: null, propertyId: null });
  });

  it("refuses another client's property, an unknown gender or step, and saves nothing", async () => {
    const theirs = await call('/api/properties', json('POST', { ...home, name: 'Chalet' }, as('other')));
    const before = (await call('/api/me/client-onboarding', { headers: as('client') })).body;
    expect((await save({ step: 'celebration', propertyId: theirs.body.id })).status).toBe(404);
    expect((await save({ step: 'gender', gender: 'robot' })).status).toBe(400);
    expect((await save({ step: 'done' })).status).toBe(400);
    expect((await save({ step: 'property', propertyId: 'pas-un-id' })).status).toBe(400);
    expect((await call('/api/me/client-onboarding', { headers: as('client') })).body).toEqual(before);
  });

  it('is for clients only', async () => {
    expect((await call('/api/me/client-onboarding')).status).toBe(401);
    expect((await call('/api/me/client-onboarding', { headers: as('cleaner') })).status).toBe(403);
    expect((await save({ step: 'gender' }, 'cleaner')).status).toBe(403);
  });
});
