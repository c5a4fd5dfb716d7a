import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandHandler, createLogger } from '@weklean/platform';
import { paymentTarget, payoutTarget, referralTarget, rewardExpiresAt, SYSTEM_USER } from '@weklean/domain';
import { createProjectionRunner, ledger, referrals } from '@weklean/projections';
import { addProperty, catchUp, signUpClient, signUpCleaner, signUpAdmin, type Party } from './support/bookings';
import { settleReactions, timerDueAt } from './support/reactions';
import { createTestApp, json, type TestApp } from './support/test-app';
import { waitForProjection } from './support/wait-for-projection';

const NOW = new Date('2026-11-22T17:00:00.000Z');
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const hours = (from: string | Date, count: number) => new Date(new Date(from).getTime() + count * 3_600_000);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read loosely, field by field, as an outside client would
type Body = Record<string, any>;

/**
 * The referral programme's money through the API, the reactors and the simulated provider: a friend's $10 off, the
 * referrer's $20 once the friend's first job is completed and paid (a client's credit, spent and given back; a
 * cleaner's in their payouts), the fraud rules holding a reward for an admin, and the 6-month timer.
 */
describe('referral rewards through the API', () => {
  let t: TestApp;
  let now = NOW;
  let referrer: Party;
  let cleaner: Party & { slug: string };
  let admin: Party;
  let referrerHome = '';

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };
  const post = (path: string, body: unknown, headers: Record<string, string>) => call(path, json('POST', body, headers));
  const settle = async () => {
    await settleReactions(t, () => now);
    await catchUp(t);
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [referrals, ledger], logger: createLogger({ level: 'error', json: true }) });
    runner.start();
    try {
      await waitForProjection(t.sql, referrals);
      await waitForProjection(t.sql, ledger);
    } finally {
      await runner.stop();
    }
  };
  /** The party's code, once the referrals read model knows it (sign-up checks it there). */
  const codeOf = async (party: Party) => {
    const code = ((await call('/api/referrals/me', { headers: party.headers })).body.code as string).replace('-', '');
    await settle();
    return code;
  };
  const signUpReferred = async (name: string, email: string, code: string): Promise<Party> => {
    const signup = await call('/api/auth/signup', json('POST', { name, email, password: 'un-mot-de-passe', referralCode: code }));
    expect(signup.status).toBe(201);
    const headers = { authorization: `Bearer ${signup.body.token as string}` };
    await t.app.request('/api/auth/select-role', json('POST', { role: 'client' }, headers));
    return { id: signup.body.user.id as string, headers };
  };
  const booking = (client: Party, propertyId: string, startsAt: Date, paymentMethodId: string) => ({
    cleanerSlug: cleaner.slug, propertyId, startsAt: startsAt.toISOString(), durationHours: 4, cleanerBringsSupplies: false,
    frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId,
  });
  /** Booked, accepted, done and its balance charged: completed and paid. */
  const completeAndPay = async (client: Party, propertyId: string, startsAt: Date, paymentMethodId: string) => {
    const created = await post('/api/bookings', booking(client, propertyId, startsAt, paymentMethodId), client.headers);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await post(`/api/bookings/${id}/accept`, {}, cleaner.headers)).status).toBe(200);
    now = hours(startsAt, -0.25);
    expect((await post(`/api/bookings/${id}/punch-in`, { lat: 45.52, lng: -73.58 }, cleaner.headers)).status).toBe(200);
    now = hours(startsAt, 4);
    expect((await post(`/api/bookings/${id}/punch-out`, { lat: 45.52, lng: -73.58 }, cleaner.headers)).body).toMatchObject({ status: 'completed' });
    await settleReactions(t, () => now);
    await createCommandHandler(t.store).execute(paymentTarget(id), 'ChargeBalance', { attempt: 1, offSession: true, paymentMethodId: null },
      { userId: SYSTEM_USER, now }, { commandId: `balance:${id}:1` });
    // The simulated provider answers the charge by its webhook, a moment later: settle until it has.
    for (let round = 0; round < 20; round += 1) {
      await settle();
      if ((await call(`/api/bookings/${id}`, { headers: client.headers })).body.paymentStatus === 'fully_paid') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await call(`/api/bookings/${id}`, { headers: client.headers })).body.paymentStatus).toBe('fully_paid');
    now = NOW;
    return { id, price: created.body.price as Body };
  };
  const rewardsOf = async (party: Party) => (await call('/api/referrals/me', { headers: party.headers })).body;

  beforeAll(async () => {
    t = await createTestApp('referral-rewards', { clock: () => now });
    referrer = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    admin = await signUpAdmin(t);
    // The referrer once paid with 4242 for her own home.
    referrerHome = await addProperty(t, referrer, { address: { streetAddress: '55 avenue Laurier Ouest', city: 'Montréal', province: 'QC', postalCode: 'H2T 2N6', country: 'CA' } });
    await completeAndPay(referrer, referrerHome, new Date(TUESDAY_10), 'pm_card_visa');
    await settle();
  }, 120_000);
  afterAll(async () => t?.close());

  it('gives the friend $10 off after the 15 % on their first booking, and the referrer a $20 credit once it is completed and paid', async () => {
    const friend = await signUpReferred('Léa Tremblay', 'lea@example.com', await codeOf(referrer));
    await settle();
    const home = await addProperty(t, friend);
    const quote = await post('/api/bookings/quote', { ...booking(friend, home, hours(TUESDAY_10, 48), 'pm_card_mastercard') }, friend.headers);
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ firstBooking: true, referralDiscountCents: 1000, referralCreditCents: 0, firstBookingDiscount: 1800, referralDiscount: 1000 });
    expect((await rewardsOf(friend)).friendDiscount).toMatchObject({ referrerName: 'Camille', amountCents: 1000, status: 'pending' });

    const paid = await completeAndPay(friend, home, hours(TUESDAY_10, 48), 'pm_card_mastercard');
    expect(paid.price).toMatchObject({ firstBookingDiscount: 1800, referralDiscount: 1000, finalPrice: quote.body.finalPrice });
    expect((await rewardsOf(friend)).friendDiscount).toMatchObject({ status: 'used', bookingId: paid.id });
    const mine = await rewardsOf(referrer);
    expect(mine.rewards).toEqual([expect.objectContaining({ friendName: 'Léa', status: 'earned', kind: 'credit', amountCents: 2000, earnedAt: hours(TUESDAY_10, 52).toISOString() })]);
    expect(mine.rewards[0].expiresAt).toBe(rewardExpiresAt(hours(TUESDAY_10, 52).toISOString()));
    expect(mine.credit).toEqual({ availableCents: 2000, nextExpiresAt: mine.rewards[0].expiresAt });
    expect(mine.invitations[0]).toMatchObject({ name: 'Léa', status: 'first-job-done' });
    // The ledger: the friend's discount and the referrer's credit are the platform's expenses, every posting balanced.
    const lines = await t.sql<{ account: string; balance: number }[]>`
      select account, sum(case when side = 'debit' then amount_cents else -amount_cents end)::int as balance from ledger_lines
      where phase in ('single', 'post') and account like 'referral%' group by account order by account`;
    expect(lines).toEqual([
      { account: 'referral_credits_payable', balance: -2000 },
      { account: 'referral_discount_expense', balance: 1000 },
      { account: 'referral_reward_expense', balance: 2000 },
    ]);
  });

  it('spends the credit on the referrer’s next booking, once, and gives it back when that booking is cancelled before its service', async () => {
    const start = hours(TUESDAY_10, 24 * 7);
    const quote = await post('/api/bookings/quote', booking(referrer, referrerHome, start, 'pm_card_visa'), referrer.headers);
    expect(quote.body).toMatchObject({ firstBooking: false, referralDiscountCents: 0, referralCreditCents: 2000, referralCredit: 2000 });
    const created = await post('/api/bookings', booking(referrer, referrerHome, start, 'pm_card_visa'), referrer.headers);
    expect(created.status).toBe(201);
    expect(created.body.price).toMatchObject({ referralCredit: 2000, finalPrice: quote.body.finalPrice });
    await settle();
    expect((await rewardsOf(referrer)).rewards[0]).toMatchObject({ status: 'used', usedOn: created.body.id });
    // Not offered twice.
    expect((await post('/api/bookings/quote', booking(referrer, referrerHome, hours(start, 48), 'pm_card_visa'), referrer.headers)).body).toMatchObject({ referralCreditCents: 0 });
    expect((await post(`/api/bookings/${created.body.id as string}/cancel`, { reason: 'schedule_conflict', note: null }, referrer.headers)).status).toBe(200);
    await settle();
    const back = await rewardsOf(referrer);
    expect(back.rewards[0]).toMatchObject({ status: 'earned', usedOn: null });
    expect(back.credit.availableCents).toBe(2000);
  });

  it('holds a reward when the friend pays with the referrer’s card or cleans the referrer’s address; an admin approves or refuses, with a reason', async () => {
    const code = await codeOf(referrer);
    const sameCard = await signUpReferred('Noé Roy', 'noe@example.com', code);
    const sameAddress = await signUpReferred('Zoé Roy', 'zoe@example.com', code);
    await settle();
    await completeAndPay(sameCard, await addProperty(t, sameCard, { address: { streetAddress: '12 rue Rachel Est', city: 'Montréal', province: 'QC', postalCode: 'H2W 1A1', country: 'CA' } }), hours(TUESDAY_10, 72), 'pm_card_visa');
    await completeAndPay(sameAddress, await addProperty(t, sameAddress, { address: { streetAddress: '55, Avenue Laurier O.'.replace('O.', 'Ouest'), city: 'Montréal', province: 'QC', postalCode: 'h2t2n6', country: 'CA' } }), hours(TUESDAY_10, 96), 'pm_card_amex');
    const held = await call('/api/admin/referrals/held', { headers: admin.headers });
    expect(held.body.items).toEqual([
      expect.objectContaining({ referrerId: referrer.id, friendId: sameCard.id, friendName: 'Noé Roy', reasons: ['same-card'], amountCents: 2000, kind: 'credit' }),
      expect.objectContaining({ referrerId: referrer.id, friendId: sameAddress.id, reasons: ['same-address'] }),
    ]);
    expect((await call('/api/admin/referrals/held', { headers: referrer.headers })).status).toBe(403);
    expect((await post(`/api/admin/referrals/rewards/${referrer.id}/${sameCard.id}/approve`, {}, referrer.headers)).status).toBe(403);
    expect((await post(`/api/admin/referrals/rewards/${referrer.id}/${sameCard.id}/refuse`, { reason: '  ' }, admin.headers)).status).toBe(400);
    expect((await post(`/api/admin/referrals/rewards/${referrer.id}/not-an-id/approve`, {}, admin.headers)).status).toBe(404);

    const refused = await post(`/api/admin/referrals/rewards/${referrer.id}/${sameCard.id}/refuse`, { reason: 'Même carte que la marraine' }, admin.headers);
    expect(refused).toMatchObject({ status: 200, body: { status: 'refused' } });
    const approved = await post(`/api/admin/referrals/rewards/${referrer.id}/${sameAddress.id}/approve`, {}, admin.headers);
    expect(approved).toMatchObject({ status: 200, body: { status: 'earned', kind: 'credit', amountCents: 2000 } });
    expect(await post(`/api/admin/referrals/rewards/${referrer.id}/${sameAddress.id}/approve`, {}, admin.headers)).toMatchObject({ status: 409, body: { code: 'referral.reward-state' } });
    const events = [];
    for await (const event of t.store.readStream(`referral-${referrer.id}`)) events.push(event);
    expect(events.find((event) => event.type === 'ReferralRewardRefused')).toMatchObject({ data: { by: admin.id, reason: 'Même carte que la marraine' } });
    expect(events.find((event) => event.type === 'ReferralRewardEarned' && (event.data as Body).refereeId === sameAddress.id)).toMatchObject({ data: { approvedBy: admin.id } });
    await settle();
    expect((await call('/api/admin/referrals/held', { headers: admin.headers })).body.items).toEqual([]);
  });

  it('adds a cleaner referrer’s $20 to their payouts', async () => {
    const friend = await signUpReferred('Jade Gagnon', 'jade@example.com', await codeOf(cleaner));
    await settle();
    const job = await completeAndPay(friend, await addProperty(t, friend, { address: { streetAddress: '8 rue Fleury', city: 'Montréal', province: 'QC', postalCode: 'H3L 1T4', country: 'CA' } }), hours(TUESDAY_10, 120), 'pm_card_mastercard');
    expect((await rewardsOf(cleaner)).rewards[0]).toMatchObject({ friendName: 'Jade', status: 'earned', kind: 'payout', expiresAt: null });
    const payout = await createCommandHandler(t.store).load(payoutTarget(cleaner.id));
    expect(payout.earnings.filter((earning) => earning.kind === 'referral_reward')).toEqual([
      expect.objectContaining({ bookingId: job.id, amountCents: 2000, earningId: `referral-reward:${cleaner.id}:${friend.id}` }),
    ]);
  });

  it('expires a reward not earned within 6 months of the sign-up, by its timer', async () => {
    const late = await signUpReferred('Éloi Martin', 'eloi@example.com', await codeOf(referrer));
    await settle();
    const timerId = `referral-expiry:${referrer.id}:${late.id}:pending`;
    expect(await timerDueAt(t, timerId)).toBe(rewardExpiresAt(NOW.toISOString()));
    const commands = createCommandHandler(t.store);
    await commands.execute(referralTarget(referrer.id), 'ExpireReferralReward', { userId: referrer.id, refereeId: late.id }, { userId: SYSTEM_USER, now: new Date('2027-05-21T00:00:00.000Z') }, { commandId: `${timerId}:early` });
    await commands.execute(referralTarget(referrer.id), 'ExpireReferralReward', { userId: referrer.id, refereeId: late.id }, { userId: SYSTEM_USER, now: new Date(rewardExpiresAt(NOW.toISOString())) }, { commandId: timerId });
    await settle();
    expect((await rewardsOf(referrer)).rewards.find((reward: Body) => reward.friendId === late.id)).toMatchObject({ status: 'expired' });
  });
});
