import { Hono, type Context } from 'hono';
import { type EventStore } from '@weklean/domain';
import type { Logger } from '@weklean/platform';
import {
  listParked,
  ParkedEventError,
  retryParked,
  skipParked,
  type ParkedErrorCode,
  type Projection,
} from '@weklean/projections';
import type postgres from 'postgres';
import { requireRole, type RoleEnv } from '../http/require-role';
import { refuse } from '../http/refusal';


const STATUS: Record<ParkedErrorCode, 404 | 409> = {
  'projection.parked-not-found': 404,
  'projection.parked-resolved': 409,
  'projection.retry-failed': 409,
};

const PARKED_ID = /^[1-9][0-9]{0,17}$/;

/**
 * /api/admin/projections: the events the read models parked (docs/api/admin.md). An admin lists them, retries one
 * after a fix (with what its stream held behind it) or skips it.
 */
export const adminProjectionRoutes = (deps: { sql: postgres.Sql; store: EventStore; projections: readonly Projection[]; logger: Logger }) => {
  /** A ParkedEventError becomes the route's refusal (with the projection's error as `detail`); anything else rises. */
  const refused = (error: unknown) => {
    if (!(error instanceof ParkedEventError)) return error;
    return refuse(error.code, STATUS[error.code], {}, error.detail ? { detail: error.detail } : {});
  };
  const parkedId = (c: Context<RoleEnv<'admin'>>) => {
    const id = c.req.param('id') ?? '';
    return PARKED_ID.test(id) ? id : null;
  };
  const notFound = () => refused(new ParkedEventError('projection.parked-not-found'));

  return new Hono<RoleEnv<'admin'>>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireRole('admin'))
    .get('/parked', async (c) => {
      const status = c.req.query('status') ?? 'open';
      if (status !== 'open' && status !== 'all') {
        return c.json({ code: 'validation', message: c.get('t')('validation.invalid'), issues: [{ field: 'status', message: c.get('t')('validation.invalid') }] }, 400);
      }
      return c.json({ items: await listParked(deps.sql, { open: status === 'open', limit: 500 }) }, 200);
    })
    .post('/parked/:id/retry', async (c) => {
      const admin = c.get('user');
      const id = parkedId(c);
      if (!id) throw notFound();
      try {
        const retried = await retryParked({ sql: deps.sql, store: deps.store, projections: deps.projections, id, by: admin.id });
        deps.logger.info('parked events retried', { adminId: admin.id, parked: retried.map((row) => row.id) });
        return c.json({ items: retried }, 200);
      } catch (error) {
        throw refused(error);
      }
    })
    .post('/parked/:id/skip', async (c) => {
      const admin = c.get('user');
      const id = parkedId(c);
      if (!id) throw notFound();
      try {
        const skipped = await skipParked(deps.sql, id, admin.id);
        deps.logger.warn('parked event skipped', { adminId: admin.id, parked: skipped.id, eventId: skipped.eventId });
        return c.json({ item: skipped }, 200);
      } catch (error) {
        throw refused(error);
      }
    });
};
