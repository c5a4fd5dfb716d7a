import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PropertyType } from '../shared/vocabulary';
import { PRICE_CONSTANTS } from './booking-limits';
import { applyRate, computeBookingPrice, pricingBaseFor, type CleanerRatesForPricing, type PriceBase, type PriceInput } from './pricing';

const hourly = (hourlyRateCents: number, durationHours: number): PriceBase => ({ kind: 'hourly', hourlyRateCents, durationHours });
const fixed = (fixedPriceCents: number): PriceBase => ({ kind: 'fixed', fixedPriceCents });
const noFlags = { cleanerBringsSupplies: false, emergency: false, firstBooking: false };
const price = (base: PriceBase, options: Partial<Omit<PriceInput, 'base'>> = {}) =>
  computeBookingPrice({ base, ...noFlags, serviceFeeCents: PRICE_CONSTANTS.defaultServiceFeeCents, ...options });
/** A fixed base with no flags and no fee: the subtotal is the base, so the taxes can be aimed at exactly. */
const priceOfSubtotal = (subtotalCents: number) => price(fixed(subtotalCents), { serviceFeeCents: 0 });

describe('computeBookingPrice: the base', () => {
  it.each([
    [2599, 4, 10_396], // 2599 × 4
    [2599, 4.5, 11_696], // 2599 × 4.5 = 11 695.5, half a cent rounded up
    [1701, 5.5, 9_356], // 1701 × 5.5 = 9 355.5, rounded up
    [2000, 4.5, 9_000], // exact
    [19_900, 12, 238_800], // the highest rate for the longest booking
    [2599, 1, 2_599], // under the 4 h minimum: the decider refuses it, the arithmetic does not care
    [2000, 3.5, 7_000],
  ])('charges %s cents × %s h = %s cents', (rate, hours, expected) => expect(price(hourly(rate, hours)).basePrice).toBe(expected));

  it('takes a fixed price as it is (12 000 cents)', () => expect(price(fixed(12_000)).basePrice).toBe(12_000));
});

describe('computeBookingPrice: every part of one booking', () => {
  it('prices 4.5 h × $25.99 with supplies, emergency and first booking at $146.96, $73.48 now and $73.48 later', () => {
    expect(price(hourly(2599, 4.5), { cleanerBringsSupplies: true, emergency: true, firstBooking: true })).toEqual({
      basePrice: 11_696, // 11 695.5 rounded up
      suppliesFee: 1_000,
      emergencyFee: 1_754, // 15 % of 11 696 = 1 754.4, rounded down
      firstBookingDiscount: 2_168, // 15 % of (11 696 + 1 000 + 1 754 = 14 450) = 2 167.5, rounded up
      referralDiscount: 0,
      referralCredit: 0,
      serviceFee: 500,
      gst: 639, // subtotal 14 450 − 2 168 + 500 = 12 782; 5 % = 639.1
      qst: 1_275, // 9.975 % of 12 782 = 1 275.0045
      finalPrice: 14_696, // 12 782 + 639 + 1 275
      deposit: 7_348,
      balance: 7_348,
    });
  });

  it('prices a $120 fixed booking with the default $5 fee at $143.72 (GST 625, QST 1 246.875 → 1 247)', () => {
    expect(price(fixed(12_000))).toEqual({
      basePrice: 12_000, suppliesFee: 0, emergencyFee: 0, firstBookingDiscount: 0, referralDiscount: 0, referralCredit: 0, serviceFee: 500,
      gst: 625, qst: 1_247, finalPrice: 14_372, deposit: 7_186, balance: 7_186,
    });
  });

  it('takes a referred friend’s $10 after the 15 % of their first booking, before the fee and the taxes (docs/decisions.md: they stack)', () => {
    // $120 fixed, first booking: 15 % = 1 800; then 1 000; subtotal 12 000 − 1 800 − 1 000 + 500 = 9 700.
    expect(price(fixed(12_000), { firstBooking: true, referralDiscountCents: 1_000 })).toMatchObject({
      firstBookingDiscount: 1_800, referralDiscount: 1_000, referralCredit: 0, gst: 485, qst: 968, finalPrice: 11_153,
    });
  });

  it('takes a referrer’s $20 credit off a later booking, never below zero, and never off the service fee', () => {
    expect(price(fixed(12_000), { referralCreditCents: 2_000 })).toMatchObject({ referralCredit: 2_000, finalPrice: price(fixed(10_000)).finalPrice });
    expect(price(fixed(1_500), { referralDiscountCents: 1_000, referralCreditCents: 2_000 })).toMatchObject({ referralDiscount: 1_000, referralCredit: 500, serviceFee: 500, finalPrice: 575 });
  });

  it.each([
    // fee, subtotal, gst, qst, final, deposit, balance (base 12 000, no flags)
    [0, 12_000, 600, 1_197, 13_797, 6_899, 6_898], // QST exactly 1 197; the odd cent goes to the deposit
    [999, 12_999, 650, 1_297, 14_946, 7_473, 7_473], // GST 649.95, QST 1 296.650 25
    [PRICE_CONSTANTS.defaultServiceFeeCents, 12_500, 625, 1_247, 14_372, 7_186, 7_186],
  ])('adds a flat service fee of %s cents before the taxes (subtotal %s, GST %s, QST %s, final %s = %s + %s)', (fee, _subtotal, gst, qst, finalPrice, deposit, balance) => {
    expect(price(fixed(12_000), { serviceFeeCents: fee })).toMatchObject({ serviceFee: fee, gst, qst, finalPrice, deposit, balance });
  });

  it('uses $5 as the default service fee', () => expect(PRICE_CONSTANTS.defaultServiceFeeCents).toBe(500));
});

