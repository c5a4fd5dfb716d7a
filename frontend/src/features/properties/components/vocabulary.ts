import type { PropertyTextField } from '@weklean/domain';

type Key = `properties:${string}`;

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
