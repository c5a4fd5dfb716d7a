import {
  CLEANER_LANGUAGES,
  DOCUMENT_STATUSES,
  GENDERS,
  ONBOARDING_STEPS,
  PETS,
  PHOTO_KINDS,
  PROPERTY_TYPES,
  SERVICE_TYPES,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_STATUSES,
  type CleanerLanguage,
  type DocumentStatus,
  type Gender,
  type OnboardingStep,
  type Pet,
  type PhotoKind,
  type PropertyType,
  type ServiceType,
  type VerificationDocumentType,
  type VerificationStatus,
} from '@weklean/domain';

/** The signed-in cleaner's own profile (`Me` of docs/api/cleaners.md), as far as the onboarding reads it. */
export type CleanerProfile = {
  displayName: string;
  primaryCityId: string | null;
  serviceCityIds: string[];
  coverageKm: number | null;
  serviceTypes: ServiceType[];
  /** Dollars. */
  hourlyRate: number | null;
  /** Dollars, only the property types that have a price. */
  fixedPrices: Partial<Record<PropertyType, number>>;
  cityRates: { cityId: string; hourlyRate: number }[];
  bio: string;
  yearsOfExperience: number;
  skills: string[];
  languages: CleanerLanguage[];
  gender: Gender | null;
  education: string | null;
  certificates: string[];
  petsTolerated: Pet[];
  ecoCertified: boolean;
  eligible: boolean;
  gstNumberProvided: boolean;
  qstNumberProvided: boolean;
  insuranceExpiresOn: string | null;
};

export type CleanerDocument = {
  id: string;
  type: VerificationDocumentType;
  status: DocumentStatus;
  reason: string | null;
  issuedOn: string | null;
  submittedAt: string | null;
  fileUrl: string | null;
};

export type CleanerPhoto = { id: string; kind: PhotoKind; url: string | null; thumbnailUrl: string | null };

export type Me = {
  started: boolean;
  onboardingStep: OnboardingStep;
  /** 0–100. */
  completeness: number;
  verificationStatus: VerificationStatus;
  slug: string | null;
  profile: CleanerProfile | null;
  documents: CleanerDocument[];
  photos: CleanerPhoto[];
};

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  (values as readonly unknown[]).includes(value) ? (value as T) : null;
const allOf = <T extends string>(values: readonly T[], value: unknown): T[] =>
  Array.isArray(value) ? value.flatMap((item: unknown) => oneOf(values, item) ?? []) : [];
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.flatMap((item: unknown) => text(item) ?? []) : []);

function listOf<T>(value: unknown, read: (item: Fields) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const parsed = isRecord(item) ? read(item) : null;
    return parsed === null ? [] : [parsed];
  });
}

function parseFixedPrices(value: unknown): Partial<Record<PropertyType, number>> {
  const prices: Partial<Record<PropertyType, number>> = {};
  if (!isRecord(value)) return prices;
  for (const type of PROPERTY_TYPES) {
    const price = amount(value[type]);
    if (price !== null) prices[type] = price;
  }
  return prices;
}

function parseProfile(value: unknown): CleanerProfile | null {
  if (!isRecord(value)) return null;
  return {
    displayName: text(value.displayName) ?? '',
    primaryCityId: text(value.primaryCityId),
    serviceCityIds: texts(value.serviceCityIds),
    coverageKm: amount(value.coverageKm),
    serviceTypes: allOf(SERVICE_TYPES, value.serviceTypes),
    hourlyRate: amount(value.hourlyRate),
    fixedPrices: parseFixedPrices(value.fixedPrices),
    cityRates: listOf(value.cityRates, (rate) => {
      const cityId = text(rate.cityId);
      const hourlyRate = amount(rate.hourlyRate);
      return cityId === null || hourlyRate === null ? null : { cityId, hourlyRate };
    }),
    bio: text(value.bio) ?? '',
    yearsOfExperience: amount(value.yearsOfExperience) ?? 0,
    skills: texts(value.skills),
    languages: allOf(CLEANER_LANGUAGES, value.languages),
    gender: oneOf(GENDERS, value.gender),
    education: text(value.education),
    certificates: texts(value.certificates),
    petsTolerated: allOf(PETS, value.petsTolerated),
    ecoCertified: value.ecoCertified === true,
    eligible: value.eligible === true,
    gstNumberProvided: value.gstNumberProvided === true,
    qstNumberProvided: value.qstNumberProvided === true,
    insuranceExpiresOn: text(value.insuranceExpiresOn),
  };
}

function parseDocument(value: Fields): CleanerDocument | null {
  const id = text(value.id);
  const type = oneOf(VERIFICATION_DOCUMENT_TYPES, value.type);
  const status = oneOf(DOCUMENT_STATUSES, value.status);
  if (id === null || type === null || status === null) return null;
  return {
    id,
    type,
    status,
    reason: text(value.reason),
    issuedOn: text(value.issuedOn),
    submittedAt: text(value.submittedAt),
    fileUrl: text(value.fileUrl),
  };
}

function parsePhoto(value: Fields): CleanerPhoto | null {
  const id = text(value.id);
  const kind = oneOf(PHOTO_KINDS, value.kind);
  if (id === null || kind === null) return null;
  return { id, kind, url: text(value.url), thumbnailUrl: text(value.thumbnailUrl) };
}

/** Checks the `Me` answer once where it enters the app; anything that does not fit gives null. */
export function parseMe(value: unknown): Me | null {
  if (!isRecord(value)) return null;
  const onboardingStep = oneOf(ONBOARDING_STEPS, value.onboardingStep);
  const verificationStatus = oneOf(VERIFICATION_STATUSES, value.verificationStatus);
  if (onboardingStep === null || verificationStatus === null || typeof value.started !== 'boolean') return null;
  const profile = parseProfile(value.profile);
  return {
    started: value.started && profile !== null,
    onboardingStep,
    completeness: Math.min(100, Math.max(0, amount(value.completeness) ?? 0)),
    verificationStatus,
    slug: text(value.slug),
    profile,
    documents: listOf(value.documents, parseDocument),
    photos: listOf(value.photos, parsePhoto),
  };
}
