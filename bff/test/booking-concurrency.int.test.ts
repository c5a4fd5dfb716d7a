import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './support/test-app';
import { addProperty, catchUp, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { fireDueTimers, settleReactions, timerDueAt } from './support/reactions';

/** Noon in Quebec, Sunday 22 November 2026. */
const NOW = new Date('2026-11-22T17:00:00.000Z');
/** Wednesday 25 November, 9:00 in Quebec. */
const WEDNESDAY_9 = Date.parse('2026-11-25T14:00:00.000Z');
const at = (hoursFromWednesday9: number) => new Date(WEDNESDAY_9 + hoursFromWednesday9 * 3_600_000).toISOString();

describe('one cleaner, one time: against a real PostgreSQL', () => {
  let t: TestApp;
  let now = NOW;
  let cleaner: Party & { slug: string };
  const clients: { party: Party; propertyId: string }[] = [];

  const request = (who: { party: Party; propertyId: string }, startsAt: string, headers: Record<string, string> = {}) =>
    t.app.request('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId: who.propertyId, startsAt, durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: true, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, { ...who.party.headers, ...headers }));

  beforeAll(async () => {
    t = await createTestApp('booking_concurrency', { clock: () => now });
    cleaner = await signUpCleaner(t, { name: 'Bruno L.', city: 'montreal', hourlyRateCents: 3500, slotsInDays: [3] }, 'bruno@example.com', NOW);
    for (let i = 0; i < 20; i += 1) {
      const party = await signUpClient(t, `Client ${i}`, `client${i}@example.com`);
      clients.push({ party, propertyId: await addProperty(t, party) });
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it('gives the slot to exactly one of 20 concurrent overlapping requests; the others get a clear 409', async () => {
    // Twenty different clients ask for overlapping times (9:00, 9:30, … 10:30) with the same cleaner at once.
    const responses = await Promise.all(
      clients.map((client, i) => request(client, at((i % 4) * 0.5), i % 2 === 0 ? {} : { 'accept-language': 'en' })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refusals = await Promise.all(responses.filter((r) => r.status === 409).map(async (r) => (await r.json()) as { code: string; message: string }));
    expect(new Set(refusals.map((r) => r.code))).toEqual(new Set(['booking.slot-taken']));
    expect(new Set(refusals.map((r) => r.message))).toEqual(
      new Set(['Ce créneau n’est plus disponible pour ce nettoyeur.', 'This time is no longer available with this cleaner.']),
    );
    // One booking exists and one reservation holds the time; the refused requests left nothing behind.
    const [counts] = await t.sql<{ requested: number; reserved: number; released: number }[]>`
      select count(*) filter (where event_type = 'BookingRequested')::int as requested,
             count(*) filter (where event_type = 'SlotReserved')::int as reserved,
             count(*) filter (where event_type = 'SlotReleased')::int as released
      from events`;
    expect(counts).toEqual({ requested: 1, reserved: 1, released: 0 });

    // His only open slot (Wednesday 9:00–13:00) is taken now: search no longer finds him available soon.
    await catchUp(t);
    const soon = async () => ((await (await t.app.request('/api/cleaners?availableSoon=true')).json()) as { total: number }).total;
    expect(await soon()).toBe(0);
  });

  it('expires a request after 24 h without an answer (a durable timer, injected clock) and frees its slot', async () => {
    const [first] = clients;
    const made = await request(first!, at(28));
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    await catchUp(t);

    // The request set its timer: not 23 hours and 59 minutes later, at 24 hours.
    await settleReactions(t);
    const dayLater = new Date(NOW.getTime() + 24 * 3_600_000).toISOString();
    expect(await timerDueAt(t, `expire:${id}:${dayLater}`)).toBe(dayLater);
    now = new Date(NOW.getTime() + 24 * 3_600_000);
    try {
      // This request and the one that won the race above: neither was answered.
      expect(await fireDueTimers(t, now)).toEqual({ fired: 2 });
      const details = (await (await t.app.request(`/api/bookings/${id}`, { headers: first!.party.headers })).json()) as {
        status: string; actions: string[]; history: { type: string; by: string }[];
      };
      expect(details.status).toBe('expired');
      expect(details.actions).toEqual([]);
      expect(details.history.at(-1)).toEqual(expect.objectContaining({ type: 'BookingExpired', by: 'system' }));
      expect((await t.app.request(`/api/bookings/${id}/accept`, json('POST', {}, cleaner.headers))).status).toBe(409);
      // Running again changes nothing; once the reactor freed it, the time can be booked by someone else.
      expect(await fireDueTimers(t, now)).toEqual({ fired: 0 });
      await settleReactions(t);
      await catchUp(t);
      expect((await request(clients[1]!, at(28))).status).toBe(201);
      // The Wednesday slot is open again once the request holding it expired.
      const [row] = await t.sql<{ dates: string[] }[]>`select open_slot_dates::text[] as dates from cleaner_profiles where cleaner_id = ${cleaner.id}`;
      expect(row?.dates).toEqual(['2026-11-25']);
    } finally {
      now = NOW;
    }
  });
});
