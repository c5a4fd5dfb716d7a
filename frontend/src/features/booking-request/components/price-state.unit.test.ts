import { describe, expect, it } from 'vitest';
import type { BookingProperty, Quote } from '../api/booking-answers';
import { initialBookingValues } from './booking-values';
import { priceStateOf, readyToSend } from './price-state';

const cleaner = { hourlyRateCents: 3550, fixedPricesCents: {}, serviceCities: [] };
const properties = [{ id: 'prop-1', type: 'house', address: { placeId: null } }] as unknown as BookingProperty[];
const values = { ...initialBookingValues('prop-1'), durationHours: 4 };
const firstBookingQuote: Quote = {
  price: { basePrice: 14_200, suppliesFee: 0, emergencyFee: 0, firstBookingDiscount: 2130, referralDiscount: 0, referralCredit: 0, serviceFee: 500, gst: 629, qst: 1254, finalPrice: 14_453, deposit: 7227, balance: 7226 },
  pricing: 'hourly',
  hourlyRateCents: 3550,
  firstBooking: true,
};
const key = (durationHours: number) => JSON.stringify({ cleanerSlug: 'amelie-m', propertyId: 'prop-1', durationHours, cleanerBringsSupplies: false });

describe('priceStateOf', () => {
  it('shows no figure and lets nothing be sent before the client’s terms are known', () => {
    const state = priceStateOf({ values, cleaner, properties, requestKey: key(4), quote: { answered: undefined, failure: null } });
    expect(state).toEqual({ kind: 'waiting' });
    expect(readyToSend(state)).toBe(false);
  });

  it('shows the server’s figures for exactly the current fields, ready to send', () => {
    const state = priceStateOf({ values, cleaner, properties, requestKey: key(4), quote: { answered: { request: key(4), quote: firstBookingQuote }, failure: null } });
    expect(state).toMatchObject({ kind: 'price', source: 'server', updating: false, series: null, breakdown: { finalPrice: 14_453 } });
    expect(readyToSend(state)).toBe(true);
  });

  it('keeps the first-booking discount of the last answer while the new duration is asked, and waits to send', () => {
    const state = priceStateOf({
      values: { ...values, durationHours: 5 }, cleaner, properties, requestKey: key(5), quote: { answered: { request: key(4), quote: firstBookingQuote }, failure: null },
    });
    // 5 h × $35.50 = $177.50; 15 % = $26.63 (half up).
    expect(state).toMatchObject({ kind: 'price', source: 'local', updating: true, breakdown: { basePrice: 17_750, firstBookingDiscount: 2663 } });
    expect(readyToSend(state)).toBe(false);
  });

  it('says the price could not be worked out rather than showing one without the client’s terms', () => {
    const state = priceStateOf({ values, cleaner, properties, requestKey: key(4), quote: { answered: undefined, failure: { noRate: false, message: null } } });
    expect(state).toEqual({ kind: 'failed', message: null });
    expect(readyToSend(state)).toBe(false);
  });

  it('prices a series: the discount on the first occurrence only, every deposit charged when sent', () => {
    const state = priceStateOf({
      values: { ...values, frequency: 'weekly', occurrences: 3 }, cleaner, properties, requestKey: key(4), quote: { answered: { request: key(4), quote: firstBookingQuote }, failure: null },
    });
    if (state.kind !== 'price' || state.series === null) throw new Error('a series price');
    // $142 + $5 fee = $147; GST $7.35, QST $14.66 → $169.01; deposit $84.51.
    expect(state.series.later).toMatchObject({ firstBookingDiscount: 0, finalPrice: 16_901, deposit: 8451 });
    expect(state.series).toMatchObject({ occurrences: 3, total: 14_453 + 2 * 16_901, deposits: 7227 + 2 * 8451 });
  });

  it('lets the form say what is missing when there is nothing to price', () => {
    const state = priceStateOf({ values: { ...values, propertyId: null }, cleaner, properties, requestKey: null, quote: { answered: undefined, failure: null } });
    expect(state).toEqual({ kind: 'incomplete' });
    expect(readyToSend(state)).toBe(true);
  });
});
