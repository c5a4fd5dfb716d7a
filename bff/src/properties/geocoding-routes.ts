import { Hono } from 'hono';
import * as v from 'valibot';
import { NotSignedInError, lineSchema, objectSchema } from '@weklean/domain';
import { GeocodingUnavailableError, type Geocoder, type Logger } from '@weklean/platform';
import type { AppEnv } from '../http/env';
import { queryParams } from '../http/validation';
import { refuse } from '../http/refusal';

export const SUGGEST_QUERY = { min: 3, max: 200 } as const;

const Suggest = objectSchema({
  q: v.pipe(
    lineSchema('geocoding.query-invalid'),
    v.trim(),
    v.minLength(SUGGEST_QUERY.min, 'geocoding.query-invalid'),
    v.maxLength(SUGGEST_QUERY.max, 'geocoding.query-invalid'),
  ),
}, 'geocoding.query-invalid');

/** /api/geocoding: address suggestions for the forms of signed-in users (docs/api/properties.md). */
export const geocodingRoutes = (deps: { geocoder: Geocoder; logger: Logger }) =>
  new Hono<AppEnv>()
    .use('*', async (c, next) => {
      if (!c.get('account')) throw new NotSignedInError('not signed in');
      // What people type may be their own address: no shared cache keeps it.
      c.header('Cache-Control', 'private, no-store');
      await next();
    })
    .get('/suggest', queryParams(Suggest), async (c) => {
      try {
        return c.json({ items: await deps.geocoder.suggest(c.req.valid('query').q) }, 200);
      } catch (error) {
        if (!(error instanceof GeocodingUnavailableError)) throw error;
        deps.logger.warn('geocoding unavailable', { error: error.message });
        throw refuse(error.code, 503);
      }
    });
