import { Hono } from 'hono';
import * as v from 'valibot';
import { objectSchema } from '@weklean/domain';
import type postgres from 'postgres';
import { freeTimesOf, saveFeedback, verifiedCleanerIdBySlug, type CleanerQueries } from '@weklean/projections';
import { CleanerAvailabilityQuery, CleanerListQuery, CleanerSearchQuery } from '@weklean/domain';
import { isWellFormed } from '../http/params';
import type { AppEnv } from '../http/env';
import { jsonBody, queryParams } from '../http/validation';
import { requireRole } from '../http/require-role';
import { refuse } from '../http/refusal';

const FEEDBACK_TYPES = ['like', 'dislike', 'not_interested', 'report'] as const;
const FEEDBACK_REASONS = ['price', 'availability', 'location', 'communication', 'experience', 'services', 'other'] as const;
const FeedbackSchema = v.pipe(
  objectSchema({
    type: v.picklist(FEEDBACK_TYPES, 'validation.feedback.type'),
    reason: v.optional(v.picklist(FEEDBACK_REASONS, 'validation.feedback.reason')),
  }),
  v.forward(
    v.check((input) => input.type !== 'report' || input.reason !== undefined, 'validation.feedback.reasonRequired'),
    ['reason'],
  ),
);

export type CleanerRouteDeps = { sql: postgres.Sql; cleaners: CleanerQueries; clock: () => Date };

/** Public search and profiles of verified cleaners; a client's feedback on a cleaner. */
export const cleanerRoutes = (deps: CleanerRouteDeps) =>
  new Hono<AppEnv>()
    .get('/', queryParams(CleanerSearchQuery), async (c) => c.json(await deps.cleaners.search(c.req.valid('query'), deps.clock()), 200))
    .get('/recommended', queryParams(CleanerListQuery), async (c) => {
      const { city, limit } = c.req.valid('query');
      const account = c.get('account');
      const clientId = account?.role === 'client' ? account.id : null;
      if (clientId) c.header('Cache-Control', 'private, no-store');
      return c.json({ items: await deps.cleaners.recommended(city, limit, deps.clock(), clientId) }, 200);
    })
    .get('/popular', queryParams(CleanerListQuery), async (c) => {
      const { city, limit } = c.req.valid('query');
      return c.json({ items: await deps.cleaners.popular(city, limit, deps.clock()) }, 200);
    })
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug');
      const profile = isWellFormed(slug, 'slug') ? await deps.cleaners.bySlug(slug, deps.clock()) : null;
      if (!profile) throw refuse('cleaners.not-found', 404);
      return c.json(profile, 200);
    })
    /**
     * A verified cleaner's free times on a Quebec date (working hours refined by slots, without bookings and busy
     * times): the booking form's choices. A past date has none; today starts the earliest a request may (free-dates.ts).
     */
    .get('/:slug/availability', queryParams(CleanerAvailabilityQuery), async (c) => {
      const slug = c.req.param('slug');
      const cleanerId = isWellFormed(slug, 'slug') ? await verifiedCleanerIdBySlug(deps.sql, slug) : null;
      if (!cleanerId) throw refuse('cleaners.not-found', 404);
      const { date } = c.req.valid('query');
      const free = await freeTimesOf(deps.sql, cleanerId, date, deps.clock());
      return c.json({ date, free }, 200);
    })
    .post('/:slug/feedback', requireRole('client'), jsonBody(FeedbackSchema), async (c) => {
      const account = c.get('user');
      const slug = c.req.param('slug');
      const cleanerId = isWellFormed(slug, 'slug') ? await verifiedCleanerIdBySlug(deps.sql, slug) : null;
      if (!cleanerId) throw refuse('cleaners.not-found', 404);
      const { type, reason } = c.req.valid('json');
      await saveFeedback(deps.sql, { clientId: account.id, cleanerId, type, reason: reason ?? null });
      return c.json({ type, reason: reason ?? null }, 201);
    });
