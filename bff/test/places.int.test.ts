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

  describe('nearby cities (a cleaner\'s coverage around the primary city)', () => {
    type Nearby = { city: { id: string }; km: number; total: number; items: { id: string; name: string; regionId: string; distanceKm: number }[] };
    const nearby = async (query: string, lang = 'fr') => {
      const { status, body } = await get(`/api/places/nearby?${query}`, lang);
      return { status, body: body as unknown as Nearby & { code?: string; message?: string } };
    };

    it('lists the other cities within the distance, nearest first, each with its distance in km', async () => {
      const { status, body } = await nearby('city=drummondville&km=25');
      expect(status).toBe(200);
      expect(body.city).toMatchObject({ id: 'drummondville', name: 'Drummondville' });
      expect(body.km).toBe(25);
      expect(body.total).toBe(4);
      expect(body.items[0]).toEqual({ id: 'saint-cyrille-de-wendover', name: 'Saint-Cyrille-de-Wendover', regionId: 'centre-du-quebec', distanceKm: 6.8 });
      expect(body.items.map((item) => item.distanceKm)).toEqual([6.8, 8.5, 22.3, 24.4]);
    });

    it('gives the nearest `limit` cities and the count of all, and an empty list when none is that close', async () => {
      const limited = await nearby('city=Montréal&km=50&limit=5');
      expect(limited.body.items).toHaveLength(5);
      expect(limited.body.total).toBeGreaterThan(5);
      expect(limited.body.items.some((item) => item.id === 'montreal')).toBe(false);
      expect((await nearby('city=drummondville&km=5')).body).toMatchObject({ total: 0, items: [] });
    });

    it('refuses a missing city, a distance out of 1–200 km and a bad limit with a localized 400', async () => {
      expect(await nearby('km=25')).toMatchObject({ status: 400, body: { code: 'validation', message: 'Choisissez d’abord votre ville principale.' } });
      expect(await nearby('city=&km=25', 'en')).toMatchObject({ status: 400, body: { message: 'Choose your main city first.' } });
      for (const km of ['0', '201', '2.5', 'loin', '']) {
        expect(await nearby(`city=drummondville&km=${km}`, 'en')).toMatchObject({ status: 400, body: { message: 'Coverage must be between 1 and 200 km.' } });
      }
      expect(await nearby('city=drummondville')).toMatchObject({ status: 400, body: { message: 'La distance couverte doit être comprise entre 1 et 200 km.' } });
      expect((await nearby('city=drummondville&km=25&limit=51')).status).toBe(400);
    });

    it('answers 404 with a localized message for a city outside the bundled places', async () => {
      expect(await nearby('city=atlantis&km=25', 'en')).toEqual({ status: 404, body: { code: 'places.city-not-found', message: 'This city was not found in Quebec.' } });
    });
  });
});
