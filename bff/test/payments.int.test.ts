import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTarget, SYSTEM_USER } from '@weklean/domain';
import { createCommandHandler } from '@weklean/platform';
import { addProperty, catchUp, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { settleReactions } from './support/reactions';
import { createTestApp, json, type TestApp } from './support/test-app';

const NOW = new Date('2026-11-22T17:00:00.000Z');
/** Tuesday 24 November, 10:00 in Quebec. */
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const at = (instant: string, hours: number) => new Date(Date.parse(instant) + hours * 3_600_000);

type Payment = { status: string; deposit: number; balance: number; paid: number; refunded: number; feeKept: number; due: number; nextAction: { clientSecret: string } | null; lastFailure: { reason: string } | null };
type Answer = { status: number; body: Record<string, unknown> & { id: string; code?: string; reason?: string; message?: string; paymentStatus?: string; payment: Payment; status: string } };

describe('paying for a booking through the API (simulated provider)', () => {
  let t: TestApp;
  let now = NOW;
  let client: Party;
  let cleaner: Party & { slug: string };
  let propertyId: string;

  const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  const book = (paymentMethodId: string, startsAt = TUESDAY_10, headers: Record<string, string> = {}) =>
    call('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId, startsAt, durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId,
    }, { ...client.headers, ...headers }));
  const post = (path: string, body: unknown, headers: Record<string, string>) => call(path, json('POST', body, headers));

  beforeAll(async () => {
    t = await createTestApp('payments', { clock: () => now });
    client = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    propertyId = await addProperty(t, client);
  }, 60_000);
  afterAll(async () => t?.close());

  it('answers a declined card with 402 and its reason, holds nothing, and the cleaner never sees the request', async () => {
    const declined = await book('pm_card_chargeDeclinedInsufficientFunds');
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      code: 'payment.declined', reason: 'insufficient_funds',
      message: "Le paiement a été refusé : fonds insuffisants. Aucun montant n’a été prélevé et le créneau est libéré.",
    });
    const english = await book('pm_card_chargeDeclined', TUESDAY_10, { 'accept-language': 'en' });
    expect(english.body.message).toBe('The payment was declined: your card was declined by your bank. Nothing was charged and the time slot is free again.');
    // The slot is free at once: the same time is booked with a good card.
    const paid = await book('pm_card_visa');
    expect(paid.status).toBe(201);
    expect(paid.body.payment).toMatchObject({ status: 'initial_completed', paid: paid.body.payment.deposit });
    await catchUp(t);
    const theirs = await call('/api/bookings', { headers: cleaner.headers });
    expect((theirs.body.items as { id: string }[]).map((item) => item.id)).toEqual([paid.body.id]);
    // The two declined requests were never bookings: the client's lists and counts leave them out (every list, the
    // home's included, reads the same query), while their streams and their own pages keep them.
    const withdrawn = await t.sql<{ booking_id: string }[]>`
      select booking_id::text from bookings where client_id = ${client.id} and status = 'withdrawn'`;
    expect(withdrawn).toHaveLength(2);
    for (const query of ['', '?status=past', '?status=cancelled', '?status=withdrawn']) {
      const mine = await call(`/api/bookings${query}`, { headers: client.headers });
      expect((mine.body.items as { id: string }[]).map((item) => item.id), query).toEqual(query === '' ? [paid.body.id] : []);
      expect(mine.body.total, query).toBe(query === '' ? 1 : 0);
      expect(mine.body.counts, query).toMatchObject({ withdrawn: 0, cancelled: 0, pending: 1 });
    }
    // Its page still answers the client (a failed 3-D Secure step lands there and says why); never the cleaner.
    const pages = await Promise.all(withdrawn.map((row) => call(`/api/bookings/${row.booking_id}`, { headers: client.headers })));
    expect(pages.map((page) => [page.status, page.body.status, page.body.payment.lastFailure?.reason]).sort()).toEqual([
      [200, 'withdrawn', 'card_declined'], [200, 'withdrawn', 'insufficient_funds'],
    ]);
    expect((await call(`/api/bookings/${withdrawn[0]!.booking_id}`, { headers: cleaner.headers })).status).toBe(404);
    // The first-booking discount was not spent on the withdrawn requests.
    expect((paid.body.price as { firstBookingDiscount: number }).firstBookingDiscount).toBeGreaterThan(0);
  });

  it('asks for 3-D Secure: the request waits, unseen by the cleaner, until the client authenticates', async () => {
    const waiting = await book('pm_card_authenticationRequired', at(TUESDAY_10, 24).toISOString());
    expect(waiting.status).toBe(201);
    expect(waiting.body).toMatchObject({ paymentStatus: 'initial_pending', payment: { nextAction: { clientSecret: expect.stringMatching(/^pi_.+_secret_/) } } });
    const id = waiting.body.id;
    expect((await call(`/api/bookings/${id}`, { headers: cleaner.headers })).status).toBe(404);
    expect((await post(`/api/bookings/${id}/accept`, {}, cleaner.headers)).status).toBe(409);
    expect((await call(`/api/bookings/${id}`, { headers: client.headers })).body.payment.nextAction).not.toBeNull();
    const done = await post(`/api/bookings/${id}/payment/authenticate`, { succeed: true }, client.headers);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'pending', paymentStatus: 'initial_completed', payment: { nextAction: null } });
    expect((await post(`/api/bookings/${id}/payment/authenticate`, { succeed: true }, client.headers)).body.code).toBe('payment.no-action-pending');
    expect((await post(`/api/bookings/${id}/accept`, {}, cleaner.headers)).status).toBe(200);
  });

  it('withdraws the request when 3-D Secure fails, and frees its time', async () => {
    const startsAt = at(TUESDAY_10, 48).toISOString();
    const waiting = await book('pm_card_authenticationRequired', startsAt);
    const failed = await post(`/api/bookings/${waiting.body.id}/payment/authenticate`, { succeed: false }, client.headers);
    expect(failed.body).toMatchObject({ status: 'withdrawn', paymentStatus: 'initial_failed', payment: { lastFailure: { reason: 'authentication_failed' } } });
    await catchUp(t);
    const mine = await call('/api/bookings?status=past', { headers: client.headers });
    expect((mine.body.items as { id: string }[]).map((item) => item.id)).not.toContain(waiting.body.id);
    expect(mine.body.counts).toMatchObject({ withdrawn: 0 });
    expect((await book('pm_card_visa', startsAt)).status).toBe(201);
  });

  it('takes the balance from the pay page after a declined off-session charge, with another card', async () => {
    const created = await book('pm_card_authenticationRequired', at(TUESDAY_10, 72).toISOString());
    const id = created.body.id;
    await post(`/api/bookings/${id}/payment/authenticate`, { succeed: true }, client.headers);
    // Not before the service.
    expect((await post(`/api/bookings/${id}/pay`, { paymentMethodId: 'pm_card_visa' }, client.headers)).body.code).toBe('payment.balance-not-due');
    await post(`/api/bookings/${id}/accept`, {}, cleaner.headers);
    now = at(TUESDAY_10, 72 - 0.5);
    await post(`/api/bookings/${id}/punch-in`, { lat: 45.52, lng: -73.58 }, cleaner.headers);
    now = at(TUESDAY_10, 76);
    expect((await post(`/api/bookings/${id}/punch-out`, { lat: 45.52, lng: -73.58 }, cleaner.headers)).status).toBe(200);
    // The timer's off-session charge: the saved card asks for 3-D Secure, so it fails.
    await createCommandHandler(t.store).execute(paymentTarget(id), 'ChargeBalance', { attempt: 1, offSession: true, paymentMethodId: null },
      { userId: SYSTEM_USER, now }, { commandId: `balance:${id}:1` });
    await settleReactions(t);
    const failed = await call(`/api/bookings/${id}`, { headers: client.headers });
    expect(failed.body).toMatchObject({ paymentStatus: 'final_failed', payment: { due: failed.body.payment.balance, lastFailure: { reason: 'authentication_required' } } });

    const declined = await post(`/api/bookings/${id}/pay`, { paymentMethodId: 'pm_card_chargeDeclinedExpiredCard' }, client.headers);
    expect(declined).toMatchObject({
      status: 402,
      body: { code: 'payment.declined', reason: 'expired_card', message: "Le paiement du solde a été refusé : votre carte est expirée. Rien n’a été prélevé; essayez une autre carte." },
    });
    expect((await post(`/api/bookings/${id}/pay`, { paymentMethodId: 'pm_card_mastercard' }, cleaner.headers)).status).toBe(403);
    const paid = await post(`/api/bookings/${id}/pay`, { paymentMethodId: 'pm_card_mastercard' }, client.headers);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'fully_paid', payment: { due: 0, paid: paid.body.payment.deposit + paid.body.payment.balance } });
    expect((await post(`/api/bookings/${id}/pay`, { paymentMethodId: 'pm_card_visa' }, client.headers)).body.code).toBe('payment.nothing-due');
    now = NOW;
  });

  it('tells the browser the mode and the test cards', async () => {
    const config = await call('/api/payments/config');
    expect(config.body).toMatchObject({ mode: 'simulated', publishableKey: null });
    expect((config.body.testCards as { paymentMethodId: string }[]).map((card) => card.paymentMethodId)).toContain('pm_card_authenticationRequired');
  });
});
