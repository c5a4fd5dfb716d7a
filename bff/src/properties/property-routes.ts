import { Hono, type Context } from 'hono';
import { PropertyInputSchema, type PropertyInput } from '@weklean/domain';
import { createPropertyRepository, type Geocoder, type Logger } from '@weklean/platform';
import { propertyHasUpcomingBookings } from '@weklean/projections';
import type postgres from 'postgres';
import { jsonBody } from '../http/validation';
import { placeAddress, sameAddress, type PlacingRefusal } from './place-address';
import { requireRole, type RoleEnv } from '../http/require-role';
import { refuse } from '../http/refusal';

export type PropertyRouteDeps = { sql: postgres.Sql; geocoder: Geocoder; logger: Logger };


const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type PropertyRefusal = 'property.not-found' | 'property.has-upcoming-bookings' | PlacingRefusal;
// A malformed city is a bad request (400); a well-formed address that cannot be placed, city or street, is 422.
const STATUS = {
  'property.not-found': 404,
  'property.invalid-city': 400,
  'property.city-not-found': 422,
  'property.address-not-found': 422,
  'property.has-upcoming-bookings': 409,
  'geocoding.unavailable': 503,
} as const satisfies Record<PropertyRefusal, number>;
const refusal = (code: PropertyRefusal) => refuse(code, STATUS[code]);

/** /api/properties: a client's homes and offices (docs/api/properties.md). */
export const propertyRoutes = (deps: PropertyRouteDeps) => {
  const properties = createPropertyRepository(deps.sql);
  const place = (input: PropertyInput) => placeAddress(deps.geocoder, deps.logger, input.address);
  /** The id of the path when it is one of this client's properties' ids' shape; any other is simply not found. */
  const idOf = (c: Context<RoleEnv<'client'>>) => {
    const id = c.req.param('id') ?? '';
    return UUID.test(id) ? id : null;
  };

  return new Hono<RoleEnv<'client'>>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    // Who may ask comes before what is asked: a cleaner gets 403 even for a malformed body.
    .use('*', requireRole('client'))
    .get('/', async (c) => c.json({ items: await properties.list(c.get('user').id) }, 200))
    .get('/:id', async (c) => {
      const id = idOf(c);
      const property = id === null ? null : await properties.get(c.get('user').id, id);
      if (!property) throw refusal('property.not-found');
      return c.json(property, 200);
    })
    .post('/', jsonBody(PropertyInputSchema), async (c) => {
      const input = c.req.valid('json');
      const placed = await place(input);
      if (!placed.ok) throw refusal(placed.code);
      return c.json(await properties.create(c.get('user').id, input, placed.address), 201);
    })
    .put('/:id', jsonBody(PropertyInputSchema), async (c) => {
      const clientId = c.get('user').id;
      const id = idOf(c);
      const current = id === null ? null : await properties.get(clientId, id);
      if (id === null || current === null) throw refusal('property.not-found');
      const input = c.req.valid('json');
      const placed = sameAddress(current.address, input.address) ? { ok: true as const, address: current.address } : await place(input);
      if (!placed.ok) throw refusal(placed.code);
      const updated = await properties.update(clientId, id, input, placed.address);
      if (!updated) throw refusal('property.not-found');
      return c.json(updated, 200);
    })
    .delete('/:id', async (c) => {
      const clientId = c.get('user').id;
      const id = idOf(c);
      if (id === null || (await properties.get(clientId, id)) === null) throw refusal('property.not-found');
      // Read from the bookings read model, which the bookings projection keeps.
      if (await propertyHasUpcomingBookings(deps.sql, id)) throw refusal('property.has-upcoming-bookings');
      if (!(await properties.remove(clientId, id))) throw refusal('property.not-found');
      return c.json({ id }, 200);
    });
};
