import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../accounts/account-errors';
import { CLEANER_ID, NOW, OTHER_USER_ID, asCleaner, profileStarted } from '../testing/cleaner-fixtures';
import { deciderSpec } from '../testing/decider-spec';
import type { CleanerRatesInput, SetRates, SetServiceArea, StartCleanerProfile, UpdateProfileDetails } from './cleaner-commands';
import { cleanerDecider } from './cleaner-decide';
import {
  BioTooLongError,
  CleanerAlreadyStartedError,
  CleanerNotStartedError,
  CoverageOutOfRangeError,
  DisplayNameInvalidError,
  DuplicateIdError,
  ExperienceOutOfRangeError,
  FixedPriceOutOfRangeError,
  HourlyRateOutOfRangeError,
  LanguageRequiredError,
  RateRequiredError,
  ServiceTypeRequiredError,
} from './cleaner-errors';

const spec = deciderSpec(cleanerDecider, expect);

const quickStart: StartCleanerProfile['data'] = {
  cleanerId: CLEANER_ID,
  displayName: '  Marie T. ',
  primaryCityId: 'montreal',
  serviceTypes: ['deep', 'basic', 'deep'],
  hourlyRateCents: 3000,
  coverageKm: 25,
  languages: ['fr'],
};
const start = (data: Partial<StartCleanerProfile['data']> = {}): StartCleanerProfile => ({
  type: 'StartCleanerProfile',
  data: { ...quickStart, ...data },
  metadata: asCleaner,
});
const setRates = (data: CleanerRatesInput): SetRates => ({ type: 'SetRates', data, metadata: asCleaner });
const ratesSet = (hourlyRateCents: number | null, fixedPricesCents = {}, cityRates: { cityId: string; hourlyRateCents: number }[] = []) =>
  ({ type: 'CleanerRatesSet', data: { hourlyRateCents, fixedPricesCents, cityRates } }) as const;

describe('StartCleanerProfile (onboarding quick start)', () => {
  it('starts the profile with its rates, services and area, in cents and in canonical order', () => {
    spec.given([]).when(start()).then([
      { type: 'CleanerProfileStarted', data: { cleanerId: CLEANER_ID, displayName: 'Marie T.', languages: ['fr'], startedAt: NOW } },
      ratesSet(3000),
      { type: 'CleanerServicesSet', data: { serviceTypes: ['basic', 'deep'] } },
      { type: 'CleanerServiceAreaSet', data: { primaryCityId: 'montreal', serviceCityIds: ['montreal'], coverageKm: 25 } },
    ]);
  });
  it('starts only once', () => spec.given(profileStarted).when(start()).thenThrows(CleanerAlreadyStartedError));
  it("refuses to start someone else's profile", () =>
    spec.given([]).when({ ...start(), metadata: { now: NOW, userId: OTHER_USER_ID } }).thenThrows(ForbiddenError));
  it('refuses a blank display name', () => spec.given([]).when(start({ displayName: '  ' })).thenThrows(DisplayNameInvalidError));
  it('refuses a display name over 100 characters', () =>
    spec.given([]).when(start({ displayName: 'x'.repeat(101) })).thenThrows(DisplayNameInvalidError, { max: 100 }));
  it('needs a rate', () => spec.given([]).when(start({ hourlyRateCents: undefined })).thenThrows(RateRequiredError));
  it('needs a service type', () => spec.given([]).when(start({ serviceTypes: [] })).thenThrows(ServiceTypeRequiredError));
  it('needs a language', () => spec.given([]).when(start({ languages: [] })).thenThrows(LanguageRequiredError));
});

describe('before the quick start', () => {
  it('refuses any other command', () => spec.given([]).when(setRates({ hourlyRateCents: 3000 })).thenThrows(CleanerNotStartedError));
});

describe('SetRates', () => {
  it.each([1700, 19900, 1750])('accepts an hourly rate of %s cents', (cents) => {
    spec.given(profileStarted).when(setRates({ hourlyRateCents: cents })).then([ratesSet(cents)]);
  });
  it.each([1699, 19901, 1750.5, 17, Number.NaN, Number.POSITIVE_INFINITY])('refuses an hourly rate of %s cents', (cents) => {
    spec.given(profileStarted).when(setRates({ hourlyRateCents: cents })).thenThrows(HourlyRateOutOfRangeError, { min: 17, max: 199 });
  });
  it.each([1500, 19900])('accepts a fixed price of %s cents without an hourly rate', (cents) => {
    spec.given(profileStarted).when(setRates({ fixedPricesCents: { condo: cents } })).then([ratesSet(null, { condo: cents })]);
  });
  it.each([1499, 19901, 4999.9])('refuses a fixed price of %s cents', (cents) => {
    spec
      .given(profileStarted)
      .when(setRates({ hourlyRateCents: 3000, fixedPricesCents: { house: 10000, condo: cents } }))
      .thenThrows(FixedPriceOutOfRangeError, { min: 15, max: 199 });
  });
  it('keeps the property types in canonical order and leaves cleared prices out', () => {
    spec
      .given(profileStarted)
      .when(setRates({ hourlyRateCents: null, fixedPricesCents: { office: 12000, house: 9999, condo: null } }))
      .then([ratesSet(null, { house: 9999, office: 12000 })]);
  });
  it('needs an hourly rate or a fixed price', () => {
    spec.given(profileStarted).when(setRates({ hourlyRateCents: null, fixedPricesCents: { condo: null } })).thenThrows(RateRequiredError);
    spec.given(profileStarted).when(setRates({})).thenThrows(RateRequiredError);
  });
  it('sets an hourly rate per city', () => {
    spec
      .given(profileStarted)
      .when(setRates({ hourlyRateCents: 3000, cityRates: [{ cityId: 'laval', hourlyRateCents: 3550 }] }))
      .then([ratesSet(3000, {}, [{ cityId: 'laval', hourlyRateCents: 3550 }])]);
  });
  it('checks city rates against the hourly bounds', () => {
    spec.given(profileStarted).when(setRates({ hourlyRateCents: 3000, cityRates: [{ cityId: 'laval', hourlyRateCents: 1600 }] })).thenThrows(HourlyRateOutOfRangeError);
  });
  it('refuses two rates for one city', () => {
    const cityRates = [
      { cityId: 'laval', hourlyRateCents: 3000 },
      { cityId: 'laval', hourlyRateCents: 4000 },
    ];
    spec.given(profileStarted).when(setRates({ hourlyRateCents: 3000, cityRates })).thenThrows(DuplicateIdError, { id: 'laval' });
  });
  it("refuses to set someone else's rates", () => {
    spec.given(profileStarted).when({ ...setRates({ hourlyRateCents: 3000 }), metadata: { now: NOW, userId: OTHER_USER_ID } }).thenThrows(ForbiddenError);
  });
});

