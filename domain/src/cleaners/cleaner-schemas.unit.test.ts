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
  it.each([17, 17.5, 199])('takes an hourly rate of $%s', (hourlyRate) => expect(firstIssue(SetRatesSchema, { hourlyRate })).toBeNull());
  it.each([16, 200, '30'])('refuses an hourly rate of %o with the decider’s code', (hourlyRate) =>
    expect(firstIssue(SetRatesSchema, { hourlyRate })).toEqual({ message: 'cleaner.hourly-rate-out-of-range', field: 'hourlyRate' }),
  );
  it.each([14, 200])('refuses a fixed price of $%s', (condo) =>
    expect(firstIssue(SetRatesSchema, { fixedPrices: { condo } })).toEqual({ message: 'cleaner.fixed-price-out-of-range', field: 'fixedPrices.condo' }),
  );
  it('needs a rate', () => {
    expect(firstIssue(SetRatesSchema, {})?.message).toBe('cleaner.rate-required');
    expect(firstIssue(SetRatesSchema, { hourlyRate: null, fixedPrices: { condo: null } })?.message).toBe('cleaner.rate-required');
  });
  it('refuses an unknown property type and two rates for one city', () => {
    expect(firstIssue(SetRatesSchema, { fixedPrices: { castle: 50 } })?.message).toBe('validation.invalid');
    const cityRates = [
      { cityId: 'laval', hourlyRate: 30 },
      { cityId: 'laval', hourlyRate: 31 },
    ];
    expect(firstIssue(SetRatesSchema, { hourlyRate: 30, cityRates })?.message).toBe('cleaner.duplicate-id');
  });
});

describe('StartCleanerProfileSchema', () => {
  const quickStart = { displayName: ' Marie ', primaryCityId: 'montreal', serviceTypes: ['basic'], hourlyRate: 30, coverageKm: 25, languages: ['fr'] };
  it('trims the display name', () => expect(v.parse(StartCleanerProfileSchema, quickStart).displayName).toBe('Marie'));
  it('needs a service type, a language and a coverage of 1 to 200 km', () => {
    expect(firstIssue(StartCleanerProfileSchema, { ...quickStart, serviceTypes: [] })?.message).toBe('cleaner.service-type-required');
    expect(firstIssue(StartCleanerProfileSchema, { ...quickStart, languages: [] })?.message).toBe('cleaner.language-required');
    expect(firstIssue(StartCleanerProfileSchema, { ...quickStart, coverageKm: 201 })?.message).toBe('cleaner.coverage-out-of-range');
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
