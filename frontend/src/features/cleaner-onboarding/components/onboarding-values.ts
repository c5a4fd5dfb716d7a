import {
  CLEANER_LIMITS,
  PROPERTY_TYPES,
  dollarsToCents,
  type CleanerLanguage,
  type Gender,
  type Pet,
  type PropertyType,
  type ServiceType,
} from '@weklean/domain';
import dayjs, { type Dayjs } from 'dayjs';
import type { BusinessRequest } from '../api/declare-business';
import type { EligibilityRequest } from '../api/declare-eligibility';
import type { CleanerProfile } from '../api/me-types';
import type { StartProfileRequest } from '../api/start-profile';
import type { QuickStartChanges } from '../api/update-quick-start';
import type { DetailsRequest } from '../api/update-details';

/**
 * Form values ⇄ request bodies of the onboarding. People type dollars; the wire carries integer cents, converted here
 * and nowhere else. Dates are `YYYY-MM-DD`.
 */

export const ISO_DATE = 'YYYY-MM-DD';
export const DEFAULT_COVERAGE_KM = 25;

type Amount = number | null | undefined;

/** A typed amount in dollars as integer cents, rounded half away from zero on the cent; empty is null. */
export function toCents(value: Amount): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return dollarsToCents(value);
}

/** Cents from the server as the dollars the form shows. */
const fromCents = (cents: number | null): number | null => (cents === null ? null : cents / 100);

export function toIsoDate(value: Dayjs | null | undefined): string | null {
  return value === null || value === undefined || !value.isValid() ? null : value.format(ISO_DATE);
}

