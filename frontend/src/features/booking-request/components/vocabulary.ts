import type { ChecklistCategory, EmergencyPriority, Frequency, Pet, PropertyType } from '@weklean/domain';
import type { AddTaskRefusal } from './checklist';

type Key = `booking:${string}`;

/** Catalogue keys of the API's values, written out so every key the screens use can be found in the code. */
export const FREQUENCY_KEYS = {
  'one-time': 'booking:frequencies.one-time',
  weekly: 'booking:frequencies.weekly',
  'bi-weekly': 'booking:frequencies.bi-weekly',
  monthly: 'booking:frequencies.monthly',
  custom: 'booking:frequencies.custom',
} as const satisfies Record<Frequency, Key>;

export const PET_KEYS = {
  cats: 'booking:pets.cats',
  dogs: 'booking:pets.dogs',
  birds: 'booking:pets.birds',
  other: 'booking:pets.other',
} as const satisfies Record<Pet, Key>;

export const PRIORITY_KEYS = {
  high: 'booking:priorities.high',
  urgent: 'booking:priorities.urgent',
  critical: 'booking:priorities.critical',
} as const satisfies Record<EmergencyPriority, Key>;

export const PROPERTY_TYPE_KEYS = {
  house: 'booking:propertyTypes.house',
  apartment: 'booking:propertyTypes.apartment',
  condo: 'booking:propertyTypes.condo',
  office: 'booking:propertyTypes.office',
  bungalow: 'booking:propertyTypes.bungalow',
  airbnb: 'booking:propertyTypes.airbnb',
  commercial: 'booking:propertyTypes.commercial',
} as const satisfies Record<PropertyType, Key>;

export const CATEGORY_KEYS = {
  general: 'booking:checklist.categories.general',
  kitchen: 'booking:checklist.categories.kitchen',
  bathroom: 'booking:checklist.categories.bathroom',
  bedroom: 'booking:checklist.categories.bedroom',
  living_room: 'booking:checklist.categories.living_room',
  common_areas: 'booking:checklist.categories.common_areas',
  outdoor: 'booking:checklist.categories.outdoor',
  other: 'booking:checklist.categories.other',
  specific: 'booking:checklist.categories.specific',
} as const satisfies Record<ChecklistCategory, Key>;

/** A few common tasks per category, added in one click in the client's language. */
export const SUGGESTED_TASK_KEYS = {
  general: ['booking:checklist.suggested.general.vacuum', 'booking:checklist.suggested.general.floors', 'booking:checklist.suggested.general.dust', 'booking:checklist.suggested.general.trash'],
  kitchen: ['booking:checklist.suggested.kitchen.oven', 'booking:checklist.suggested.kitchen.fridge', 'booking:checklist.suggested.kitchen.counters', 'booking:checklist.suggested.kitchen.hood'],
  bathroom: ['booking:checklist.suggested.bathroom.shower', 'booking:checklist.suggested.bathroom.toilet', 'booking:checklist.suggested.bathroom.mirrors'],
  bedroom: ['booking:checklist.suggested.bedroom.sheets', 'booking:checklist.suggested.bedroom.underBed', 'booking:checklist.suggested.bedroom.furniture'],
  living_room: ['booking:checklist.suggested.living_room.sofa', 'booking:checklist.suggested.living_room.shelves', 'booking:checklist.suggested.living_room.windows'],
  common_areas: ['booking:checklist.suggested.common_areas.entrance', 'booking:checklist.suggested.common_areas.stairs', 'booking:checklist.suggested.common_areas.handles'],
  outdoor: ['booking:checklist.suggested.outdoor.balcony', 'booking:checklist.suggested.outdoor.patio', 'booking:checklist.suggested.outdoor.garage'],
  other: ['booking:checklist.suggested.other.laundry', 'booking:checklist.suggested.other.folding', 'booking:checklist.suggested.other.basement'],
  specific: ['booking:checklist.suggested.specific.baseboards', 'booking:checklist.suggested.specific.blinds', 'booking:checklist.suggested.specific.cabinets'],
} as const satisfies Record<ChecklistCategory, readonly Key[]>;

export const TASK_REFUSAL_KEYS = {
  empty: 'booking:checklist.refusals.empty',
  'too-long': 'booking:checklist.refusals.too-long',
  duplicate: 'booking:checklist.refusals.duplicate',
  'too-many': 'booking:checklist.refusals.too-many',
} as const satisfies Record<AddTaskRefusal, Key>;
