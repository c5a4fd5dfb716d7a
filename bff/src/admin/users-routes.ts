import { AccountActionSchema, AdminUserQuerySchema } from '@weklean/domain';
import { actorFor } from '@weklean/platform';
import { Hono } from 'hono';
import { noStore } from '../http/no-store';
import { wellFormedOr404 } from '../http/params';
import { refuse } from '../http/refusal';
import { requireRole, type RoleEnv } from '../http/require-role';
import { jsonBody, queryParams } from '../http/validation';
import type { AdminUsers } from './admin-users';

/** A path id that is not an account's answers the same 404 as an unknown one. */
const userIdOf = (value: string): string => {
  try {
    return wellFormedOr404(value, 'uuid').toLowerCase();
  } catch {
    throw refuse('users.not-found', 404);
  }
};

/** `/api/admin/users` (docs/api/admin-users.md): find anyone, see what they have, suspend and reactivate with a reason. */
export const adminUserRoutes = (deps: { adminUsers: AdminUsers; clock: () => Date }) =>
  new Hono<RoleEnv<'admin'>>()
    .use('*', noStore)
    .use('*', requireRole('admin'))
    .get('/', queryParams(AdminUserQuerySchema), async (c) => {
      const { q, role, status, page } = c.req.valid('query');
      return c.json(await deps.adminUsers.search({ q, role, status, page }), 200);
    })
    .get('/:id', async (c) => c.json(await deps.adminUsers.detail(actorFor(c.get('user').id, deps.clock()), userIdOf(c.req.param('id'))), 200))
    .post('/:id/suspend', jsonBody(AccountActionSchema), async (c) => {
      const userId = userIdOf(c.req.param('id'));
      const { reason } = c.req.valid('json');
      return c.json(await deps.adminUsers.suspend(actorFor(c.get('user').id, deps.clock()), userId, reason), 200);
    })
    .post('/:id/reactivate', jsonBody(AccountActionSchema), async (c) => {
      const userId = userIdOf(c.req.param('id'));
      const { reason } = c.req.valid('json');
      return c.json(await deps.adminUsers.reactivate(actorFor(c.get('user').id, deps.clock()), userId, reason), 200);
    });