const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** dayjs reads `YYYY-MM-DD` as a local calendar day, which is what these dates are. */
export function fromIsoDate(value: string | null): Dayjs | null {
  if (value === null || !ISO_DATE_PATTERN.test(value)) return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

// Quick start

export type QuickStartValues = {
  displayName: string;
  primaryCityId: string | undefined;
  serviceTypes: ServiceType[];
  hourlyRate: Amount;
  fixedPrices: Partial<Record<PropertyType, Amount>>;
  coverageKm: Amount;
  languages: CleanerLanguage[];
};

/** A new profile starts from the account's name and French; a started one from what the server kept. */
export function quickStartInitialValues(profile: CleanerProfile | null, accountName: string): QuickStartValues {
  if (profile === null) {
    return {
      displayName: accountName,
      primaryCityId: undefined,
      serviceTypes: [],
      hourlyRate: null,
      fixedPrices: {},
      coverageKm: DEFAULT_COVERAGE_KM,
      languages: ['fr'],
    };
  }
  return {
    displayName: profile.displayName,
    primaryCityId: profile.primaryCityId ?? undefined,
    serviceTypes: profile.serviceTypes,
    hourlyRate: fromCents(profile.hourlyRateCents),
    fixedPrices: Object.fromEntries(Object.entries(profile.fixedPricesCents).map(([type, cents]) => [type, fromCents(cents)])),
    coverageKm: profile.coverageKm,
    languages: profile.languages,
  };
}

/** Only the property types given a price, in the catalogue's order, in cents. */
export function fixedPricesRequest(prices: QuickStartValues['fixedPrices']): Partial<Record<PropertyType, number>> {
  const request: Partial<Record<PropertyType, number>> = {};
  for (const type of PROPERTY_TYPES) {
    const cents = toCents(prices[type]);
    if (cents !== null) request[type] = cents;
  }
  return request;
}

/** SPEC section 5: an hourly rate, or a fixed price for at least one property type. */
export function hasAnyRate(values: Pick<QuickStartValues, 'hourlyRate' | 'fixedPrices'>): boolean {
  return toCents(values.hourlyRate) !== null || Object.keys(fixedPricesRequest(values.fixedPrices)).length > 0;
}

/** Called on validated values: the required fields are there (the server checks again). */
export function startRequest(values: QuickStartValues): StartProfileRequest {
  return {
    displayName: values.displayName.trim(),
    primaryCityId: values.primaryCityId ?? '',
    serviceTypes: values.serviceTypes,
    hourlyRateCents: toCents(values.hourlyRate),
    fixedPricesCents: fixedPricesRequest(values.fixedPrices),
    coverageKm: values.coverageKm ?? DEFAULT_COVERAGE_KM,
    languages: values.languages,
  };
}

/**
 * The quick start again on a started profile. Rates and area replace what is there, so what this form does not show
 * (the rates by city, the other service cities) is sent back unchanged.
 */
export function quickStartChanges(values: QuickStartValues, profile: CleanerProfile): QuickStartChanges {
  const primaryCityId = values.primaryCityId ?? '';
  return {
    rates: {
      hourlyRateCents: toCents(values.hourlyRate),
      fixedPricesCents: fixedPricesRequest(values.fixedPrices),
      cityRates: profile.cityRates,
    },
    services: { serviceTypes: values.serviceTypes },
    area: {
      primaryCityId,
      serviceCityIds: profile.serviceCityIds.filter((id) => id !== primaryCityId),
      coverageKm: values.coverageKm ?? DEFAULT_COVERAGE_KM,
    },
  };
}

// Details

export type DetailsValues = {
  bio: string;
  yearsOfExperience: Amount;
  skills: string[];
  languages: CleanerLanguage[];
  gender: Gender | undefined;
  education: string;
  certificates: string[];
  petsTolerated: Pet[];
  ecoCertified: boolean;
};

export function detailsInitialValues(profile: CleanerProfile): DetailsValues {
  return {
    bio: profile.bio,
    yearsOfExperience: profile.yearsOfExperience,
    skills: profile.skills,
    languages: profile.languages,
    gender: profile.gender ?? undefined,
    education: profile.education ?? '',
    certificates: profile.certificates,
    petsTolerated: profile.petsTolerated,
    ecoCertified: profile.ecoCertified,
  };
}

/** Trimmed, without blanks or repeats (the server cleans the same way). */
export function cleanTags(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
}

export function detailsRequest(values: DetailsValues): DetailsRequest {
  const education = values.education.trim();
  return {
    bio: values.bio.trim(),
    yearsOfExperience: values.yearsOfExperience ?? 0,
    skills: cleanTags(values.skills),
    languages: values.languages,
    gender: values.gender ?? 'prefer_not_to_say',
    education: education === '' ? null : education,
    certificates: cleanTags(values.certificates),
    petsTolerated: values.petsTolerated,
    ecoCertified: values.ecoCertified,
  };
}

// Service area

export type AreaValues = { primaryCityId: string | undefined; serviceCityIds: string[]; coverageKm: Amount };

/** The primary city is always served; the form lists only the others. */
export function areaInitialValues(profile: CleanerProfile): AreaValues {
  return {
    primaryCityId: profile.primaryCityId ?? undefined,
    serviceCityIds: profile.serviceCityIds.filter((id) => id !== profile.primaryCityId),
    coverageKm: profile.coverageKm ?? DEFAULT_COVERAGE_KM,
  };
}

export function areaRequest(values: AreaValues): QuickStartChanges['area'] {
  const primaryCityId = values.primaryCityId ?? '';
  return {
    primaryCityId,
    serviceCityIds: [...new Set(values.serviceCityIds)].filter((id) => id !== primaryCityId),
    coverageKm: values.coverageKm ?? DEFAULT_COVERAGE_KM,
  };
}

// Eligibility

export type EligibilityValues = { birthDate: Dayjs | null | undefined; authorisedToWorkInCanada: boolean };

export function eligibilityRequest(values: EligibilityValues): EligibilityRequest {
  return { birthDate: toIsoDate(values.birthDate) ?? '', authorisedToWorkInCanada: values.authorisedToWorkInCanada };
}

/** Whole years on `today`, both `YYYY-MM-DD`; at least the minimum age (18) to work through the platform. */
export function isOldEnough(birthDate: string, today: string, minimumAge: number = CLEANER_LIMITS.minimumAge): boolean {
  return dayjs(today).diff(dayjs(birthDate), 'year') >= minimumAge;
}

// Business

export type BusinessValues = { gstNumber: string; qstNumber: string; insuranceExpiresOn: Dayjs | null | undefined };

/** The tax numbers are never sent back by the server (only whether they were given), so they start empty. */
export function businessInitialValues(profile: CleanerProfile): BusinessValues {
  return { gstNumber: '', qstNumber: '', insuranceExpiresOn: fromIsoDate(profile.insuranceExpiresOn) };
}

export function businessRequest(values: BusinessValues): BusinessRequest {
  const gst = values.gstNumber.trim();
  const qst = values.qstNumber.trim();
  return {
    gstNumber: gst === '' ? null : gst,
    qstNumber: qst === '' ? null : qst,
    insuranceExpiresOn: toIsoDate(values.insuranceExpiresOn),
  };
}

// Background check

/**
 * Issued today or earlier, and less than 3 months ago: issued 3 months ago to the day is already too old (the
 * server's rule, read on the same calendar).
 */
export function isRecentBackgroundCheck(
  issuedOn: string,
  today: string,
  maxAgeMonths: number = CLEANER_LIMITS.backgroundCheckMaxAgeMonths,
): boolean {
  const issued = dayjs(issuedOn);
  const now = dayjs(today);
  return !issued.isAfter(now, 'day') && issued.isAfter(now.subtract(maxAgeMonths, 'month'), 'day');
}
