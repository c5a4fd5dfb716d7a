import { describe, expect, it } from 'vitest';
import { dollarsToCents, isCentsWithin, hasAnyRate, isGstNumber, isQstNumber, normalizeTaxNumber, timeRangesOverlap } from './cleaner-rules';

describe('dollarsToCents', () => {
  it.each([
    [17, 1700],
    [17.5, 1750],
    [199.99, 19999],
    [0.285, 29],
    [1.005, 101],
    [19.994, 1999],
    [19.995, 2000],
    [-1.005, -101],
    [0, 0],
  ])('rounds $%s half away from zero to %s cents', (dollars, cents) => expect(dollarsToCents(dollars)).toBe(cents));
  it('is NaN for a non-finite amount', () => {
    expect(dollarsToCents(Number.NaN)).toBeNaN();
    expect(dollarsToCents(Number.POSITIVE_INFINITY)).toBeNaN();
  });
  it('rounds a typed amount to the cent before any range is checked', () => {
    expect(isCentsWithin(dollarsToCents(16.995), { min: 17, max: 199 })).toBe(true);
    expect(isCentsWithin(dollarsToCents(16.994), { min: 17, max: 199 })).toBe(false);
  });
});

describe('isCentsWithin', () => {
  it.each([1700, 1750, 19900])('takes %s cents between $17 and $199', (cents) => expect(isCentsWithin(cents, { min: 17, max: 199 })).toBe(true));
  it.each([1699, 19901, 1750.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s cents', (cents) =>
    expect(isCentsWithin(cents, { min: 17, max: 199 })).toBe(false),
  );
});

describe('rates', () => {
  it('needs an hourly rate or one fixed price', () => {
    expect(hasAnyRate({ hourlyRateCents: 2000 })).toBe(true);
    expect(hasAnyRate({ fixedPricesCents: { condo: 5000 } })).toBe(true);
    expect(hasAnyRate({ hourlyRateCents: null, fixedPricesCents: { condo: null } })).toBe(false);
    expect(hasAnyRate({})).toBe(false);
  });
});

describe('tax numbers', () => {
  it.each(['123456789RT0001', '123456789 RT 0001', ' 123 456 789 rt 0001 '])('takes the GST number "%s"', (value) => expect(isGstNumber(value)).toBe(true));
  it.each(['12345678RT0001', '123456789RT001', '123456789RC0001', '123456789-RT-0001'])('refuses the GST number "%s"', (value) =>
    expect(isGstNumber(value)).toBe(false),
  );
  it.each(['1234567890TQ0001', '1234567890 tq 0001'])('takes the QST number "%s"', (value) => expect(isQstNumber(value)).toBe(true));
  it.each(['123456789TQ0001', '1234567890RT0001'])('refuses the QST number "%s"', (value) => expect(isQstNumber(value)).toBe(false));
  it('normalizes spaces and case', () => expect(normalizeTaxNumber(' 123456789 rt 0001')).toBe('123456789RT0001'));
});

describe('time ranges', () => {
  it('treat ranges as half-open', () => {
    expect(timeRangesOverlap({ startTime: '09:00', endTime: '12:00' }, { startTime: '12:00', endTime: '13:00' })).toBe(false);
    expect(timeRangesOverlap({ startTime: '09:00', endTime: '12:00' }, { startTime: '11:59', endTime: '13:00' })).toBe(true);
  });
});