describe('computeBookingPrice: the three flags on a 4 h × $25.99 base (10 396 cents), fee 500', () => {
  it.each([
    // supplies, emergency, first | emergency fee, discount, subtotal, gst, qst, final, deposit, balance
    [false, false, false, 0, 0, 10_896, 545, 1_087, 12_528, 6_264, 6_264], // GST 544.8, QST 1 086.876
    [false, false, true, 0, 1_559, 9_337, 467, 931, 10_735, 5_368, 5_367], // discount 1 559.4; GST 466.85; QST 931.365 75
    [false, true, false, 1_559, 0, 12_455, 623, 1_242, 14_320, 7_160, 7_160], // emergency 1 559.4; GST 622.75; QST 1 242.386 25
    [false, true, true, 1_559, 1_793, 10_662, 533, 1_064, 12_259, 6_130, 6_129], // discount 15 % of 11 955 = 1 793.25; QST 1 063.5345
    [true, false, false, 0, 0, 11_896, 595, 1_187, 13_678, 6_839, 6_839], // GST 594.8, QST 1 186.626
    [true, false, true, 0, 1_709, 10_187, 509, 1_016, 11_712, 5_856, 5_856], // discount 15 % of 11 396 = 1 709.4; GST 509.35
    [true, true, false, 1_559, 0, 13_455, 673, 1_342, 15_470, 7_735, 7_735], // GST 672.75, QST 1 342.136 25
    [true, true, true, 1_559, 1_943, 11_512, 576, 1_148, 13_236, 6_618, 6_618], // discount 15 % of 12 955 = 1 943.25; GST 575.6
  ])(
    'supplies %s, emergency %s, first booking %s: emergency %s, discount %s, subtotal %s, GST %s, QST %s, final %s = %s + %s',
    (cleanerBringsSupplies, emergency, firstBooking, emergencyFee, firstBookingDiscount, subtotal, gst, qst, finalPrice, deposit, balance) => {
      const result = price(hourly(2599, 4), { cleanerBringsSupplies, emergency, firstBooking });
      expect(result).toEqual({
        basePrice: 10_396, suppliesFee: cleanerBringsSupplies ? 1_000 : 0, emergencyFee, firstBookingDiscount, referralDiscount: 0, referralCredit: 0, serviceFee: 500,
        gst, qst, finalPrice, deposit, balance,
      });
      expect(result.basePrice + result.suppliesFee + result.emergencyFee - result.firstBookingDiscount + result.serviceFee).toBe(subtotal);
    },
  );
});

