import type { PropertyTextField, PropertyType } from '@weklean/domain';

type Key = `properties:${string}`;

/** Catalogue keys of the API's values, written out so every key the screens use can be found in the code. */
export const PROPERTY_TYPE_KEYS = {
  house: 'properties:types.house',
  apartment: 'properties:types.apartment',
  condo: 'properties:types.condo',
  office: 'properties:types.office',
  bungalow: 'properties:types.bungalow',
  airbnb: 'properties:types.airbnb',
  commercial: 'properties:types.commercial',
} as const satisfies Record<PropertyType, Key>;

/** The free-text fields: their label, and a placeholder where an example helps. */
export const TEXT_FIELD_KEYS = {
  accessInstructions: { label: 'properties:form.accessInstructions.label', placeholder: 'properties:form.accessInstructions.placeholder' },
  wifiName: { label: 'properties:form.wifiName.label', placeholder: null },
  wifiPassword: { label: 'properties:form.wifiPassword.label', placeholder: null },
  suppliesLocation: { label: 'properties:form.suppliesLocation.label', placeholder: 'properties:form.suppliesLocation.placeholder' },
  trashLocation: { label: 'properties:form.trashLocation.label', placeholder: 'properties:form.trashLocation.placeholder' },
  roomsToAvoid: { label: 'properties:form.roomsToAvoid.label', placeholder: 'properties:form.roomsToAvoid.placeholder' },
  additionalNotes: { label: 'properties:form.additionalNotes.label', placeholder: null },
} as const satisfies Record<PropertyTextField, { label: Key; placeholder: Key | null }>;
