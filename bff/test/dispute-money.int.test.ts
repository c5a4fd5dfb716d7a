import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTarget, serviceRefundSplit, SYSTEM_USER, type PriceBreakdown } from '@weklean/domain';
import { createCommandHandler, createLogger } from '@weklean/platform';
import { createProjectionRunner, referrals } from '@weklean/projections';
import { addProperty, signUpAdmin, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { catchUpFinance, runStoredReplay } from './support/finance';
import { settleReactions } from './support/reactions';
import { json, openTestApp, type TestApp } from './support/test-app';
import { waitForProjection } from './support/wait-for-projection';
import { createTestDatabase } from '../../platform/test/support/test-database';

/** Sunday 22 November 2026, noon in Quebec. */
const NOW = new Date('2026-11-22T17:00:00.000Z');
/** Tuesday 24 November, 10:00 in Quebec (week 2026-W48). */
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const at = (instant: string | Date, hours: number) => new Date(new Date(instant).getTime() + hours * 3_600_000);

type Body = Record<string, unknown> & { code?: string };
type Earning = { bookingId: string; amount: number; recovered: number; frozen: boolean; status: string };
type Me = { balances: { available: number; pending: number; frozen: number; toRecover: number }; earnings: Earning[] };

/**
 * Issue 35: what a dispute does to the money, through the API and the reactions, with the simulated provider. The
 * earning is held while the dispute is open; a refund decided by an admin goes back to the client's card, the cleaner's
 * part of it is kept back from their next transfer, and the ledger, the reconciliation and its replay still agree.
 */
describe('a dispute decided with a partial refund: from the decision to the ledger', () => {
  let t: TestApp;
  let now = NOW;
  let client: Party;
  let cleaner: Party & { slug: string };
  let admin: Party;
  let propertyId: string;
  let first: string;

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    const text = await response.text();
    return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as Body };
  };
  const post = (path: string, body: unknown, headers: Record<string, string>) => call(path, json('POST', body, headers));
  const me = async () => (await call('/api/payouts/me', { headers: cleaner.headers })).body as unknown as Me;
  const earningOf = async (bookingId: string) => (await me()).earnings.find((earning) => earning.bookingId === bookingId);

  /** A booking done and paid in full: booked, accepted, punched in and out, its balance charged by the reactions. */
  const paidBooking = async (startsAt: string) => {
    now = at(startsAt, -72);
    const created = await post('/api/bookings', {
      cleanerSlug: cleaner.slug, propertyId, startsAt, durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await post(`/api/bookings/${id}/accept`, {}, cleaner.headers)).status).toBe(200);
    now = at(startsAt, -0.5);
    await post(`/api/bookings/${id}/punch-in`, { lat: 45.52, lng: -73.58 }, cleaner.headers);
    now = at(startsAt, 4);
    expect((await post(`/api/bookings/${id}/punch-out`, { lat: 45.52, lng: -73.58 }, cleaner.headers)).status).toBe(200);
    await createCommandHandler(t.store).execute(paymentTarget(id), 'ChargeBalance', { attempt: 1, offSession: true, paymentMethodId: null }, { userId: SYSTEM_USER, now }, { commandId: `balance:${id}:1` });
    await settleReactions(t, () => now);
    return id;
  };

  beforeAll(async () => {
    const database = await createTestDatabase('dispute_money', { migrated: true });
    t = await openTestApp(database, { clock: () => now });
    client = await signUpClient(t, 'Camille Roy', 'camille.dispute@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie.dispute@example.com', NOW);
    propertyId = await addProperty(t, client);
    admin = await signUpAdmin(t);
    expect((await post('/api/payouts/account', {}, cleaner.headers)).status).toBe(201);
    const active = await post('/api/payouts/account/simulated-onboarding', { legalName: 'Amélie Martin', institutionNumber: '001', transitNumber: '12345', accountNumber: '000123456789' }, cleaner.headers);
    expect(active.body).toMatchObject({ account: { status: 'active' } });
  }, 60_000);
  afterAll(async () => t?.close());

  it('holds the booking’s earning from the payouts while the dispute is open', async () => {
    first = await paidBooking(TUESDAY_10);
    expect(await earningOf(first)).toMatchObject({ amount: 12_000, recovered: 0, frozen: false, status: 'available' });
    now = at(TUESDAY_10, 24);
    const opened = await post(`/api/bookings/${first}/disputes`, { reason: 'poor_quality', description: 'La salle de bain n’a pas été faite.' }, client.headers);
    expect(opened).toMatchObject({ status: 201, body: { status: 'open' } });
    await settleReactions(t, () => now);
    expect(await earningOf(first)).toMatchObject({ frozen: true });
    expect((await me()).balances).toMatchObject({ available: 0, frozen: 12_000, toRecover: 0 });
  });

  it('refunds the client’s card, and keeps the cleaner’s part back from their next transfer', async () => {
    const disputeId = ((await call(`/api/bookings/${first}/disputes`, { headers: client.headers })).body.disputes as { id: string }[])[0]!.id;
    // The cleaner answers; then the admin decides.
    expect((await post(`/api/disputes/${disputeId}/answer`, { text: 'J’ai manqué de temps pour la salle de bain.' }, cleaner.headers)).status).toBe(200);
    const decided = await post(`/api/admin/disputes/${disputeId}/decision`, { decision: 'refund', amountCents: 3_000, reason: 'Une pièce n’a pas été faite.' }, admin.headers);
    expect(decided).toMatchObject({ status: 200, body: { status: 'decided', decision: { decision: 'refund', amountCents: 3_000 } } });
    await settleReactions(t, () => now);

    const booking = await call(`/api/bookings/${first}`, { headers: client.headers });
    expect(booking.body).toMatchObject({ paymentStatus: 'final_partially_refunded' });
    const refunds = [];
    for await (const event of t.store.readStream(`payment-${first}`)) if (event.type === 'RefundSucceeded') refunds.push((event.data as { amountCents: number }).amountCents);
    expect(refunds).toEqual([3_000]);

    const split = serviceRefundSplit(booking.body.price as PriceBreakdown, 3_000);
    expect(split.cleaner).toBeGreaterThan(0);
    // The earning had already reached the cleaner's account: their part is recovered from the next one.
    expect(await earningOf(first)).toMatchObject({ frozen: false, recovered: 0 });
    expect((await me()).balances).toMatchObject({ available: 12_000, frozen: 0, toRecover: split.cleaner });

    const second = await paidBooking(at(TUESDAY_10, 48).toISOString());
    expect(await earningOf(second)).toMatchObject({ amount: 12_000, recovered: split.cleaner, status: 'available' });
    expect((await me()).balances).toMatchObject({ available: 24_000 - split.cleaner, toRecover: 0 });

    // A second delivery of the decision refunds nothing more.
    expect((await post(`/api/admin/disputes/${disputeId}/decision`, { decision: 'refund', amountCents: 3_000, reason: 'Encore.' }, admin.headers)).status).toBe(409);
  });

  it('keeps the ledger balanced, the cleaner’s payable at zero once recovered, and the reconciliation in step with its replay', async () => {
    await catchUpFinance(t);
    const trial = await call('/api/admin/finance/trial-balance', { headers: admin.headers });
    expect(trial.body).toMatchObject({ balanced: true });
    const accounts = trial.body.accounts as { account: string; debits: number; credits: number }[];
    const payable = accounts.find((account) => account.account === `cleaner_payable:${cleaner.id}`)!;
    expect(payable.debits).toBe(payable.credits);

    await runStoredReplay(t, 'week', '2026-W48', now);
    const week = await call('/api/admin/finance/reconciliation?week=2026-W48', { headers: admin.headers });
    const split = serviceRefundSplit(((await call(`/api/bookings/${first}`, { headers: client.headers })).body.price as PriceBreakdown), 3_000);
    expect(week.body).toMatchObject({ replayAgrees: true, findings: [] });
    expect((week.body.rows as { cleanerId: string; refunds: number; net: number }[]).find((row) => row.cleanerId === cleaner.id))
      .toMatchObject({ refunds: split.cleaner, net: 24_000 - split.cleaner });

    await runStoredReplay(t, 'invariants', null, now);
    expect((await call('/api/admin/finance/invariants', { headers: admin.headers })).body).toMatchObject({ findings: [] });
  });

  it('a dispute decided with a credit: the client gets a platform credit for their next booking, the cleaner keeps the earning', async () => {
    const third = await paidBooking(at(TUESDAY_10, 96).toISOString());
    now = at(TUESDAY_10, 120);
    expect((await post(`/api/bookings/${third}/disputes`, { reason: 'late_or_short', description: 'Arrivée avec une heure de retard.' }, client.headers)).status).toBe(201);
    await settleReactions(t, () => now);
    expect(await earningOf(third)).toMatchObject({ frozen: true });
    const disputeId = ((await call(`/api/bookings/${third}/disputes`, { headers: client.headers })).body.disputes as { id: string }[])[0]!.id;
    expect((await post(`/api/disputes/${disputeId}/answer`, { text: 'Le métro était en panne.' }, cleaner.headers)).status).toBe(200);
    const decided = await post(`/api/admin/disputes/${disputeId}/decision`, { decision: 'credit', amountCents: 2_000, reason: 'Un geste pour le retard.' }, admin.headers);
    expect(decided.status).toBe(200);
    await settleReactions(t, () => now);

    expect(await earningOf(third)).toMatchObject({ frozen: false, recovered: 0 });
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [referrals], logger: createLogger({ level: 'error', json: true }) });
    runner.start();
    try {
      await waitForProjection(t.sql, referrals);
    } finally {
      await runner.stop();
    }
    const credit = await call('/api/referrals/me', { headers: client.headers });
    expect(credit.body).toMatchObject({ credit: { availableCents: 2_000 }, platformCredits: [{ id: disputeId, amountCents: 2_000, status: 'earned' }] });
    // The next booking's price spends it.
    const quote = await post('/api/bookings/quote', {
      cleanerSlug: cleaner.slug, propertyId, startsAt: at(TUESDAY_10, 240).toISOString(), durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [],
    }, client.headers);
    expect(quote.body).toMatchObject({ referralCreditCents: 2_000 });
  });
});
