import { Hono } from 'hono';
import * as v from 'valibot';
import {
  CLEANER_LIMITS,
  allRegions,
  findPlace,
  findRegion,
  nearbyPlaces,
  placesInRegion,
  searchPlaces,
  type Place,
  lineSchema,
  objectSchema,
} from '@weklean/domain';
import type { AppEnv } from '../http/env';
import { queryParams } from '../http/validation';
import { refuse } from '../http/refusal';

const publicPlace = (place: Place) => ({ id: place.id, name: place.name, regionId: place.regionId });

const CitySearch = objectSchema({
  q: v.optional(v.pipe(lineSchema(), v.maxLength(100)), ''),
  limit: v.optional(v.pipe(lineSchema(), v.regex(/^\d{1,2}$/), v.transform(Number), v.minValue(1), v.maxValue(50)), '10'),
});

const COVERAGE = 'cleaner.coverage-out-of-range';
const { min: KM_MIN, max: KM_MAX } = CLEANER_LIMITS.coverageKm;

/** A cleaner's primary city and coverage distance, as the onboarding's area form holds them. */
// Missing is read as empty, so that a missing city or distance is refused with its own message, not a generic one.
const NearbySearch = objectSchema({
  city: v.optional(v.pipe(lineSchema('places.city-required'), v.trim(), v.minLength(1, 'places.city-required'), v.maxLength(100, 'validation.tooLong')), ''),
  km: v.optional(v.pipe(lineSchema(COVERAGE), v.regex(/^\d{1,3}$/, COVERAGE), v.transform(Number), v.minValue(KM_MIN, COVERAGE), v.maxValue(KM_MAX, COVERAGE)), ''),
  limit: v.optional(v.pipe(lineSchema(), v.regex(/^\d{1,2}$/), v.transform(Number), v.minValue(1), v.maxValue(50)), '12'),
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
    // The places within a cleaner's coverage of their primary city, to add as service cities (docs/api/cleaners.md).
    .get('/nearby', queryParams(NearbySearch), (c) => {
      const { city, km, limit } = c.req.valid('query');
      const center = findPlace(city);
      if (!center) throw refuse('places.city-not-found', 404);
      const { total, items } = nearbyPlaces(center, km, limit);
      return c.json({ city: publicPlace(center), km, total, items: items.map(({ place, distanceKm }) => ({ ...publicPlace(place), distanceKm })) }, 200);
    })
    .get('/regions', (c) => c.json({ items: allRegions() }, 200))
    .get('/regions/:region', (c) => {
      const region = findRegion(c.req.param('region'));
      if (!region) throw refuse('places.region-not-found', 404);
      return c.json({ ...region, cities: placesInRegion(region.id).map(({ id, name }) => ({ id, name })) }, 200);
    });
