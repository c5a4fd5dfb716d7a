import { vValidator } from '@hono/valibot-validator';
import * as v from 'valibot';
import { CLEANER_MESSAGE_PARAMS } from '@weklean/domain';
import type { AppEnv } from './env';

const KEY = /^[a-z]+(\.[a-zA-Z-]+)+$/;
const knownParams: Readonly<Record<string, Readonly<Record<string, number>>>> = CLEANER_MESSAGE_PARAMS;

type Schema = v.GenericSchema;

/** Reads the JSON body (or the query) through a domain schema; a failure is a 400 in the request's language. */
export const jsonBody = <S extends Schema>(schema: S) => validated('json', schema);
export const queryParams = <S extends Schema>(schema: S) => validated('query', schema);

const validated = <S extends Schema, T extends 'json' | 'query'>(target: T, schema: S) =>
  vValidator(target, schema, (result, c) => {
    if (result.success) return undefined;
    const t = (c.get as (key: 't') => AppEnv['Variables']['t'])('t');
    const issues = result.issues.map((issue) => {
      // Schema messages are catalogue keys (validation.* or a domain error code); bounds come from the rule's
      // constants when the domain names them, else from the failed requirement.
      const bound = typeof issue.requirement === 'number' ? issue.requirement : undefined;
      const key = KEY.test(issue.message) ? issue.message : 'validation.invalid';
      const text = t(key, knownParams[key] ?? { min: bound, max: bound });
      return { field: v.getDotPath(issue) ?? '', message: text === key ? t('validation.invalid') : text };
    });
    return c.json({ code: 'validation', message: issues[0]?.message ?? t('validation.invalid'), issues }, 400);
  });
