import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@weklean/platform';
import { cleanerSearch, createProjectionRunner, reviews } from '@weklean/projections';
import { addProperty, catchUp, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { createTestApp, json, type TestApp } from './support/test-app';
import { fireDueTimers, settleReactions, timerDueAt } from './support/reactions';
import { waitForProjection } from './support/wait-for-projection';

const NOW = new Date('2026-11-22T17:00:00.000Z');
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const logger = createLogger({ level: 'error', json: true });
const hours = (from: string | Date, count: number) => new Date(new Date(from).getTime() + count * 3_600_000);

type Body = Record<string, unknown> & { code?: string; message?: string };
const FIVES = { cleanliness: 5, quality: 5, reliability: 4, punctuality: 5, communication: 4, professionalism: 5, overall: 5 };
const FOURS = { cleanliness: 4, quality: 4, reliability: 4, punctuality: 4, communication: 4, professionalism: 4, overall: 4 };

describe('two-sided blind reviews through the API', () => {
  let t: TestApp;
  let now = NOW;
  let client: Party;
  let cleaner: Party & { slug: string };
  let stranger: Party;
  let done: string;
  let second: string;

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };
  const post = (path: string, body: unknown, headers: Record<string, string>) => call(path, json('POST', body, headers));
  const project = async () => {
    await catchUp(t);
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [reviews], logger });
    runner.start();
    try {
      await waitForProjection(t.sql, reviews);
    } finally {
      await runner.stop();
    }
  };
  /** A booking on `startsAt`, accepted, punched in and out: completed. */
  const complete = async (startsAt: Date) => {
    const created = await post('/api/bookings', {
      cleanerSlug: cleaner.slug, propertyId: await addProperty(t, client), startsAt: startsAt.toISOString(), durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await post(`/api/bookings/${id}/accept`, {}, cleaner.headers)).status).toBe(200);
    now = hours(startsAt, -0.25);
    expect((await post(`/api/bookings/${id}/punch-in`, { lat: 45.52, lng: -73.58 }, cleaner.headers)).status).toBe(200);
    now = hours(startsAt, 4);
    const out = await post(`/api/bookings/${id}/punch-out`, { lat: 45.52, lng: -73.58 }, cleaner.headers);
    expect(out.body).toMatchObject({ status: 'completed' });
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp('reviews', { clock: () => now });
    client = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    stranger = await signUpClient(t, 'Inconnu', 'stranger@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    done = await complete(new Date(TUESDAY_10));
    second = await complete(hours(TUESDAY_10, 48));
    await settleReactions(t, () => now);
    await project();
  }, 90_000);
  afterAll(async () => t?.close());

  it('refuses a review before the service is done, from a stranger, or with a category missing (400)', async () => {
    const { ratings: _unused, ...rest } = { ratings: FIVES, comment: 'x' };
    expect((await post(`/api/bookings/${done}/reviews`, rest, client.headers)).status).toBe(400);
    const { overall: _overall, ...six } = FIVES;
    expect(await post(`/api/bookings/${done}/reviews`, { ratings: six, comment: 'Bien' }, client.headers)).toMatchObject({
      status: 400, body: { code: 'validation', message: 'Veuillez noter toutes les catégories.' },
    });
    expect((await post(`/api/bookings/${done}/reviews`, { ratings: { ...FIVES, quality: 0 } }, client.headers)).status).toBe(400);
    expect((await post(`/api/bookings/${done}/reviews`, { ratings: FIVES }, stranger.headers)).status).toBe(404);
    expect((await call(`/api/bookings/${done}/reviews`, { headers: stranger.headers })).status).toBe(404);
  });

  it("keeps the first review hidden from the other side until both are written, then publishes both; the cleaner's rating moves", async () => {
    now = hours(TUESDAY_10, 30);
    const written = await post(`/api/bookings/${done}/reviews`, { ratings: FIVES, comment: '  Impeccable, la cuisine brille!  ' }, client.headers);
    expect(written).toMatchObject({ status: 201, body: { authorRole: 'client', status: 'submitted', comment: 'Impeccable, la cuisine brille!' } });
    expect((await post(`/api/bookings/${done}/reviews`, { ratings: FIVES }, client.headers)).status).toBe(409);
    await settleReactions(t, () => now);
    await project();
    const cleanerSees = await call(`/api/bookings/${done}/reviews`, { headers: cleaner.headers });
    expect(cleanerSees.body).toMatchObject({ role: 'cleaner', canWrite: true, mine: null, theirs: null, theirsWritten: true, windowClosesAt: '2026-12-08T19:00:00.000Z' });
    // The cleaner writes back: both are published.
    const back = await post(`/api/bookings/${done}/reviews`, { ratings: FOURS, comment: 'Cliente accueillante, consignes claires.' }, cleaner.headers);
    expect(back.body).toMatchObject({ status: 'published' });
    await settleReactions(t, () => now);
    await project();
    const clientSees = await call(`/api/bookings/${done}/reviews`, { headers: client.headers });
    expect(clientSees.body).toMatchObject({
      canWrite: false,
      mine: { status: 'published', ratings: FIVES },
      theirs: { status: 'published', authorRole: 'cleaner', comment: 'Cliente accueillante, consignes claires.', author: { name: 'Amélie M.' } },
    });
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [cleanerSearch], logger });
    runner.start();
    await waitForProjection(t.sql, cleanerSearch);
    await runner.stop();
    const profile = await call(`/api/cleaners/${cleaner.slug}`);
    expect(profile.body).toMatchObject({ rating: 5, reviewCount: 1, ratings: FIVES });
    const publicList = await call(`/api/cleaners/${cleaner.slug}/reviews`);
    expect(publicList.body).toMatchObject({ rating: 5, reviewCount: 1, items: [{ comment: 'Impeccable, la cuisine brille!', author: { name: 'Camille' } }], nextCursor: null });
    expect(JSON.stringify(publicList.body)).not.toContain(client.id);
    expect((await call('/api/reviews')).body).toMatchObject({ reviewCount: 1, items: [{ cleanerSlug: cleaner.slug }] });
    // The cleaner deciding on a request sees what cleaners said of the client.
    expect((await call(`/api/bookings/${second}/client-reviews`, { headers: cleaner.headers })).body).toMatchObject({ rating: 4, reviewCount: 1 });
    expect((await call(`/api/bookings/${second}/client-reviews`, { headers: client.headers })).status).toBe(403);
  });

  it('takes one public reply from the person reviewed, and reports from others', async () => {
    expect((await post(`/api/bookings/${done}/reviews/client/reply`, { reply: 'Merci Camille!' }, client.headers)).status).toBe(404);
    expect((await post(`/api/bookings/${done}/reviews/client/reply`, { reply: 'Merci Camille!' }, cleaner.headers)).status).toBe(200);
    expect((await post(`/api/bookings/${done}/reviews/client/reply`, { reply: 'Encore' }, cleaner.headers)).status).toBe(409);
    expect((await post(`/api/bookings/${done}/reviews/nobody/reply`, { reply: 'x' }, cleaner.headers)).status).toBe(404);
    expect((await post(`/api/bookings/${done}/reviews/client/report`, { reason: 'Faux' }, stranger.headers)).status).toBe(200);
    await project();
    const mine = await call('/api/reviews/me', { headers: cleaner.headers });
    expect(mine.body).toMatchObject({ received: [{ reply: { text: 'Merci Camille!' } }], written: [{ authorRole: 'cleaner' }] });
    expect((mine.body.toWrite as { bookingId: string }[]).map((item) => item.bookingId)).toEqual([second]);
  });

  it('publishes a lone review when the window closes 14 days after the service, and refuses one after', async () => {
    now = hours(TUESDAY_10, 60);
    expect((await post(`/api/bookings/${second}/reviews`, { ratings: FOURS, comment: 'Très bien.' }, client.headers)).status).toBe(201);
    await settleReactions(t, () => now);
    // The service ended Thursday 26 November at 14:00 in Quebec: the window closes two weeks later at the same hour.
    for (const role of ['client', 'cleaner']) expect(await timerDueAt(t, `review-window:${second}:${role}`)).toBe('2026-12-10T19:00:00.000Z');
    now = new Date('2026-12-10T21:00:00.000Z');
    // Two weeks pass: the job table's clock is the database's, so its due time is brought to now.
    await t.sql`update pgboss.job set start_after = now() where data ->> 'commandId' like ${`review-window:${second}:%`}`;
    await fireDueTimers(t, now);
    await project();
    expect((await call(`/api/bookings/${second}/reviews`, { headers: cleaner.headers })).body).toMatchObject({ canWrite: false, theirs: { status: 'published', ratings: FOURS } });
    expect(await post(`/api/bookings/${second}/reviews`, { ratings: FOURS }, cleaner.headers)).toMatchObject({ status: 409, body: { code: 'review.window-closed' } });
  });
});
