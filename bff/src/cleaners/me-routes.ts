import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  AddAvailabilityBlockSchema,
  AddAvailabilitySlotSchema,
  CleanerMeQuery,
  DeclareBusinessInfoSchema,
  DeclareEligibilitySchema,
  SetRatesSchema,
  SetServiceAreaSchema,
  SetServicesSchema,
  StartCleanerProfileSchema,
  UpdateProfileDetailsSchema,
  cleanerTarget,
  findPlace,
  type CleanerCommand,
  type CleanerCommandType,
  type CommandData,
} from '@weklean/domain';
import { recordProvinceIfUnknown } from '@weklean/platform';
import { cleanerDetails } from '@weklean/projections';
import { myProfile } from './me-view';
import { uploadRoutes } from './upload-routes';
import { isWellFormed } from '../http/params';
import { notFound } from '../http/refusal';
import { jsonObject, parseWith } from '../http/parse';
import { jsonBody, queryParams } from '../http/validation';
import { requireRole, type RoleEnv } from '../http/require-role';
import type { CleanerMeDeps } from './cleaner-me-deps';



/** Cities must exist in the bundled places data: the domain takes ids as given. */
const unknownCity = (c: Context<RoleEnv<'cleaner'>>, ids: readonly string[]) => {
  const missing = ids.find((id) => findPlace(id)?.id !== id);
  return missing ? c.json({ code: 'places.city-not-found', message: c.get('t')('places.city-not-found') }, 422) : null;
};

/** /api/cleaners/me: the cleaner's own profile, set up through commands on their stream (docs/api/cleaners.md). */
export const cleanerMeRoutes = (deps: CleanerMeDeps) => {
  const run = async <T extends CleanerCommandType>(c: Context<RoleEnv<'cleaner'>>, type: T, data: CommandData<CleanerCommand, T>, status: 200 | 201 = 200) => {
    const cleanerId = c.get('user').id;
    return deps.reads.answer(
      c,
      cleanerDetails,
      () => deps.commands.execute(cleanerTarget(cleanerId), type, data, { userId: cleanerId, now: deps.clock() }),
      () => myProfile(deps, cleanerId),
      status,
    );
  };
  return new Hono<RoleEnv<'cleaner'>>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireRole('cleaner'))
    .get('/', queryParams(CleanerMeQuery), async (c) => {
      await deps.reads.after(cleanerDetails, c.req.valid('query').after);
      return c.json(await myProfile(deps, c.get('user').id), 200);
    })
    .post('/start', jsonBody(StartCleanerProfileSchema), async (c) => {
      const input = c.req.valid('json');
      const refused = unknownCity(c, [input.primaryCityId]);
      if (refused) return refused;
      const answer = await run(c, 'StartCleanerProfile', { ...input, cleanerId: c.get('user').id }, 201);
      // The bundled places are all in Quebec: a cleaner's base city says their province (SPEC 3's stored location,
      // read by SPEC 1's domain rule), unless they chose one already.
      await recordProvinceIfUnknown(deps.sql, c.get('user').id, 'QC');
      return answer;
    })
    .put('/rates', jsonBody(SetRatesSchema), async (c) => {
      const input = c.req.valid('json');
      return unknownCity(c, (input.cityRates ?? []).map((r) => r.cityId)) ?? run(c, 'SetRates', input);
    })
    .put('/services', jsonBody(SetServicesSchema), (c) => run(c, 'SetServices', c.req.valid('json')))
    .put('/area', jsonBody(SetServiceAreaSchema), async (c) => {
      const input = c.req.valid('json');
      return unknownCity(c, [input.primaryCityId, ...input.serviceCityIds]) ?? run(c, 'SetServiceArea', input);
    })
    .put('/details', jsonBody(UpdateProfileDetailsSchema), (c) => run(c, 'UpdateProfileDetails', c.req.valid('json')))
    // The birth date and tax numbers decide facts recorded in events; the values themselves are not kept.
    .put('/eligibility', jsonBody(DeclareEligibilitySchema), (c) => run(c, 'DeclareEligibility', c.req.valid('json')))
    .put('/business', jsonBody(DeclareBusinessInfoSchema), (c) => run(c, 'DeclareBusinessInfo', c.req.valid('json')))
    .post('/slots', async (c) => {
      return run(c, 'AddAvailabilitySlot', parseWith(c, AddAvailabilitySlotSchema, { ...(await jsonObject(c)), slotId: randomUUID() }), 201);
    })
    .delete('/slots/:id', (c) => {
      const slotId = c.req.param('id');
      if (!isWellFormed(slotId, 'id')) throw notFound();
      return run(c, 'RemoveAvailabilitySlot', { slotId });
    })
    .post('/blocks', async (c) => {
      return run(c, 'AddAvailabilityBlock', parseWith(c, AddAvailabilityBlockSchema, { ...(await jsonObject(c)), blockId: randomUUID() }), 201);
    })
    .delete('/blocks/:id', (c) => {
      const blockId = c.req.param('id');
      if (!isWellFormed(blockId, 'id')) throw notFound();
      return run(c, 'RemoveAvailabilityBlock', { blockId });
    })
    .route('/', uploadRoutes(deps))
    .delete('/photos/:id', (c) => {
      const photoId = c.req.param('id');
      if (!isWellFormed(photoId, 'id')) throw notFound();
      return run(c, 'RemovePhoto', { photoId });
    });
};
