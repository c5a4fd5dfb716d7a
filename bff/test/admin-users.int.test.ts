import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProperty, catchUp, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { createTestApp, json, type TestApp } from './support/test-app';
import { createPasswordHasher } from '../src/auth/passwords';

/** Noon in Quebec, Sunday 22 November 2026. */
const NOW = new Date('2026-11-22T17:00:00.000Z');
/** Tuesday 24 November, 10:00 in Quebec. */
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const PASSWORD = 'un-mot-de-passe';

type Body = Record<string, unknown> & { code?: string; message?: string };

describe('admin users: finding people, suspending and reactivating accounts, and downloading one’s data', () => {
  let t: TestApp;
  let admin: Party;
  let client: Party;
  let other: Party;
  let cleaner: Party & { slug: string };
  let bookingId: string;
  let otherBookingId: string;
  let clientProperty: string;

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
  };
  const post = (path: string, body: unknown, headers: Record<string, string>) => call(path, json('POST', body, headers));
  const login = (email: string, headers: Record<string, string> = {}) => post('/api/auth/login', { email, password: PASSWORD }, headers);
  const book = async (party: Party, propertyId: string, startsAt: string) => {
    const created = await post('/api/bookings', {
      cleanerSlug: cleaner.slug, propertyId, startsAt, durationHours: 4, cleanerBringsSupplies: false, frequency: 'one-time',
      photosAllowed: true, hasPets: false, checklist: [], notes: '', paymentMethodId: 'pm_card_visa',
    }, party.headers);
    if (created.status !== 201) throw new Error(`booking: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp('admin_users', { clock: () => NOW });
    client = await signUpClient(t, 'Hélène Tremblay', 'helene@example.com');
    other = await signUpClient(t, 'Autre Client 100%', 'autre_1@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    const hash = await createPasswordHasher(12).hash(PASSWORD);
    const [row] = await t.sql<{ id: string }[]>`
      insert into users (id, name, email, password_hash, role, created_at) values (gen_random_uuid(), 'Admin', 'admin@example.com', ${hash}, 'admin', now() - interval '1 day')
      returning id::text`;
    const signedIn = await login('admin@example.com');
    admin = { id: row!.id, headers: { authorization: `Bearer ${signedIn.body.token as string}` } };
    clientProperty = await addProperty(t, client);
    bookingId = await book(client, clientProperty, TUESDAY_10);
    otherBookingId = await book(other, await addProperty(t, other), '2026-11-25T15:00:00.000Z');
    await catchUp(t);
  }, 90_000);
  afterAll(async () => t?.close());

  const search = async (query: string) => {
    const answer = await call(`/api/admin/users${query}`, { headers: admin.headers });
    expect(answer.status).toBe(200);
    return answer.body as { items: { id: string; email: string; role: string }[]; total: number; page: number; pageSize: number };
  };

  it('is for admins only, and never kept by a browser', async () => {
    expect((await call('/api/admin/users')).status).toBe(401);
    expect((await call('/api/admin/users', { headers: client.headers })).status).toBe(403);
    expect((await call(`/api/admin/users/${client.id}`, { headers: cleaner.headers })).status).toBe(403);
    expect((await post(`/api/admin/users/${other.id}/suspend`, { reason: 'Fraude' }, client.headers)).status).toBe(403);
    expect((await call('/api/admin/users', { headers: admin.headers })).headers.get('cache-control')).toBe('no-store');
  });

  it('finds people by name or e-mail (case and accents aside, wildcards literal) and by role, newest first, 25 a page', async () => {
    expect((await search('?q=HELENE')).items.map((person) => person.id)).toEqual([client.id]);
    expect((await search('?q=amelie%40')).items.map((person) => person.id)).toEqual([cleaner.id]);
    expect((await search('?q=100%25')).items.map((person) => person.id)).toEqual([other.id]);
    expect((await search('?q=_')).items.map((person) => person.id)).toEqual([other.id]);
    const clients = await search('?role=client');
    expect(clients.items.map((person) => person.id)).toEqual([other.id, client.id]);
    expect(clients).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(clients.items[0]).toEqual({
      id: other.id, name: 'Autre Client 100%', email: 'autre_1@example.com', role: 'client', language: 'fr', createdAt: expect.any(String), suspendedAt: null,
    });
    expect((await search('?role=admin')).items.map((person) => person.id)).toEqual([admin.id]);
    expect((await search('?status=suspended')).total).toBe(0);
    expect((await search('?page=2')).items).toEqual([]);
    expect((await call('/api/admin/users?role=boss', { headers: admin.headers })).status).toBe(400);
    expect((await call('/api/admin/users?page=0', { headers: admin.headers })).status).toBe(400);
  });

  it('shows one account with its bookings, payments, reviews, referrals, documents and suspension history; 404 for unknown ids', async () => {
    const detail = await call(`/api/admin/users/${client.id}`, { headers: admin.headers });
    expect(detail.status).toBe(200);
    expect(detail.body.account).toMatchObject({ id: client.id, email: 'helene@example.com', role: 'client', suspendedAt: null });
    expect(detail.body.account).not.toHaveProperty('passwordHash');
    expect(detail.body.bookings).toEqual([
      expect.objectContaining({ id: bookingId, side: 'client', status: 'pending', startsAt: TUESDAY_10, otherParty: { id: cleaner.id, name: 'Amélie M.' } }),
    ]);
    expect(detail.body.payments).toEqual([expect.objectContaining({ bookingId, paidCents: expect.any(Number) })]);
    expect(detail.body).toMatchObject({ reviews: { given: [], received: [] }, documents: [], suspensions: [], referrals: { code: null, friends: [] } });
    // Opening a person's account is recorded as viewing their history, in the admin's name.
    const views = [];
    for await (const event of t.store.readStream(`history-views-${client.id}`)) views.push(event);
    expect(views.at(-1)).toMatchObject({ type: 'PersonHistoryViewed', data: { subjectUserId: client.id, streamId: `account-${client.id}` }, metadata: { userId: admin.id } });
    const ofCleaner = await call(`/api/admin/users/${cleaner.id}`, { headers: admin.headers });
    expect((ofCleaner.body.bookings as { side: string; otherParty: { name: string } }[]).map((row) => [row.side, row.otherParty.name]).sort()).toEqual([
      ['cleaner', 'Autre'], ['cleaner', 'Hélène'],
    ]);
    expect(await call('/api/admin/users/00000000-0000-4000-8000-000000000000', { headers: admin.headers })).toMatchObject({ status: 404, body: { code: 'users.not-found' } });
    expect(await call('/api/admin/users/nope', { headers: admin.headers })).toMatchObject({ status: 404, body: { code: 'users.not-found' } });
  });

  it('refuses a missing, empty, too long or control-character reason (400, localized), an admin and oneself', async () => {
    const path = `/api/admin/users/${other.id}/suspend`;
    expect(await post(path, {}, admin.headers)).toMatchObject({ status: 400, body: { code: 'validation' } });
    const empty = await post(path, { reason: '   ' }, { ...admin.headers, 'accept-language': 'en' });
    expect(empty).toMatchObject({ status: 400, body: { code: 'validation', issues: [{ field: 'reason' }] } });
    expect(empty.body.message).toContain('500');
    expect((await post(path, { reason: 'x'.repeat(501) }, admin.headers)).status).toBe(400);
    expect((await post(path, { reason: 'bad\u0007reason' }, admin.headers)).status).toBe(400);
    expect(await post(`/api/admin/users/${admin.id}/suspend`, { reason: 'Moi' }, admin.headers)).toMatchObject({ status: 403, body: { code: 'account.cannot-suspend-self' } });
    expect(await post(`/api/admin/users/00000000-0000-4000-8000-000000000000/suspend`, { reason: 'x' }, admin.headers)).toMatchObject({ status: 404, body: { code: 'users.not-found' } });
    expect(await t.sql`select 1 from events where stream_id like 'account-%'`).toHaveLength(0);
  });

  it('suspends: the sign-in is refused with the suspended message, the old session ends at once, the event names the admin and the reason', async () => {
    expect((await call('/api/users/me', { headers: other.headers })).status).toBe(200);
    const suspended = await post(`/api/admin/users/${other.id}/suspend`, { reason: ' Paiements contestés ' }, admin.headers);
    expect(suspended).toMatchObject({ status: 200, body: { id: other.id, suspendedAt: NOW.toISOString() } });
    expect((await call('/api/users/me', { headers: other.headers })).status).toBe(401);
    const refused = await login('autre_1@example.com');
    expect(refused).toMatchObject({ status: 403, body: { code: 'auth.suspended' } });
    expect(refused.body.message).toMatch(/^Votre compte est suspendu/);
    expect((await login('autre_1@example.com', { 'accept-language': 'en' })).body.message).toMatch(/^Your account is suspended/);
    // A wrong password still says only that: a guess does not learn the account is suspended.
    expect((await post('/api/auth/login', { email: 'autre_1@example.com', password: 'wrong-password' }, {})).status).toBe(401);
    const events = await t.sql<{ event_type: string; data: unknown; metadata: { userId: string } }[]>`
      select event_type, data, metadata from events where stream_id = ${`account-${other.id}`} order by revision`;
    expect(events).toEqual([{ event_type: 'AccountSuspended', data: { userId: other.id, reason: 'Paiements contestés' }, metadata: expect.objectContaining({ userId: admin.id }) }]);
    expect(await post(`/api/admin/users/${other.id}/suspend`, { reason: 'Encore' }, admin.headers)).toMatchObject({ status: 409, body: { code: 'account.already-suspended' } });
    expect((await search('?status=suspended')).items.map((person) => person.id)).toEqual([other.id]);
    const detail = await call(`/api/admin/users/${other.id}`, { headers: admin.headers });
    expect(detail.body.suspensions).toEqual([{ type: 'suspended', at: NOW.toISOString(), reason: 'Paiements contestés', by: { id: admin.id, name: 'Admin' } }]);
  });

  it('reactivates: the person signs in again (no session restored); twice is a 409', async () => {
    expect(await post(`/api/admin/users/${other.id}/reactivate`, { reason: 'Vérifié avec la banque' }, admin.headers)).toMatchObject({
      status: 200, body: { id: other.id, suspendedAt: null },
    });
    expect((await call('/api/users/me', { headers: other.headers })).status).toBe(401);
    const back = await login('autre_1@example.com');
    expect(back.status).toBe(200);
    other = { ...other, headers: { authorization: `Bearer ${back.body.token as string}` } };
    expect((await call('/api/users/me', { headers: other.headers })).status).toBe(200);
    expect(await post(`/api/admin/users/${other.id}/reactivate`, { reason: 'Encore' }, admin.headers)).toMatchObject({ status: 409, body: { code: 'account.not-suspended' } });
    const events = await t.sql<{ event_type: string; metadata: { userId: string } }[]>`select event_type, metadata from events where stream_id = ${`account-${other.id}`} order by revision`;
    expect(events.map((event) => [event.event_type, event.metadata.userId])).toEqual([['AccountSuspended', admin.id], ['AccountReactivated', admin.id]]);
  });

  it('hides a suspended cleaner from the search, and shows them again once reactivated', async () => {
    const listed = async () => ((await call('/api/cleaners?city=montreal')).body.items as { slug: string }[]).map((card) => card.slug);
    expect(await listed()).toContain(cleaner.slug);
    expect((await post(`/api/admin/users/${cleaner.id}/suspend`, { reason: 'Plaintes' }, admin.headers)).status).toBe(200);
    expect(await listed()).not.toContain(cleaner.slug);
    // Nor can their profile be opened, nor a booking be asked of them.
    expect((await call(`/api/cleaners/${cleaner.slug}`)).status).toBe(404);
    expect((await post('/api/bookings/quote', { cleanerSlug: cleaner.slug, propertyId: clientProperty, startsAt: TUESDAY_10, durationHours: 4, cleanerBringsSupplies: false, frequency: 'one-time' }, client.headers)).status).toBe(404);
    expect((await post(`/api/admin/users/${cleaner.id}/reactivate`, { reason: 'Réglé' }, admin.headers)).status).toBe(200);
    expect(await listed()).toContain(cleaner.slug);
    expect((await call(`/api/cleaners/${cleaner.slug}`)).status).toBe(200);
  });

  it('downloads one’s own data as a JSON attachment: their bookings and not another client’s, no password hash', async () => {
    expect((await call('/api/me/data')).status).toBe(401);
    const response = await t.app.request('/api/me/data', { headers: client.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="weklean-data-2026-11-22.json"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const data = JSON.parse(text) as Record<string, unknown> & { bookings: { id: string }[]; properties: unknown[]; account: Record<string, unknown> };
    expect(data.account).toMatchObject({ id: client.id, name: 'Hélène Tremblay', email: 'helene@example.com' });
    expect(data.bookings.map((booking) => booking.id)).toEqual([bookingId]);
    expect(text).not.toContain(otherBookingId);
    expect(text).not.toContain('autre_1@example.com');
    expect(text).not.toMatch(/passwordHash|password_hash|scrypt/i);
    expect(data.properties).toHaveLength(1);
    for (const key of ['payments', 'reviews', 'messages', 'referrals', 'todos', 'notificationPreferences', 'documents', 'clientOnboarding', 'suspensions']) {
      expect(data).toHaveProperty(key);
    }
    const ofOther = (await call('/api/me/data', { headers: other.headers })).body as { suspensions: unknown[] };
    expect(ofOther.suspensions).toEqual([
      { type: 'suspended', at: NOW.toISOString(), reason: 'Paiements contestés' },
      { type: 'reactivated', at: NOW.toISOString(), reason: 'Vérifié avec la banque' },
    ]);
  });
});
