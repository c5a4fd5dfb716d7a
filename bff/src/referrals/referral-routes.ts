import { ClaimReferralSchema } from '@weklean/domain';
import { actorFor, createRateLimiter, type RateLimiter } from '@weklean/platform';
import { referrals as referralsModel } from '@weklean/projections';
import { Hono } from 'hono';
import { clientAddress } from '../http/client-address';
import { noStore } from '../http/no-store';
import { withinLimit } from '../http/rate-limit';
import type { ReadYourWrites } from '../http/read-your-writes';
import { notFound } from '../http/refusal';
import { requireRole, type RoleEnv } from '../http/require-role';
import { jsonBody } from '../http/validation';
import type { Referrals } from './referrals';

/**
 * Public look-ups per client address per 10 minutes (the sign-up page makes one per visit through a shared link; a
 * school or an office behind one address stays far below), and code replacements per person per hour (each one
 * draws a new code that is kept for ever: a person replaces theirs once in a long while).
 */
export const REFERRAL_LIMITS = {
  lookupsPerAddress: 60,
  lookupWindowSeconds: 600,
  replacementsPerPerson: 5,
  replacementWindowSeconds: 3600,
} as const;

export type ReferralLimits = { lookupsPerAddress: RateLimiter; replacementsPerPerson: RateLimiter };

export const inProcessReferralLimits = (): ReferralLimits => ({
  lookupsPerAddress: createRateLimiter({ name: 'referral-lookups', points: REFERRAL_LIMITS.lookupsPerAddress, durationSeconds: REFERRAL_LIMITS.lookupWindowSeconds }),
  replacementsPerPerson: createRateLimiter({ name: 'referral-replacements', points: REFERRAL_LIMITS.replacementsPerPerson, durationSeconds: REFERRAL_LIMITS.replacementWindowSeconds }),
});

/** `/api/referrals` (docs/api/referrals.md). */
export const referralRoutes = (deps: { referrals: Referrals; limits: ReferralLimits; reads: ReadYourWrites; clock: () => Date }) =>
  new Hono<RoleEnv<'client' | 'cleaner'>>()
    .use('*', noStore)
    // Public: who a code is from, for the sign-up page.
    .get('/codes/:code', async (c) => {
      await withinLimit(deps.limits.lookupsPerAddress, clientAddress(c), 'referral.rate-limited');
      const preview = await deps.referrals.preview(c.req.param('code').slice(0, 20));
      if (!preview) throw notFound();
      return c.json(preview, 200);
    })
    .get('/me', requireRole('client', 'cleaner'), async (c) => c.json(await deps.referrals.mine(actorFor(c.get('user').id, deps.clock())), 200))
    // Its owner, or an admin: the code is retired for good; what it brought stands.
    .delete('/codes/:code', requireRole('client', 'cleaner', 'admin'), async (c) => {
      const user = c.get('user');
      await deps.referrals.deleteCode(actorFor(user.id, deps.clock()), user.role, c.req.param('code').slice(0, 20));
      return c.body(null, 204);
    })
    // A friend's code entered after signing up; the answer is the person's referrals with their $10 shown.
    .post('/claim', requireRole('client', 'cleaner'), jsonBody(ClaimReferralSchema), async (c) => {
      const user = c.get('user');
      await withinLimit(deps.limits.lookupsPerAddress, clientAddress(c), 'referral.rate-limited');
      const actor = actorFor(user.id, deps.clock());
      const { code } = c.req.valid('json');
      return deps.reads.answer(c, referralsModel, () => deps.referrals.claim(actor, user.role, code), () => deps.referrals.mine(actor));
    })
    .post('/me/:action', requireRole('client', 'cleaner'), async (c) => {
      const action = c.req.param('action');
      if (action !== 'deactivate' && action !== 'reactivate' && action !== 'replace' && action !== 'renew') throw notFound();
      // A new code after a deletion is drawn and kept for ever like a replacement: counted with them.
      if (action === 'replace' || action === 'renew') await withinLimit(deps.limits.replacementsPerPerson, c.get('user').id, 'referral.rate-limited');
      return c.json(await deps.referrals.change(actorFor(c.get('user').id, deps.clock()), action), 200);
    });
