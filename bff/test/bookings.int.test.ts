import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createTestApp, json, type TestApp } from './support/test-app';
import { addProperty, catchUp, jpeg, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { createCommandHandler } from '@weklean/platform';
import { paymentTarget, SYSTEM_USER } from '@weklean/domain';
import { settleReactions, timerDueAt } from './support/reactions';

/** Noon in Quebec, Sunday 22 November 2026 (EST, UTC−5). The tests move the clock. */
const NOW = new Date('2026-11-22T17:00:00.000Z');
/** Tuesday 24 November, 10:00 in Quebec. */
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const hours = (instant: string, h: number) => new Date(Date.parse(instant) + h * 3_600_000);

type Details = {
  id: string; status: string; progressLabel: string | null; paymentStatus: string; price: Record<string, number>;
  actions: string[]; cancellation: { feeCents: number } | null; cancellationFeeIfNow: number;
  checklist: { id: string; done: boolean }[]; photos: { phase: string; url: string; thumbnailUrl: string }[];
  history: { type: string; by: string }[]; address: unknown; startsAt: string;
  payment: { status: string; deposit: number; balance: number; paid: number; refunded: number; feeKept: number; due: number } | null;
};

describe('bookings through the API', () => {
  let t: TestApp;
  let now = NOW;
  let client: Party;
  let stranger: Party;
  let cleaner: Party & { slug: string };
  let propertyId: string;

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & Details };
  };
  const booking = (overrides: Record<string, unknown> = {}) => ({
    cleanerSlug: cleaner.slug, propertyId, startsAt: TUESDAY_10, durationHours: 4, cleanerBringsSupplies: false,
    frequency: 'one-time', photosAllowed: true, hasPets: false, checklist: [{ category: 'kitchen', task: 'Nettoyer le four' }],
    notes: 'Le code de la porte est 1234', paymentMethodId: 'pm_card_visa', ...overrides,
  });
  const book = (overrides: Record<string, unknown> = {}, headers = client.headers) => call('/api/bookings', json('POST', booking(overrides), headers));
  const act = (id: string, action: string, body: unknown, headers: Record<string, string>) =>
    call(`/api/bookings/${id}/${action}`, json('POST', body, headers));

  beforeAll(async () => {
    t = await createTestApp('bookings', { clock: () => now });
    client = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    stranger = await signUpClient(t, 'Autre Client', 'autre@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    propertyId = await addProperty(t, client);
  }, 60_000);
  afterAll(async () => t?.close());

  it('quotes the price: 3 hours refused with the spec message, 4 hours priced with the first-booking discount', async () => {
    const short = await call('/api/bookings/quote', json('POST', { ...booking(), durationHours: 3 }, client.headers));
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('La durée minimale est de 4 heures.');
    const english = await call('/api/bookings/quote', json('POST', { ...booking(), durationHours: 3 }, { ...client.headers, 'accept-language': 'en' }));
    expect(english.body.message).toBe('The minimum duration is 4 hours.');
    const quote = await call('/api/bookings/quote', json('POST', booking({ cleanerBringsSupplies: true }), client.headers));
    expect(quote.status).toBe(200);
    // $30 × 4 h = 120.00; + 10.00 supplies; − 15 % of 130.00 = 19.50; + 5.00 service fee → 115.50;
    // GST 5.78 (5.775 up), QST 11.52 (11.521 down) → 132.80, half now and half after.
    expect(quote.body).toMatchObject({
      basePrice: 12000, suppliesFee: 1000, emergencyFee: 0, firstBookingDiscount: 1950, serviceFee: 500,
      gst: 578, qst: 1152, finalPrice: 13280, deposit: 6640, balance: 6640, pricing: 'hourly', firstBooking: true,
    });
  });

  it('refuses a request with missing fields, changing nothing', async () => {
    const missing = await call('/api/bookings', json('POST', { cleanerSlug: cleaner.slug }, client.headers));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Veuillez remplir tous les champs obligatoires');
    expect(await t.sql`select 1 from events where stream_id like 'booking-%'`).toHaveLength(0);
  });

  it('refuses a request whose price is no longer the one the client saw, holding and charging nothing (issue 30)', async () => {
    const quote = await call('/api/bookings/quote', json('POST', booking(), client.headers));
    expect(quote.body.finalPrice).toBeGreaterThan(0);
    // The first-booking discount the form showed no longer applies (another tab booked first, say): a total 1 ¢ off.
    const changed = await book({ expectedTotalCents: Number(quote.body.finalPrice) + 1 });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: 'booking.price-changed' });
    expect(changed.body.message).toMatch(/^Le prix a changé depuis que vous l’avez vu/);
    const english = await call('/api/bookings', json('POST', booking({ expectedTotalCents: 1 }), { ...client.headers, 'accept-language': 'en' }));
    expect(english.body.message).toMatch(/^The price has changed since you saw it/);
    expect(await t.sql`select 1 from events where stream_id like 'booking-%' or stream_id like 'payment-%' or stream_id like 'schedule-%'`).toHaveLength(0);
    const bad = await book({ expectedTotalCents: -5 });
    expect(bad.status).toBe(400);
  });

  it('lets only the client and the cleaner see a booking; the cleaner accepts it', async () => {
    const created = await book();
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', price: { finalPrice: expect.any(Number) }, paymentStatus: 'initial_completed' });
    const id = created.body.id;
    const { deposit, balance } = created.body.price as { deposit: number; balance: number };
    expect(created.body.payment).toMatchObject({ status: 'initial_completed', deposit, paid: deposit, refunded: 0, due: balance });

    const seen = await call(`/api/bookings/${id}`, { headers: client.headers });
    expect(seen.body).toMatchObject({ status: 'pending', progressLabel: 'pending', paymentStatus: 'initial_completed' });
    expect(seen.body.payment).toMatchObject({ paid: deposit, due: balance, feeKept: 0 });
    expect(seen.body.actions).toEqual(['cancel', 'postpone']);
    const denied = await call(`/api/bookings/${id}`, { headers: stranger.headers });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("Vous n’avez pas accès à cette réservation.");
    expect((await act(id, 'cancel', { reason: 'price' }, stranger.headers)).status).toBe(403);
    // The cleaner sees no address before taking the booking.
    const offered = await call(`/api/bookings/${id}`, { headers: cleaner.headers });
    expect(offered.body.address).toBeNull();
    expect((await act(id, 'accept', {}, client.headers)).status).toBe(403);

    const accepted = await act(id, 'accept', {}, cleaner.headers);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'confirmed', progressLabel: 'awaiting_cleaner' });
    expect(accepted.body.address).toMatchObject({ city: 'Montréal' });
    expect((await act(id, 'accept', {}, cleaner.headers)).status).toBe(409);

    await catchUp(t);
    const mine = await call('/api/bookings?status=upcoming', { headers: client.headers });
    expect(mine.body.items).toEqual([expect.objectContaining({ id, status: 'confirmed', cleaner: expect.objectContaining({ name: 'Amélie M.' }) })]);
    const theirs = await call('/api/bookings', { headers: cleaner.headers });
    expect(theirs.body.items).toEqual([expect.objectContaining({ id, client: expect.objectContaining({ name: 'Camille Roy' }) })]);
    expect((await call('/api/bookings', { headers: stranger.headers })).body.items).toEqual([]);
  });

  it('charges the $50 fee when cancelled 23 h before the start, and frees the slot', async () => {
    const [{ id } = { id: '' }] = (await call('/api/bookings?status=confirmed', { headers: client.headers })).body.items as { id: string }[];
    now = hours(TUESDAY_10, -23);
    try {
      const before = await call(`/api/bookings/${id}`, { headers: client.headers });
      expect(before.body.cancellationFeeIfNow).toBe(5000);
      expect(before.body.actions).not.toContain('postpone');
      expect((await act(id, 'postpone', { startsAt: hours(TUESDAY_10, 48).toISOString() }, client.headers)).status).toBe(409);
      const cancelled = await act(id, 'cancel', { reason: 'schedule_conflict' }, client.headers);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', cancellation: { by: 'client', reason: 'schedule_conflict', feeCents: 5000 } });
      // The free-slot reactor frees the time, the end-payment reactor keeps the fee and refunds the rest of the deposit
      // (the workers process does both within moments).
      await settleReactions(t);
      const settled = await call(`/api/bookings/${id}`, { headers: client.headers });
      const deposit = settled.body.payment!.deposit;
      expect(settled.body.payment).toMatchObject({ status: 'final_partially_refunded', paid: deposit, feeKept: 5000, refunded: deposit - 5000, due: 0 });
      expect(settled.body.paymentStatus).toBe('final_partially_refunded');
      // The same time can be booked again.
      const again = await book({ checklist: [] });
      expect(again.status).toBe(201);
      const free = await act(again.body.id, 'cancel', { reason: 'other' }, client.headers);
      expect(free.body.cancellation?.feeCents).toBe(0);
    } finally {
      now = NOW;
    }
  });

  it('goes through punch-in, checklist and photos to completed, with its history from the event stream', async () => {
    const created = await book({
      startsAt: hours(TUESDAY_10, 24).toISOString(),
      checklist: [{ category: 'kitchen', task: 'Four' }, { category: 'bathroom', task: 'Douche' }],
    });
    const id = created.body.id;
    await act(id, 'accept', {}, cleaner.headers);
    expect((await act(id, 'punch-in', { lat: 45.52, lng: -73.58 }, cleaner.headers)).body.code).toBe('booking.too-early-to-punch-in');
    now = hours(TUESDAY_10, 24 - 0.5);
    try {
      const started = await act(id, 'punch-in', { lat: 45.52, lng: -73.58 }, cleaner.headers);
      expect(started.body).toMatchObject({ status: 'in_progress', progressLabel: 'in_progress' });
      expect(started.body.actions).toEqual(expect.arrayContaining(['check-task', 'punch-out', 'upload-photo']));
      for (const task of started.body.checklist) {
        expect((await act(id, `checklist/${task.id}`, { done: true }, cleaner.headers)).status).toBe(200);
      }
      const withoutPhotos = await act(id, 'punch-out', { lat: 45.52, lng: -73.58 }, cleaner.headers);
      expect(withoutPhotos.status).toBe(409);
      expect(withoutPhotos.body.message).toBe('Ajoutez au moins une photo avant et une photo après le ménage.');
      const image = await jpeg();
      for (const phase of ['before', 'after']) {
        const form = new FormData();
        form.set('phase', phase);
        form.set('file', new Blob([new Uint8Array(image)]), `${phase}.jpg`);
        const upload = await t.app.request(`/api/bookings/${id}/photos`, { method: 'POST', body: form, headers: { origin: ORIGIN, ...cleaner.headers } });
        expect(upload.status).toBe(201);
      }
      const done = await act(id, 'punch-out', { lat: 45.52, lng: -73.58 }, cleaner.headers);
      expect(done.body).toMatchObject({ status: 'completed', progressLabel: 'completed' });
      expect(done.body.photos).toHaveLength(2);
      expect((await t.app.request(done.body.photos[0]!.thumbnailUrl, { headers: client.headers })).status).toBe(200);
      expect((await t.app.request(done.body.photos[0]!.url, { headers: stranger.headers })).status).toBe(403);
      expect(done.body.history.map((h) => [h.type, h.by])).toEqual([
        ['BookingRequested', 'client'], ['BookingDepositPaid', 'system'], ['BookingAccepted', 'cleaner'], ['BookingPunchedIn', 'cleaner'],
        ['ChecklistTaskChecked', 'cleaner'], ['ChecklistTaskChecked', 'cleaner'], ['BookingPhotoAdded', 'cleaner'],
        ['BookingPhotoAdded', 'cleaner'], ['BookingPunchedOut', 'cleaner'], ['BookingCompleted', 'cleaner'],
      ]);
      // After the punch-out, the charge-balance timer takes the balance off-session with the card saved at the deposit.
      expect(done.body.payment).toMatchObject({ status: 'initial_completed', due: done.body.payment!.balance });
      await settleReactions(t);
      const balanceTimer = `balance:${id}:1`;
      expect(await timerDueAt(t, balanceTimer)).toBe(now.toISOString());
      // The timer's own command, as the timers worker sends it when it is due (pg-boss waits for the database's
      // clock, which this test's clock is ahead of: workers/test covers the firing itself).
      await createCommandHandler(t.store).execute(paymentTarget(id), 'ChargeBalance', { attempt: 1, offSession: true, paymentMethodId: null },
        { userId: SYSTEM_USER, now }, { commandId: balanceTimer });
      await settleReactions(t);
      const paid = await call(`/api/bookings/${id}`, { headers: client.headers });
      expect(paid.body.payment).toMatchObject({ status: 'fully_paid', paid: paid.body.price.finalPrice, due: 0, refunded: 0 });
      expect(paid.body.paymentStatus).toBe('fully_paid');
    } finally {
      now = NOW;
    }
  });

  it('refuses photos when the client asked for none', async () => {
    const created = await book({ startsAt: hours(TUESDAY_10, 48).toISOString(), photosAllowed: false, checklist: [] });
    await act(created.body.id, 'accept', {}, cleaner.headers);
    const form = new FormData();
    form.set('phase', 'before');
    form.set('file', new Blob([new Uint8Array(await jpeg())]), 'before.jpg');
    const upload = await t.app.request(`/api/bookings/${created.body.id}/photos`, { method: 'POST', body: form, headers: { origin: ORIGIN, ...cleaner.headers } });
    expect(upload.status).toBe(403);
    expect(((await upload.json()) as { message: string }).message).toBe('Le client a demandé de ne pas prendre de photos.');
  });

  it('moves a booking: postponed by the client, or to a time the cleaner proposed; a declined proposal ends it', async () => {
    const first = await book({ startsAt: hours(TUESDAY_10, 72).toISOString(), checklist: [] });
    const moved = await act(first.body.id, 'postpone', { startsAt: hours(TUESDAY_10, 74).toISOString() }, client.headers);
    expect(moved.body).toMatchObject({ status: 'pending', startsAt: hours(TUESDAY_10, 74).toISOString() });
    // The old time is free again, the new one is held.
    expect((await book({ startsAt: hours(TUESDAY_10, 72).toISOString(), durationHours: 4, checklist: [] })).status).toBe(409);
    expect((await book({ startsAt: hours(TUESDAY_10, 96).toISOString(), checklist: [] })).status).toBe(201);

    const proposed = await act(first.body.id, 'propose-time', { startsAt: hours(TUESDAY_10, 120).toISOString() }, cleaner.headers);
    expect(proposed.body).toMatchObject({ status: 'pending', proposedStartsAt: hours(TUESDAY_10, 120).toISOString() });
    const seen = await call(`/api/bookings/${first.body.id}`, { headers: client.headers });
    expect(seen.body.actions).toEqual(['cancel', 'postpone', 'accept-proposal', 'decline-proposal']);
    const accepted = await act(first.body.id, 'accept-proposal', {}, client.headers);
    expect(accepted.body).toMatchObject({ status: 'confirmed', startsAt: hours(TUESDAY_10, 120).toISOString() });

    const second = await book({ startsAt: hours(TUESDAY_10, 144).toISOString(), checklist: [] });
    await act(second.body.id, 'propose-time', { startsAt: hours(TUESDAY_10, 145).toISOString() }, cleaner.headers);
    const declined = await act(second.body.id, 'decline-proposal', {}, client.headers);
    expect(declined.body.status).toBe('declinedByClient');
    await settleReactions(t);
    expect((await book({ startsAt: hours(TUESDAY_10, 144).toISOString(), checklist: [] })).status).toBe(201);
  });

  it('creates a weekly series as separate bookings, all or nothing', async () => {
    const series = await book({ startsAt: hours(TUESDAY_10, 24 * 14).toISOString(), frequency: 'weekly', occurrences: 3, checklist: [] });
    expect(series.status).toBe(201);
    const ids = series.body.occurrenceIds as unknown as string[];
    expect(ids).toHaveLength(3);
    const third = await call(`/api/bookings/${ids[2]}`, { headers: client.headers });
    // Same wall-clock time three weeks later; only the first occurrence could carry a first-booking discount.
    expect(third.body.startsAt).toBe(hours(TUESDAY_10, 24 * 28).toISOString());
    // A series whose third week collides refuses as a whole and holds nothing.
    const before = await t.sql`select 1 from events where event_type = 'SlotReserved'`;
    const clash = await book({ startsAt: hours(TUESDAY_10, 24 * 14 - 14 * 24).toISOString(), frequency: 'bi-weekly', occurrences: 3, checklist: [] });
    expect(clash.status).toBe(409);
    const reserved = (await t.sql`select 1 from events where event_type = 'SlotReserved'`).length - before.length;
    const released = await t.sql`select 1 from events where event_type = 'SlotReleased'`;
    expect(reserved).toBeGreaterThan(0);
    expect(released.length).toBeGreaterThanOrEqual(reserved);
  });
});
