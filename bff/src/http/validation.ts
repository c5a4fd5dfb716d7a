import { vValidator } from '@hono/valibot-validator';
import type * as v from 'valibot';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { inputProblem, inputProblemFailure, validationFailure } from './parse';
import { describeMiddleware } from '../openapi/route-metadata';

type Schema = v.GenericSchema;

/**
 * Reads the JSON body (or the query) through a domain schema; a failure is a 400 in the request's language. Before
 * the schema, the whole input is refused if it carries a control character anywhere or is nested too deep (parse.ts).
 */
export const jsonBody = <S extends Schema>(schema: S, code?: string) => guarded('json', schema, code);
export const queryParams = <S extends Schema>(schema: S) => guarded('query', schema);

/** `code`: the refusal's code when a route names its own (`push.invalid-subscription`); `validation` by default. */
const guarded = <S extends Schema, T extends 'json' | 'query'>(target: T, schema: S, code?: string) => {
  const validator = vValidator(target, schema, (result, c) =>
    result.success ? undefined : validationFailure(c as unknown as Context<AppEnv>, result.issues, code),
  );
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    // An unreadable body is the validator's to answer (400 http.invalid-json); Hono keeps the parsed body for it.
    const input = target === 'json' ? ((await c.req.json().catch(() => undefined)) as unknown) : c.req.queries();
    const problem = inputProblem(input);
    if (problem) return inputProblemFailure(c, problem);
    return validator(c as unknown as Parameters<typeof validator>[0], next);
  };
  // The schema, for the published API (bff/src/openapi): the document is generated from the routes' own validators.
  return describeMiddleware(guard, { kind: 'input', target, schema }) as unknown as typeof validator;
};
