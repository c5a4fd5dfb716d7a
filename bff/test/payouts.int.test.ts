import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTarget, SYSTEM_USER } from '@weklean/domain';
import { SIMULATED_WEBHOOK_SECRET, createCommandHandler, createLogger } from '@weklean/platform';
import { runWeeklyPayouts } from '@weklean/workers';
import { addProperty, signUpClient, signUpCleaner, signUpAdmin, type Party } from './support/bookings';
import { settleReactions } from './support/reactions';
import { catchUpFinance as catchUpShared, openFinanceQueue } from './support/finance';
import { json, openTestApp, type TestApp } from './support/test-app';
import { createTestDatabase } from '../../platform/test/support/test-database';

/** Sunday 22 November 2026, noon in Quebec (week 2026-W47). */
const NOW = new Date('2026-11-22T17:00:00.000Z');
/** Tuesday 24 November, 10:00 in Quebec (week 2026-W48). */
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const at = (instant: string | Date, hours: number) => new Date(new Date(instant).getTime() + hours * 3_600_000);
const logger = createLogger({ level: 'error', json: true });

type Body = Record<string, unknown> & { code?: string; message?: string };
type Me = {
  account: { status: string; requirements: string[]; bankLast4: string | null } | null;
  balances: { available: number; pending: number; inTransit: number; paid: number; frozen: number; toRecover: number };
  canInstantPayout: boolean;
  nextPayoutDate: string;
  hold: { reason: string } | null;
  earnings: { bookingId: string; kind: string; amount: number; status: string }[];
  payouts: { payoutId: string; kind: string; amount: number; fee: number; status: string; failureReason: string | null; invoiceNumber: string | null; items: { bookingId: string }[] }[];
  invoices: { number: string; url: string; amount: number }[];
  statements: { year: number; url: string }[];
};
type Row = { cleanerId: string; gross: number; fees: number; cancellationFees: number; instantFees: number; net: number; paid: number; difference: number };

