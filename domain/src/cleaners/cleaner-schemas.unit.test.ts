import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AddAvailabilityBlockSchema,
  AddAvailabilitySlotSchema,
  DeclareBusinessInfoSchema,
  RejectDocumentSchema,
  SetRatesSchema,
  StartCleanerProfileSchema,
  SubmitVerificationDocumentSchema,
  UpdateProfileDetailsSchema,
} from './cleaner-schemas';

/** The first issue's message (an error code or `validation.invalid`) and its field, or null when valid. */
const firstIssue = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : { message: result.issues[0].message, field: v.getDotPath(result.issues[0]) };
};

describe('SetRatesSchema', () => {
  it.each([1700, 1750, 19900])('takes an hourly rate of %s cents', (hourlyRateCents) => expect(firstIssue(SetRatesSchema, { hourlyRateCents })).toBeNull());
  it.each([1699, 19901, 17.5, 30, '3000'])('refuses an hourly rate of %o cents with the decider’s code', (hourlyRateCents) =>
    expect(firstIssue(SetRatesSchema, { hourlyRateCents })).toEqual({ message: 'cleaner.hourly-rate-out-of-range', field: 'hourlyRateCents' }),
  );
  it.each([1499, 19901, 5000.5])('refuses a fixed price of %s cents', (condo) =>
    expect(firstIssue(SetRatesSchema, { fixedPricesCents: { condo } })).toEqual({
      message: 'cleaner.fixed-price-out-of-range',
      field: 'fixedPricesCents.condo',
    }),
  );
  it('needs a rate', () => {
    expect(firstIssue(SetRatesSchema, {})?.message).toBe('cleaner.rate-required');
    expect(firstIssue(SetRatesSchema, { hourlyRateCents: null, fixedPricesCents: { condo: null } })?.message).toBe('cleaner.rate-required');
  });
  it('refuses an unknown property type and two rates for one city', () => {
    expect(firstIssue(SetRatesSchema, { fixedPricesCents: { castle: 5000 } })?.message).toBe('validation.invalid');
    const cityRates = [
      { cityId: 'laval', hourlyRateCents: 3000 },
      { cityId: 'laval', hourlyRateCents: 3100 },
    ];
    expect(firstIssue(SetRatesSchema, { hourlyRateCents: 3000, cityRates })?.message).toBe('cleaner.duplicate-id');
  });
});

describe('StartCleanerProfileSchema', () => {
  const quickStart = { displayName: ' Marie ', primaryCityId: 'montreal', serviceTypes: ['basic'], hourlyRateCents: 3000, coverageKm: 25, languages: ['fr'] };
  it('trims the display name', () => expect(v.parse(StartCleanerProfileSchema, quickStart).displayName).toBe('Marie'));
  it('needs a service type, a language and a coverage of 1 to 200 km', () => {
    expect(firstIssue(StartCleanerProfileSchema, { ...quickStart, serviceTypes: [] })?.message).toBe('cleaner.service-type-required');
    expect(firstIssue(StartCleanerProfileSchema, { ...quickStart, languages: [] })?.message).toBe('cleaner.language-required');
    expect(firstIssue(StartCleanerProfileSchema, { ...quickStart, coverageKm: 201 })?.message).toBe('cleaner.coverage-out-of-range');
  });
  it('takes garage cleaning as a service and a garage price, within the fixed-price bounds (issue 33)', () => {
    const garage = { ...quickStart, serviceTypes: ['deep', 'garage'], hourlyRateCents: undefined, fixedPricesCents: { garage: 9500 } };
    expect(v.parse(StartCleanerProfileSchema, garage)).toMatchObject({ serviceTypes: ['deep', 'garage'], fixedPricesCents: { garage: 9500 } });
    expect(firstIssue(StartCleanerProfileSchema, { ...garage, fixedPricesCents: { garage: 1400 } })?.message).toBe('cleaner.fixed-price-out-of-range');
    expect(firstIssue(StartCleanerProfileSchema, { ...garage, serviceTypes: ['shed'] })).not.toBeNull();
  });
});

