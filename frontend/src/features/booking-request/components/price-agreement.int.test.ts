import type { PriceBreakdown } from '@weklean/domain';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProperty, catchUp, signUpClient, signUpCleaner, type Party } from '../../../../../bff/test/support/bookings';
import { earnReferralCredit, settleReferrals } from '../../../../../bff/test/support/referral-steps';
import { createTestApp, json, type TestApp } from '../../../../../bff/test/support/test-app';
import { quoteOf, type BookingCleaner, type BookingProperty, type QuoteAnswer } from '../api/booking-answers';
import { bookingRequestOf, initialBookingValues, quoteRequestOf, type BookingFormValues } from './booking-values';
import { chargedNow, priceStateOf, readyToSend } from './price-state';

const NOW = new Date('2026-11-22T17:00:00.000Z');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read field by field, as the form reads them
type Body = Record<string, any>;
/** A breakdown's lines (the quote's answer also carries the referral amounts it offered). */
const LINES = ['basePrice', 'suppliesFee', 'emergencyFee', 'firstBookingDiscount', 'referralDiscount', 'referralCredit', 'serviceFee', 'gst', 'qst', 'finalPrice', 'deposit', 'balance'] as const;
const lines = (price: PriceBreakdown) => Object.fromEntries(LINES.map((line) => [line, price[line] ?? 0]));

/**
 * The form's price against the booking it makes (issue 30): the same functions as the price panel (quoteRequestOf →
 * POST /api/bookings/quote → priceStateOf), then the same request as the button (bookingRequestOf → POST
 * /api/bookings), for each discount a client can have. What the form shows is what the booking costs, to the cent.
 */
