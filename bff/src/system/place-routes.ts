import { Hono } from 'hono';
import * as v from 'valibot';
import { allRegions, findPlace, findRegion, placesInRegion, searchPlaces, type Place, lineSchema, objectSchema } from '@weklean/domain';
import type { AppEnv } from '../http/env';
import { queryParams } from '../http/validation';
import { refuse } from '../http/refusal';

const publicPlace = (place: Place) => ({ id: place.id, name: place.name, regionId: place.regionId });

const CitySearch = objectSchema({
  q: v.optional(v.pipe(lineSchema(), v.maxLength(100)), ''),
  limit: v.optional(v.pipe(lineSchema(), v.regex(/^\d{1,2}$/), v.transform(Number), v.minValue(1), v.maxValue(50)), '10'),
});

/** The bundled Quebec places: pick lists, city and region pages. Public and cacheable (the data ships with the app). */
export const placeRoutes = () =>
  new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=3600');
    })
    .get('/cities', queryParams(CitySearch), (c) => {
      const { q, limit } = c.req.valid('query');
      return c.json({ items: searchPlaces(q, limit).map(publicPlace) }, 200);
    })
    .get('/cities/:city', (c) => {
      const place = findPlace(c.req.param('city'));
      if (!place) throw refuse('places.city-not-found', 404);
      return c.json(publicPlace(place), 200);
    })
    .get('/regions', (c) => c.json({ items: allRegions() }, 200))
    .get('/regions/:region', (c) => {
      const region = findRegion(c.req.param('region'));
      if (!region) throw refuse('places.region-not-found', 404);
      return c.json({ ...region, cities: placesInRegion(region.id).map(({ id, name }) => ({ id, name })) }, 200);
    });