describe('computeBookingPrice: rounding to the cent', () => {
  it.each([
    [10_010, 1_502], // 15 % = 1 501.5, exactly half: up
    [10_003, 1_500], // 15 % = 1 500.45, just under half: down
    [10_000, 1_500], // exact
  ])('charges an emergency on a %s-cent base of %s cents', (base, fee) => expect(price(fixed(base), { emergency: true }).emergencyFee).toBe(fee));

  it.each([
    [9_990, 1_499], // 15 % = 1 498.5: up
    [10_003, 1_500], // 15 % = 1 500.45: down
  ])('discounts a first booking on a %s-cent base by %s cents', (base, discount) =>
    expect(price(fixed(base), { firstBooking: true }).firstBookingDiscount).toBe(discount),
  );

  it.each([
    // subtotal, gst, qst, final, deposit, balance
    [1, 0, 0, 1, 1, 0], // GST 0.05, QST 0.099 75; the single cent is the deposit
    [5, 0, 0, 5, 3, 2], // QST 0.498 75: just under half
    [6, 0, 1, 7, 4, 3], // QST 0.5985
    [20, 1, 2, 23, 12, 11], // QST 1.995
    [2_000, 100, 200, 2_300, 1_150, 1_150], // QST 199.5 exactly: up
    [2_005, 100, 200, 2_305, 1_153, 1_152], // GST 100.25, QST 199.998 75
    [2_401, 120, 239, 2_760, 1_380, 1_380], // QST 239.499 75: just under half
    [12_810, 641, 1_278, 14_729, 7_365, 7_364], // GST 640.5 exactly: up; QST 1 277.7975
    [12_809, 640, 1_278, 14_727, 7_364, 7_363], // GST 640.45: down; QST 1 277.697 75
  ])('taxes a %s-cent subtotal: GST %s, QST %s, final %s = %s + %s', (subtotal, gst, qst, finalPrice, deposit, balance) => {
    expect(priceOfSubtotal(subtotal)).toMatchObject({ gst, qst, finalPrice, deposit, balance });
  });
});

describe('applyRate', () => {
  const { gstRate, qstRate, emergencyRate, depositShare } = PRICE_CONSTANTS;

  it('is 0 on 0 at every rate', () => {
    for (const rate of [gstRate, qstRate, emergencyRate, depositShare]) expect(applyRate(0, rate)).toBe(0);
  });
  it.each([
    ['exact', 12_000, qstRate, 1_197],
    ['exactly half, up', 2_000, qstRate, 200], // 199.5
    ['just under half, down', 2_401, qstRate, 239], // 239.499 75
    ['just over half, up', 2_005, qstRate, 200], // 199.998 75
    ['below half, down', 12_809, gstRate, 640], // 640.45
    ['half of an odd amount, up', 13_797, depositShare, 6_899], // 6 898.5
    ['an amount below one cent, down', 1, qstRate, 0], // 0.099 75
  ])('rounds %s: %s cents at the rate gives %s cents', (_case, amount, rate, expected) => expect(applyRate(amount, rate)).toBe(expected));

  it.each([
    [1_000_000_000, qstRate, 99_750_000],
    [999_999_999, qstRate, 99_750_000], // 99 749 999.900 25
    [999_998_000, qstRate, 99_749_801], // 99 749 800.5 exactly: up
    [999_998_401, qstRate, 99_749_840], // 99 749 840.499 75: down
    [999_999_990, gstRate, 50_000_000], // 49 999 999.5
    [999_999_990, emergencyRate, 149_999_999], // 149 999 998.5
    [999_999_999, depositShare, 500_000_000], // 499 999 999.5
  ])('stays exact on large amounts: %s cents gives %s cents', (amount, rate, expected) => {
    const result = applyRate(amount, rate);
    expect(result).toBe(expected);
    expect(Number.isSafeInteger(result)).toBe(true);
  });
});

