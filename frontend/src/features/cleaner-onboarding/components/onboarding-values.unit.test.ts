import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { CleanerProfile } from '../api/me-types';
import {
  areaInitialValues,
  areaRequest,
  businessInitialValues,
  businessRequest,
  detailsInitialValues,
  detailsRequest,
  eligibilityRequest,
  fixedPricesRequest,
  fromIsoDate,
  hasAnyRate,
  isOldEnough,
  isRecentBackgroundCheck,
  quickStartChanges,
  quickStartInitialValues,
  startRequest,
  toCents,
  type QuickStartValues,
} from './onboarding-values';

const profile: CleanerProfile = {
  displayName: 'Léa Tremblay',
  primaryCityId: 'montreal',
  serviceCityIds: ['montreal', 'laval', 'longueuil'],
  coverageKm: 30,
  serviceTypes: ['basic', 'deep'],
  hourlyRateCents: 3250,
  fixedPricesCents: { condo: 12000 },
  cityRates: [{ cityId: 'laval', hourlyRateCents: 3500 }],
  bio: 'Dix ans de ménage',
  yearsOfExperience: 10,
  skills: ['vitres'],
  languages: ['fr', 'en'],
  gender: 'female',
  education: null,
  certificates: [],
  petsTolerated: ['cats'],
  ecoCertified: true,
  eligible: true,
  gstNumberProvided: true,
  qstNumberProvided: false,
  insuranceExpiresOn: '2027-03-31',
};

const quickStart: QuickStartValues = {
  displayName: '  Léa T.  ',
  primaryCityId: 'quebec',
  serviceTypes: ['basic'],
  hourlyRate: 29.999,
  fixedPrices: { house: 150, condo: null, office: undefined },
  coverageKm: 40,
  languages: ['fr'],
};

describe('money in the onboarding forms', () => {
  it('sends the dollars typed as integer cents, rounded to the cent, and an empty field as null', () => {
    expect(toCents(17)).toBe(1700);
    expect(toCents(29.999)).toBe(3000);
    expect(toCents(0.285)).toBe(29);
    expect(toCents(null)).toBeNull();
    expect(toCents(undefined)).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
  });

  it('sends a fixed price only for the property types given one', () => {
    expect(fixedPricesRequest({ house: 150, condo: null, office: undefined, airbnb: 89.5 })).toEqual({ house: 15000, airbnb: 8950 });
  });

  it('needs an hourly rate or at least one fixed price', () => {
    expect(hasAnyRate({ hourlyRate: null, fixedPrices: {} })).toBe(false);
    expect(hasAnyRate({ hourlyRate: null, fixedPrices: { condo: null } })).toBe(false);
    expect(hasAnyRate({ hourlyRate: 17, fixedPrices: {} })).toBe(true);
    expect(hasAnyRate({ hourlyRate: undefined, fixedPrices: { shed: 1 } as QuickStartValues['fixedPrices'] })).toBe(false);
    expect(hasAnyRate({ hourlyRate: undefined, fixedPrices: { office: 15 } })).toBe(true);
  });
});

describe('the quick start', () => {
  it('starts a new profile from the account name, French and the default coverage', () => {
    expect(quickStartInitialValues(null, 'Marc-André Gagnon')).toMatchObject({
      displayName: 'Marc-André Gagnon',
      languages: ['fr'],
      coverageKm: 25,
      hourlyRate: null,
    });
  });

  it('maps the form to the start request', () => {
    expect(startRequest(quickStart)).toEqual({
      displayName: 'Léa T.',
      primaryCityId: 'quebec',
      serviceTypes: ['basic'],
      hourlyRateCents: 3000,
      fixedPricesCents: { house: 15000 },
      coverageKm: 40,
      languages: ['fr'],
    });
  });

  it('keeps what the form does not show when updating a started profile', () => {
    expect(quickStartChanges(quickStart, profile)).toEqual({
      rates: { hourlyRateCents: 3000, fixedPricesCents: { house: 15000 }, cityRates: [{ cityId: 'laval', hourlyRateCents: 3500 }] },
      services: { serviceTypes: ['basic'] },
      area: { primaryCityId: 'quebec', serviceCityIds: ['montreal', 'laval', 'longueuil'], coverageKm: 40 },
    });
  });

  it('reads a started profile back into the form', () => {
    expect(quickStartInitialValues(profile, 'ignored')).toEqual({
      displayName: 'Léa Tremblay',
      primaryCityId: 'montreal',
      serviceTypes: ['basic', 'deep'],
      hourlyRate: 32.5,
      fixedPrices: { condo: 120 },
      coverageKm: 30,
      languages: ['fr', 'en'],
    });
  });
});

describe('details, area, eligibility and business', () => {
  it('trims the details and sends an empty education as null', () => {
    const values = { ...detailsInitialValues(profile), bio: '  Bonjour ', skills: [' vitres ', 'vitres', ''], education: '  ' };
    expect(detailsRequest(values)).toMatchObject({ bio: 'Bonjour', skills: ['vitres'], education: null, gender: 'female' });
  });

  it('lists the service cities without the primary one, and sends them back without it or repeats', () => {
    expect(areaInitialValues(profile).serviceCityIds).toEqual(['laval', 'longueuil']);
    expect(areaRequest({ primaryCityId: 'laval', serviceCityIds: ['laval', 'terrebonne', 'terrebonne'], coverageKm: 12 })).toEqual({
      primaryCityId: 'laval',
      serviceCityIds: ['terrebonne'],
      coverageKm: 12,
    });
  });

  it('sends dates as YYYY-MM-DD', () => {
    expect(eligibilityRequest({ birthDate: dayjs('1990-07-04'), authorisedToWorkInCanada: true })).toEqual({
      birthDate: '1990-07-04',
      authorisedToWorkInCanada: true,
    });
    expect(businessRequest({ gstNumber: ' 123456789 RT 0001 ', qstNumber: '', insuranceExpiresOn: dayjs('2027-01-15') })).toEqual({
      gstNumber: '123456789 RT 0001',
      qstNumber: null,
      insuranceExpiresOn: '2027-01-15',
    });
    expect(businessRequest({ gstNumber: '', qstNumber: '', insuranceExpiresOn: null }).insuranceExpiresOn).toBeNull();
  });

  it('reads the insurance date back, never the tax numbers', () => {
    const values = businessInitialValues(profile);
    expect(values.gstNumber).toBe('');
    expect(values.insuranceExpiresOn?.format('YYYY-MM-DD')).toBe('2027-03-31');
    expect(fromIsoDate('31/03/2027')).toBeNull();
  });

  it('counts 18 years from the birthday itself', () => {
    expect(isOldEnough('2008-05-20', '2026-05-20')).toBe(true);
    expect(isOldEnough('2008-05-21', '2026-05-20')).toBe(false);
  });

  it('accepts a background check under 3 months old, issued no later than today', () => {
    expect(isRecentBackgroundCheck('2026-02-21', '2026-05-20')).toBe(true);
    expect(isRecentBackgroundCheck('2026-02-20', '2026-05-20')).toBe(false);
    expect(isRecentBackgroundCheck('2026-05-21', '2026-05-20')).toBe(false);
    expect(isRecentBackgroundCheck('2026-05-20', '2026-05-20')).toBe(true);
  });
});
