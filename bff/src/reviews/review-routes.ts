import { ReplyToReviewSchema, ReportReviewSchema, SubmitReviewSchema, type Ratings, type ReviewRole } from '@weklean/domain';
import { actorFor } from '@weklean/platform';
import { Hono } from 'hono';
import { noStore } from '../http/no-store';
import { cursorOf, wellFormedOr404 } from '../http/params';
import { notFound } from '../http/refusal';
import { requireRole, type RoleEnv } from '../http/require-role';
import { jsonBody } from '../http/validation';
import type { AppEnv } from '../http/env';
import type { Reviews } from './reviews';
import type { ReadYourWrites } from '../http/read-your-writes';
import { reviews } from '@weklean/projections';

const idOf = (value: string) => wellFormedOr404(value, 'lowercaseUuid');
const roleOf = (value: string): ReviewRole => {
  if (value !== 'client' && value !== 'cleaner') throw notFound();
  return value;
};

/** `/api/bookings/:id/reviews…`: a booking's two reviews (docs/api/reviews.md). */
export const bookingReviewRoutes = (deps: { reviews: Reviews; reads: ReadYourWrites; clock: () => Date }) =>
  new Hono<RoleEnv<'client' | 'cleaner'>>()
    .use('/:id/reviews/*', noStore)
    .use('/:id/reviews', noStore)
    .use('/:id/client-reviews', noStore)
    .get('/:id/reviews', requireRole('client', 'cleaner'), async (c) => c.json(await deps.reviews.ofBooking(c.get('user').id, idOf(c.req.param('id')), deps.clock()), 200))
    .post('/:id/reviews', requireRole('client', 'cleaner'), jsonBody(SubmitReviewSchema), async (c) => {
      const { ratings, comment } = c.req.valid('json');
      const bookingId = idOf(c.req.param('id'));
      // Answered once the reviews read model holds it: the booking's reviews read right after show it.
      const { value: review } = await deps.reads.settle(c, reviews, () => deps.reviews.submit(actorFor(c.get('user').id, deps.clock()), bookingId, { ratings: ratings as Ratings, comment }));
      return c.json(review, 201);
    })
    .post('/:id/reviews/:role/reply', requireRole('client', 'cleaner'), jsonBody(ReplyToReviewSchema), async (c) => {
      const [bookingId, role] = [idOf(c.req.param('id')), roleOf(c.req.param('role'))];
      await deps.reads.settle(c, reviews, () => deps.reviews.reply(actorFor(c.get('user').id, deps.clock()), bookingId, role, c.req.valid('json').reply));
      return c.json({ ok: true }, 200);
    })
    .post('/:id/reviews/:role/report', requireRole('client', 'cleaner'), jsonBody(ReportReviewSchema), async (c) => {
      const [bookingId, role] = [idOf(c.req.param('id')), roleOf(c.req.param('role'))];
      await deps.reads.settle(c, reviews, () => deps.reviews.report(actorFor(c.get('user').id, deps.clock()), bookingId, role, c.req.valid('json').reason));
      return c.json({ ok: true }, 200);
    })
    .get('/:id/client-reviews', requireRole('cleaner'), async (c) => c.json(await deps.reviews.ofClientForCleaner(c.get('user').id, idOf(c.req.param('id'))), 200));

/** `/api/reviews`: the latest published reviews (public), and the signed-in person's (`/me`). */
export const reviewRoutes = (deps: { reviews: Reviews; clock: () => Date }) =>
  new Hono<AppEnv>()
    .get('/', async (c) => c.json(await deps.reviews.recent(cursorOf(c.req.query('before'))), 200))
    .get('/me', noStore, requireRole('client', 'cleaner'), async (c) => c.json(await deps.reviews.mine(c.get('user').id, deps.clock()), 200));

/** `/api/cleaners/:slug/reviews`: a cleaner's published reviews with the averages (public). */
export const cleanerReviewRoutes = (deps: { reviews: Reviews }) =>
  new Hono<AppEnv>().get('/:slug/reviews', async (c) => {
    const slug = c.req.param('slug');
    if (slug.length > 120) throw notFound();
    const page = await deps.reviews.ofCleaner(slug, cursorOf(c.req.query('before')));
    if (!page) throw notFound();
    return c.json(page, 200);
  });