describe('the booking form’s price and the booking it creates', () => {
  let t: TestApp;
  let cleaner: Party & { slug: string };
  let profile: BookingCleaner;

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };

  /** The form filled in as a person would: the property, the day and time, 4 h; the rest as given. */
  const filledIn = async (client: Party, day: string, overrides: Partial<BookingFormValues> = {}): Promise<{ values: BookingFormValues; properties: BookingProperty[] }> => {
    const properties = (await call('/api/properties', { headers: client.headers })).body.items as BookingProperty[];
    const values: BookingFormValues = {
      ...initialBookingValues(properties[0]!.id),
      date: dayjs(`${day}T00:00:00`),
      time: dayjs(`${day}T10:00:00`),
      durationHours: 4,
      ...overrides,
    };
    return { values, properties };
  };

  /** What the panel and the summary by the button show once the quote of exactly these fields has come back. */
  const shown = async (client: Party, values: BookingFormValues, properties: BookingProperty[]) => {
    const request = quoteRequestOf(values, profile.slug);
    expect(request).not.toBeNull();
    const requestKey = JSON.stringify(request);
    const before = priceStateOf({ values, cleaner: profile, properties, requestKey, quote: { answered: undefined, failure: null } });
    // Before the client's terms are known, no figure and no sending.
    expect(before).toEqual({ kind: 'waiting' });
    expect(readyToSend(before)).toBe(false);
    const answer = await call('/api/bookings/quote', json('POST', request, client.headers));
    expect(answer.status).toBe(200);
    const state = priceStateOf({
      values, cleaner: profile, properties, requestKey, quote: { answered: { request: requestKey, quote: quoteOf(answer.body as QuoteAnswer) }, failure: null },
    });
    if (state.kind !== 'price') throw new Error(`no price shown: ${state.kind}`);
    expect(state.updating).toBe(false);
    expect(readyToSend(state)).toBe(true);
    return state;
  };

  const send = async (client: Party, values: BookingFormValues) => {
    const request = bookingRequestOf(values, profile.slug);
    expect(request).not.toBeNull();
    const created = await call('/api/bookings', json('POST', request, client.headers));
    expect(created.status).toBe(201);
    return created.body;
  };
  const priceOf = async (client: Party, bookingId: string) => (await call(`/api/bookings/${bookingId}`, { headers: client.headers })).body.price as PriceBreakdown;

  let referrer: Party;
  let friend: Party;

  beforeAll(async () => {
    t = await createTestApp('price-agreement', { clock: () => NOW });
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3550 }, 'amelie@example.com', NOW);
    profile = (await call(`/api/cleaners/${cleaner.slug}`)).body as BookingCleaner;
    referrer = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    await addProperty(t, referrer);
  }, 120_000);
  afterAll(async () => t?.close());

  it('shows the first booking’s 15 % off, and the booking costs and charges exactly that', async () => {
    const { values, properties } = await filledIn(referrer, '2026-11-24');
    const state = await shown(referrer, values, properties);
    expect(state.breakdown.firstBookingDiscount).toBeGreaterThan(0);
    const created = await send(referrer, values);
    expect(lines(created.price as PriceBreakdown)).toEqual(lines(state.breakdown));
    expect(created.payment).toMatchObject({ status: 'initial_completed' });
    expect(chargedNow(state)).toBe(created.price.deposit);
    await catchUp(t);
  });

  it('shows a referred friend’s $10 after the 15 %, as the booking has it', async () => {
    const code = ((await call('/api/referrals/me', { headers: referrer.headers })).body.code as string).replace('-', '');
    await settleReferrals(t);
    const signup = await call('/api/auth/signup', json('POST', { name: 'Léa Tremblay', email: 'lea@example.com', password: 'un-mot-de-passe', referralCode: code }));
    expect(signup.status).toBe(201);
    friend = { id: signup.body.user.id as string, headers: { authorization: `Bearer ${signup.body.token as string}` } };
    await t.app.request('/api/auth/select-role', json('POST', { role: 'client' }, friend.headers));
    await settleReferrals(t);
    await addProperty(t, friend);

    const { values, properties } = await filledIn(friend, '2026-11-25');
    const state = await shown(friend, values, properties);
    expect(state.breakdown).toMatchObject({ referralDiscount: 1000 });
    expect(state.breakdown.firstBookingDiscount).toBeGreaterThan(0);
    const created = await send(friend, values);
    expect(lines(created.price as PriceBreakdown)).toEqual(lines(state.breakdown));
    expect(chargedNow(state)).toBe(created.price.deposit);
    await catchUp(t);
  });

  it('shows a referrer’s earned $20 credit on their next booking, as the booking spends it', async () => {
    const friendBooking = (await call('/api/bookings', { headers: friend.headers })).body.items[0].id as string;
    await earnReferralCredit(t, referrer.id, friend.id, friendBooking, NOW);
    const { values, properties } = await filledIn(referrer, '2026-11-26', { cleanerBringsSupplies: true });
    const state = await shown(referrer, values, properties);
    expect(state.breakdown).toMatchObject({ firstBookingDiscount: 0, referralCredit: 2000, suppliesFee: 1000 });
    const created = await send(referrer, values);
    expect(lines(created.price as PriceBreakdown)).toEqual(lines(state.breakdown));
    expect(chargedNow(state)).toBe(created.price.deposit);
  });

  it('shows a series as its first occurrence with the discount, each later one without, and every deposit charged', async () => {
    const client = await signUpClient(t, 'Nadia Série', 'nadia@example.com');
    await addProperty(t, client);
    const { values, properties } = await filledIn(client, '2026-11-27', { frequency: 'weekly', occurrences: 3 });
    const state = await shown(client, values, properties);
    expect(state.series).not.toBeNull();
    const created = await send(client, values);
    const ids = created.occurrenceIds as string[];
    expect(ids).toHaveLength(3);
    const prices = await Promise.all(ids.map((id) => priceOf(client, id)));
    expect(lines(prices[0]!)).toEqual(lines(state.breakdown));
    expect(prices[0]!.firstBookingDiscount).toBeGreaterThan(0);
    expect(lines(prices[1]!)).toEqual(lines(state.series!.later));
    expect(lines(prices[2]!)).toEqual(lines(state.series!.later));
    expect(state.series!.total).toBe(prices.reduce((sum, price) => sum + price.finalPrice, 0));
    expect(chargedNow(state)).toBe(prices.reduce((sum, price) => sum + price.deposit, 0));
  });
});