describe('UpdateProfileDetailsSchema', () => {
  it('refuses a bio over 2000 characters', () => {
    const details = { bio: 'x'.repeat(2001), yearsOfExperience: 1, skills: [], languages: ['fr'], gender: 'other', certificates: [], petsTolerated: [], ecoCertified: false };
    expect(firstIssue(UpdateProfileDetailsSchema, details)?.message).toBe('cleaner.bio-too-long');
    expect(firstIssue(UpdateProfileDetailsSchema, { ...details, bio: 'x'.repeat(2000) })).toBeNull();
  });
});

describe('DeclareBusinessInfoSchema', () => {
  it('gives tax numbers without spaces, in capitals', () => {
    expect(v.parse(DeclareBusinessInfoSchema, { gstNumber: '123456789 rt 0001', qstNumber: '1234567890 TQ 0001' })).toEqual({
      gstNumber: '123456789RT0001',
      qstNumber: '1234567890TQ0001',
    });
  });
  it('refuses a malformed tax number and a malformed date', () => {
    expect(firstIssue(DeclareBusinessInfoSchema, { gstNumber: '123' })?.message).toBe('cleaner.invalid-tax-number');
    expect(firstIssue(DeclareBusinessInfoSchema, { insuranceExpiresOn: '2025-02-30' })?.message).toBe('cleaner.invalid-date');
  });
});

describe('SubmitVerificationDocumentSchema', () => {
  const document = { documentId: 'd1', type: 'id', fileId: 'f1', contentType: 'IMAGE/PNG', sizeBytes: 10 * 1024 * 1024 };
  it('takes a 10 MB PNG', () => expect(v.parse(SubmitVerificationDocumentSchema, document).contentType).toBe('image/png'));
  it('refuses 10 MB + 1 byte and other file types', () => {
    expect(firstIssue(SubmitVerificationDocumentSchema, { ...document, sizeBytes: 10 * 1024 * 1024 + 1 })?.message).toBe('document.too-large');
    expect(firstIssue(SubmitVerificationDocumentSchema, { ...document, contentType: 'image/gif' })?.message).toBe('document.invalid-type');
  });
  it('needs the issue date of a background check', () => {
    expect(firstIssue(SubmitVerificationDocumentSchema, { ...document, type: 'background_check' })).toEqual({ message: 'document.issue-date-required', field: 'issuedOn' });
  });
});

describe('availability schemas', () => {
  it('refuses a slot that ends before it starts', () => {
    const slot = { slotId: 's1', date: '2025-06-20', startTime: '12:00', endTime: '09:00', status: 'available' };
    expect(firstIssue(AddAvailabilitySlotSchema, slot)).toEqual({ message: 'availability.invalid-time-range', field: 'endTime' });
  });
  it('needs either weekdays or a date, and times unless all day', () => {
    expect(firstIssue(AddAvailabilityBlockSchema, { blockId: 'b1', allDay: true, days: [1], date: '2025-06-20' })?.message).toBe('availability.invalid-block');
    expect(firstIssue(AddAvailabilityBlockSchema, { blockId: 'b1', allDay: false, days: [1] })?.message).toBe('availability.invalid-time-range');
    expect(firstIssue(AddAvailabilityBlockSchema, { blockId: 'b1', allDay: true, days: [0, 6] })).toBeNull();
  });
});

describe('RejectDocumentSchema', () => {
  it('trims the reason and refuses a blank one', () => {
    expect(v.parse(RejectDocumentSchema, { reason: ' Floue ' })).toEqual({ reason: 'Floue' });
    expect(firstIssue(RejectDocumentSchema, { reason: '  ' })?.message).toBe('cleaner.reason-invalid');
  });
});
