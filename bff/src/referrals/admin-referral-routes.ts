import { RefuseRewardSchema } from '@weklean/domain';
import { actorFor } from '@weklean/platform';
import { Hono } from 'hono';
import { noStore } from '../http/no-store';
import { wellFormedOr404 } from '../http/params';
import { requireRole, type RoleEnv } from '../http/require-role';
import { jsonBody } from '../http/validation';
import type { Referrals } from './referrals';

/** `/api/admin/referrals` (docs/api/referrals.md): the rewards a fraud rule held, approved or refused by an admin. */
export const adminReferralRoutes = (deps: { referrals: Referrals; clock: () => Date }) => {
  const idsOf = (referrerId: string, friendId: string) => [wellFormedOr404(referrerId, 'lowercaseUuid'), wellFormedOr404(friendId, 'lowercaseUuid')] as const;
  return new Hono<RoleEnv<'admin'>>()
    .use('*', noStore)
    .use('*', requireRole('admin'))
    .get('/held', async (c) => c.json(await deps.referrals.held(), 200))
    .post('/rewards/:referrerId/:friendId/approve', async (c) => {
      const [referrerId, friendId] = idsOf(c.req.param('referrerId'), c.req.param('friendId'));
      return c.json(await deps.referrals.decide(actorFor(c.get('user').id, deps.clock()), referrerId, friendId, { approve: true }), 200);
    })
    .post('/rewards/:referrerId/:friendId/refuse', jsonBody(RefuseRewardSchema), async (c) => {
      const [referrerId, friendId] = idsOf(c.req.param('referrerId'), c.req.param('friendId'));
      const { reason } = c.req.valid('json');
      return c.json(await deps.referrals.decide(actorFor(c.get('user').id, deps.clock()), referrerId, friendId, { approve: false, reason }), 200);
    });
};
