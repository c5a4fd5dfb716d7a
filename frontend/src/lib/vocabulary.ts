import type { ChecklistCategory, CleanerLanguage, EmergencyPriority, Frequency, Pet, PropertyType, ServiceType } from '@weklean/domain';

/**
 * The labels of the domain's enumerations that several screens show, in one catalogue (`vocabulary`, loaded at
 * start): a property type or a service reads the same on the search, the profile, the booking form and the bookings.
 * Keys are written out whole so that the catalogue test finds every one the screens use.
 */
type Key = `vocabulary:${string}`;

export const PROPERTY_TYPE_KEYS = {
  house: 'vocabulary:propertyType.house',
  apartment: 'vocabulary:propertyType.apartment',
  condo: 'vocabulary:propertyType.condo',
  office: 'vocabulary:propertyType.office',
  bungalow: 'vocabulary:propertyType.bungalow',
  airbnb: 'vocabulary:propertyType.airbnb',
  commercial: 'vocabulary:propertyType.commercial',
  garage: 'vocabulary:propertyType.garage',
} as const satisfies Record<PropertyType, Key>;

export const SERVICE_TYPE_KEYS = {
  basic: 'vocabulary:serviceType.basic',
  deep: 'vocabulary:serviceType.deep',
  move_in_out: 'vocabulary:serviceType.move_in_out',
  office: 'vocabulary:serviceType.office',
  airbnb: 'vocabulary:serviceType.airbnb',
  commercial: 'vocabulary:serviceType.commercial',
  bungalo: 'vocabulary:serviceType.bungalo',
  apartement: 'vocabulary:serviceType.apartement',
  condo: 'vocabulary:serviceType.condo',
  garage: 'vocabulary:serviceType.garage',
} as const satisfies Record<ServiceType, Key>;

export const LANGUAGE_KEYS = {
  fr: 'vocabulary:language.fr',
  en: 'vocabulary:language.en',
} as const satisfies Record<CleanerLanguage, Key>;

export const PET_KEYS = {
  cats: 'vocabulary:pet.cats',
  dogs: 'vocabulary:pet.dogs',
  birds: 'vocabulary:pet.birds',
  other: 'vocabulary:pet.other',
} as const satisfies Record<Pet, Key>;

/** A pet type the client chose from the list, or null for the client's own words. */
export function petKey(petType: string): Key | null {
  return Object.hasOwn(PET_KEYS, petType) ? PET_KEYS[petType as Pet] : null;
}

export const FREQUENCY_KEYS = {
  'one-time': 'vocabulary:frequency.one-time',
  weekly: 'vocabulary:frequency.weekly',
  'bi-weekly': 'vocabulary:frequency.bi-weekly',
  monthly: 'vocabulary:frequency.monthly',
  custom: 'vocabulary:frequency.custom',
} as const satisfies Record<Frequency, Key>;

export const PRIORITY_KEYS = {
  high: 'vocabulary:priority.high',
  urgent: 'vocabulary:priority.urgent',
  critical: 'vocabulary:priority.critical',
} as const satisfies Record<EmergencyPriority, Key>;

export const CATEGORY_KEYS = {
  general: 'vocabulary:checklistCategory.general',
  kitchen: 'vocabulary:checklistCategory.kitchen',
  bathroom: 'vocabulary:checklistCategory.bathroom',
  bedroom: 'vocabulary:checklistCategory.bedroom',
  living_room: 'vocabulary:checklistCategory.living_room',
  common_areas: 'vocabulary:checklistCategory.common_areas',
  outdoor: 'vocabulary:checklistCategory.outdoor',
  other: 'vocabulary:checklistCategory.other',
  specific: 'vocabulary:checklistCategory.specific',
} as const satisfies Record<ChecklistCategory, Key>;
