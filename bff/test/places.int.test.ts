import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('places API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('places');
  });
  afterAll(async () => t?.close());
  const get = async (path: string, lang = 'fr') => {
    const response = await t.app.request(path, { headers: { 'accept-language': lang } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { items?: { id: string; name: string }[] } };
  };

  it('suggests cities for a pick list, accents optional', async () => {
    const { status, body } = await get('/api/places/cities?q=trois-riv&limit=5');
    expect(status).toBe(200);
    expect(body.items?.[0]).toEqual({ id: 'trois-rivieres', name: 'Trois-Rivières', regionId: 'mauricie' });
    expect((await get('/api/places/cities?q=montreal')).body.items?.[0]?.name).toBe('Montréal');
  });

  it('finds a city by id or name, and answers 404 with a localized message otherwise', async () => {
    expect((await get('/api/places/cities/Québec')).body).toMatchObject({ id: 'quebec', regionId: 'capitale-nationale' });
    const missing = await get('/api/places/cities/atlantis', 'en');
    expect(missing).toEqual({ status: 404, body: { code: 'places.city-not-found', message: 'This city was not found in Quebec.' } });
  });

  it('lists the 17 regions and a region with its cities', async () => {
    expect((await get('/api/places/regions')).body.items).toHaveLength(17);
    const laval = await get('/api/places/regions/laval');
    expect(laval.body).toMatchObject({ id: 'laval', nameFr: 'Laval' });
    expect((laval.body.cities as unknown[]).length).toBeGreaterThan(0);
    expect((await get('/api/places/regions/nowhere')).status).toBe(404);
  });

  it('refuses a bad limit with a 400', async () => {
    expect((await get('/api/places/cities?q=a&limit=500')).status).toBe(400);
  });
});
