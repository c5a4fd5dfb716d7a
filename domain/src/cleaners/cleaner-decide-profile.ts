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
import { centsWithin, cleanList, hasAnyRate, isIntegerWithin, pick } from './cleaner-rules';
import { ownProfile } from './cleaner-guards';

const hourlyRateCents = (dollars: number): number => {
  const cents = centsWithin(dollars, CLEANER_LIMITS.hourlyRate);
  if (cents === null) throw new HourlyRateOutOfRangeError();
  return cents;
};

/** Prices are rounded to the cent first, then checked: 16.995 is $17.00 and accepted. */
const ratesSet = (input: CleanerRatesInput): CleanerRatesSet => {
  if (!hasAnyRate(input)) throw new RateRequiredError();
  const { hourlyRate, fixedPrices = {}, cityRates = [] } = input;
  const fixedPricesCents: FixedPricesCents = {};
  for (const propertyType of PROPERTY_TYPES) {
    const price = fixedPrices[propertyType];
    if (price === undefined || price === null) continue;
    const cents = centsWithin(price, CLEANER_LIMITS.fixedPrice);
    if (cents === null) throw new FixedPriceOutOfRangeError(propertyType);
    fixedPricesCents[propertyType] = cents;
  }
  const hourly = hourlyRate === undefined || hourlyRate === null ? null : hourlyRateCents(hourlyRate);
  const seen = new Set<string>();
  const cityRatesCents = cityRates.map(({ cityId, hourlyRate: rate }) => {
    if (seen.has(cityId)) throw new DuplicateIdError(cityId);
    seen.add(cityId);
    return { cityId, hourlyRateCents: hourlyRateCents(rate) };
  });
  return { type: 'CleanerRatesSet', data: { hourlyRateCents: hourly, fixedPricesCents, cityRates: cityRatesCents } };
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
    ratesSet({ hourlyRate: data.hourlyRate, fixedPrices: data.fixedPrices }),
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
