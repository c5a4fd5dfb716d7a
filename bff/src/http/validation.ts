import { vValidator } from '@hono/valibot-validator';
import * as v from 'valibot';
import type { AppEnv } from './env';

type Schema = v.GenericSchema;

/** Reads the JSON body (or the query) through a domain schema; a failure is a 400 in the request's language. */
export const jsonBody = <S extends Schema>(schema: S) => validated('json', schema);
export const queryParams = <S extends Schema>(schema: S) => validated('query', schema);

const validated = <S extends Schema, T extends 'json' | 'query'>(target: T, schema: S) =>
  vValidator(target, schema, (result, c) => {
    if (result.success) return undefined;
    const t = (c.get as (key: 't') => AppEnv['Variables']['t'])('t');
    const issues = result.issues.map((issue) => {
      const bound = typeof issue.requirement === 'number' ? issue.requirement : undefined;
      return {
        field: v.getDotPath(issue) ?? '',
        message: t(issue.message.startsWith('validation.') ? issue.message : 'validation.invalid', { min: bound, max: bound }),
      };
    });
    return c.json({ code: 'validation', message: issues[0]?.message ?? t('validation.invalid'), issues }, 400);
  });
