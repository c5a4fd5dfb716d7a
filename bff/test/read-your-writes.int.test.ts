import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION, REVIEW_CATEGORIES } from '@weklean/domain';
import { createTestApp, json, type TestApp } from './support/test-app';
import { addProperty, catchUp, signUpClient, signUpCleaner, type Party } from './support/bookings';

/** Noon in Quebec, Sunday 22 November 2026. */
const NOW = new Date('2026-11-22T17:00:00.000Z');
/** Tuesday 24 November, 10:00 in Quebec. */
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const hours = (instant: string, h: number) => new Date(Date.parse(instant) + h * 3_600_000);

type Body = Record<string, unknown> & {
  id: string; status: string; paymentStatus: string; notes: string | null; code?: string;
  payment: { due: number } | null; checklist: { task: string }[]; position?: string;
};

/**
 * ARCHITECTURE 4's read-your-writes: each command's answer, and a GET made right after it, show that command's effect,
 * read from the read models (booking-details, conversations, reviews) once they hold the command's log position; a
 * read model that does not catch up within the wait makes the command answer 202 with the position, which `?after=`
 * waits for.
 */
describe('read your writes', () => {
  let t: TestApp;
  let now = NOW;
  let client: Party;
  let cleaner: Party & { slug: string };
  let propertyId: string;

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
  };
  const book = (startsAt: Date) =>
    call('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId, startsAt: startsAt.toISOString(), durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [{ category: 'kitchen', task: 'Nettoyer le four' }],
      notes: 'Le code de la porte est 1234', paymentMethodId: 'pm_card_visa',
    }, client.headers));
  const post = (path: string, body: unknown, party: Party) => call(path, json('POST', body, party.headers));
  const get = (path: string, party: Party) => call(path, { headers: party.headers });

  beforeAll(async () => {
    t = await createTestApp('read-your-writes', { clock: () => now });
    client = await signUpClient(t, 'Camille Roy', 'camille.ryw@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie.ryw@example.com', NOW);
    propertyId = await addProperty(t, client);
  }, 60_000);
  afterAll(async () => t?.close());

  it('shows a booking, its acceptance, a message, the service, the balance paid and a review in the GET right after each', async () => {
    const created = await book(hours(TUESDAY_10, 0));
    expect(created.status).toBe(201);
    expect(created.headers.get('x-log-position')).toMatch(/^\d+\.\d+$/);
    const id = created.body.id;
    expect((await get(`/api/bookings/${id}`, client)).body).toMatchObject({ id, status: 'pending', paymentStatus: 'initial_completed' });

    expect((await post(`/api/bookings/${id}/accept`, {}, cleaner)).body.status).toBe('confirmed');
    expect((await get(`/api/bookings/${id}`, client)).body.status).toBe('confirmed');

    const sent = await post(`/api/conversations/${id}/messages`, { text: 'Je serai là à 10 h.' }, cleaner);
    expect(sent.status).toBe(201);
    const page = await get(`/api/conversations/${id}/messages`, client);
    expect(JSON.stringify(page.body)).toContain('Je serai là à 10 h.');

    now = hours(TUESDAY_10, -0.5);
    const started = await post(`/api/bookings/${id}/punch-in`, { lat: 45.52, lng: -73.58 }, cleaner);
    expect(started.body.status).toBe('in_progress');
    const task = (started.body.checklist as unknown as { id: string }[])[0]!;
    expect((await post(`/api/bookings/${id}/checklist/${task.id}`, { done: true }, cleaner)).status).toBe(200);
    now = hours(TUESDAY_10, 4);
    expect((await post(`/api/bookings/${id}/punch-out`, { lat: 45.52, lng: -73.58 }, cleaner)).body.status).toBe('completed');
    expect((await get(`/api/bookings/${id}`, client)).body).toMatchObject({ status: 'completed', paymentStatus: 'initial_completed' });

    const paid = await post(`/api/bookings/${id}/pay`, { paymentMethodId: 'pm_card_mastercard' }, client);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'fully_paid', payment: { due: 0 } });
    expect((await get(`/api/bookings/${id}`, client)).body).toMatchObject({ paymentStatus: 'fully_paid', payment: { due: 0 } });

    // The review checks the booking in the bookings read model, which the test app does not keep up continuously.
    await catchUp(t);
    const ratings = Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, 5]));
    expect((await post(`/api/bookings/${id}/reviews`, { ratings, comment: 'Impeccable, merci !' }, client)).status).toBe(201);
    expect(JSON.stringify((await get(`/api/bookings/${id}/reviews`, client)).body)).toContain('Impeccable, merci !');
    now = NOW;
  });

  it('shows a cancellation in the GET right after it', async () => {
    const created = await book(hours(TUESDAY_10, 48));
    const cancelled = await post(`/api/bookings/${created.body.id}/cancel`, { reason: 'schedule_conflict' }, client);
    expect(cancelled.status).toBe(200);
    expect((await get(`/api/bookings/${created.body.id}`, client)).body.status).toBe('cancelled');
  });

  it('answers 202 with the position when the read model lags, and ?after= waits for it', async () => {
    const created = await book(hours(TUESDAY_10, 72));
    const id = created.body.id;
    const resume = await t.pauseReadModels();
    try {
      const accepted = await post(`/api/bookings/${id}/accept`, {}, cleaner);
      expect(accepted.status).toBe(202);
      expect(accepted.body.position).toMatch(/^\d+\.\d+$/);
      expect(accepted.headers.get('x-log-position')).toBe(accepted.body.position);
      // Not applied yet: the read model still shows the request.
      expect((await get(`/api/bookings/${id}`, client)).body.status).toBe('pending');
      const after = get(`/api/bookings/${id}?after=${accepted.body.position}`, client);
      resume();
      expect((await after).body.status).toBe('confirmed');
    } finally {
      resume();
    }
  });

  it('refuses a malformed position with 400, in the reader’s language', async () => {
    const created = await book(hours(TUESDAY_10, 96));
    const bad = await get(`/api/bookings/${created.body.id}?after=12;drop`, client);
    expect(bad.status).toBe(400);
    const english = await call(`/api/bookings/${created.body.id}?after=x`, { headers: { ...client.headers, 'accept-language': 'en' } });
    expect(english.status).toBe(400);
    expect(JSON.stringify(english.body)).toContain('This log position is not valid');
  });

  it('erases what a deleted account wrote in its bookings from the read model, as the log does', async () => {
    const other = await signUpClient(t, 'Client Éphémère', 'ephemere.ryw@example.com');
    const otherProperty = await addProperty(t, other);
    const created = await call('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId: otherProperty, startsAt: hours(TUESDAY_10, 120).toISOString(), durationHours: 4,
      cleanerBringsSupplies: false, frequency: 'one-time', photosAllowed: true, hasPets: false,
      checklist: [{ category: 'kitchen', task: 'Secret du four' }], notes: 'Clé chez la voisine', paymentMethodId: 'pm_card_visa',
    }, other.headers));
    const id = created.body.id;
    const seen = await get(`/api/bookings/${id}`, cleaner);
    expect(seen.body).toMatchObject({ notes: 'Clé chez la voisine', checklist: [{ task: 'Secret du four' }] });
    expect((await call('/api/users/me', json('DELETE', { confirmation: DELETE_CONFIRMATION, currentPassword: 'un-mot-de-passe' }, other.headers))).status).toBe(200);
    const after = await get(`/api/bookings/${id}`, cleaner);
    expect(after.status).toBe(200);
    expect(after.body.notes).toBe('');
    expect(after.body.checklist).toEqual([]);
  });

  describe('the cleaner’s own profile (cleaner-details)', () => {
    const profile = (party: Party, query = '') => call(`/api/cleaners/me${query}`, { headers: party.headers });
    const put = (path: string, body: unknown, party: Party) => call(path, json('PUT', body, party.headers));

    it('shows a profile change, a slot and its removal in the answer and in the GET right after each', async () => {
      const details = { bio: 'Vingt ans à faire briller les cuisines.', yearsOfExperience: 20, skills: [], languages: ['fr'], gender: 'prefer_not_to_say', certificates: [], petsTolerated: [], ecoCertified: false };
      const updated = await put('/api/cleaners/me/details', details, cleaner);
      expect(updated.status).toBe(200);
      expect(updated.headers.get('x-log-position')).toMatch(/^\d+\.\d+$/);
      expect(updated.body).toMatchObject({ started: true, profile: { bio: details.bio, yearsOfExperience: 20 } });
      expect((await profile(cleaner)).body).toMatchObject({ profile: { bio: details.bio } });

      const slot = await post('/api/cleaners/me/slots', { date: '2026-12-02', startTime: '09:00', endTime: '12:00', status: 'available' }, cleaner);
      expect(slot.status).toBe(201);
      const slots = (await profile(cleaner)).body.slots as unknown as { id: string; date: string }[];
      const added = slots.find((s) => s.date === '2026-12-02');
      expect(added).toBeDefined();
      expect((await call(`/api/cleaners/me/slots/${added!.id}`, { method: 'DELETE', headers: cleaner.headers })).status).toBe(200);
      expect(((await profile(cleaner)).body.slots as unknown as { id: string }[]).some((s) => s.id === added!.id)).toBe(false);
    });

    it('answers 202 with the position when the read model lags, and ?after= waits for it', async () => {
      const resume = await t.pauseReadModels();
      try {
        const slot = await post('/api/cleaners/me/slots', { date: '2026-12-03', startTime: '13:00', endTime: '17:00', status: 'available' }, cleaner);
        expect(slot.status).toBe(202);
        expect(slot.body.position).toMatch(/^\d+\.\d+$/);
        const has = (body: Body) => (body.slots as unknown as { date: string }[]).some((s) => s.date === '2026-12-03');
        expect(has((await profile(cleaner)).body)).toBe(false);
        const after = profile(cleaner, `?after=${slot.body.position}`);
        resume();
        expect(has((await after).body)).toBe(true);
      } finally {
        resume();
      }
      const bad = await call('/api/cleaners/me?after=x', { headers: { ...cleaner.headers, 'accept-language': 'en' } });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('This log position is not valid');
    });

    it('drops a deleted cleaner’s profile from the read model', async () => {
      const leaving = await signUpCleaner(t, { name: 'Nadia Départ', city: 'montreal', hourlyRateCents: 3200 }, 'nadia.ryw@example.com', NOW);
      expect((await profile(leaving)).body).toMatchObject({ started: true, profile: { displayName: 'Nadia Départ' } });
      expect((await call('/api/users/me', json('DELETE', { confirmation: DELETE_CONFIRMATION, currentPassword: 'un-mot-de-passe' }, leaving.headers))).status).toBe(200);
      const rows = await t.sql<{ state: unknown }[]>`select state from cleaner_details where cleaner_id = ${leaving.id}`;
      expect(JSON.stringify(rows)).not.toContain('Nadia');
    });
  });
});
