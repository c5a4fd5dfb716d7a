import { PROPERTY_TYPES, type AddressSuggestion, type PlacedAddress, type Property, type PropertyType } from '@weklean/domain';

/** The answers of docs/api/properties.md, read defensively: a field of the wrong type is a broken answer, not a crash later. */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const isPropertyType = (value: unknown): value is PropertyType => PROPERTY_TYPES.some((type) => type === value);

function parsePlacedAddress(value: unknown): PlacedAddress | null {
  if (!isRecord(value)) return null;
  const [streetAddress, city, province, postalCode, country] = [value.streetAddress, value.city, value.province, value.postalCode, value.country].map(text);
  const [lat, lng] = [number(value.lat), number(value.lng)];
  if (streetAddress == null || city == null || province == null || postalCode == null || country == null || lat === null || lng === null) return null;
  return { streetAddress, city, province, postalCode, country, lat, lng, placeId: text(value.placeId) };
}

export function parseProperty(value: unknown): Property | null {
  if (!isRecord(value)) return null;
  const address = parsePlacedAddress(value.address);
  const [id, name, createdAt, updatedAt] = [value.id, value.name, value.createdAt, value.updatedAt].map(text);
  const [bedrooms, bathrooms, stories] = [value.bedrooms, value.bathrooms, value.stories].map(number);
  if (id == null || name == null || createdAt == null || updatedAt == null || address === null || !isPropertyType(value.type)) return null;
  if (bedrooms == null || bathrooms == null || stories == null) return null;
  return {
    id,
    name,
    type: value.type,
    address,
    bedrooms,
    bathrooms,
    stories,
    squareFootage: number(value.squareFootage),
    parking: value.parking === true,
    wifiName: text(value.wifiName),
    wifiPassword: text(value.wifiPassword),
    suppliesLocation: text(value.suppliesLocation),
    accessInstructions: text(value.accessInstructions),
    trashLocation: text(value.trashLocation),
    roomsToAvoid: text(value.roomsToAvoid),
    additionalNotes: text(value.additionalNotes),
    createdAt,
    updatedAt,
  };
}

export function toProperty(body: unknown): Property {
  const property = parseProperty(body);
  if (property === null) throw new Error('Unexpected property answer');
  return property;
}

export function parseSuggestion(value: unknown): AddressSuggestion | null {
  if (!isRecord(value)) return null;
  const address = parsePlacedAddress(value);
  const label = text(value.label);
  return address === null || label === null || label === '' ? null : { ...address, label };
}

/** `{ items: [...] }`, keeping the items that read well. */
export function items<T>(body: unknown, parse: (item: unknown) => T | null): T[] {
  if (!isRecord(body) || !Array.isArray(body.items)) throw new Error('Unexpected list answer');
  return body.items.flatMap((item: unknown) => parse(item) ?? []);
}