describe('pricingBaseFor', () => {
  const montreal = 'place-montreal';
  const quebec = 'place-quebec';
  const rates = (overrides: Partial<CleanerRatesForPricing>): CleanerRatesForPricing => ({ hourlyRateCents: null, fixedPricesCents: {}, cityRates: [], ...overrides });
  const property = (type: PropertyType, placeId: string | null) => ({ type, placeId });

  it('takes the hourly rate when there is one, even beside a fixed price for the type', () => {
    expect(pricingBaseFor(rates({ hourlyRateCents: 2599, fixedPricesCents: { condo: 9_000 } }), property('condo', montreal), 4.5)).toEqual(hourly(2599, 4.5));
  });
  it("takes the rate for the property's city instead of the general hourly rate", () => {
    const cleaner = rates({ hourlyRateCents: 2599, cityRates: [{ cityId: quebec, hourlyRateCents: 2200 }, { cityId: montreal, hourlyRateCents: 3100 }] });
    expect(pricingBaseFor(cleaner, property('house', montreal), 4)).toEqual(hourly(3100, 4));
  });
  it('ignores a rate set for another city', () => {
    const cleaner = rates({ hourlyRateCents: 2599, cityRates: [{ cityId: quebec, hourlyRateCents: 2200 }] });
    expect(pricingBaseFor(cleaner, property('house', montreal), 4)).toEqual(hourly(2599, 4));
  });
  it('ignores city rates when the property has no place', () => {
    const cleaner = rates({ hourlyRateCents: 2599, cityRates: [{ cityId: montreal, hourlyRateCents: 3100 }] });
    expect(pricingBaseFor(cleaner, property('house', null), 4)).toEqual(hourly(2599, 4));
  });
  it("takes the fixed price of the property's type when there is no hourly rate", () => {
    const cleaner = rates({ fixedPricesCents: { condo: 9_000, office: 15_000 } });
    expect(pricingBaseFor(cleaner, property('office', montreal), 4)).toEqual(fixed(15_000));
  });
  it('takes the fixed price when the only hourly rate is a city rate (a city rate refines an hourly rate, it does not make one)', () => {
    const cleaner = rates({ fixedPricesCents: { condo: 9_000 }, cityRates: [{ cityId: montreal, hourlyRateCents: 3100 }] });
    expect(pricingBaseFor(cleaner, property('condo', montreal), 4)).toEqual(fixed(9_000));
  });
  it('prices a garage at the cleaner’s garage price, or their hourly rate, with the same price function as any home', () => {
    const garageCleaner = rates({ fixedPricesCents: { house: 15_000, garage: 9_500 } });
    expect(pricingBaseFor(garageCleaner, property('garage', montreal), 4)).toEqual(fixed(9_500));
    expect(pricingBaseFor(rates({ hourlyRateCents: 2800 }), property('garage', montreal), 4)).toEqual(hourly(2800, 4));
    expect(pricingBaseFor(rates({ fixedPricesCents: { house: 15_000 } }), property('garage', montreal), 4)).toBeNull();
    // $95 − 15 % first booking = $80.75, + $5 fee = $85.75; GST $4.29, QST $8.55 (each rounded half up): $98.59.
    const price = computeBookingPrice({ base: fixed(9_500), cleanerBringsSupplies: false, emergency: false, firstBooking: true, serviceFeeCents: 500 });
    expect(price).toMatchObject({ basePrice: 9_500, firstBookingDiscount: 1_425, gst: 429, qst: 855, finalPrice: 9_859 });
  });
  it('is null when there is no hourly rate and no fixed price for the type', () => {
    expect(pricingBaseFor(rates({}), property('house', montreal), 4)).toBeNull();
    expect(pricingBaseFor(rates({ fixedPricesCents: { condo: 9_000 } }), property('house', montreal), 4)).toBeNull();
    expect(pricingBaseFor(rates({ cityRates: [{ cityId: montreal, hourlyRateCents: 3100 }] }), property('house', montreal), 4)).toBeNull();
  });
});

/**
 * Properties over valid inputs, checked by fast-check with a fixed seed (the same 2 000 draws on every run),
 * and on the corners of the valid ranges.
 */
