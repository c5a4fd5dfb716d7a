import { ApiError } from '../../../lib/api-client';

export type FieldError = { name: string[]; errors: string[] };

/**
 * The server's field messages (`{ code: 'validation', issues: [{ field: 'fixedPrices.house', message }] }`) as antd
 * field errors, for the fields the form has. The dotted path is the form's own name path.
 */
export function serverFieldErrors(error: unknown, fieldNames: readonly string[]): FieldError[] {
  if (!(error instanceof ApiError) || error.code !== 'validation') return [];
  const body = error.body as { issues?: unknown };
  if (!Array.isArray(body.issues)) return [];
  const byField = new Map<string, string[]>();
  for (const issue of body.issues as unknown[]) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { field, message } = issue as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string' || !fieldNames.includes(field.split('.')[0] ?? '')) continue;
    byField.set(field, [...(byField.get(field) ?? []), message]);
  }
  return [...byField].map(([field, errors]) => ({ name: field.split('.'), errors }));
}
