import { actorFor, createRateLimiter, type RateLimiter } from '@weklean/platform';
import { Hono } from 'hono';
import { clientAddress } from '../http/client-address';
import { noStore } from '../http/no-store';
import { withinLimit } from '../http/rate-limit';
import { notFound } from '../http/refusal';
import { requireRole, type RoleEnv } from '../http/require-role';
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
export const referralRoutes = (deps: { referrals: Referrals; limits: ReferralLimits; clock: () => Date }) =>
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
    .post('/me/:action', requireRole('client', 'cleaner'), async (c) => {
      const action = c.req.param('action');
      if (action !== 'deactivate' && action !== 'reactivate' && action !== 'replace') throw notFound();
      if (action === 'replace') await withinLimit(deps.limits.replacementsPerPerson, c.get('user').id, 'referral.rate-limited');
      return c.json(await deps.referrals.change(actorFor(c.get('user').id, deps.clock()), action), 200);
    });
