import { PRICE_CONSTANTS } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import { quoteOf, type Quote, type QuoteAnswer } from '../api/booking-answers';
import { TERMS_BEFORE_QUOTE, cleanerRatesInCents, localPrice, termsOf } from './booking-price';

const cleaner = {
  hourlyRateCents: 3550,
  fixedPricesCents: { condo: 12_000, house: 18_099 },
  serviceCities: [
    { cityId: 'montreal', name: 'Montréal', hourlyRateCents: 4000 },
    { cityId: 'laval', name: 'Laval', hourlyRateCents: null },
  ],
};

describe('cleanerRatesInCents', () => {
  it('takes the profile’s cents as they are, keeping only the cities with their own rate', () => {
    expect(cleanerRatesInCents(cleaner)).toEqual({
      hourlyRateCents: 3550,
      fixedPricesCents: { condo: 12_000, house: 18_099 },
      cityRates: [{ cityId: 'montreal', hourlyRateCents: 4000 }],
    });
  });
});

describe('localPrice', () => {
  const inputs = { durationHours: 4.5, cleanerBringsSupplies: true, emergency: false };

  it('uses the rate of the property’s city: 4.5 h × $40 + $10 supplies + $5 fee, taxes on top', () => {
    const view = localPrice({ ...inputs, rates: cleanerRatesInCents(cleaner), property: { type: 'house', placeId: 'montreal' } }, TERMS_BEFORE_QUOTE);
    expect(view).toMatchObject({ kind: 'price', pricing: 'hourly', hourlyRateCents: 4000, source: 'local' });
    if (view.kind !== 'price') throw new Error('priced');
    expect(view.breakdown).toMatchObject({ basePrice: 18_000, suppliesFee: 1000, serviceFee: PRICE_CONSTANTS.defaultServiceFeeCents, gst: 975, qst: 1945 });
    expect(view.breakdown.finalPrice).toBe(19_500 + 975 + 1945);
    expect(view.breakdown.deposit + view.breakdown.balance).toBe(view.breakdown.finalPrice);
  });

  it('falls back to the fixed price of the property type for a cleaner without hourly rate', () => {
    const rates = cleanerRatesInCents({ ...cleaner, hourlyRateCents: null });
    const view = localPrice({ ...inputs, rates, property: { type: 'condo', placeId: null } }, TERMS_BEFORE_QUOTE);
    expect(view).toMatchObject({ kind: 'price', pricing: 'fixed', hourlyRateCents: null, breakdown: { basePrice: 12_000 } });
  });

  it('says the cleaner has no rate for a property type they do not price', () => {
    const rates = cleanerRatesInCents({ ...cleaner, hourlyRateCents: null });
    expect(localPrice({ ...inputs, rates, property: { type: 'office', placeId: null } }, TERMS_BEFORE_QUOTE)).toEqual({ kind: 'no-rate' });
  });

  it('applies the service fee and first-booking discount the server quoted', () => {
    const quote: Quote = {
      price: { basePrice: 0, suppliesFee: 0, emergencyFee: 0, firstBookingDiscount: 0, serviceFee: 700, gst: 0, qst: 0, finalPrice: 0, deposit: 0, balance: 0 },
      pricing: 'hourly',
      hourlyRateCents: 3550,
      firstBooking: true,
    };
    const view = localPrice({ ...inputs, cleanerBringsSupplies: false, rates: cleanerRatesInCents(cleaner), property: { type: 'house', placeId: null } }, termsOf(quote));
    if (view.kind !== 'price') throw new Error('priced');
    expect(view.breakdown.serviceFee).toBe(700);
    // 15 % of 4.5 h × $35.50 = $159.75 → $23.9625, rounded half up to $23.96.
    expect(view.breakdown.firstBookingDiscount).toBe(2396);
  });

  it('takes the referral discount and credit the server offered, after the 15 %, as the server does', () => {
    const answer: QuoteAnswer = {
      basePrice: 0, suppliesFee: 0, emergencyFee: 0, firstBookingDiscount: 0, referralDiscount: 1000, referralCredit: 2000,
      serviceFee: 700, gst: 0, qst: 0, finalPrice: 0, deposit: 0, balance: 0,
      pricing: 'hourly',
      hourlyRateCents: 3550,
      firstBooking: true,
      referralDiscountCents: 1000,
      referralCreditCents: 2000,
    };
    const view = localPrice({ ...inputs, cleanerBringsSupplies: false, rates: cleanerRatesInCents(cleaner), property: { type: 'house', placeId: null } }, termsOf(quoteOf(answer)));
    if (view.kind !== 'price') throw new Error('priced');
    // $159.75 − $23.96 (15 %) − $10 (friend) − $20 (credit) + $7 fee = $112.79; GST $5.64, QST $11.25.
    expect(view.breakdown).toMatchObject({ basePrice: 15_975, firstBookingDiscount: 2396, referralDiscount: 1000, referralCredit: 2000, gst: 564, qst: 1125 });
    expect(view.breakdown.finalPrice).toBe(11_279 + 564 + 1125);
    expect(view.breakdown.deposit + view.breakdown.balance).toBe(view.breakdown.finalPrice);
  });

  it('takes nothing off for referrals before the first quote or when the server offers none', () => {
    expect(TERMS_BEFORE_QUOTE).toMatchObject({ referralDiscountCents: 0, referralCreditCents: 0 });
    const view = localPrice({ ...inputs, rates: cleanerRatesInCents(cleaner), property: { type: 'house', placeId: null } }, TERMS_BEFORE_QUOTE);
    if (view.kind !== 'price') throw new Error('priced');
    expect(view.breakdown).toMatchObject({ referralDiscount: 0, referralCredit: 0 });
  });
});
