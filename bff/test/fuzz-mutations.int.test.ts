import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '@weklean/projections';
import { createPasswordHasher } from '../src/auth/passwords';
import { addProperty, catchUp, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { createTestApp, ORIGIN, type TestApp } from './support/test-app';

/**
 * Every mutating JSON route of the API, fed with hostile bodies (control characters, huge strings, deep nesting,
 * arrays for objects, numbers as strings, broken JSON) by fast-check with a fixed seed: never a 5xx, and a refused
 * request (4xx) changes nothing — no event, no row.
 */

/** Noon in Quebec, Sunday 22 November 2026; the cleaner has slots on the next days. */
const NOW = new Date('2026-11-22T17:00:00.000Z');
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const SEED = 20261124;

/** Upload routes take multipart bodies (their own tests); logout ends the session the fuzz runs with. */
const EXCLUDED = new Set(['POST /api/cleaners/me/documents', 'POST /api/cleaners/me/photos', 'POST /api/bookings/:id/photos', 'POST /api/auth/logout']);

type Actor = 'visitor' | 'client' | 'cleaner' | 'admin';

const nastyStrings = [
  '\u0000',
  'a\u0000b',
  'bell\u0007',
  '\u001b[31mred',
  'del\u007f',
  'next\u0085line',
  'lone \ud800 surrogate',
  '\ufeffbom',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  '🧹✨',
  ' ',
  '',
  'x'.repeat(5_000),
  '9'.repeat(400),
];

const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
};

/** A hostile value for one field. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('12', '4.5', '1e309', '-0', 'NaN', 'true', 'null', '[]', '{}'),
  fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, 2 ** 53 + 1, null, true, false),
  fc.constantFrom([], {}, [null], [[]], JSON.parse('{"__proto__":{"role":"admin"}}') as unknown, { constructor: { prototype: { role: 'admin' } } }),
  fc.integer({ min: 1, max: 3 }).map((k) => nested(k * 40)),
  fc.constantFrom(Array.from({ length: 2_000 }, (_, i) => i)),
);

type Body = { raw: string } | { json: unknown };

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const carries = (value: unknown): boolean =>
  typeof value === 'string' ? CONTROL.test(value)
  : typeof value === 'object' && value !== null ? Object.entries(value).some(([key, item]) => CONTROL.test(key) || carries(item))
  : false;
/** Whether a body carries, anywhere, what no text may hold (the rule under test, stated on its own). */
const carriesControlCharacters = (body: Body) => ('raw' in body ? CONTROL.test(body.raw) : carries(body.json));