describe('SetServices', () => {
  it('sets the service types without repeats', () => {
    spec
      .given(profileStarted)
      .when({ type: 'SetServices', data: { serviceTypes: ['condo', 'airbnb', 'condo'] }, metadata: asCleaner })
      .then([{ type: 'CleanerServicesSet', data: { serviceTypes: ['airbnb', 'condo'] } }]);
  });
  it('refuses no service type', () => {
    spec.given(profileStarted).when({ type: 'SetServices', data: { serviceTypes: [] }, metadata: asCleaner }).thenThrows(ServiceTypeRequiredError);
  });
});

describe('SetServiceArea', () => {
  const setArea = (coverageKm: number): SetServiceArea => ({
    type: 'SetServiceArea',
    data: { primaryCityId: 'laval', serviceCityIds: ['montreal', 'laval', 'longueuil'], coverageKm },
    metadata: asCleaner,
  });
  it.each([1, 200])('sets the area with the primary city first (%s km)', (coverageKm) => {
    spec
      .given(profileStarted)
      .when(setArea(coverageKm))
      .then([{ type: 'CleanerServiceAreaSet', data: { primaryCityId: 'laval', serviceCityIds: ['laval', 'montreal', 'longueuil'], coverageKm } }]);
  });
  it.each([0, 201, 1.5])('refuses a coverage of %s km', (coverageKm) => {
    spec.given(profileStarted).when(setArea(coverageKm)).thenThrows(CoverageOutOfRangeError, { min: 1, max: 200 });
  });
});

describe('UpdateProfileDetails', () => {
  const details: UpdateProfileDetails['data'] = {
    bio: ' Dix ans de ménage à Montréal. ',
    yearsOfExperience: 10,
    skills: ['Vitres', ' vitres ', 'Vitres', ''],
    languages: ['en', 'fr'],
    gender: 'female',
    education: '  ',
    certificates: ['Produits écologiques'],
    petsTolerated: ['dogs', 'cats'],
    ecoCertified: true,
  };
  const update = (data: Partial<UpdateProfileDetails['data']> = {}): UpdateProfileDetails => ({
    type: 'UpdateProfileDetails',
    data: { ...details, ...data },
    metadata: asCleaner,
  });
  it('records the details, trimmed and without repeats', () => {
    spec.given(profileStarted).when(update()).then([
      {
        type: 'CleanerProfileDetailsUpdated',
        data: {
          bio: 'Dix ans de ménage à Montréal.',
          yearsOfExperience: 10,
          skills: ['Vitres', 'vitres'],
          languages: ['fr', 'en'],
          gender: 'female',
          education: null,
          certificates: ['Produits écologiques'],
          petsTolerated: ['cats', 'dogs'],
          ecoCertified: true,
        },
      },
    ]);
  });
  it('accepts a bio of 2000 characters and refuses 2001', () => {
    expect(cleanerDecider.decide(update({ bio: 'x'.repeat(2000) }), profileStarted.reduce(cleanerDecider.evolve, cleanerDecider.initialState))).toHaveLength(1);
    spec.given(profileStarted).when(update({ bio: 'x'.repeat(2001) })).thenThrows(BioTooLongError, { max: 2000 });
  });
  it.each([-1, 61, 2.5])('refuses %s years of experience', (yearsOfExperience) => {
    spec.given(profileStarted).when(update({ yearsOfExperience })).thenThrows(ExperienceOutOfRangeError, { min: 0, max: 60 });
  });
  it('needs a language', () => spec.given(profileStarted).when(update({ languages: [] })).thenThrows(LanguageRequiredError));
});

describe('CloseCleanerProfile (account deletion)', () => {
  const close = (metadata = asCleaner) => ({ type: 'CloseCleanerProfile', data: {}, metadata }) as const;
  it('closes a started profile at the instant of the command', () =>
    spec.given(profileStarted).when(close()).then([{ type: 'CleanerProfileClosed', data: { closedAt: NOW } }]));
  it('refuses to close a profile never started', () => spec.given([]).when(close()).thenThrows(CleanerNotStartedError));
  it("refuses to close someone else's profile", () =>
    spec.given(profileStarted).when(close({ ...asCleaner, userId: OTHER_USER_ID })).thenThrows(ForbiddenError));
  it('refuses every command afterwards, starting again included', () => {
    const closed = [...profileStarted, { type: 'CleanerProfileClosed', data: { closedAt: NOW } } as const];
    spec.given(closed).when(setRates({ hourlyRateCents: 3000 })).thenThrows(CleanerNotStartedError);
    spec.given(closed).when(start()).thenThrows(CleanerAlreadyStartedError);
    spec.given(closed).when(close()).thenThrows(CleanerNotStartedError);
  });
});
