import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, bookingTarget, lastPaidWeek, previousWeek, payoutBalances, payoutTarget } from '@weklean/domain';
import { createCommandHandler, createLocalFileStorage, createLogger, loadConfig } from '@weklean/platform';
import {
  DEMO_ACCOUNTS,
  seedAccounts,
  seedDemoBookings,
  seedDemoCleaners,
  seedDemoMessages,
  seedDemoPayouts,
  seedDemoReferrals,
  seedDemoReviews,
  type DemoPayoutCleaners,
  type DemoUseCases,
} from '@weklean/demo';
import { adminMessages, bookings, cleanerSearch, conversations, createProjectionRunner, referrals, reviews, rewardsOf } from '@weklean/projections';
import { waitForProjection } from './support/wait-for-projection';
import { createFinance } from '../src/finance/finance';
import { demoUseCasesFrom } from '../src/demo-use-cases';
import { settleReactions } from './support/reactions';
import { catchUpFinance, runStoredReplay } from './support/finance';
import { catchUp } from './support/bookings';
import { createTestApp, type TestApp } from './support/test-app';

/** Noon in Quebec, Sunday 22 November 2026. */
const NOW = new Date('2026-11-22T17:00:00Z');

describe('demo bookings seeded on first start', () => {
  let t: TestApp;
  let useCases: DemoUseCases;
  let filesDir: string;
  let demoPayoutCleaners: DemoPayoutCleaners | undefined;
  let demoCleanerIds: string[] = [];
  let establishedIds: string[] = [];
  const logger = createLogger({ level: 'error', json: true });
  const seed = () =>
    seedDemoBookings({ sql: t.sql, store: t.store, files: createLocalFileStorage(filesDir), logger, now: NOW, clientEmail: DEMO_ACCOUNTS[0].email, paymentGateway: t.gateway, useCases });

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'weklean-demo-bookings-'));
    t = await createTestApp('demo_bookings', { clock: () => NOW });
    useCases = demoUseCasesFrom({ sql: t.sql, store: t.store, logger, paymentGateway: t.gateway });
    const config = loadConfig({ PASSWORD_HASH_COST: '12', ADMIN_PASSWORD: 'Admin-weklean-2026' });
    await seedAccounts(useCases, config, true, logger);
    const [admin] = await t.sql<{ id: string }[]>`select id from users where role = 'admin'`;
    await seedDemoCleaners({ sql: t.sql, store: t.store, files: createLocalFileStorage(filesDir), logger, now: NOW, count: 300, adminId: admin!.id, passwordHashCost: 12, useCases });
    await catchUp(t, 120_000);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('gives the demo client two properties and bookings in every state, through the same commands as the screens', async () => {
    const { created, payoutCleaners, cleanerIds } = await seed();
    demoPayoutCleaners = payoutCleaners;
    demoCleanerIds = cleanerIds ?? [];
    expect(created).toBeGreaterThanOrEqual(18);
    await catchUp(t, 120_000);
    const [client] = await t.sql<{ id: string }[]>`select id from users where email = ${DEMO_ACCOUNTS[0].email}`;
    const statuses = await t.sql<{ status: string }[]>`select distinct status from bookings where client_id = ${client!.id}`;
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(BOOKING_STATUSES));
    expect(await t.sql`select 1 from properties where client_id = ${client!.id}`).toHaveLength(2);
    // Their payments went through the simulated provider: paid deposits, balances paid after the service, one balance
    // declined and waiting for the client, the late cancellation's fee kept and the rest refunded, a declined card.
    const payments = await t.sql<{ status: string; payment_status: string; count: number }[]>`
      select status, payment_status, count(*)::int as count from bookings where client_id = ${client!.id} group by 1, 2`;
    const has = (status: string, paymentStatus: string) => payments.some((row) => row.status === status && row.payment_status === paymentStatus);
    expect(payments.filter((row) => row.status === 'completed' && row.payment_status === 'fully_paid')[0]?.count).toBe(5);
    expect(has('completed', 'final_failed') || has('completed', 'failed')).toBe(true);
    expect(has('cancelled', 'final_partially_refunded')).toBe(true);
    expect(has('withdrawn', 'initial_failed')).toBe(true);
    expect(has('declined', 'refunded') && has('expired', 'refunded') && has('declinedByClient', 'refunded')).toBe(true);
    expect(payments.filter((row) => ['pending', 'confirmed', 'in_progress'].includes(row.status)).every((row) => row.payment_status === 'initial_completed')).toBe(true);
    // Every booking's history was written by its actors: the client, the cleaner, or the system for the expiry.
    const authors = await t.sql<{ author: string }[]>`
      select distinct metadata->>'userId' as author from events where stream_id like 'booking-%'`;
    expect(authors.map((row) => row.author)).toContain('system');
    expect(authors.map((row) => row.author)).toContain(client!.id);
  }, 240_000);

  it('gives the demo client a conversation on their next confirmed booking, and a welcome from the platform', async () => {
    const [admin] = await t.sql<{ id: string }[]>`select id from users where role = 'admin'`;
    const seedMessages = () => seedDemoMessages({ sql: t.sql, store: t.store, logger, now: NOW, clientEmail: DEMO_ACCOUNTS[0].email, adminId: admin!.id, useCases });
    const cleanerEmail = await seedMessages();
    expect(cleanerEmail).toMatch(/@demo\.weklean\.local$/);
    // Once: a second start adds nothing.
    expect(await seedMessages()).toBe(cleanerEmail);
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [conversations, adminMessages], logger });
    runner.start();
    await waitForProjection(t.sql, conversations);
    await waitForProjection(t.sql, adminMessages);
    await runner.stop();
    const [cleaner] = await t.sql<{ id: string }[]>`select id from users where email = ${cleanerEmail!}`;
    const [client] = await t.sql<{ id: string }[]>`select id from users where email = ${DEMO_ACCOUNTS[0].email}`;
    const messages = await t.sql<{ sender_id: string; read_at: Date | null }[]>`select sender_id, read_at from conversation_messages order by position`;
    expect(messages.map((message) => [message.sender_id === client!.id ? 'client' : 'cleaner', message.read_at !== null])).toEqual([['client', true], ['cleaner', true], ['client', false]]);
    const welcomes = await t.sql<{ recipient_id: string }[]>`select recipient_id from admin_messages order by recipient_role`;
    expect(welcomes.map((row) => row.recipient_id)).toEqual([cleaner!.id, client!.id]);
  });

  it('has both sides review the two older cleanings (published), and leaves last week’s for the demo client to review', async () => {
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [reviews, cleanerSearch], logger });
    runner.start();
    await waitForProjection(t.sql, reviews);
    await waitForProjection(t.sql, cleanerSearch);
    await runner.stop();
    const rows = await t.sql<{ author_role: string; status: string }[]>`select author_role, status from reviews order by submitted_at`;
    expect(rows).toEqual([
      { author_role: 'client', status: 'published' }, { author_role: 'cleaner', status: 'published' },
      { author_role: 'client', status: 'published' }, { author_role: 'cleaner', status: 'published' },
    ]);
    const rated = await t.sql<{ rating: string; review_count: number }[]>`select rating::text, review_count from cleaner_profiles where review_count > 0 order by rating`;
    expect(rated).toEqual([{ rating: '4.00', review_count: 1 }, { rating: '5.00', review_count: 1 }]);
  });

  it('gives most verified demo cleaners published reviews in French and in English, and the demo client rewards in every state', async () => {
    const [client] = await t.sql<{ id: string }[]>`select id from users where email = ${DEMO_ACCOUNTS[0].email}`;
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [referrals, bookings], logger });
    runner.start();
    await seedDemoReferrals({ store: t.store, logger, now: NOW, clientEmail: DEMO_ACCOUNTS[0].email, friendEmail: DEMO_ACCOUNTS[2].email, useCases });
    const seedReviews = () =>
      seedDemoReviews({ sql: t.sql, store: t.store, logger, now: NOW, clientEmail: DEMO_ACCOUNTS[0].email, paymentGateway: t.gateway, skipCleanerIds: demoCleanerIds, useCases });
    const { bookings: made, reviewedCleaners, cleanerIds: reviewedIds } = await seedReviews();
    establishedIds = reviewedIds;
    await runner.stop();
    expect(made).toBeGreaterThan(reviewedCleaners);
    const readers = createProjectionRunner({ sql: t.sql, store: t.store, projections: [reviews, cleanerSearch, referrals, bookings], logger });
    readers.start();
    for (const projection of [reviews, cleanerSearch, referrals, bookings]) await waitForProjection(t.sql, projection);
    await readers.stop();

    const [verified] = await t.sql<{ all: number; rated: number; levels: number; lowest: string; highest: string }[]>`
      select count(*)::int as all, count(*) filter (where review_count > 0)::int as rated, count(distinct round(rating, 1))::int as levels,
             min(rating)::text as lowest, max(rating)::text as highest
      from cleaner_profiles where verified`;
    expect(verified!.rated / verified!.all).toBeGreaterThan(0.5);
    expect(verified!.levels).toBeGreaterThanOrEqual(8);
    expect(Number(verified!.lowest)).toBeLessThan(4);
    expect(verified!.highest).toBe('5.00');
    // Every one published (the windows of the one-sided ones closed long ago), some with a cleaner's reply, in both languages.
    const [published] = await t.sql<{ unpublished: number; replies: number; french: number; english: number }[]>`
      select count(*) filter (where status <> 'published')::int as unpublished, count(reply)::int as replies,
             count(*) filter (where comment ~ '[éèàç’]')::int as french, count(*) filter (where comment ~* ' (the|and|was) ')::int as english
      from reviews`;
    expect(published!.unpublished).toBe(0);
    expect(published!.replies).toBeGreaterThan(5);
    expect(published!.french).toBeGreaterThan(20);
    expect(published!.english).toBeGreaterThan(10);
    // The demo client's rewards: pending (joined two days ago), expired, earned, used on their own booking, held.
    const rewards = await rewardsOf(t.sql, client!.id);
    expect(rewards.map((row) => row.reward_status).sort()).toEqual(['earned', 'expired', 'held', 'pending', 'used']);
    expect(rewards.find((row) => row.reward_status === 'used')?.reward_used_on).not.toBeNull();
    const usedOn = await createCommandHandler(t.store).load(bookingTarget(rewards.find((row) => row.reward_status === 'used')!.reward_used_on!));
    expect(usedOn.status === 'completed' && usedOn.clientId === client!.id && usedOn.price.referralCredit).toBe(2000);
    await catchUpFinance(t);
    expect((await createFinance({ sql: t.sql, store: t.store }).trialBalance()).balanced).toBe(true);
    // Once.
    expect(await seedReviews()).toEqual({ bookings: 0, reviewedCleaners: 0, cleanerIds: [] });
  }, 600_000);

  it('gives the demo cleaners real payouts: active accounts, past Fridays paid (the reviewed cleaners’ too), an instant payout, a hold, one account to set up', async () => {
    const [admin] = await t.sql<{ id: string }[]>`select id from users where role = 'admin'`;
    const cleaners = demoPayoutCleaners!;
    const { payouts: made } = await seedDemoPayouts({ store: t.store, gateway: t.gateway, logger, now: NOW, adminId: admin!.id, cleaners, established: establishedIds });
    expect(made).toBeGreaterThanOrEqual(4);
    // Every reactor's catch-up of the demo's history: each of its thousands of events goes through the notifications.
    await settleReactions(t, () => NOW, { timeoutMs: 300_000 });
    await catchUpFinance(t);
    const finance = createFinance({ sql: t.sql, store: t.store });
    expect((await finance.trialBalance()).balanced).toBe(true);
    // The latest week paid out (Friday 20 November paid 2026-W46): every cleaner's figures reconcile, twice over.
    // The replays run as the workers run them (in the background), then the reports read them back.
    await runStoredReplay(t, 'week', lastPaidWeek(NOW), NOW);
    const week = await finance.reconciliation(lastPaidWeek(NOW), NOW);
    expect(week.week).toBe('2026-W46');
    expect(week.replayAgrees).toBe(true);
    // The instant payout's cleaner at least; which other cleaners worked that week depends on the demo's drawing (it
    // goes by slugs, which end with random ids: one CI run found a single row). Two months before, below, many did.
    expect(week.rows.length).toBeGreaterThanOrEqual(1);
    expect(week.rows.every((row) => row.difference === 0 && row.paid > 0)).toBe(true);
    expect(week.rows.some((row) => row.instantFees === 500)).toBe(true);
    // Two months before: the reviewed cleaners' jobs, paid on their Fridays too.
    let older = week.week;
    for (let i = 0; i < 8; i += 1) older = previousWeek(older);
    await runStoredReplay(t, 'week', older, NOW);
    const past = await finance.reconciliation(older, NOW);
    expect(past.rows.length).toBeGreaterThan(3);
    expect(past.replayAgrees).toBe(true);
    expect(past.rows.every((row) => row.difference === 0 && row.paid > 0)).toBe(true);
    await runStoredReplay(t, 'invariants', null, NOW);
    expect(await finance.invariants(NOW)).toMatchObject({ state: 'done', findings: [] });
    const states = Object.fromEntries(
      await Promise.all([cleaners.held, cleaners.setUp, cleaners.instant].map(async (id) => [id, await createCommandHandler(t.store).load(payoutTarget(id))] as const)),
    );
    expect(states[cleaners.held]!.hold?.reason).toMatch(/^Vérification/);
    expect(payoutBalances(states[cleaners.held]!).pending).toBe(5000);
    expect(states[cleaners.setUp]!.account).toBeNull();
    expect(payoutBalances(states[cleaners.setUp]!).pending).toBeGreaterThan(0);
    expect(states[cleaners.instant]!.payouts.map((payout) => [payout.kind, payout.status])).toContainEqual(['instant', 'paid']);
  }, 600_000);

  it('does nothing on the next start', async () => {
    expect(await seed()).toEqual({ created: 0 });
  });
});