describe('payouts and finance through the API (simulated provider)', () => {
  let t: TestApp;
  let now = NOW;
  let client: Party;
  let cleaner: Party & { slug: string };
  let other: Party & { slug: string };
  let admin: Record<string, string>;
  let propertyId: string;
  /** Reads of the whole log by the app (its store wrapped): the finance pages must not make any (issue 34). */
  let readAlls = 0;

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, type, body: (type.includes('json') ? await response.json() : await response.text()) as Body };
  };
  const post = (path: string, body: unknown, headers: Record<string, string>) => call(path, json('POST', body, headers));
  const me = async (who: Party = cleaner) => (await call('/api/payouts/me', { headers: who.headers })).body as unknown as Me;
  const catchUpFinance = () => catchUpShared(t);
  /** Polls `read` until `done` says so (a background job, a few seconds at most). */
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> => {
    for (const deadline = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
    }
  };
  /**
   * The week's replay asked for as the finance page asks (POST), carried out by the workers' queue, then the week's
   * report read back once it has finished. Two requests while it waits are one run.
   */
  const replayedWeek = async (week: string) => {
    const queue = await openFinanceQueue(t, () => now);
    try {
      const first = await post('/api/admin/finance/replays', { week }, admin);
      expect(first).toMatchObject({ status: 202, body: { week } });
      expect(await post('/api/admin/finance/replays', { week }, admin)).toMatchObject({ status: 202, body: { id: first.body.id, week } });
      const waiting = await call(`/api/admin/finance/reconciliation?week=${week}`, { headers: admin });
      expect(waiting.body).toMatchObject({ running: { id: first.body.id } });
      await queue.work();
      const report = await until(() => call(`/api/admin/finance/reconciliation?week=${week}`, { headers: admin }), (answer) => answer.body.running === null);
      expect(report.body).toMatchObject({ replay: { id: first.body.id, state: 'done', position: { commit: expect.any(String), prepare: expect.any(String) } } });
      return report;
    } finally {
      await queue.stop();
    }
  };
  /** A booking paid in full: booked, accepted, done, and its balance charged by the reactors. */
  const completedBooking = async (startsAt: string, who: Party & { slug: string } = cleaner) => {
    now = at(startsAt, -72);
    const created = await post('/api/bookings', {
      cleanerSlug: who.slug, propertyId, startsAt, durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await post(`/api/bookings/${id}/accept`, {}, who.headers)).status).toBe(200);
    now = at(startsAt, -0.5);
    await post(`/api/bookings/${id}/punch-in`, { lat: 45.52, lng: -73.58 }, who.headers);
    now = at(startsAt, 4);
    expect((await post(`/api/bookings/${id}/punch-out`, { lat: 45.52, lng: -73.58 }, who.headers)).status).toBe(200);
    // The balance's timer, due at the punch-out.
    await createCommandHandler(t.store).execute(paymentTarget(id), 'ChargeBalance', { attempt: 1, offSession: true, paymentMethodId: null }, { userId: SYSTEM_USER, now }, { commandId: `balance:${id}:1` });
    await settleReactions(t, () => now);
    return id;
  };

  beforeAll(async () => {
    const database = await createTestDatabase('payouts', { migrated: true });
    t = await openTestApp(database, { clock: () => now }, {
      wrapStore: (store) => ({
        ...store,
        readAll: (opts) => {
          readAlls += 1;
          return store.readAll(opts);
        },
      }),
    });
    client = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    other = await signUpCleaner(t, { name: 'Bruno T.', city: 'montreal', hourlyRateCents: 3500 }, 'bruno@example.com', NOW);
    propertyId = await addProperty(t, client);
    admin = (await signUpAdmin(t)).headers;
  }, 60_000);
  afterAll(async () => t?.close());

  it('sets up the connected account through the simulated onboarding: pending requirements, pending, active', async () => {
    expect((await me()).account).toBeNull();
    expect((await call('/api/payouts/me', { headers: client.headers })).status).toBe(403);
    const opened = await post('/api/payouts/account', {}, cleaner.headers);
    expect(opened).toMatchObject({ status: 201, body: { account: { status: 'pending_requirements' }, onboardingUrl: null } });
    expect((await post('/api/payouts/account', {}, cleaner.headers)).body.code).toBe('payout.account-exists');
    const bad = await post('/api/payouts/account/simulated-onboarding', { legalName: 'Amélie Martin', institutionNumber: '12', transitNumber: '12345', accountNumber: '000123456789' }, cleaner.headers);
    expect(bad).toMatchObject({ status: 400, body: { code: 'validation' } });
    expect(bad.body.message).toBe("Le numéro d’institution a 3 chiffres.");
    const done = await post('/api/payouts/account/simulated-onboarding', { legalName: 'Amélie Martin', institutionNumber: '001', transitNumber: '12345', accountNumber: '000123456789' }, cleaner.headers);
    expect(done).toMatchObject({ status: 200, body: { account: { status: 'active', requirements: [], bankLast4: '6789' } } });
    const history = [];
    for await (const event of t.store.readStream(`payout-${cleaner.id}`)) history.push(event.type === 'PayoutAccountUpdated' ? (event.data as { status: string }).status : event.type);
    expect(history).toEqual(['PayoutAccountOpened', 'pending', 'active']);
  });

  it("credits a paid booking's earning, transfers it to the active account, and shows it available", async () => {
    const id = await completedBooking(TUESDAY_10);
    const view = await me();
    expect(view.earnings).toEqual([expect.objectContaining({ bookingId: id, kind: 'service', amount: 12_000, status: 'available' })]);
    expect(view.balances).toEqual({ available: 12_000, pending: 0, inTransit: 0, paid: 0, frozen: 0, toRecover: 0 });
    expect(view.canInstantPayout).toBe(true);
    // Every transfer went to the provider once, with the earning's key.
    const transfers = await t.sql`select amount_cents, transfer_group from simulated_transfers`;
    expect(transfers.map((row) => [Number(row.amount_cents), row.transfer_group])).toEqual([[12_000, `booking:${id}`]]);
  });

  it('keeps the earning of a cleaner without an account pending, and sends it once the account is active', async () => {
    await completedBooking(at(TUESDAY_10, 2).toISOString(), other);
    expect((await me(other)).balances).toMatchObject({ available: 0, pending: 14_000 });
    await post('/api/payouts/account', {}, other.headers);
    await post('/api/payouts/account/simulated-onboarding', { legalName: 'Bruno Tremblay', institutionNumber: '001', transitNumber: '12345', accountNumber: '000111111116' }, other.headers);
    await settleReactions(t, () => now);
    expect((await me(other)).balances).toMatchObject({ available: 14_000, pending: 0 });
  });

  it('pays the week before on Friday, once, even with two processes and a restart; a failing bank gives the money back with the reason', async () => {
    const friday = new Date('2026-12-04T14:00:00.000Z'); // Friday 4 December, 09:00 in Quebec: pays 2026-W48
    const sql = t.sql;
    // The run meets the cleaners through the payouts read model.
    await catchUpFinance();
    const runs = await Promise.all([
      runWeeklyPayouts({ sql, commands: createCommandHandler(t.store), logger }, friday),
      runWeeklyPayouts({ sql, commands: createCommandHandler(t.store), logger }, friday),
    ]);
    expect(runs.map((run) => run.week)).toEqual(['2026-W48', '2026-W48']);
    expect(runs.reduce((total, run) => total + run.payouts, 0)).toBe(2);
    // After a restart: the same Friday pays nothing more.
    expect((await runWeeklyPayouts({ sql, commands: createCommandHandler(t.store), logger }, friday)).payouts).toBe(0);
    await settleReactions(t, () => now);
    const paid = await me();
    expect(paid.payouts).toEqual([expect.objectContaining({ kind: 'weekly', amount: 12_000, fee: 0, status: 'paid', failureReason: null })]);
    expect(paid.balances).toMatchObject({ available: 0, paid: 12_000 });
    // Bruno's bank is Stripe's test account that has no account: failed, and the money is back in his balance.
    const failed = await me(other);
    expect(failed.payouts).toEqual([expect.objectContaining({ kind: 'weekly', amount: 14_000, status: 'failed', failureReason: 'no_account' })]);
    expect(failed.balances).toMatchObject({ available: 14_000, paid: 0 });
  });

  it('takes an instant payout with its $5 fee, and refuses one the balance cannot cover', async () => {
    expect((await post('/api/payouts/instant', {}, cleaner.headers))).toMatchObject({ status: 409, body: { code: 'payout.insufficient-balance', message: "Solde insuffisant pour un paiement instantané (des frais de 5,00 $ s’appliquent)." } });
    await completedBooking(at(TUESDAY_10, 24 * 8).toISOString());
    const instant = await post('/api/payouts/instant', {}, cleaner.headers);
    expect(instant).toMatchObject({ status: 201, body: { payout: { kind: 'instant', amount: 11_500, fee: 500 } } });
    await settleReactions(t, () => now);
    await catchUpFinance();
    const view = await me();
    // Numbered per year without gaps: the two weekly payouts took 1 and 2 (in the order the Friday run met them).
    expect(view.payouts[0]).toMatchObject({ kind: 'instant', amount: 11_500, fee: 500, status: 'paid', invoiceNumber: 'P-2026-000003' });
    expect(view.invoices.map((invoice) => invoice.number)).toEqual(['P-2026-000003', expect.stringMatching(/^P-2026-00000[12]$/)]);
    const pdf = await t.app.request(view.invoices[0]!.url, { headers: cleaner.headers });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.request(view.invoices[0]!.url, { headers: other.headers })).status).toBe(404);
    const statement = await t.app.request(view.statements[0]!.url, { headers: cleaner.headers });
    expect([statement.status, statement.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    // The yearly statement's former address leads to it (docs/api/statements.md).
    const former = await t.app.request(`/api/payouts/statements/${view.statements[0]!.year}`, { headers: cleaner.headers });
    expect([former.status, former.headers.get('location')]).toEqual([308, view.statements[0]!.url]);
  });

  it('acts once on a payout webhook delivered twice and out of order', async () => {
    const view = await me();
    const [row] = await t.sql<{ id: string; account_id: string }[]>`select id, account_id from simulated_payouts where amount_cents = 11500`;
    const deliver = async (type: string, id: string) => {
      const body = JSON.stringify({ id, type, account: row!.account_id, data: { object: { id: row!.id, object: 'payout', metadata: { cleanerId: cleaner.id, payoutId: view.payouts[0]!.payoutId } } } });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SIMULATED_WEBHOOK_SECRET });
      return call('/api/payments/webhook', { method: 'POST', body, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } });
    };
    const before = [];
    for await (const event of t.store.readStream(`payout-${cleaner.id}`)) before.push(event.id);
    expect((await deliver('payout.paid', 'evt_payout_paid')).body).toMatchObject({ outcome: 'recorded' });
    expect((await deliver('payout.paid', 'evt_payout_paid')).body).toMatchObject({ outcome: 'duplicate' });
    expect((await deliver('payout.updated', 'evt_payout_in_transit_late')).body).toMatchObject({ outcome: 'recorded' });
    const after = [];
    for await (const event of t.store.readStream(`payout-${cleaner.id}`)) after.push(event.id);
    expect(after).toEqual(before);
  });

  it('reconciles the week twice over (read model and replay) to the cent, balances the ledger, and finds nothing broken', async () => {
    await catchUpFinance();
    expect((await call('/api/admin/finance/trial-balance', { headers: cleaner.headers })).status).toBe(403);
    const trial = await call('/api/admin/finance/trial-balance', { headers: admin });
    expect(trial.body).toMatchObject({ balanced: true });
    const accounts = trial.body.accounts as { account: string; debits: number; credits: number }[];
    expect(accounts.find((account) => account.account === 'instant_payout_fee_income')).toEqual({ account: 'instant_payout_fee_income', debits: 0, credits: 500 });
    // What the platform owes Amélie: nothing left (all transferred); Bruno: nothing either (his earning is at his account).
    expect(accounts.find((account) => account.account === `cleaner_payable:${cleaner.id}`)).toMatchObject({ debits: 24_000, credits: 24_000 });

    // No replay yet: the read model's rows, and nothing said of the replay.
    const unchecked = await call('/api/admin/finance/reconciliation?week=2026-W48', { headers: admin });
    expect(unchecked.body).toMatchObject({ week: '2026-W48', replayAgrees: null, findings: [], replay: null, running: null });
    const week = await replayedWeek('2026-W48');
    expect(week.body).toMatchObject({ week: '2026-W48', replayAgrees: true, findings: [], replay: { state: 'done', stale: false, ageSeconds: 0 } });
    const rows = week.body.rows as (Row & { cleanerName: string })[];
    expect(rows.find((row) => row.cleanerId === cleaner.id)).toMatchObject({ cleanerName: 'Amélie M.', gross: 12_500, fees: 500, instantFees: 0, net: 12_000, paid: 12_000, difference: 0 });
    expect(rows.find((row) => row.cleanerId === other.id)).toMatchObject({ net: 14_000, paid: 0, difference: 14_000 });
    const later = await replayedWeek('2026-W49');
    expect((later.body.rows as Row[])[0]).toMatchObject({ cleanerId: cleaner.id, net: 11_500, instantFees: 500, paid: 11_500, difference: 0 });
    expect((await call('/api/admin/finance/reconciliation?week=2026-W99', { headers: admin })).body.code).toBe('finance.invalid-week');

    const drill = await call(`/api/admin/finance/reconciliation/${cleaner.id}?week=2026-W48`, { headers: admin });
    expect((drill.body.earnings as { amount: number; eventId: string }[]).map((earning) => earning.amount)).toEqual([12_000]);
    expect((drill.body.payouts as { kind: string }[]).map((payout) => payout.kind)).toEqual(['weekly']);
    expect((drill.body.postings as { eventId: string }[]).every((posting) => typeof posting.eventId === 'string')).toBe(true);

    const csv = await call('/api/admin/finance/reconciliation.csv?week=2026-W48', { headers: admin });
    expect(csv.type).toContain('text/csv');
    const lines = String(csv.body).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('week,cleanerId,cleanerName,gross,fees,refunds,cancellationFees,instantFees,net,paid,difference');
    expect(lines).toHaveLength(3);
    const ledgerCsv = await call('/api/admin/finance/ledger.csv?week=2026-W48', { headers: admin });
    expect(String(ledgerCsv.body).split('\r\n').length).toBeGreaterThan(5);

    // A display name is free text (any line a cleaner types): one that a spreadsheet would run comes out as text.
    await t.sql`update cleaner_profiles set display_name = '=HYPERLINK("http://x")' where cleaner_id = ${other.id}`;
    const guarded = String((await call('/api/admin/finance/reconciliation.csv?week=2026-W48', { headers: admin })).body).split('\r\n');
    expect(guarded.find((line) => line.includes(other.id))).toBe(`2026-W48,${other.id},"'=HYPERLINK(""http://x"")",14500,500,0,0,0,14000,0,14000`);

    expect((await call('/api/admin/finance/invariants', { headers: admin })).body).toMatchObject({ state: 'none', findings: [], replay: null });
    const queue = await openFinanceQueue(t, () => now);
    try {
      await queue.work();
      const invariants = await post('/api/admin/finance/replays', { kind: 'invariants' }, admin);
      expect(invariants).toMatchObject({ status: 202, body: { week: null } });
      const checked = await until(async () => (await call('/api/admin/finance/invariants', { headers: admin })).body, (body) => body.running === null);
      expect(checked).toMatchObject({ state: 'done', findings: [], replay: { id: invariants.body.id, state: 'done', stale: false } });
    } finally {
      await queue.stop();
    }
  });

  it('replays in the background, never on a page load, and shows what the replay covers, its age and any finding', async () => {
    await catchUpFinance();
    readAlls = 0;
    for (const path of ['/api/admin/finance/reconciliation?week=2026-W48', '/api/admin/finance/reconciliation.csv?week=2026-W48', `/api/admin/finance/reconciliation/${cleaner.id}?week=2026-W48`, '/api/admin/finance/invariants']) {
      expect((await call(path, { headers: admin })).status).toBe(200);
    }
    expect(readAlls).toBe(0);

    // Refused: a week that is not one, and anyone but an admin.
    expect(await post('/api/admin/finance/replays', { week: '2026-W99' }, admin)).toMatchObject({ status: 400, body: { code: 'finance.invalid-week' } });
    expect((await post('/api/admin/finance/replays', { week: '2026-W48' }, cleaner.headers)).status).toBe(403);

    // The read model tampered with: the replay (which reads the payout streams) disagrees, and says for whom.
    await t.sql`update payout_earnings set platform_fee_cents = platform_fee_cents + 1 where cleaner_id = ${other.id} and week = '2026-W48'`;
    try {
      const differs = await replayedWeek('2026-W48');
      expect(differs.body).toMatchObject({ replayAgrees: false, replay: { state: 'done' } });
      expect((differs.body.findings as { invariant: string; subject: string }[]).map(({ invariant, subject }) => ({ invariant, subject }))).toEqual([{ invariant: 'replay-differs', subject: other.id }]);
    } finally {
      await t.sql`update payout_earnings set platform_fee_cents = platform_fee_cents - 1 where cleaner_id = ${other.id} and week = '2026-W48'`;
    }

    // The log moves on past the position the replay covers: the replay is stale, an hour later.
    now = at(now, 1);
    await t.store.appendToStream(`test-${cleaner.id}`, [{ type: 'SomethingElseHappened', data: {} }]);
    const aged = await call('/api/admin/finance/reconciliation?week=2026-W48', { headers: admin });
    expect(aged.body).toMatchObject({ replayAgrees: true, findings: [], replay: { stale: true, ageSeconds: 3600 } });

    // The nightly tick: the last paid week (the page's default) and the invariants, each run and stored.
    const before = (await call('/api/admin/finance/invariants', { headers: admin })).body.replay as { id: string };
    const queue = await openFinanceQueue(t, () => now);
    try {
      await queue.work();
      await queue.tick();
      const nightly = await until(async () => (await call('/api/admin/finance/invariants', { headers: admin })).body, (body) => (body.replay as { id: string }).id !== before.id);
      expect(nightly).toMatchObject({ state: 'done', findings: [], replay: { stale: false } });
      expect((await call('/api/admin/finance/reconciliation', { headers: admin })).body).toMatchObject({ replay: { state: 'done', stale: false }, replayAgrees: true });
    } finally {
      await queue.stop();
    }
  });

  it("holds and releases a cleaner's payouts with a reason, as events of their stream", async () => {
    expect((await post(`/api/admin/payouts/${other.id}/hold`, { reason: '' }, admin)).status).toBe(400);
    expect((await post(`/api/admin/payouts/${client.id}/hold`, { reason: 'Vérification' }, admin)).status).toBe(404);
    expect((await post(`/api/admin/payouts/${other.id}/hold`, { reason: 'Vérification' }, cleaner.headers)).status).toBe(403);
    expect((await post(`/api/admin/payouts/${other.id}/hold`, { reason: 'Vérification du compte' }, admin))).toMatchObject({ status: 200, body: { hold: { reason: 'Vérification du compte' } } });
    expect((await me(other)).hold).toMatchObject({ reason: 'Vérification du compte' });
    expect((await post('/api/payouts/instant', {}, other.headers)).body.code).toBe('payout.held');
    expect((await post(`/api/admin/payouts/${other.id}/release`, { reason: 'Compte vérifié' }, admin))).toMatchObject({ status: 200, body: { hold: null } });
    expect((await post(`/api/admin/payouts/${other.id}/release`, { reason: 'Encore' }, admin)).body.code).toBe('payout.not-held');
    const audit = [];
    for await (const event of t.store.readStream(`payout-${other.id}`)) {
      if (event.type === 'PayoutsHeld' || event.type === 'PayoutsReleased') audit.push([event.type, (event.data as { reason: string }).reason, (event.data as { by: string }).by === event.metadata.userId]);
    }
    expect(audit).toEqual([['PayoutsHeld', 'Vérification du compte', true], ['PayoutsReleased', 'Compte vérifié', true]]);
  });
});
