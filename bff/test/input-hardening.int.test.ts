import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@weklean/platform';
import { errorHandler } from '../src/http/errors';
import type { AppEnv } from '../src/http/env';
import { addProperty, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { createTestApp, json, type TestApp } from './support/test-app';

const FR = 'Ce champ contient des caractères invisibles non permis (caractères de contrôle) : retirez-les et réessayez.';
const EN = 'This field contains invisible characters that are not allowed (control characters): remove them and try again.';
const CONTROLS = ['a\u0000b', 'a\u0007b', '\u001b[31mrouge', 'a\u007fb', 'a\u0085b'];

type Body = { code?: string; message?: string; issues?: { field: string; message: string }[]; id?: string };

describe('input that must never enter the system', () => {
  let t: TestApp;
  let client: Party;
  let cleaner: Party & { slug: string };
  let propertyId: string;
  const now = new Date();
  const call = async (path: string, init: RequestInit) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };
  const events = async () => (await t.sql<{ n: number }[]>`select count(*)::int as n from events`)[0]!.n;
  const users = async () => (await t.sql<{ n: number }[]>`select count(*)::int as n from users`)[0]!.n;

  beforeAll(async () => {
    t = await createTestApp('input_hardening');
    client = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', now);
    propertyId = await addProperty(t, client);
  }, 60_000);
  afterAll(async () => t?.close());

  it('refuses a bio with a zero byte (the incident) with a clear message in both languages, and stores no event', async () => {
    const before = await events();
    const details = { bio: 'a\u0000b', yearsOfExperience: 3, skills: [], languages: ['fr'], gender: 'prefer_not_to_say', certificates: [], petsTolerated: [], ecoCertified: false };
    const french = await call('/api/cleaners/me/details', json('PUT', details, cleaner.headers));
    expect(french.status).toBe(400);
    expect(french.body).toMatchObject({ code: 'validation', message: FR, issues: [{ field: 'bio', message: FR }] });
    const english = await call('/api/cleaners/me/details', json('PUT', details, { ...cleaner.headers, 'accept-language': 'en' }));
    expect(english.body.message).toBe(EN);
    expect(await events()).toBe(before);
    // Tabs and line breaks are text: a bio keeps its paragraphs.
    expect((await call('/api/cleaners/me/details', json('PUT', { ...details, bio: 'Bonjour,\n\tje fais le ménage.' }, cleaner.headers))).status).toBe(200);
  });

  it.each(CONTROLS)('refuses %j in a name at sign-up, creating no account', async (value) => {
    const before = await users();
    const response = await call('/api/auth/signup', json('POST', { name: `Léa ${value}`, email: `lea${Math.random()}@example.com`, password: 'un-mot-de-passe' }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(FR);
    expect(await users()).toBe(before);
  });

  it.each(CONTROLS)('refuses %j in a property, a booking note and a decline reason, changing nothing', async (value) => {
    const eventsBefore = await events();
    const [propertiesBefore] = await t.sql<{ n: number }[]>`select count(*)::int as n from properties`;
    const property = await call('/api/properties', json('POST', {
      name: 'Chalet', type: 'house',
      address: { streetAddress: `1 rue ${value}`, city: 'Montréal', province: 'QC', postalCode: 'H2X 3K8', country: 'CA' },
      bedrooms: 1, bathrooms: 1, stories: 1, parking: false,
    }, client.headers));
    expect(property.status).toBe(400);
    expect(property.body.issues?.[0]?.field).toBe('address.streetAddress');
    const booking = await call('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId, startsAt: new Date(now.getTime() + 3 * 86_400_000).toISOString(), durationHours: 4,
      frequency: 'one-time', photosAllowed: true, hasPets: false, checklist: [], notes: `Code ${value}`, paymentMethodId: 'pm_card_visa',
    }, client.headers));
    expect(booking.status).toBe(400);
    expect(booking.body.issues?.[0]).toEqual({ field: 'notes', message: FR });
    const decline = await call(`/api/bookings/${crypto.randomUUID()}/decline`, json('POST', { reason: value }, cleaner.headers));
    expect(decline.status).toBe(400);
    expect(await events()).toBe(eventsBefore);
    expect((await t.sql<{ n: number }[]>`select count(*)::int as n from properties`)[0]).toEqual(propertiesBefore);
  });

  it('refuses a control character in any key or nested value, even one no schema reads', async () => {
    const key = await call('/api/users/me', json('PATCH', { 'na\u0000me': 'x' }, client.headers));
    expect(key.status).toBe(400);
    expect(key.body.message).toBe(FR);
    const nested = await call('/api/users/me', json('PATCH', { name: 'Camille', extra: { deep: ['ok', 'a\u0000'] } }, client.headers));
    expect(nested).toMatchObject({ status: 400, body: { issues: [{ field: 'extra.deep.1' }] } });
    const query = await t.app.request('/api/cleaners?city=mont%00real');
    expect(query.status).toBe(400);
    const [row] = await t.sql<{ name: string }[]>`select name from users where id = ${client.id}`;
    expect(row!.name).toBe('Camille Roy');
  });

  it('refuses a body nested too deep, with its own message', async () => {
    let deep: unknown = 'fond';
    for (let i = 0; i < 100; i += 1) deep = { a: deep };
    const response = await call('/api/users/me', json('PATCH', { name: 'Camille', deep }, { ...client.headers, 'accept-language': 'en' }));
    expect(response).toMatchObject({ status: 400, body: { code: 'validation', message: 'The data sent is nested too deeply.' } });
  });

  it('refuses a list where an object is expected, and changes nothing', async () => {
    for (const [path, method] of [['/api/users/me', 'PATCH'], ['/api/properties', 'POST'], ['/api/cleaners/me/rates', 'PUT'], ['/api/bookings/quote', 'POST']] as const) {
      const headers = path.startsWith('/api/cleaners') ? cleaner.headers : client.headers;
      const response = await call(path, json(method, [], headers));
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body.code).toBe('validation');
    }
    const slot = await call('/api/cleaners/me/slots', json('POST', [{ date: '2030-01-07', startTime: '09:00', endTime: '12:00', status: 'available' }], cleaner.headers));
    expect(slot.status).toBe(400);
    const [row] = await t.sql<{ name: string }[]>`select name from users where id = ${client.id}`;
    expect(row!.name).toBe('Camille Roy');
  });

  it('answers 404 to path ids that are not ids, before any query', async () => {
    const paths: [string, string, Record<string, string>][] = [
      ['GET', '/api/bookings/not-a-uuid', client.headers],
      ['GET', '/api/bookings/%00', client.headers],
      ['POST', `/api/bookings/${'a'.repeat(300)}/accept`, cleaner.headers],
      ['POST', `/api/bookings/${crypto.randomUUID()}/checklist/x%00y`, cleaner.headers],
      ['GET', `/api/bookings/x%00/photos/${crypto.randomUUID()}`, client.headers],
      ['GET', '/api/cleaners/a%00b', {}],
      ['GET', `/api/cleaners/${'a'.repeat(300)}`, {}],
      ['POST', '/api/cleaners/a%00b/feedback', client.headers],
      ['DELETE', '/api/cleaners/me/slots/a%00b', cleaner.headers],
      ['DELETE', '/api/cleaners/me/blocks/%E2%80%AE', cleaner.headers],
      ['DELETE', '/api/cleaners/me/photos/x%07', cleaner.headers],
      ['GET', '/api/properties/%00', client.headers],
      ['GET', '/api/files/a%00bcdefghi', {}],
    ];
    for (const [method, path, headers] of paths) {
      const response = await t.app.request(path, method === 'GET' ? { headers } : json(method, path.endsWith('feedback') ? { type: 'like' } : path.includes('/checklist/') ? { done: true } : {}, headers));
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('a value the database refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('database_refusal');
  });
  afterAll(async () => t?.close());

  it('is a 400 with the localized message, never a 500', async () => {
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('t', (key: string) => (key === 'validation.invalid' ? 'Valeur invalide.' : key));
        await next();
      })
      .get('/zero-byte', async (c) => c.json(await t.sql`select ${'a\u0000b'}::text as value`, 200))
      .get('/not-a-number', async (c) => c.json(await t.sql`select ${'douze'}::int as value`, 200))
      .get('/missing-table', async (c) => c.json(await t.sql`select * from no_such_table`, 200));
    app.onError(errorHandler(createLogger({ level: 'error', json: true })));
    for (const path of ['/zero-byte', '/not-a-number']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ code: 'validation', message: 'Valeur invalide.' });
    }
    // A fault of ours stays a 500.
    expect((await app.request('/missing-table')).status).toBe(500);
  });
});
