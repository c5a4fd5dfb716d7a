import type { PropertyType } from '../shared/vocabulary';

/** A postal address as the client gives it (docs/api/properties.md). */
export type Address = {
  streetAddress: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
};

/** An address placed on the map; `placeId` is the bundled Quebec place of its city, when it is one. */
export type PlacedAddress = Address & { lat: number; lng: number; placeId: string | null };

/** One answer of the address suggestions (`GET /api/geocoding/suggest`): an address the form may take as is. */
export type AddressSuggestion = PlacedAddress & { label: string };

/** A client's home or office: personal data, kept in a deletable table, never in events. */
export type Property = {
  id: string;
  name: string;
  type: PropertyType;
  address: PlacedAddress;
  bedrooms: number;
  bathrooms: number;
  stories: number;
  squareFootage: number | null;
  parking: boolean;
  wifiName: string | null;
  wifiPassword: string | null;
  suppliesLocation: string | null;
  accessInstructions: string | null;
  trashLocation: string | null;
  roomsToAvoid: string | null;
  additionalNotes: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The free-text fields of a property, in the order the form shows them. */
export const PROPERTY_TEXT_FIELDS = [
  'accessInstructions',
  'wifiName',
  'wifiPassword',
  'suppliesLocation',
  'trashLocation',
  'roomsToAvoid',
  'additionalNotes',
] as const satisfies readonly (keyof Property)[];
export type PropertyTextField = (typeof PROPERTY_TEXT_FIELDS)[number];
