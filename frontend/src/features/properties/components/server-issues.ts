import { ApiError } from '../../../lib/api-client';

export type FieldError = { name: string[]; errors: string[] };

/** The form field that shows a server issue's field (`address.postalCode` has its own; the rest of the address is the chosen one). */
export function formFieldOf(field: string): string {
  if (field === 'address.postalCode') return 'postalCode';
  return field.split('.')[0] ?? field;
}

/**
 * The field under which each refusal of an address is shown (docs/api/properties.md): a city that names no Quebec place
 * (422 `property.city-not-found`) or cannot be a place name (400 `property.invalid-city`) under the city, an address
 * that could not be placed (422 `property.address-not-found`) under the address.
 */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  'property.city-not-found': 'city',
  'property.invalid-city': 'city',
  'property.address-not-found': 'address',
};

/** A refused save as antd field errors: the validation issues under their fields, and the address refusals above. */
export function serverFieldErrors(error: unknown, fieldNames: readonly string[]): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  const refusedField = error.code === undefined ? undefined : FIELD_OF_CODE[error.code];
  if (refusedField !== undefined) {
    // A form without a city field (none today) shows the city's refusal under the address it came with.
    const name = fieldNames.includes(refusedField) ? refusedField : 'address';
    return error.serverMessage === undefined ? [] : [{ name: [name], errors: [error.serverMessage] }];
  }
  const body = error.body as { issues?: unknown } | null;
  if (error.code !== 'validation' || body === null || !Array.isArray(body.issues)) return [];
  const byField = new Map<string, string[]>();
  for (const issue of body.issues as unknown[]) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { field, message } = issue as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = formFieldOf(field);
    if (fieldNames.includes(name)) byField.set(name, [...(byField.get(name) ?? []), message]);
  }
  return [...byField].map(([name, errors]) => ({ name: [name], errors }));
}
