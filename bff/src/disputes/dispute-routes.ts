import { AdminDisputesQuery, AnswerDisputeSchema, DecideDisputeSchema, OpenDisputeSchema, DisputeReadQuery, type EventStore } from '@weklean/domain';
import { actorFor, type FileStorage } from '@weklean/platform';
import { bookingDetailsOf, disputeById, disputes } from '@weklean/projections';
import { Hono } from 'hono';
import type postgres from 'postgres';
import { noStore } from '../http/no-store';
import { wellFormedOr404 } from '../http/params';
import type { ReadYourWrites } from '../http/read-your-writes';
import { notFound } from '../http/refusal';
import { requireRole, type RoleEnv } from '../http/require-role';
import { jsonBody, queryParams } from '../http/validation';
import type { Disputes } from './disputes';
import { evidenceFile } from './evidence';

const idOf = (value: string) => wellFormedOr404(value, 'lowercaseUuid');

/** `/api/bookings/:id/disputes`: open a dispute over a completed booking, and read the booking's (docs/api/disputes.md). */
export const bookingDisputeRoutes = (deps: { disputes: Disputes; reads: ReadYourWrites; clock: () => Date }) =>
  new Hono<RoleEnv<'client' | 'cleaner'>>()
    .use('/:id/disputes', noStore)
    /** `?after=<position>`: the answer once the disputes read model holds that position (after a command's 202). */
    .get('/:id/disputes', requireRole('client', 'cleaner'), queryParams(DisputeReadQuery), async (c) => {
      const bookingId = idOf(c.req.param('id'));
      await deps.reads.after(disputes, c.req.valid('query').after);
      return c.json(await deps.disputes.ofBooking(c.get('user').id, bookingId), 200);
    })
    .post('/:id/disputes', requireRole('client', 'cleaner'), jsonBody(OpenDisputeSchema), async (c) => {
      const bookingId = idOf(c.req.param('id'));
      // Answered once the disputes read model holds it: the booking's disputes read right after show it.
      const { value } = await deps.reads.settle(c, disputes, () => deps.disputes.open(actorFor(c.get('user').id, deps.clock()), bookingId, c.req.valid('json')));
      return c.json(value, 201);
    });

/** `/api/disputes/:id/answer`: the other side's answer, within 72 hours. */
export const disputeRoutes = (deps: { disputes: Disputes; reads: ReadYourWrites; clock: () => Date }) =>
  new Hono<RoleEnv<'client' | 'cleaner'>>()
    .use('*', noStore)
    .post('/:id/answer', requireRole('client', 'cleaner'), jsonBody(AnswerDisputeSchema), async (c) => {
      const [disputeId, userId] = [idOf(c.req.param('id')), c.get('user').id];
      return deps.reads.answer(c, disputes, () => deps.disputes.answer(actorFor(userId, deps.clock()), disputeId, c.req.valid('json').text), () => deps.disputes.view(userId, disputeId));
    });

/** `/api/admin/disputes`: the list by age, the evidence file, its photos, the decision. */
export const adminDisputeRoutes = (deps: { disputes: Disputes; sql: postgres.Sql; store: EventStore; files: FileStorage; reads: ReadYourWrites; clock: () => Date }) =>
  new Hono<RoleEnv<'admin'>>()
    .use('*', noStore)
    .use('*', requireRole('admin'))
    .get('/', queryParams(AdminDisputesQuery), async (c) => {
      const { status, after } = c.req.valid('query');
      await deps.reads.after(disputes, after);
      return c.json(await deps.disputes.adminList(status ?? null), 200);
    })
    .get('/:id', queryParams(DisputeReadQuery), async (c) => {
      const disputeId = idOf(c.req.param('id'));
      await deps.reads.after(disputes, c.req.valid('query').after);
      return c.json(await evidenceFile(deps, disputeId), 200);
    })
    .get('/:id/photos/:photoId/:variant?', async (c) => {
      // The booking's photos, for the admin weighing the dispute (the booking's own route serves only its two people).
      const dispute = await disputeById(deps.sql, idOf(c.req.param('id')));
      const booking = dispute ? (await bookingDetailsOf(deps.sql, dispute.booking_id))?.booking : undefined;
      const photo = booking && booking.status !== 'none' ? booking.photos.find((candidate) => candidate.photoId === c.req.param('photoId')) : undefined;
      const variant = c.req.param('variant');
      const file = photo && (variant === undefined || variant === 'thumbnail') ? await deps.files.get(variant === 'thumbnail' ? photo.thumbnailFileId : photo.fileId) : null;
      if (!file) throw notFound();
      c.header('Content-Type', file.contentType);
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(new Uint8Array(file.bytes), 200);
    })
    .post('/:id/decision', jsonBody(DecideDisputeSchema), async (c) => {
      const disputeId = idOf(c.req.param('id'));
      const input = c.req.valid('json');
      return deps.reads.answer(c, disputes, () => deps.disputes.decide(actorFor(c.get('user').id, deps.clock()), disputeId, input), () => deps.disputes.adminView(disputeId));
    });
