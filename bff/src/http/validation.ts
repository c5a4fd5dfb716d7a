import { vValidator } from '@hono/valibot-validator';
import type * as v from 'valibot';
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { validationFailure } from './parse';

type Schema = v.GenericSchema;

/** Reads the JSON body (or the query) through a domain schema; a failure is a 400 in the request's language. */
export const jsonBody = <S extends Schema>(schema: S) => validated('json', schema);
export const queryParams = <S extends Schema>(schema: S) => validated('query', schema);

const validated = <S extends Schema, T extends 'json' | 'query'>(target: T, schema: S) =>
  vValidator(target, schema, (result, c) =>
    result.success ? undefined : validationFailure(c as unknown as Context<AppEnv>, result.issues),
  );
