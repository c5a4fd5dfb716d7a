import * as v from 'valibot';
import { PROPERTY_TYPES } from '../shared/vocabulary';
import { normalizePostalCode } from './postal-code';
import { line, object, text } from '../shared/schema';

/** A property's bounds (docs/api/properties.md), read by the schema and the form alike. */
export const PROPERTY_LIMITS = {
  nameMax: 100,
  /** Every free-text field, the street address and the city included. */
  textMax: 500,
  bedrooms: { min: 0, max: 20, step: 0.5 },
  bathrooms: { min: 0, max: 20, step: 0.5 },
  stories: { min: 1, max: 10, step: 1 },
  squareFootage: { min: 100, max: 50_000, step: 1 },
} as const;

/** The marketplace serves Quebec only for now. */
export const PROPERTY_PROVINCES = ['QC'] as const;
export const PROPERTY_COUNTRIES = ['CA'] as const;

type Count = { readonly min: number; readonly max: number; readonly step: number };

/** Within the bounds and on the step (bedrooms go by halves, stories by whole floors). */
export const isCountWithin = (value: number, { min, max, step }: Count): boolean =>
  Number.isFinite(value) && value >= min && value <= max && Number.isInteger(value / step);

/*
 * Messages are codes of the `api` catalogue; its texts state the bounds above (the BFF's validation messages take
 * parameters only from the cleaner rules), and the properties tests read them back in both languages.
 */
const INVALID = 'validation.invalid';
const TOO_LONG = 'property.text-too-long';

const required = (message: string, max: number) => v.pipe(line(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));
const count = (bounds: Count, message: string) => v.pipe(v.number(message), v.check((value) => isCountWithin(value, bounds), message));
/** Absent, null or '' (a cleared field) all come out as null (the default makes an absent key go through the pipe). */
const optionalText = v.pipe(
  v.nullish(v.pipe(text(INVALID), v.trim(), v.maxLength(PROPERTY_LIMITS.textMax, TOO_LONG)), null),
  v.transform((value) => (value === undefined || value === '' ? null : value)),
);
const upperCode = <const T extends readonly [string, ...string[]]>(codes: T, message: string) =>
  v.pipe(line(message), v.trim(), v.toUpperCase(), v.picklist(codes, message));

/** `A1A 1A1`, a space optional on input; comes out upper case with the space. */
export const PostalCodeSchema = v.pipe(
  line('property.postal-code-invalid'),
  v.check((text) => normalizePostalCode(text) !== null, 'property.postal-code-invalid'),
  v.transform((text) => normalizePostalCode(text) ?? text),
);

/** A field left out is named by the object's message (valibot reports a missing key there). */
const MISSING = 'property.field-missing';

export const AddressInputSchema = object({
  streetAddress: required('property.street-address-invalid', PROPERTY_LIMITS.textMax),
  city: required('property.city-invalid', PROPERTY_LIMITS.textMax),
  province: upperCode(PROPERTY_PROVINCES, 'property.province-unsupported'),
  postalCode: PostalCodeSchema,
  country: upperCode(PROPERTY_COUNTRIES, 'property.country-unsupported'),
}, MISSING);

/** The body of `POST /api/properties` and `PUT /api/properties/:id`. */
const propertyEntries = {
  name: required('property.name-invalid', PROPERTY_LIMITS.nameMax),
  type: v.picklist(PROPERTY_TYPES, 'property.type-invalid'),
  address: AddressInputSchema,
  bedrooms: count(PROPERTY_LIMITS.bedrooms, 'property.bedrooms-out-of-range'),
  bathrooms: count(PROPERTY_LIMITS.bathrooms, 'property.bathrooms-out-of-range'),
  stories: count(PROPERTY_LIMITS.stories, 'property.stories-out-of-range'),
  squareFootage: v.nullish(count(PROPERTY_LIMITS.squareFootage, 'property.square-footage-out-of-range'), null),
  parking: v.boolean(INVALID),
  wifiName: optionalText,
  wifiPassword: optionalText,
  suppliesLocation: optionalText,
  accessInstructions: optionalText,
  trashLocation: optionalText,
  roomsToAvoid: optionalText,
  additionalNotes: optionalText,
};
export const PropertyInputSchema = object(propertyEntries, MISSING);

export type PropertyInput = v.InferOutput<typeof PropertyInputSchema>;
/** What a client may send: optional fields may be left out. */
export type PropertyRequest = v.InferInput<typeof PropertyInputSchema>;

const FIELD_SCHEMAS = {
  name: propertyEntries.name,
  type: propertyEntries.type,
  postalCode: PostalCodeSchema,
  bedrooms: propertyEntries.bedrooms,
  bathrooms: propertyEntries.bathrooms,
  stories: propertyEntries.stories,
  squareFootage: propertyEntries.squareFootage,
  /** Any of the free-text fields. */
  text: optionalText,
} as const;
export type PropertyField = keyof typeof FIELD_SCHEMAS;

/** The code of the first rule `value` breaks as a property's `field`, or null: the form checks with the server's schema. */
export const propertyFieldIssue = (field: PropertyField, value: unknown): string | null => {
  const result = v.safeParse(FIELD_SCHEMAS[field], value);
  return result.success ? null : (result.issues[0]?.message ?? 'validation.invalid');
};
