import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanerEarning, type PriceBreakdown } from '@weklean/domain';
import { createTestApp, json, type TestApp } from '../../test/support/test-app';
import { addProperty, catchUp, signUpClient, signUpCleaner, type Party } from '../../test/support/bookings';

/** Noon in Quebec, Sunday 22 November 2026. The home's week is Monday 16 to Sunday 22 November. */
const NOW = new Date('2026-11-22T17:00:00.000Z');
/** Tuesday 24 November, 10:00 in Quebec: next week. */
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';

type Summary = { id: string; status: string; finalPrice: number; earning: { amount: number; platformFee: number } | null; expiresAt: string | null };
type CleanerHome = {
  role: 'cleaner'; today: string; requests: Summary[]; todayJobs: Summary[]; weekJobs: Summary[];
  earnings: { monday: string; sunday: string; earned: number; upcoming: number; total: number; jobs: number };
  profile: { started: boolean; slug: string | null; completeness: number; next: string[] };
};
type ClientHome = { role: 'client'; next: Summary | null; waiting: Summary[]; bookAgain: { slug: string }[]; favourites: unknown[] };

describe('GET /api/me/home', () => {
  let t: TestApp;
  let now = NOW;
  let client: Party;
  let cleaner: Party & { slug: string };
  let propertyId: string;

  const home = async <T>(headers: Record<string, string>) => {
    const response = await t.app.request('/api/me/home', { headers });
    return { status: response.status, body: (await response.json()) as T, cache: response.headers.get('cache-control') };
  };

  beforeAll(async () => {
    t = await createTestApp('home', { clock: () => now });
    client = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    propertyId = await addProperty(t, client);
  }, 60_000);
  afterAll(async () => t?.close());

  it('is for signed-in clients and cleaners only, never kept by a cache', async () => {
    expect((await home({})).status).toBe(401);
    const empty = await home<ClientHome>(client.headers);
    expect(empty).toMatchObject({ status: 200, cache: 'no-store' });
    expect(empty.body).toEqual({ role: 'client', next: null, laterCount: 0, waiting: [], bookAgain: [], favourites: [] });
  });

  it("shows the cleaner the request with what they earn and the time left, then the client's next cleaning once accepted", async () => {
    const created = await t.app.request('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId, startsAt: TUESDAY_10, durationHours: 4, cleanerBringsSupplies: true, frequency: 'one-time',
      photosAllowed: true, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers));
    expect(created.status).toBe(201);
    const booking = (await created.json()) as { id: string; price: PriceBreakdown };
    await catchUp(t);

    const cleanerHome = await home<CleanerHome>(cleaner.headers);
    expect(cleanerHome.status).toBe(200);
    // $30 × 4 h + $10 supplies: the cleaner's pay, the first-booking discount borne by the platform, the fee apart.
    expect(cleanerEarning(booking.price)).toBe(13_000);
    expect(cleanerHome.body.requests).toEqual([
      expect.objectContaining({ id: booking.id, status: 'pending', earning: { amount: 13_000, platformFee: booking.price.serviceFee }, expiresAt: expect.any(String) }),
    ]);
    expect(cleanerHome.body).toMatchObject({ role: 'cleaner', today: '2026-11-22', todayJobs: [], weekJobs: [] });
    expect(cleanerHome.body.earnings).toEqual({ monday: '2026-11-16', sunday: '2026-11-22', earned: 0, upcoming: 0, total: 0, jobs: 0 });
    expect(cleanerHome.body.profile).toMatchObject({ started: true, slug: cleaner.slug });
    expect(cleanerHome.body.profile.next).toContain('set-up-payouts');

    const waiting = await home<ClientHome>(client.headers);
    expect(waiting.body).toMatchObject({ role: 'client', next: null, waiting: [expect.objectContaining({ id: booking.id, earning: null })] });

    // The client's list shows the price they pay; the cleaner's list what they earn.
    const clientList = (await (await t.app.request('/api/bookings', { headers: client.headers })).json()) as { items: Summary[] };
    expect(clientList.items[0]).toMatchObject({ finalPrice: booking.price.finalPrice, earning: null });
    const cleanerList = (await (await t.app.request('/api/bookings', { headers: cleaner.headers })).json()) as { items: Summary[] };
    expect(cleanerList.items[0]).toMatchObject({ earning: { amount: 13_000 } });

    expect((await t.app.request(`/api/bookings/${booking.id}/accept`, json('POST', {}, cleaner.headers))).status).toBe(200);
    await catchUp(t);
    const next = await home<ClientHome>(client.headers);
    expect(next.body).toMatchObject({ next: expect.objectContaining({ id: booking.id, status: 'confirmed' }), waiting: [] });

    // Monday of that week: the job is this week's, its pay still to come.
    now = new Date('2026-11-23T14:00:00.000Z');
    const week = await home<CleanerHome>(cleaner.headers);
    expect(week.body.requests).toEqual([]);
    expect(week.body.weekJobs).toEqual([expect.objectContaining({ id: booking.id })]);
    expect(week.body.earnings).toMatchObject({ monday: '2026-11-23', earned: 0, upcoming: 13_000, total: 13_000, jobs: 1 });
  });
});
