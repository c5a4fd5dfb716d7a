import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCleaner } from './support/bookings';
import { createTestApp, type TestApp } from './support/test-app';

/** Noon in Quebec, Sunday 22 November 2026. */
const NOW = new Date('2026-11-22T17:00:00Z');

type Impact = {
  completedBookings: number;
  hoursCleaned: number;
  ecoCompletedBookings: number;
  suppliedCompletedBookings: number;
  activeCleaners: number;
  ecoCertifiedCleaners: number;
  citiesServed: number;
  months: { month: string; completedBookings: number; ecoCompletedBookings: number }[];
};

describe('GET /api/impact', () => {
  let t: TestApp;
  let now = NOW;
  let eco: { id: string };
  let plain: { id: string };

  // The bookings read model's rows as the bookings projection writes them, in the states that must (not) count.
  const booking = async (cleanerId: string, status: string, completedAt: string | null, hours: number, supplies = false) => {
    const end = new Date(completedAt ?? '2026-11-30T20:00:00Z');
    await t.sql`
      insert into bookings (booking_id, client_id, cleaner_id, property_id, status, payment_status, starts_at, ends_at,
        duration_hours, frequency, emergency, final_price_cents, requested_at, expires_at, updated_at, completed_at, cleaner_brings_supplies)
      values (${randomUUID()}, ${randomUUID()}, ${cleanerId}, ${randomUUID()}, ${status}, 'paid',
        ${new Date(end.getTime() - hours * 3_600_000)}, ${end}, ${hours}, 'once', false, 12000,
        ${new Date(end.getTime() - 7 * 86_400_000)}, ${end}, ${end}, ${completedAt === null ? null : end}, ${supplies})`;
  };

  beforeAll(async () => {
    t = await createTestApp('impact', { clock: () => now });
    eco = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', serviceCities: ['laval'], hourlyRateCents: 3000, eco: true }, 'amelie@example.com', NOW);
    plain = await signUpCleaner(t, { name: 'Bruno T.', city: 'quebec', hourlyRateCents: 3500 }, 'bruno@example.com', NOW);
    // Not public yet: counts nowhere.
    await signUpCleaner(t, { name: 'Chloé R.', city: 'gatineau', hourlyRateCents: 3500, eco: true, verified: false }, 'chloe@example.com', NOW);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers zeros and twelve empty months on a fresh platform, cacheable for five minutes', async () => {
    const response = await t.app.request('/api/impact');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await response.json()) as Impact;
    expect(body).toMatchObject({ completedBookings: 0, hoursCleaned: 0, ecoCompletedBookings: 0, suppliedCompletedBookings: 0, activeCleaners: 2, ecoCertifiedCleaners: 1, citiesServed: 3 });
    expect(body.months.map((month) => month.month)).toEqual([
      '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11',
    ]);
    expect(body.months.every((month) => month.completedBookings === 0)).toBe(true);
  });

  it('counts completed bookings only, their hours and the eco-certified cleaners’ share, per Quebec month, after the cache expires', async () => {
    await booking(eco.id, 'completed', '2026-11-20T18:00:00Z', 3, true);
    await booking(eco.id, 'completed', '2026-10-10T18:00:00Z', 2.5);
    await booking(plain.id, 'completed', '2026-11-01T03:30:00Z', 4); // 31 October, 23:30 in Quebec
    await booking(plain.id, 'completed', '2025-06-01T18:00:00Z', 2); // more than a year ago: in the totals only
    await booking(eco.id, 'confirmed', null, 3, true); // not done yet: its products count nowhere
    await booking(plain.id, 'cancelled', null, 3);

    // Within five minutes: the figures computed before are still served.
    now = new Date(NOW.getTime() + 4 * 60_000);
    expect(((await (await t.app.request('/api/impact')).json()) as Impact).completedBookings).toBe(0);

    now = new Date(NOW.getTime() + 6 * 60_000);
    const body = (await (await t.app.request('/api/impact')).json()) as Impact;
    expect(body).toMatchObject({ completedBookings: 4, hoursCleaned: 11.5, ecoCompletedBookings: 2, suppliedCompletedBookings: 1, activeCleaners: 2, ecoCertifiedCleaners: 1 });
    const month = (key: string) => body.months.find((row) => row.month === key);
    expect(month('2026-11')).toEqual({ month: '2026-11', completedBookings: 1, ecoCompletedBookings: 1 });
    expect(month('2026-10')).toEqual({ month: '2026-10', completedBookings: 2, ecoCompletedBookings: 1 });
    expect(body.months.reduce((sum, row) => sum + row.completedBookings, 0)).toBe(3);
  });
});
