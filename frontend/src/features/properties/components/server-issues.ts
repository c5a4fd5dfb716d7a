import { ApiError } from '../../../lib/api-client';

export type FieldError = { name: string[]; errors: string[] };

/** The form field that shows a server issue's field (`address.postalCode` has its own; the rest of the address is the chosen one). */
export function formFieldOf(field: string): string {
  if (field === 'address.postalCode') return 'postalCode';
  return field.split('.')[0] ?? field;
}

/**
 * A refused save as antd field errors: the validation issues under their fields, and an address that could not be
 * placed (422 `property.address-not-found`) under the address.
 */
export function serverFieldErrors(error: unknown, fieldNames: readonly string[]): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  if (error.code === 'property.address-not-found' && error.serverMessage !== undefined) return [{ name: ['address'], errors: [error.serverMessage] }];
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
