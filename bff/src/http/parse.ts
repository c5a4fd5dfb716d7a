import type { Context } from 'hono';
import * as v from 'valibot';
import { ACCOUNT_MESSAGE_PARAMS, CLEANER_MESSAGE_PARAMS, isCleanText } from '@weklean/domain';
import type { AppEnv } from './env';
import { refuse } from './refusal';

const KEY = /^[a-z][a-z-]*(\.[a-zA-Z-]+)+$/;
const knownParams: Readonly<Record<string, Readonly<Record<string, number>>>> = { ...CLEANER_MESSAGE_PARAMS, ...ACCOUNT_MESSAGE_PARAMS };

/** Failed valibot issues as catalogue messages in the request's language. */
function localizedIssues<E extends AppEnv>(c: Context<E>, issues: readonly v.BaseIssue<unknown>[]) {
  const t = c.get('t');
  return issues.map((issue) => {
    // Messages are catalogue keys (validation.* or a domain error code); bounds come from the rule's constants when
    // the domain names them, else from the failed requirement.
    const bound = typeof issue.requirement === 'number' ? issue.requirement : undefined;
    const key = KEY.test(issue.message) ? issue.message : 'validation.invalid';
    const text = t(key, knownParams[key] ?? { min: bound, max: bound });
    return { field: v.getDotPath(issue) ?? '', message: text === key ? t('validation.invalid') : text };
  });
}

/** The 400 body for failed valibot issues, with catalogue messages in the request's language. */
export function validationFailure<E extends AppEnv>(c: Context<E>, issues: readonly v.BaseIssue<unknown>[], code = 'validation') {
  const localized = localizedIssues(c, issues);
  return c.json({ code, message: localized[0]?.message ?? c.get('t')('validation.invalid'), issues: localized }, 400);
}

/**
 * Validates data the handler assembled itself (a body plus ids it generated, multipart fields): the value, or the
 * same 400 as `validationFailure`, thrown (the one error handler answers it, so the route's answer stays typed).
 */
export function parseWith<S extends v.GenericSchema, E extends AppEnv>(c: Context<E>, schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const localized = localizedIssues(c, result.issues);
  throw refuse('validation', 400, {}, { message: localized[0]?.message ?? c.get('t')('validation.invalid'), issues: localized });
}

/** The JSON body as an object, or null when it is not one. */
export async function jsonObject<E extends AppEnv>(c: Context<E>): Promise<Record<string, unknown> | null> {
  const body = (await c.req.json().catch(() => null)) as unknown;
  if (inputProblem(body)) return null;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** Deeper than any body of the API (a booking with its checklist is four levels). */
export const MAX_INPUT_DEPTH = 32;

/**
 * The first thing in a parsed body or query that no route accepts, whatever its schema: a control character (or a lone
 * surrogate) in any string or key, anywhere, or nesting past MAX_INPUT_DEPTH. A net under the schemas' own text rules,
 * so that a field a schema forgets, or ignores, cannot carry such text in.
 */
export function inputProblem(value: unknown, path: string[] = []): { field: string; message: 'validation.control-characters' | 'validation.too-deep' } | null {
  if (path.length > MAX_INPUT_DEPTH) return { field: path.slice(0, MAX_INPUT_DEPTH).join('.'), message: 'validation.too-deep' };
  if (typeof value === 'string') return isCleanText(value) ? null : { field: path.join('.'), message: 'validation.control-characters' };
  if (typeof value !== 'object' || value === null) return null;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isCleanText(key)) return { field: [...path, key].join('.'), message: 'validation.control-characters' };
    const problem = inputProblem(item, [...path, key]);
    if (problem) return problem;
  }
  return null;
}

/** The 400 for an inputProblem, shaped like validationFailure's. */
export function inputProblemFailure<E extends AppEnv>(c: Context<E>, problem: NonNullable<ReturnType<typeof inputProblem>>) {
  const message = c.get('t')(problem.message);
  return c.json({ code: 'validation', message, issues: [{ field: problem.field, message }] }, 400);
}
