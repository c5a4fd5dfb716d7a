import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@weklean/platform';
import { cleanerSearch, createProjectionRunner } from '@weklean/projections';
import * as v from 'valibot';
import { createCleanerQueries } from '@weklean/projections';
import { CleanerSearchQuery } from '@weklean/domain';
import { createCleaner } from './support/cleaners';
import { createTestApp, json, type TestApp } from './support/test-app';
import { waitForProjection } from './support/wait-for-projection';

/** Noon in Quebec, Sunday 22 November 2026. */
const NOW = new Date('2026-11-22T17:00:00Z');

type Card = { slug: string; name: string; city: string; verified: boolean; hourlyRateCents: number | null; availabilityLabel: string };
type Page = { items: Card[]; total: number; page: number; pageSize: number };

describe('cleaner search over the read model', () => {
  let t: TestApp;
  const names = async (query: string) => {
    const response = await t.app.request(`/api/cleaners${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as Page).items.map((c) => c.name).sort();
  };

  beforeAll(async () => {
    t = await createTestApp('cleaner_search', { clock: () => NOW });
    const admin = randomUUID();
    const specs = [
      { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 2500, serviceTypes: ['basic', 'deep'], languages: ['fr', 'en'], years: 8, pets: ['dogs'], eco: true, slotsInDays: [1, 2, 4, 5, 6] },
      { name: 'Bruno L.', city: 'laval', hourlyRateCents: 4000, serviceTypes: ['office'], languages: ['fr'], years: 2, slotsInDays: [5], backgroundCheck: false },
      { name: 'Chantal R.', city: 'quebec', hourlyRateCents: 3500, serviceTypes: ['deep', 'move_in_out'], languages: ['en'], years: 15, pets: ['cats'], slotsInDays: [0, 3] },
      { name: 'Denis P.', city: 'longueuil', hourlyRateCents: null, fixedPricesCents: { house: 12000, condo: 9000 }, serviceTypes: ['basic'], coverageKm: 30, years: 4 },
      { name: 'Émile S.', city: 'montreal', hourlyRateCents: 2000, serviceTypes: ['basic'], verified: false, slotsInDays: [1] },
    ] as const;
    for (const spec of specs) await createCleaner(t.store, { ...spec, serviceTypes: [...spec.serviceTypes], languages: 'languages' in spec ? [...spec.languages] : undefined, pets: 'pets' in spec ? [...spec.pets] : undefined }, NOW, admin);
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [cleanerSearch], logger: createLogger({ level: 'error', json: true }) });
    runner.start();
    await waitForProjection(t.sql, cleanerSearch);
    await runner.stop();
  }, 60_000);
  afterAll(async () => t?.close());

  it('lists verified cleaners only, with their card fields', async () => {
    const response = await t.app.request('/api/cleaners?sort=rating');
    const page = (await response.json()) as Page;
    expect(page.total).toBe(4);
    expect(page.items.map((c) => c.name)).not.toContain('Émile S.');
    expect(page.items.find((c) => c.name === 'Amélie M.')).toMatchObject({
      city: 'Montréal', cityId: 'montreal', regionId: 'montreal', verified: true, hourlyRateCents: 2_500, yearsOfExperience: 8,
      serviceTypes: ['basic', 'deep'], languages: ['fr', 'en'], ecoCertified: true, availabilityLabel: 'available',
    });
    expect(page.items.find((c) => c.name === 'Denis P.')).toMatchObject({ hourlyRateCents: null, fromPriceCents: 9_000 });
  });

  it('filters by city: listed service cities and cities within the coverage distance', async () => {
    // Denis lives in Longueuil and covers 30 km: Montréal, next door, is in his area.
    expect(await names('?city=montreal')).toEqual(['Amélie M.', 'Denis P.']);
    expect(await names('?city=longueuil')).toEqual(['Amélie M.', 'Denis P.']);
    expect(await names('?city=laval')).toContain('Bruno L.');
    expect(await names('?city=laval')).not.toContain('Chantal R.');
    expect(await names('?city=Québec')).toEqual(['Chantal R.']);
    expect(await names('?city=atlantis')).toEqual([]);
  });

  it('filters by experience, service type, language, pets, eco and price', async () => {
    expect(await names('?minExperience=5')).toEqual(['Amélie M.', 'Chantal R.']);
    expect(await names('?serviceType=deep')).toEqual(['Amélie M.', 'Chantal R.']);
    expect(await names('?language=en')).toEqual(['Amélie M.', 'Chantal R.']);
    expect(await names('?pets=cats')).toEqual(['Chantal R.']);
    expect(await names('?eco=true')).toEqual(['Amélie M.']);
    expect(await names('?maxPriceCents=3500')).toEqual(['Amélie M.', 'Chantal R.']);
  });

  it('verifies Bruno on his identity document alone, and filters on the background check badge that he lacks', async () => {
    expect(await names('?backgroundChecked=true')).toEqual(['Amélie M.', 'Chantal R.', 'Denis P.']);
    expect(await names('?backgroundChecked=false')).toEqual(['Amélie M.', 'Bruno L.', 'Chantal R.', 'Denis P.']);
    const page = (await (await t.app.request('/api/cleaners')).json()) as { items: { name: string; verified: boolean; backgroundChecked: boolean }[] };
    expect(page.items.find((c) => c.name === 'Bruno L.')).toMatchObject({ verified: true, backgroundChecked: false });
    expect(page.items.find((c) => c.name === 'Amélie M.')).toMatchObject({ verified: true, backgroundChecked: true });
  });

  it('filters on availability in the next 3 days', async () => {
    expect(await names('?availableSoon=true')).toEqual(['Amélie M.', 'Chantal R.']);
  });

  it('filters by minimum rating (no cleaner is rated before the reviews exist)', async () => {
    expect(await names('?minRating=1')).toEqual([]);
    expect(await names('?minRating=0')).toHaveLength(4);
  });

  it('sorts and paginates', async () => {
    const cheapest = (await (await t.app.request('/api/cleaners?sort=price_asc&pageSize=2')).json()) as Page;
    expect(cheapest).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(cheapest.items.map((c) => c.name)).toEqual(['Amélie M.', 'Chantal R.']);
    const second = (await (await t.app.request('/api/cleaners?sort=price_asc&pageSize=2&page=2')).json()) as Page;
    expect(second.items.map((c) => c.name)).toEqual(['Bruno L.', 'Denis P.']);
    const experienced = (await (await t.app.request('/api/cleaners?sort=experience')).json()) as Page;
    expect(experienced.items[0]?.name).toBe('Chantal R.');
  });

  it('refuses bad filter values with a 400 instead of ignoring them', async () => {
    for (const query of ['?serviceType=windows', '?pageSize=500', '?minRating=9', '?sort=random', '?language=de', '?backgroundChecked=yes']) {
      expect((await t.app.request(`/api/cleaners${query}`)).status).toBe(400);
    }
  });

  it('serves a public profile by slug, and 404 for unknown or unverified cleaners', async () => {
    const page = (await (await t.app.request('/api/cleaners?city=quebec')).json()) as Page;
    const profile = await t.app.request(`/api/cleaners/${page.items[0]!.slug}`);
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      name: 'Chantal R.',
      bio: 'Bonjour, je suis Chantal R..',
      serviceCities: [{ cityId: 'quebec', name: 'Québec', hourlyRateCents: null }],
      availability: {
        label: 'busy',
        slots: [
          { date: '2026-11-22', startTime: '09:00', endTime: '13:00', status: 'available' },
          { date: '2026-11-25', startTime: '09:00', endTime: '13:00', status: 'available' },
        ],
      },
    });
    expect((await t.app.request('/api/cleaners/personne-000000')).status).toBe(404);
  });

  it('recommends without the cleaners a client set aside, and records feedback only from clients', async () => {
    const signup = await t.app.request('/api/auth/signup', json('POST', { name: 'Cliente', email: 'cliente@example.com', password: 'un-mot-de-passe' }));
    const { token } = (await signup.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const page = (await (await t.app.request('/api/cleaners?city=longueuil')).json()) as Page;
    const denis = page.items.find((c) => c.name === 'Denis P.')!;
    expect((await t.app.request(`/api/cleaners/${denis.slug}/feedback`, json('POST', { type: 'not_interested' }, auth))).status).toBe(403);
    await t.app.request('/api/auth/select-role', json('POST', { role: 'client' }, auth));
    expect((await t.app.request(`/api/cleaners/${denis.slug}/feedback`, json('POST', { type: 'report' }, auth))).status).toBe(400);
    expect((await t.app.request(`/api/cleaners/${denis.slug}/feedback`, json('POST', { type: 'not_interested', reason: 'price' }, auth))).status).toBe(201);
    const recommended = async (headers: Record<string, string>) =>
      ((await (await t.app.request('/api/cleaners/recommended?city=longueuil', { headers })).json()) as { items: Card[] }).items.map((c) => c.name);
    expect(await recommended(auth)).toEqual(['Amélie M.']);
    expect((await recommended({})).sort()).toEqual(['Amélie M.', 'Denis P.']);
  });

  it('ranks the cleaners free this week first, and moves that week with the day', async () => {
    const queries = createCleanerQueries(t.sql);
    const order = async (now: Date) =>
      (await queries.search(v.parse(CleanerSearchQuery, {}), now)).items.map((c) => c.name);
    // Amélie, Bruno and Chantal have open slots in the week from the 22nd; Denis has none. Ratings do not exist yet.
    expect((await order(NOW)).at(-1)).toBe('Denis P.');
    // From the 26th, Chantal's slots (22nd and 25th) are behind her: she falls behind the two others.
    const later = new Date(NOW.getTime() + 4 * 86_400_000);
    expect((await order(later)).slice(0, 2).sort()).toEqual(['Amélie M.', 'Bruno L.']);
    const [week] = await t.sql<{ week_of: string }[]>`select to_char(week_of, 'YYYY-MM-DD') as week_of from cleaner_search_week`;
    expect(week?.week_of).toBe('2026-11-26');
    await queries.search(v.parse(CleanerSearchQuery, {}), NOW);
  });

  it('counts the total again once the read model has moved, not before', async () => {
    const total = async () => ((await (await t.app.request('/api/cleaners?city=laval')).json()) as Page).total;
    const before = await total();
    expect(await total()).toBe(before);
    await createCleaner(t.store, { name: 'Fanny T.', city: 'laval', slotsInDays: [1] }, NOW, randomUUID());
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [cleanerSearch], logger: createLogger({ level: 'error', json: true }) });
    runner.start();
    await waitForProjection(t.sql, cleanerSearch);
    await runner.stop();
    expect(await total()).toBe(before + 1);
    expect(await names('?city=laval')).toContain('Fanny T.');
    // The projection computed her "free this week" flag against the week the search ranks by (from the 22nd).
    const [fanny] = await t.sql<{ open_this_week: boolean }[]>`select open_this_week from cleaner_profiles where display_name = 'Fanny T.'`;
    expect(fanny?.open_this_week).toBe(true);
  });
});
