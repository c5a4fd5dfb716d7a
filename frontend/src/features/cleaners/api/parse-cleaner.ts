/**
 * The cleaners API's vocabulary and shapes (`/api/cleaners/...`), checked once where they enter the app. The lists
 * mirror the API contract (domain/src/cleaners/cleaner-limits.ts); unknown values are left out, not shown raw.
 */
import {
  CLEANER_LANGUAGES,
  PETS,
  PROPERTY_TYPES,
  SERVICE_TYPES,
  type CleanerLanguage,
  type Pet,
  type PropertyType,
  type ServiceType,
} from '@weklean/domain';
export type { CleanerLanguage, Pet, PropertyType, ServiceType } from '@weklean/domain';
export { CLEANER_LANGUAGES, PETS, PROPERTY_TYPES, SERVICE_TYPES };
export const AVAILABILITY_LABELS = ['available', 'somewhat_busy', 'busy', 'very_busy'] as const;
export type AvailabilityLabel = (typeof AVAILABILITY_LABELS)[number];

export type CleanerCard = {
  slug: string;
  name: string;
  city: string;
  cityId: string;
  regionId: string;
  rating: number | null;
  reviewCount: number;
  yearsOfExperience: number;
  serviceTypes: ServiceType[];
  /** Dollars. */
  hourlyRate: number | null;
  /** The lowest fixed price, dollars. */
  fromPrice: number | null;
  languages: CleanerLanguage[];
  verified: boolean;
  avatarUrl: string | null;
  availabilityLabel: AvailabilityLabel | null;
  ecoCertified: boolean;
  petsTolerated: Pet[];
};

export type Photo = { id: string; url: string; thumbnailUrl: string };
export type Slot = { date: string; startTime: string; endTime: string; status: 'available' | 'unavailable' };

export type CleanerProfile = CleanerCard & {
  bio: string;
  serviceCities: { cityId: string; name: string; hourlyRate: number | null }[];
  coverageKm: number | null;
  fixedPrices: Partial<Record<PropertyType, number>>;
  skills: string[];
  certificates: string[];
  education: string | null;
  /** 0–100. */
  completionRate: number | null;
  responseTimeMinutes: number | null;
  gallery: Photo[];
  portfolio: Photo[];
  availability: { label: AvailabilityLabel | null; slots: Slot[] };
};

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  (values as readonly unknown[]).includes(value) ? (value as T) : null;

function listOf<T>(value: unknown, read: (item: unknown) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const parsed = read(item);
    return parsed === null ? [] : [parsed];
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

function parsePhoto(value: unknown): Photo | null {
  if (!isRecord(value)) return null;
  const id = text(value.id) ?? (typeof value.id === 'number' ? String(value.id) : null);
  const url = text(value.url);
  if (id === null || url === null) return null;
  return { id, url, thumbnailUrl: text(value.thumbnailUrl) ?? url };
}

function parseSlot(value: unknown): Slot | null {
  if (!isRecord(value)) return null;
  const { date, startTime, endTime } = value;
  if (typeof date !== 'string' || !DATE.test(date)) return null;
  if (typeof startTime !== 'string' || !TIME.test(startTime) || typeof endTime !== 'string' || !TIME.test(endTime)) {
    return null;
  }
  return { date, startTime, endTime, status: value.status === 'available' ? 'available' : 'unavailable' };
}

function parseServiceCity(value: unknown): CleanerProfile['serviceCities'][number] | null {
  if (!isRecord(value)) return null;
  const cityId = text(value.cityId);
  const name = text(value.name);
  return cityId === null || name === null ? null : { cityId, name, hourlyRate: amount(value.hourlyRate) };
}

function parseFixedPrices(value: unknown): CleanerProfile['fixedPrices'] {
  const prices: CleanerProfile['fixedPrices'] = {};
  if (!isRecord(value)) return prices;
  for (const type of PROPERTY_TYPES) {
    const price = amount(value[type]);
    if (price !== null) prices[type] = price;
  }
  return prices;
}

export function parseCleanerCard(value: unknown): CleanerCard | null {
  if (!isRecord(value)) return null;
  const slug = text(value.slug);
  const name = text(value.name);
  if (slug === null || name === null) return null;
  return {
    slug,
    name,
    city: text(value.city) ?? '',
    cityId: text(value.cityId) ?? '',
    regionId: text(value.regionId) ?? '',
    rating: amount(value.rating),
    reviewCount: amount(value.reviewCount) ?? 0,
    yearsOfExperience: amount(value.yearsOfExperience) ?? 0,
    serviceTypes: listOf(value.serviceTypes, (item) => oneOf(SERVICE_TYPES, item)),
    hourlyRate: amount(value.hourlyRate),
    fromPrice: amount(value.fromPrice),
    languages: listOf(value.languages, (item) => oneOf(CLEANER_LANGUAGES, item)),
    verified: value.verified === true,
    avatarUrl: text(value.avatarUrl),
    availabilityLabel: oneOf(AVAILABILITY_LABELS, value.availabilityLabel),
    ecoCertified: value.ecoCertified === true,
    petsTolerated: listOf(value.petsTolerated, (item) => oneOf(PETS, item)),
  };
}

export function parseCleanerProfile(value: unknown): CleanerProfile | null {
  const card = parseCleanerCard(value);
  if (card === null || !isRecord(value)) return null;
  const availability = isRecord(value.availability) ? value.availability : {};
  const strings = (list: unknown) => listOf(list, text);
  return {
    ...card,
    bio: typeof value.bio === 'string' ? value.bio : '',
    serviceCities: listOf(value.serviceCities, parseServiceCity),
    coverageKm: amount(value.coverageKm),
    fixedPrices: parseFixedPrices(value.fixedPrices),
    skills: strings(value.skills),
    certificates: strings(value.certificates),
    education: text(value.education),
    completionRate: amount(value.completionRate),
    responseTimeMinutes: amount(value.responseTimeMinutes),
    gallery: listOf(value.gallery, parsePhoto),
    portfolio: listOf(value.portfolio, parsePhoto),
    availability: {
      label: oneOf(AVAILABILITY_LABELS, availability.label) ?? card.availabilityLabel,
      slots: listOf(availability.slots, parseSlot),
    },
  };
}

/** `{ items: CleanerCard[] }` answers; a card that does not fit is left out rather than failing the list. */
export function parseCleanerItems(body: unknown): CleanerCard[] {
  if (!isRecord(body) || !Array.isArray(body.items)) throw new Error('Unexpected cleaners answer');
  return listOf(body.items, parseCleanerCard);
}
