import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresEventStore } from '@weklean/platform';
import { closeSibling, createTestApp, json, openTestApp, type TestApp } from './support/test-app';
import { addProperty, signUpClient, signUpCleaner, type Party } from './support/bookings';

/** Noon in Quebec, Sunday 22 November 2026. */
const NOW = new Date('2026-11-22T17:00:00.000Z');
/** Tuesday 24 November, 10:00 in Quebec. */
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const hours = (instant: string, h: number) => new Date(Date.parse(instant) + h * 3_600_000);

/**
 * Issue 32's measure of a click: how many streams it reads, by category (`booking`, `payment`, `conversation`, …).
 * The target: one read per aggregate the click writes (its command's), none to build the answer, which comes from the
 * read models. The clicks go through a second app on the same database whose store counts its stream reads.
 */
describe('stream reads per click', () => {
  let t: TestApp;
  let counted: TestApp;
  let now = NOW;
  let client: Party;
  let cleaner: Party & { slug: string };
  let propertyId: string;
  const reads = new Map<string, number>();
  const counting = (store: PostgresEventStore): PostgresEventStore => ({
    ...store,
    readStream: (stream, options) => {
      const category = stream.slice(0, stream.indexOf('-'));
      reads.set(category, (reads.get(category) ?? 0) + 1);
      return store.readStream(stream, options);
    },
  });
  /** The streams one request through the counting app read, by category. */
  const click = async (path: string, init: RequestInit) => {
    reads.clear();
    const response = await counted.app.request(path, init);
    return { status: response.status, reads: Object.fromEntries(reads) };
  };
  const post = (path: string, body: unknown, party: Party) => t.app.request(path, json('POST', body, party.headers));
  const book = async (startsAt: Date) => {
    const response = await post('/api/bookings', {
      cleanerSlug: cleaner.slug, propertyId, startsAt: startsAt.toISOString(), durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], notes: null, paymentMethodId: 'pm_card_visa',
    }, client);
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    t = await createTestApp('stream-reads', { clock: () => now });
    counted = await openTestApp(t.database, { clock: () => now }, { wrapStore: counting });
    client = await signUpClient(t, 'Camille Roy', 'camille.reads@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie.reads@example.com', NOW);
    propertyId = await addProperty(t, client);
  }, 60_000);
  afterAll(async () => {
    if (counted) await closeSibling(counted);
    await t?.close();
  });

  it('a cancel reads the booking stream once, for its command', async () => {
    const id = await book(hours(TUESDAY_10, 48));
    const cancelled = await click(`/api/bookings/${id}/cancel`, json('POST', { reason: 'schedule_conflict' }, client.headers));
    expect(cancelled.status).toBe(200);
    expect(cancelled.reads.booking).toBe(1);
    expect(cancelled.reads.payment ?? 0).toBe(0);
  });

  it('a postpone to another day reads the booking stream once, and the schedule of each day it writes once', async () => {
    const id = await book(hours(TUESDAY_10, 144));
    const moved = await click(`/api/bookings/${id}/postpone`, json('POST', { startsAt: hours(TUESDAY_10, 168).toISOString() }, client.headers));
    expect(moved.status).toBe(200);
    // The new day's time held, the booking moved, the old day's time freed.
    expect(moved.reads).toEqual({ booking: 1, schedule: 2 });
  });

  it('paying a balance the bank declines reads the payment stream once and the booking stream not at all', async () => {
    const id = await book(hours(TUESDAY_10, 0));
    expect((await post(`/api/bookings/${id}/accept`, {}, cleaner)).status).toBe(200);
    now = hours(TUESDAY_10, -0.5);
    expect((await post(`/api/bookings/${id}/punch-in`, { lat: 45.52, lng: -73.58 }, cleaner)).status).toBe(200);
    now = hours(TUESDAY_10, 4);
    expect((await post(`/api/bookings/${id}/punch-out`, { lat: 45.52, lng: -73.58 }, cleaner)).status).toBe(200);

    const declined = await click(`/api/bookings/${id}/pay`, json('POST', { paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' }, client.headers));
    expect(declined.status).toBe(402);
    expect(declined.reads).toEqual({ payment: 1 });
  });

  it('a message reads its conversation once and no booking stream', async () => {
    const id = await book(hours(TUESDAY_10, 96));
    expect((await post(`/api/bookings/${id}/accept`, {}, cleaner)).status).toBe(200);
    const sent = await click(`/api/conversations/${id}/messages`, json('POST', { text: 'Je serai là à 10 h.' }, cleaner.headers));
    expect(sent.status).toBe(201);
    expect(sent.reads).toEqual({ conversation: 1 });
  });
});
