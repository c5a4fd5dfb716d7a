import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanerTarget, paymentTarget, SYSTEM_USER } from '@weklean/domain';
import { createCommandHandler, createLogger } from '@weklean/platform';
import { cleanerSearch, createProjectionRunner, reviews } from '@weklean/projections';
import { addProperty, signUpClient, signUpCleaner, signUpAdmin, type Party } from './support/bookings';
import { catchUpFinance } from './support/finance';
import { settleReactions } from './support/reactions';
import { createTestApp, json, type TestApp } from './support/test-app';
import { waitForProjection } from './support/wait-for-projection';

/** Sunday 22 November 2026, noon in Quebec. */
const NOW = new Date('2026-11-22T17:00:00.000Z');
const at = (instant: string | Date, hours: number) => new Date(new Date(instant).getTime() + hours * 3_600_000);
const logger = createLogger({ level: 'error', json: true });
const FIVES = { cleanliness: 5, quality: 5, reliability: 4, punctuality: 5, communication: 4, professionalism: 5, overall: 5 };
const PERIOD = 'from=2026-11-15&to=2026-12-05';

type Body = Record<string, unknown> & { code?: string; message?: string };
type Dashboard = {
  from: string; to: string; bucket: string;
  figures: { bookingsByStatus: Record<string, number>; grossBookingValueCents: number; platformRevenueCents: number; refundsCents: number; newClients: number; newCleaners: number; cleanersAwaitingReview: number; reportsWaiting: number };
  series: { date: string; bookings: number; grossBookingValueCents: number; platformRevenueCents: number; refundsCents: number; newClients: number; newCleaners: number }[];
};

