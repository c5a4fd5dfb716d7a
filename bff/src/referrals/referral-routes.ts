import { actorFor } from '@weklean/platform';
import { Hono } from 'hono';
import { noStore } from '../http/no-store';
import { notFound } from '../http/refusal';
import { requireRole, type RoleEnv } from '../http/require-role';
import type { Referrals } from './referrals';

/** `/api/referrals` (docs/api/referrals.md). */
export const referralRoutes = (deps: { referrals: Referrals; clock: () => Date }) =>
  new Hono<RoleEnv<'client' | 'cleaner'>>()
    .use('*', noStore)
    // Public: who a code is from, for the sign-up page.
    .get('/codes/:code', async (c) => {
      const preview = await deps.referrals.preview(c.req.param('code').slice(0, 20));
      if (!preview) throw notFound();
      return c.json(preview, 200);
    })
    .get('/me', requireRole('client', 'cleaner'), async (c) => c.json(await deps.referrals.mine(actorFor(c.get('user').id, deps.clock())), 200))
    .post('/me/:action', requireRole('client', 'cleaner'), async (c) => {
      const action = c.req.param('action');
      if (action !== 'deactivate' && action !== 'reactivate' && action !== 'replace') throw notFound();
      return c.json(await deps.referrals.change(actorFor(c.get('user').id, deps.clock()), action), 200);
    });
