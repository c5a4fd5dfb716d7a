import { ForbiddenError } from '../accounts/account-errors';
import type { CleanerState } from './cleaner';
import type {
  CleanerRatesInput,
  CleanerServiceAreaInput,
  CloseCleanerProfile,
  SetRates,
  SetServiceArea,
  SetServices,
  StartCleanerProfile,
  UpdateProfileDetails,
} from './cleaner-commands';
import {
  BioTooLongError,
  CleanerAlreadyStartedError,
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
import type {
  CleanerEvent,
  CleanerProfileDetailsUpdated,
  CleanerProfileStarted,
  CleanerRatesSet,
  CleanerServiceAreaSet,
  CleanerServicesSet,
  FixedPricesCents,
} from './cleaner-events';
import { CLEANER_LANGUAGES, CLEANER_LIMITS, PETS, PROPERTY_TYPES, SERVICE_TYPES, type CleanerLanguage, type ServiceType } from './cleaner-limits';
import { cleanList, hasAnyRate, isCentsWithin, isIntegerWithin, pick } from './cleaner-rules';
import { ownProfile } from './cleaner-guards';

const hourlyRate = (cents: number): number => {
  if (!isCentsWithin(cents, CLEANER_LIMITS.hourlyRate)) throw new HourlyRateOutOfRangeError();
  return cents;
};

/** Whole cents within the bounds; a price left out or null is not offered. */
const ratesSet = (input: CleanerRatesInput): CleanerRatesSet => {
  if (!hasAnyRate(input)) throw new RateRequiredError();
  const { hourlyRateCents, fixedPricesCents = {}, cityRates = [] } = input;
  const prices: FixedPricesCents = {};
  for (const propertyType of PROPERTY_TYPES) {
    const cents = fixedPricesCents[propertyType];
    if (cents === undefined || cents === null) continue;
    if (!isCentsWithin(cents, CLEANER_LIMITS.fixedPrice)) throw new FixedPriceOutOfRangeError(propertyType);
    prices[propertyType] = cents;
  }
  const hourly = hourlyRateCents === undefined || hourlyRateCents === null ? null : hourlyRate(hourlyRateCents);
  const seen = new Set<string>();
  const byCity = cityRates.map(({ cityId, hourlyRateCents: cents }) => {
    if (seen.has(cityId)) throw new DuplicateIdError(cityId);
    seen.add(cityId);
    return { cityId, hourlyRateCents: hourlyRate(cents) };
  });
  return { type: 'CleanerRatesSet', data: { hourlyRateCents: hourly, fixedPricesCents: prices, cityRates: byCity } };
};

const servicesSet = (serviceTypes: readonly ServiceType[]): CleanerServicesSet => {
  const chosen = pick(SERVICE_TYPES, serviceTypes);
  if (chosen.length === 0) throw new ServiceTypeRequiredError();
  return { type: 'CleanerServicesSet', data: { serviceTypes: chosen } };
};

/** The places list is the BFF's: ids are taken as given. The primary city is always the first served. */
const serviceAreaSet = ({ primaryCityId, serviceCityIds, coverageKm }: CleanerServiceAreaInput): CleanerServiceAreaSet => {
  if (!isIntegerWithin(coverageKm, CLEANER_LIMITS.coverageKm)) throw new CoverageOutOfRangeError();
  return {
    type: 'CleanerServiceAreaSet',
    data: { primaryCityId, serviceCityIds: cleanList([primaryCityId, ...serviceCityIds]), coverageKm },
  };
};

const languagesOf = (languages: readonly CleanerLanguage[]): CleanerLanguage[] => {
  const chosen = pick(CLEANER_LANGUAGES, languages);
  if (chosen.length === 0) throw new LanguageRequiredError();
  return chosen;
};

/** The quick start sets in one go what the later commands set one by one, with the same events. */
export const startCleanerProfile = ({ data, metadata }: StartCleanerProfile, state: CleanerState): CleanerEvent[] => {
  if (state.status !== 'new') throw new CleanerAlreadyStartedError();
  if (data.cleanerId !== metadata.userId) throw new ForbiddenError('A cleaner profile is started by its cleaner');
  const displayName = data.displayName.trim();
  if (displayName === '' || displayName.length > CLEANER_LIMITS.displayNameMax) throw new DisplayNameInvalidError();
  const started: CleanerProfileStarted = {
    type: 'CleanerProfileStarted',
    data: { cleanerId: data.cleanerId, displayName, languages: languagesOf(data.languages), startedAt: metadata.now },
  };
  return [
    started,
    ratesSet({ hourlyRateCents: data.hourlyRateCents, fixedPricesCents: data.fixedPricesCents }),
    servicesSet(data.serviceTypes),
    serviceAreaSet({ primaryCityId: data.primaryCityId, serviceCityIds: [], coverageKm: data.coverageKm }),
  ];
};

export const setRates = ({ data, metadata }: SetRates, state: CleanerState): CleanerEvent[] => {
  ownProfile(state, metadata);
  return [ratesSet(data)];
};

export const setServices = ({ data, metadata }: SetServices, state: CleanerState): CleanerEvent[] => {
  ownProfile(state, metadata);
  return [servicesSet(data.serviceTypes)];
};

export const setServiceArea = ({ data, metadata }: SetServiceArea, state: CleanerState): CleanerEvent[] => {
  ownProfile(state, metadata);
  return [serviceAreaSet(data)];
};

export const updateProfileDetails = ({ data, metadata }: UpdateProfileDetails, state: CleanerState): CleanerEvent[] => {
  ownProfile(state, metadata);
  const bio = data.bio.trim();
  if (bio.length > CLEANER_LIMITS.bioMax) throw new BioTooLongError();
  if (!isIntegerWithin(data.yearsOfExperience, CLEANER_LIMITS.yearsOfExperience)) throw new ExperienceOutOfRangeError();
  const event: CleanerProfileDetailsUpdated = {
    type: 'CleanerProfileDetailsUpdated',
    data: {
      bio,
      yearsOfExperience: data.yearsOfExperience,
      skills: cleanList(data.skills),
      languages: languagesOf(data.languages),
      gender: data.gender,
      education: data.education?.trim() || null,
      certificates: cleanList(data.certificates),
      petsTolerated: pick(PETS, data.petsTolerated),
      ecoCertified: data.ecoCertified,
    },
  };
  return [event];
};

/** Closing is allowed at any point of the onboarding; the account deletion issues it as the cleaner. */
export const closeCleanerProfile = ({ metadata }: CloseCleanerProfile, state: CleanerState): CleanerEvent[] => {
  ownProfile(state, metadata);
  return [{ type: 'CleanerProfileClosed', data: { closedAt: metadata.now } }];
};