describe('the admin dashboard and cleaner analytics (issue 16)', () => {
  let t: TestApp;
  let now = NOW;
  let client: Party;
  let cleaner: Party & { slug: string };
  let newcomer: Party & { slug: string };
  let admin: Record<string, string>;
  let propertyId: string;
  const ids: Record<'completed' | 'declined' | 'cancelledByClient' | 'cancelledByCleaner' | 'pending', string> = { completed: '', declined: '', cancelledByClient: '', cancelledByCleaner: '', pending: '' };
  const prices: Record<string, { finalPrice: number; serviceFee: number; deposit: number }> = {};

  const call = async (path: string, headers: Record<string, string> = admin) => {
    const response = await t.app.request(path, { headers: { ...headers, 'accept-language': 'en' } });
    return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Body };
  };
  const post = async (path: string, body: unknown, headers: Record<string, string>) => {
    const response = await t.app.request(path, json('POST', body, headers));
    return { status: response.status, body: (await response.json()) as Body };
  };
  /** A request for Tuesday `startsAt` made at `now`; its price is kept from the booking's own stream. */
  const request = async (startsAt: string) => {
    const created = await post('/api/bookings', {
      cleanerSlug: cleaner.slug, propertyId, startsAt, durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    for await (const event of t.store.readStream(`booking-${id}`)) {
      if (event.type === 'BookingRequested') prices[id] = (event.data as { price: { finalPrice: number; serviceFee: number; deposit: number } }).price;
    }
    return id;
  };
  const project = async () => {
    await catchUpFinance(t);
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [reviews, cleanerSearch], logger });
    runner.start();
    try {
      await waitForProjection(t.sql, reviews);
      await waitForProjection(t.sql, cleanerSearch);
    } finally {
      await runner.stop();
    }
  };

  beforeAll(async () => {
    t = await createTestApp('admin_dashboard', { clock: () => now });
    client = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    const earlier = await signUpClient(t, 'Ancien Client', 'ancien@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    newcomer = await signUpCleaner(t, { name: 'Bruno T.', city: 'laval', hourlyRateCents: 3500, verified: false }, 'bruno@example.com', NOW);
    admin = (await signUpAdmin(t)).headers;
    // Accounts are dated by the database's clock: who joined in the period, and one client who joined before it.
    await t.sql`update users set created_at = '2026-11-20T15:00:00Z' where id in (${client.id}, ${cleaner.id}, ${newcomer.id})`;
    await t.sql`update users set created_at = '2026-10-01T15:00:00Z' where id = ${earlier.id}`;
    await t.sql`update users set created_at = '2026-09-01T15:00:00Z' where role = 'admin'`;
    propertyId = await addProperty(t, client);
    // Bruno's identity document waits for the review.
    await createCommandHandler(t.store).execute(cleanerTarget(newcomer.id), 'SubmitVerificationDocument', { documentId: crypto.randomUUID(), type: 'id', fileId: 'file-bruno-id', contentType: 'application/pdf', sizeBytes: 1000 }, { userId: newcomer.id, now });

    // Requested on Saturday 21 November; answered 30 and 90 minutes later.
    now = new Date('2026-11-21T15:00:00.000Z');
    ids.completed = await request('2026-11-24T15:00:00.000Z');
    ids.declined = await request('2026-11-25T15:00:00.000Z');
    ids.cancelledByClient = await request('2026-11-26T15:00:00.000Z');
    ids.cancelledByCleaner = await request('2026-11-27T15:00:00.000Z');
    ids.pending = await request('2026-11-30T15:00:00.000Z');
    now = at('2026-11-21T15:00:00.000Z', 0.5);
    for (const id of [ids.completed, ids.cancelledByClient, ids.cancelledByCleaner]) expect((await post(`/api/bookings/${id}/accept`, {}, cleaner.headers)).status).toBe(200);
    now = at('2026-11-21T15:00:00.000Z', 1.5);
    expect((await post(`/api/bookings/${ids.declined}/decline`, {}, cleaner.headers)).status).toBe(200);
    now = at('2026-11-21T15:00:00.000Z', 2);
    expect((await post(`/api/bookings/${ids.cancelledByClient}/cancel`, { reason: 'schedule_conflict' }, client.headers)).status).toBe(200);
    expect((await post(`/api/bookings/${ids.cancelledByCleaner}/cancel`, { reason: 'emergency' }, cleaner.headers)).status).toBe(200);
    await settleReactions(t, () => now);
    // The completed one: done on Tuesday, its balance charged, reviewed by both sides (published).
    now = at('2026-11-24T15:00:00.000Z', -0.25);
    expect((await post(`/api/bookings/${ids.completed}/punch-in`, { lat: 45.52, lng: -73.58 }, cleaner.headers)).status).toBe(200);
    now = at('2026-11-24T15:00:00.000Z', 4);
    expect((await post(`/api/bookings/${ids.completed}/punch-out`, { lat: 45.52, lng: -73.58 }, cleaner.headers)).status).toBe(200);
    await createCommandHandler(t.store).execute(paymentTarget(ids.completed), 'ChargeBalance', { attempt: 1, offSession: true, paymentMethodId: null }, { userId: SYSTEM_USER, now }, { commandId: `balance:${ids.completed}:1` });
    await settleReactions(t, () => now);
    expect((await post(`/api/bookings/${ids.completed}/reviews`, { ratings: FIVES, comment: 'Impeccable, la cuisine brille!' }, client.headers)).status).toBe(201);
    expect((await post(`/api/bookings/${ids.completed}/reviews`, { ratings: { ...FIVES, overall: 4 }, comment: 'Cliente accueillante.' }, cleaner.headers)).status).toBe(201);
    expect((await post(`/api/cleaners/${cleaner.slug}/feedback`, { type: 'report', reason: 'communication' }, client.headers)).status).toBeLessThan(300);
    await settleReactions(t, () => now);
    await project();
  }, 180_000);
  afterAll(async () => t?.close());

  it('counts the bookings requested in the period by status, and the money the ledger posted', async () => {
    const { status, cache, body } = await call(`/api/admin/dashboard?${PERIOD}`);
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    const dashboard = body as unknown as Dashboard;
    expect(dashboard).toMatchObject({ from: '2026-11-15', to: '2026-12-05', bucket: 'day' });
    expect(dashboard.figures.bookingsByStatus).toEqual({
      pending: 1, confirmed: 0, in_progress: 0, completed: 1, cancelled: 2, declined: 1, declinedByClient: 0, expired: 0, withdrawn: 0,
    });
    // Charged: each request's deposit, and the completed booking's balance; refunded: the deposits of the declined and
    // the two cancelled early (more than 24 h before: no fee). Revenue: the completed booking's service fee.
    const deposits = Object.values(ids).reduce((sum, id) => sum + prices[id]!.deposit, 0);
    const completed = prices[ids.completed]!;
    const refunded = [ids.declined, ids.cancelledByClient, ids.cancelledByCleaner].reduce((sum, id) => sum + prices[id]!.deposit, 0);
    expect(dashboard.figures).toMatchObject({
      grossBookingValueCents: deposits + (completed.finalPrice - completed.deposit),
      platformRevenueCents: completed.serviceFee,
      refundsCents: refunded,
      newClients: 1,
      newCleaners: 2,
      cleanersAwaitingReview: 1,
      reportsWaiting: 1,
    });
    // The provider's own records agree: what it charged and refunded.
    const [charged] = await t.sql<{ total: number }[]>`select coalesce(sum(amount_cents), 0)::int as total from simulated_payment_intents where status = 'succeeded'`;
    const [returned] = await t.sql<{ total: number }[]>`select coalesce(sum(amount_cents), 0)::int as total from simulated_refunds where status = 'succeeded'`;
    expect(dashboard.figures.grossBookingValueCents).toBe(charged!.total);
    expect(dashboard.figures.refundsCents).toBe(returned!.total);
    // The series: one point a day, adding up to the figures.
    expect(dashboard.series).toHaveLength(21);
    expect(dashboard.series.find((point) => point.date === '2026-11-21')).toMatchObject({ bookings: 5 });
    expect(dashboard.series.find((point) => point.date === '2026-11-20')).toMatchObject({ bookings: 0, newClients: 1, newCleaners: 2 });
    expect(dashboard.series.reduce((sum, point) => sum + point.grossBookingValueCents, 0)).toBe(dashboard.figures.grossBookingValueCents);
    expect(dashboard.series.find((point) => point.date === '2026-11-24')?.platformRevenueCents).toBe(completed.serviceFee);
  });

  it('leaves out what happened outside the period, and cuts a long period in weeks', async () => {
    const before = (await call('/api/admin/dashboard?from=2026-10-01&to=2026-11-14')).body as unknown as Dashboard;
    expect(before.figures).toMatchObject({ grossBookingValueCents: 0, platformRevenueCents: 0, refundsCents: 0, newClients: 1, newCleaners: 0 });
    expect(Object.values(before.figures.bookingsByStatus).every((count) => count === 0)).toBe(true);
    const year = (await call('/api/admin/dashboard?from=2025-12-06&to=2026-12-05')).body as unknown as Dashboard;
    expect(year.bucket).toBe('week');
    expect(year.series[0]?.date).toBe('2025-12-01');
    expect(year.series.find((point) => point.date === '2026-11-16')).toMatchObject({ bookings: 5, newClients: 1 });
    expect(year.figures.newClients).toBe(2);
  });

  it('takes the last 30 days by default and refuses a bad period in the asker\'s language', async () => {
    now = NOW;
    const defaults = await call('/api/admin/dashboard');
    expect(defaults.body).toMatchObject({ from: '2026-10-24', to: '2026-11-22' });
    const tooLong = await call('/api/admin/dashboard?from=2025-01-01&to=2026-11-22');
    expect(tooLong).toMatchObject({ status: 400, body: { code: 'validation', message: 'A period is at most 366 days.' } });
    const reversed = await call('/api/admin/dashboard?from=2026-11-22&to=2026-11-01');
    expect(reversed).toMatchObject({ status: 400, body: { code: 'validation' } });
    expect(reversed.body.message).toMatch(/before/);
    expect((await call('/api/admin/dashboard?from=2026-02-30')).status).toBe(400);
    expect((await call('/api/admin/bookings?status=nope')).status).toBe(400);
    const french = await t.app.request('/api/admin/dashboard?from=2025-01-01&to=2026-11-22', { headers: { ...admin, 'accept-language': 'fr' } });
    expect(((await french.json()) as Body).message).toBe('Une période compte au plus 366 jours.');
  });

  it('answers 403 to clients and cleaners, 401 to the signed out', async () => {
    for (const path of ['/api/admin/dashboard', '/api/admin/bookings', `/api/admin/cleaners/${cleaner.id}/analytics`]) {
      expect((await call(path, client.headers)).status).toBe(403);
      expect((await call(path, cleaner.headers)).status).toBe(403);
      expect((await call(path, {})).status).toBe(401);
    }
  });

  it('lists the bookings behind a count, with their client, cleaner, date and price', async () => {
    const { status, body } = await call(`/api/admin/bookings?status=cancelled&${PERIOD}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 2, page: 1, status: 'cancelled' });
    const items = body.items as { id: string; status: string; client: { name: string }; cleaner: { id: string; name: string }; finalPriceCents: number }[];
    expect(items.map((item) => item.id).sort()).toEqual([ids.cancelledByClient, ids.cancelledByCleaner].sort());
    expect(items[0]).toMatchObject({ status: 'cancelled', client: { name: 'Camille Roy' }, cleaner: { id: cleaner.id, name: 'Amélie M.' } });
    expect(items[0]!.finalPriceCents).toBe(prices[items[0]!.id]!.finalPrice);
    expect((await call(`/api/admin/bookings?${PERIOD}`)).body.total).toBe(5);
    expect((await call(`/api/admin/bookings?${PERIOD}&page=2`)).body).toMatchObject({ total: 5, items: [] });
  });

  it("gives a cleaner's analytics: answers, response time, cancellations by whom, ratings, earnings and reports", async () => {
    const { status, body } = await call(`/api/admin/cleaners/${cleaner.id}/analytics?${PERIOD}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ cleaner: { id: cleaner.id, name: 'Amélie M.', city: { id: 'montreal', name: 'Montréal' }, verification: 'verified' } });
    const totals = body.totals as Record<string, unknown>;
    expect(totals).toMatchObject({
      bookings: 5, accepted: 3, declined: 1, expired: 0, completed: 1, cancelledByClient: 1, cancelledByCleaner: 1,
      acceptanceRate: 0.75, completionRate: 1 / 3, medianResponseMinutes: 30, reviews: 1, reports: 1,
      ratings: { cleanliness: 5, overall: 5, reliability: 4 },
    });
    const earnings = await call('/api/payouts/me', cleaner.headers);
    expect(totals.earningsCents).toBeGreaterThan(0);
    expect(totals.earningsCents).toBe((earnings.body.earnings as { amount: number; kind: string }[]).filter((e) => e.kind === 'service').reduce((sum, e) => sum + e.amount, 0));
    const series = body.series as { week: string; bookings: number; medianResponseMinutes: number | null; reviews: number }[];
    expect(series.map((week) => week.week)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
    expect(series.find((week) => week.week === '2026-11-16')).toMatchObject({ bookings: 5, medianResponseMinutes: 30 });
    expect(series.find((week) => week.week === '2026-11-23')).toMatchObject({ bookings: 0, reviews: 1, medianResponseMinutes: null });
    expect(body.feedback).toEqual([expect.objectContaining({ bookingId: ids.completed, comment: 'Impeccable, la cuisine brille!', overall: 5 })]);
    expect(body.reports).toEqual([expect.objectContaining({ reason: 'communication' })]);
  });

  it("shows a cleaner waiting for review as pending, and 404 for a client's id, an unknown id or a malformed one", async () => {
    const waiting = await call(`/api/admin/cleaners/${newcomer.id}/analytics?${PERIOD}`);
    expect(waiting).toMatchObject({ status: 200, body: { cleaner: { verification: 'pending', city: { name: 'Laval' } }, totals: { bookings: 0, acceptanceRate: null, medianResponseMinutes: null } } });
    for (const id of [client.id, crypto.randomUUID(), 'not-an-id']) {
      expect(await call(`/api/admin/cleaners/${id}/analytics`)).toMatchObject({ status: 404, body: { code: 'cleaners.not-found', message: 'This cleaner was not found.' } });
    }
  });
});
