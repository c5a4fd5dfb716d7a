import { describe, expect, it } from 'vitest';
import { parseBookingCleaner, parseCreatedBooking, parsePropertyItems, parseQuote } from './parse-answers';

const breakdown = {
  basePrice: 16_000, suppliesFee: 1000, emergencyFee: 0, firstBookingDiscount: 2550, serviceFee: 500,
  gst: 748, qst: 1492, finalPrice: 17_190, deposit: 8595, balance: 8595,
};

describe('parseBookingCleaner', () => {
  it('keeps the rates in dollars, the fixed prices of known property types and the cities with their rate', () => {
    const cleaner = parseBookingCleaner({
      slug: 'marie-d', name: 'Marie D.', city: 'Montréal', avatarUrl: null, rating: 4.8, reviewCount: 12, hourlyRate: 35,
      fixedPrices: { condo: 120, castle: 900 },
      serviceCities: [{ cityId: 'mtl', name: 'Montréal', hourlyRate: 40 }, { name: 'Nowhere' }],
    });
    expect(cleaner).toEqual({
      slug: 'marie-d', name: 'Marie D.', city: 'Montréal', avatarUrl: null, rating: 4.8, reviewCount: 12, hourlyRate: 35,
      fixedPrices: { condo: 120 },
      serviceCities: [{ cityId: 'mtl', name: 'Montréal', hourlyRate: 40 }],
    });
  });

  it('refuses an answer without slug or name', () => {
    expect(parseBookingCleaner({ name: 'X' })).toBeNull();
  });
});

describe('parsePropertyItems', () => {
  it('reads the property type and the place of its city, leaving out what does not fit', () => {
    const items = parsePropertyItems({
      items: [
        { id: 'p1', name: 'Chalet', type: 'house', address: { streetAddress: '12 rue A', city: 'Laval', placeId: 'laval' } },
        { id: 'p2', name: 'Boat', type: 'boat', address: {} },
      ],
    });
    expect(items).toEqual([{ id: 'p1', name: 'Chalet', type: 'house', address: { streetAddress: '12 rue A', city: 'Laval', placeId: 'laval' } }]);
  });

  it('throws on an answer that is not a list', () => {
    expect(() => parsePropertyItems({})).toThrow();
  });
});

describe('parseQuote', () => {
  it('reads the breakdown in cents with the pricing and first-booking flag', () => {
    expect(parseQuote({ ...breakdown, pricing: 'hourly', hourlyRateCents: 4000, firstBooking: true })).toEqual({
      price: breakdown,
      pricing: 'hourly',
      hourlyRateCents: 4000,
      firstBooking: true,
    });
  });

  it('refuses a breakdown with a missing or fractional amount', () => {
    expect(parseQuote({ ...breakdown, gst: 7.5, pricing: 'fixed', hourlyRateCents: null, firstBooking: false })).toBeNull();
    expect(parseQuote({ pricing: 'fixed' })).toBeNull();
  });
});

describe('parseCreatedBooking', () => {
  it('takes the id of the first occurrence', () => {
    expect(parseCreatedBooking({ id: 'b1', status: 'pending', occurrenceIds: ['b1', 'b2'] })).toEqual({ id: 'b1' });
  });
});