/** A whole hostile body: built from the route's valid body, or from nothing. */
const hostileBody = (template: Record<string, unknown>): fc.Arbitrary<Body> => {
  const keys = Object.keys(template);
  const withField = keys.length === 0
    ? fc.record({ key: fc.string({ maxLength: 10 }), value: nastyValue }).map(({ key, value }) => ({ [key]: value }))
    : fc.record({ key: fc.constantFrom(...keys), value: nastyValue }).map(({ key, value }) => ({ ...template, [key]: value }));
  const numbersAsStrings = Object.fromEntries(Object.entries(template).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));
  return fc.oneof(
    { weight: 6, arbitrary: withField.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constant({ json: [template] }) },
    { weight: 1, arbitrary: fc.constant({ json: numbersAsStrings }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.integer({ min: 200, max: 3_000 }).map((depth) => ({ json: nested(depth) })) },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', 'not json', '\u0000', '[1,2', '{"a":1}{"b":2}', '').map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.constant({ json: { ...template, padding: 'x'.repeat(120 * 1024) } }) },
  );
};

describe('fuzzing every mutating JSON route', () => {
  let t: TestApp;
  const parties = {} as Record<Exclude<Actor, 'visitor'>, Party>;
  const ids: Record<string, string> = {};
  const templates: Record<string, Record<string, unknown>> = {};

  const snapshot = async () => {
    const [row] = await t.sql<Record<string, string | number>[]>`
      select (select count(*) from events)::int as events,
             (select md5(coalesce(string_agg(u::text, ',' order by id), '')) from users u) as users,
             (select md5(coalesce(string_agg(p::text, ',' order by id), '')) from properties p) as properties,
             (select count(*) from sessions)::int as sessions,
             (select count(*) from password_reset_tokens)::int as resets,
             (select md5(coalesce(string_agg(c::text, ',' order by cleaner_id), '')) from cleaner_calendar_links c) as calendars,
             (select count(*) from cleaner_busy_times)::int as busy`;
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp('fuzz', { clock: () => NOW, projections: allProjections });
    parties.client = await signUpClient(t, 'Camille Fuzz', 'camille.fuzz@example.com');
    const cleaner = await signUpCleaner(t, { name: 'Amélie Fuzz', city: 'montreal', hourlyRateCents: 3000, slotsInDays: [1, 2, 3] }, 'amelie.fuzz@example.com', NOW);
    parties.cleaner = cleaner;
    const hash = await createPasswordHasher(12).hash('admin-password');
    const adminId = randomUUID();
    await t.sql`insert into users (id, name, email, password_hash, role) values (${adminId}, 'Admin', 'admin.fuzz@example.com', ${hash}, 'admin')`;
    const login = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email: 'admin.fuzz@example.com', password: 'admin-password' }),
    });
    parties.admin = { id: adminId, headers: { authorization: `Bearer ${((await login.json()) as { token: string }).token}` } };

    ids.property = await addProperty(t, parties.client);
    const booking = {
      cleanerSlug: cleaner.slug, propertyId: ids.property, startsAt: TUESDAY_10, durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: true, hasPets: false, checklist: [{ category: 'kitchen', task: 'Nettoyer le four' }], notes: 'Sonnez deux fois',
      paymentMethodId: 'pm_card_visa',
    };
    const created = await t.app.request('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...parties.client.headers },
      body: JSON.stringify(booking),
    });
    if (created.status !== 201) throw new Error(`booking: ${created.status} ${await created.text()}`);
    const createdBody = (await created.json()) as { id?: string; items?: { id: string }[] };
    ids.booking = createdBody.id ?? createdBody.items![0]!.id;
    await catchUp(t);
    const details = await t.app.request(`/api/bookings/${ids.booking}`, { headers: parties.client.headers });
    ids.task = ((await details.json()) as { checklist: { id: string }[] }).checklist[0]!.id;
    const [slot] = await t.sql<{ slot_id: string }[]>`select slot_id from cleaner_slots where cleaner_id = ${cleaner.id} limit 1`;
    ids.slot = slot!.slot_id;

    const property = {
      name: 'Chalet', type: 'house',
      address: { streetAddress: '1 rue Principale', city: 'Montréal', province: 'QC', postalCode: 'H2X 3K8', country: 'CA' },
      bedrooms: 2, bathrooms: 1, stories: 1, parking: false, accessInstructions: 'Porte de côté',
    };
    const profileDetails = { bio: 'Bonjour', yearsOfExperience: 2, skills: [], languages: ['fr'], gender: 'prefer_not_to_say', education: null, certificates: [], petsTolerated: [], ecoCertified: false };
    Object.assign(templates, {
      'POST /api/auth/signup': { name: 'Fuzz', email: 'fuzz@example.com', password: 'un-mot-de-passe' },
      'POST /api/auth/login': { email: 'camille.fuzz@example.com', password: 'pas-le-bon' },
      'POST /api/auth/select-role': { role: 'client' },
      'POST /api/auth/forgot-password': { email: 'personne@example.com' },
      'POST /api/auth/reset-password': { token: 'x'.repeat(43), password: 'un-mot-de-passe' },
      'PATCH /api/users/me': { name: 'Camille Fuzz', bio: 'Bonjour', currentPassword: 'pas-le-bon', password: 'nouveau-mot-de-passe' },
      'DELETE /api/users/me': { confirmation: 'SUPPRIMER', currentPassword: 'pas-le-bon' },
      'POST /api/cleaners/me/calendar/feed-token': {},
      'PUT /api/cleaners/me/calendar/import': { url: 'http://127.0.0.1:9/calendrier.ics' },
      'POST /api/cleaners/me/start': { displayName: 'Amélie', primaryCityId: 'montreal', serviceTypes: ['basic'], hourlyRateCents: 3000, coverageKm: 10, languages: ['fr'] },
      'PUT /api/cleaners/me/rates': { hourlyRateCents: 3100, fixedPricesCents: {}, cityRates: [] },
      'PUT /api/cleaners/me/services': { serviceTypes: ['basic'] },
      'PUT /api/cleaners/me/area': { primaryCityId: 'montreal', serviceCityIds: ['montreal'], coverageKm: 10 },
      'PUT /api/cleaners/me/details': profileDetails,
      'PUT /api/cleaners/me/eligibility': { birthDate: '1990-01-01', authorisedToWorkInCanada: true },
      'PUT /api/cleaners/me/business': { gstNumber: null, qstNumber: null, insuranceExpiresOn: null },
      'POST /api/cleaners/me/slots': { date: '2026-12-01', startTime: '09:00', endTime: '12:00', status: 'available' },
      'POST /api/cleaners/me/blocks': { allDay: false, days: ['monday'], startTime: '08:00', endTime: '10:00' },
      'POST /api/cleaners/:slug/feedback': { type: 'report', reason: 'other' },
      'POST /api/admin/documents/:id/reject': { reason: 'Document illisible' },
      'POST /api/properties': property,
      'PUT /api/properties/:id': property,
      'POST /api/bookings/quote': booking,
      'POST /api/bookings': { ...booking, startsAt: '2026-11-25T15:00:00.000Z' },
      'POST /api/bookings/:id/decline': { reason: 'Pas disponible' },
      'POST /api/bookings/:id/cancel': { reason: 'other', note: 'Imprévu' },
      'POST /api/bookings/:id/postpone': { startsAt: '2026-11-26T15:00:00.000Z' },
      'POST /api/bookings/:id/propose-time': { startsAt: '2026-11-26T15:00:00.000Z' },
      'POST /api/bookings/:id/punch-in': { lat: 45.5, lng: -73.6 },
      'POST /api/bookings/:id/punch-out': { lat: 45.5, lng: -73.6 },
      'POST /api/bookings/:id/checklist/:taskId': { done: true },
    });
    ids.slug = cleaner.slug;
  }, 120_000);
  afterAll(async () => t?.close());

  const actorOf = (path: string): Actor =>
    path.startsWith('/api/cleaners/me') ? 'cleaner'
    : path.startsWith('/api/admin') ? 'admin'
    : path === '/api/auth/signup' || path === '/api/auth/login' || path === '/api/auth/forgot-password' || path === '/api/auth/reset-password' ? 'visitor'
    : path.startsWith('/api/bookings/:id/') && /accept$|decline$|propose-time$|punch-|checklist/.test(path) ? 'cleaner'
    : 'client';

  /** Path parameters: the actor's own resources, or something that is not an id at all. */
  const pathWith = (pattern: string) =>
    fc.constantFrom('real', 'garbage', 'other').map((kind) =>
      pattern.replace(/:(\w+)/g, (_, name: string) => {
        if (kind === 'garbage') return encodeURIComponent(['\u0000', 'x'.repeat(300), '../..', '%', "1'--"][name.length % 5]!);
        if (kind === 'other') return name === 'slug' ? 'personne-de-connu' : randomUUID();
        return { id: pattern.includes('/properties/') ? ids.property : pattern.includes('/slots/') ? ids.slot : pattern.includes('/admin/') ? randomUUID() : ids.booking, taskId: ids.task, slug: ids.slug }[name] ?? randomUUID();
      }),
    );

  it('answers every hostile body with a 4xx that changes nothing, or a success, and never a 5xx', async () => {
    const routes = [...new Set(t.app.routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method)).map((r) => `${r.method} ${r.path}`))]
      .concat('POST /api/auth/signup')
      .filter((route, index, all) => all.indexOf(route) === index && !EXCLUDED.has(route) && route.includes(' /api/'));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      const actor = actorOf(pattern);
      const readsBody = Object.keys(templates[route] ?? {}).length > 0;
      await fc.assert(
        fc.asyncProperty(pathWith(pattern), hostileBody(templates[route] ?? {}), async (path, body) => {
          const before = await snapshot();
          const response = await t.app.request(path, {
            method,
            headers: { 'content-type': 'application/json', origin: ORIGIN, ...(actor === 'visitor' ? {} : parties[actor].headers) },
            body: 'raw' in body ? body.raw : JSON.stringify(body.json),
          });
          requests += 1;
          const text = await response.text();
          if (response.status < 400 && readsBody && carriesControlCharacters(body)) failures.push(`${method} ${path} → ${response.status} took a control character`);
          if (response.status >= 500) failures.push(`${method} ${path} → ${response.status} ${text.slice(0, 200)}`);
          if (response.status >= 400 && response.status < 500) {
            const after = await snapshot();
            if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${method} ${path} → ${response.status} changed ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
            const parsed = JSON.parse(text) as { code?: unknown; message?: unknown };
            if (typeof parsed.code !== 'string' || typeof parsed.message !== 'string' || parsed.message === '') failures.push(`${method} ${path} → ${response.status} without a code and message: ${text.slice(0, 200)}`);
          }
          return true;
        }),
        { seed: SEED, numRuns: 25, endOnFailure: true },
      );
    }
    console.log(`[fuzz] ${routes.length} routes, ${requests} requests, seed ${SEED}`);
    expect(failures).toEqual([]);
  }, 600_000);
});
