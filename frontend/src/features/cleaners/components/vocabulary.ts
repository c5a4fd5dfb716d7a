import type { CleanerSort } from '../api/list-cleaners';
import type { CleanerLanguage, Pet, PropertyType, ServiceType } from '../api/cleaner-types';
import type { FeedbackReason, FeedbackType } from '../api/send-feedback';

type Key = `cleaners:${string}`;

/** Catalogue keys of the API's values, written out so every key the screens use can be found in the code. */
export const SERVICE_TYPE_KEYS = {
  basic: 'cleaners:serviceTypes.basic',
  deep: 'cleaners:serviceTypes.deep',
  move_in_out: 'cleaners:serviceTypes.move_in_out',
  office: 'cleaners:serviceTypes.office',
  airbnb: 'cleaners:serviceTypes.airbnb',
  commercial: 'cleaners:serviceTypes.commercial',
  bungalo: 'cleaners:serviceTypes.bungalo',
  apartement: 'cleaners:serviceTypes.apartement',
  condo: 'cleaners:serviceTypes.condo',
} as const satisfies Record<ServiceType, Key>;

export const PROPERTY_TYPE_KEYS = {
  house: 'cleaners:propertyTypes.house',
  apartment: 'cleaners:propertyTypes.apartment',
  condo: 'cleaners:propertyTypes.condo',
  office: 'cleaners:propertyTypes.office',
  bungalow: 'cleaners:propertyTypes.bungalow',
  airbnb: 'cleaners:propertyTypes.airbnb',
  commercial: 'cleaners:propertyTypes.commercial',
} as const satisfies Record<PropertyType, Key>;

export const LANGUAGE_KEYS = {
  fr: 'cleaners:languages.fr',
  en: 'cleaners:languages.en',
} as const satisfies Record<CleanerLanguage, Key>;

export const PET_KEYS = {
  cats: 'cleaners:pets.cats',
  dogs: 'cleaners:pets.dogs',
  birds: 'cleaners:pets.birds',
  other: 'cleaners:pets.other',
} as const satisfies Record<Pet, Key>;

export const SORT_KEYS = {
  recommended: 'cleaners:sort.recommended',
  rating: 'cleaners:sort.rating',
  price_asc: 'cleaners:sort.price_asc',
  price_desc: 'cleaners:sort.price_desc',
  experience: 'cleaners:sort.experience',
} as const satisfies Record<CleanerSort, Key>;

export const FEEDBACK_TYPE_KEYS = {
  like: 'cleaners:feedback.types.like',
  dislike: 'cleaners:feedback.types.dislike',
  not_interested: 'cleaners:feedback.types.not_interested',
  report: 'cleaners:feedback.types.report',
} as const satisfies Record<FeedbackType, Key>;

export const FEEDBACK_REASON_KEYS = {
  price: 'cleaners:feedback.reasons.price',
  availability: 'cleaners:feedback.reasons.availability',
  location: 'cleaners:feedback.reasons.location',
  communication: 'cleaners:feedback.reasons.communication',
  experience: 'cleaners:feedback.reasons.experience',
  services: 'cleaners:feedback.reasons.services',
  other: 'cleaners:feedback.reasons.other',
} as const satisfies Record<FeedbackReason, Key>;
