/** Enumerations several aggregates share (a cleaner's rates, a property, a booking). */

export const PROPERTY_TYPES = ['house', 'apartment', 'condo', 'office', 'bungalow', 'airbnb', 'commercial', 'garage'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PETS = ['cats', 'dogs', 'birds', 'other'] as const;
export type Pet = (typeof PETS)[number];