describe('computeBookingPrice: properties', () => {
  const runParameters = { seed: 20_261_122, numRuns: 2_000 };

  const baseArbitrary: fc.Arbitrary<PriceBase> = fc.oneof(
    fc.tuple(fc.integer({ min: 1_700, max: 19_900 }), fc.integer({ min: 8, max: 24 })).map(([rate, halfHours]) => hourly(rate, halfHours / 2)),
    fc.integer({ min: 1_500, max: 19_900 }).map(fixed),
  );
  const inputArbitrary: fc.Arbitrary<PriceInput> = fc.record({
    base: baseArbitrary,
    cleanerBringsSupplies: fc.boolean(),
    emergency: fc.boolean(),
    firstBooking: fc.boolean(),
    serviceFeeCents: fc.integer({ min: 0, max: 5_000 }),
  });

  /** An independent reference in BigInt: half up is floor((2 × amount × numerator + denominator) / (2 × denominator)). */
  const halfUp = (amount: bigint, rate: { numerator: number; denominator: number }) =>
    (2n * amount * BigInt(rate.numerator) + BigInt(rate.denominator)) / (2n * BigInt(rate.denominator));
  const reference = (input: PriceInput) => {
    const base = input.base.kind === 'hourly' ? halfUp(BigInt(input.base.hourlyRateCents), { numerator: input.base.durationHours * 2, denominator: 2 }) : BigInt(input.base.fixedPriceCents);
    const supplies = input.cleanerBringsSupplies ? 1_000n : 0n;
    const emergency = input.emergency ? halfUp(base, { numerator: 15, denominator: 100 }) : 0n;
    const discount = input.firstBooking ? halfUp(base + supplies + emergency, { numerator: 15, denominator: 100 }) : 0n;
    const subtotal = base + supplies + emergency - discount + BigInt(input.serviceFeeCents);
    const finalPrice = subtotal + halfUp(subtotal, { numerator: 5, denominator: 100 }) + halfUp(subtotal, { numerator: 9_975, denominator: 100_000 });
    return { finalPrice: Number(finalPrice), deposit: Number(halfUp(finalPrice, { numerator: 1, denominator: 2 })) };
  };
  const label = (input: PriceInput) => JSON.stringify(input);

  const addsUpAndSplits = (input: PriceInput) => {
    const result = computeBookingPrice(input);
    for (const [part, cents] of Object.entries(result)) expect(Number.isSafeInteger(cents) && cents >= 0, `${part} of ${label(input)}`).toBe(true);
    const { basePrice, suppliesFee, emergencyFee, firstBookingDiscount, serviceFee, gst, qst, finalPrice, deposit, balance } = result;
    expect(basePrice + suppliesFee + emergencyFee - firstBookingDiscount + serviceFee + gst + qst, label(input)).toBe(finalPrice);
    expect(deposit + balance, label(input)).toBe(finalPrice);
    expect(deposit - balance, label(input)).toBeGreaterThanOrEqual(0);
    expect(deposit - balance, label(input)).toBeLessThanOrEqual(1);
    expect(firstBookingDiscount, label(input)).toBeLessThanOrEqual(basePrice + suppliesFee + emergencyFee);
    expect(serviceFee, label(input)).toBe(input.serviceFeeCents);
  };
  const matchesReference = (input: PriceInput) => {
    expect(computeBookingPrice(input), label(input)).toMatchObject(reference(input));
  };
  const extrasNeverLower = (input: PriceInput) => {
    const finalWith = (flags: Partial<PriceInput>) => computeBookingPrice({ ...input, ...flags }).finalPrice;
    expect(finalWith({ cleanerBringsSupplies: true }), label(input)).toBeGreaterThanOrEqual(finalWith({ cleanerBringsSupplies: false }));
    expect(finalWith({ emergency: true }), label(input)).toBeGreaterThanOrEqual(finalWith({ emergency: false }));
  };
  const firstBookingNeverDearer = (input: PriceInput) => {
    const finalWith = (firstBooking: boolean) => computeBookingPrice({ ...input, firstBooking }).finalPrice;
    expect(finalWith(true), label(input)).toBeLessThanOrEqual(finalWith(false));
  };

  it('keeps every part a non-negative integer that adds up, and splits the final price into deposit and balance', () => {
    fc.assert(fc.property(inputArbitrary, addsUpAndSplits), runParameters);
  });

  it('matches an exact BigInt reference for the final price and the deposit', () => {
    fc.assert(fc.property(inputArbitrary, matchesReference), runParameters);
  });

  it('never lowers the final price when the cleaner brings supplies or for an emergency', () => {
    fc.assert(fc.property(inputArbitrary, extrasNeverLower), runParameters);
  });

  it('never prices a first booking above the same booking for a returning client', () => {
    fc.assert(fc.property(inputArbitrary, firstBookingNeverDearer), runParameters);
  });

  const flagCombinations = [false, true].flatMap((cleanerBringsSupplies) =>
    [false, true].flatMap((emergency) => [false, true].map((firstBooking) => ({ cleanerBringsSupplies, emergency, firstBooking }))),
  );
  it.each([
    ['the lowest rate for the shortest booking', hourly(1_700, 4)],
    ['an odd rate for a half-hour duration', hourly(1_701, 4.5)],
    ['the highest rate for the longest booking', hourly(19_900, 12)],
    ['an odd rate just under the longest booking', hourly(19_899, 11.5)],
    ['the lowest fixed price', fixed(1_500)],
    ['an odd fixed price', fixed(1_501)],
    ['the highest fixed price', fixed(19_900)],
  ])('holds every property on %s, with every flag and a fee of 0, 1 or 5 000 cents', (_case, base) => {
    for (const flags of flagCombinations) {
      for (const serviceFeeCents of [0, 1, 5_000]) {
        const input: PriceInput = { base, ...flags, serviceFeeCents };
        addsUpAndSplits(input);
        matchesReference(input);
        extrasNeverLower(input);
        firstBookingNeverDearer(input);
      }
    }
  });
});
