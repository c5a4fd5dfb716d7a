import { ApiError } from './api-client';

export type FieldError = { name: string[]; errors: string[] };

/**
 * A refused body (400 `validation`, docs/api) as antd field errors: each issue's localized message under its field,
 * for the fields the form has; the others are left to the caller's general message.
 */
export function validationFieldErrors(error: unknown, fieldNames: readonly string[]): FieldError[] {
  if (!(error instanceof ApiError) || error.code !== 'validation') return [];
  const body = error.body as { issues?: unknown } | null;
  if (body === null || !Array.isArray(body.issues)) return [];
  const byField = new Map<string, string[]>();
  for (const issue of body.issues as unknown[]) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { field, message } = issue as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string' || !fieldNames.includes(field)) continue;
    byField.set(field, [...(byField.get(field) ?? []), message]);
  }
  return [...byField].map(([name, errors]) => ({ name: [name], errors }));
}
