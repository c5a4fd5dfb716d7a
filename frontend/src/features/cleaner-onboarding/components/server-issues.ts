import { ApiError } from '../../../lib/api-client';

export type FieldError = { name: string[]; errors: string[] };

/** Request fields in cents whose form field holds the dollars typed (onboarding-values.ts). */
const FORM_FIELD_OF: Readonly<Record<string, string>> = { hourlyRateCents: 'hourlyRate', fixedPricesCents: 'fixedPrices' };

/**
 * The server's field messages (`{ code: 'validation', issues: [{ field: 'fixedPricesCents.house', message }] }`) as
 * antd field errors, for the fields the form has: the dotted path is the form's name path once a money field's name
 * is the form's (`fixedPrices.house`).
 */
export function serverFieldErrors(error: unknown, fieldNames: readonly string[]): FieldError[] {
  if (!(error instanceof ApiError) || error.code !== 'validation') return [];
  const body = error.body as { issues?: unknown };
  if (!Array.isArray(body.issues)) return [];
  const byField = new Map<string, string[]>();
  for (const issue of body.issues as unknown[]) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { field, message } = issue as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const [head = '', ...rest] = field.split('.');
    const name = [FORM_FIELD_OF[head] ?? head, ...rest].join('.');
    if (!fieldNames.includes(FORM_FIELD_OF[head] ?? head)) continue;
    byField.set(name, [...(byField.get(name) ?? []), message]);
  }
  return [...byField].map(([field, errors]) => ({ name: field.split('.'), errors }));
}
