import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  BookingListQuery,
  BookingReadQuery,
  bookingTarget,
  BookingNotFoundError,
  BookingPhotoFieldsSchema,
  CancelBookingSchema,
  CreateBookingSchema,
  DeclineBookingSchema,
  ForbiddenError,
  NewTimeSchema,
  PhotosNotAllowedError,
  PunchSchema,
  QuoteSchema,
  TaskDoneSchema,
  TaskNotFoundError,
  type Actor,
  type Role,
  type BookingCommand,
  type CommandData,
} from '@weklean/domain';
import { actorFor, type CommandHandler, type FileStorage, type RateLimiter } from '@weklean/platform';
import type { BookingService } from './booking-service';
import type { BookingRequests } from './booking-requests';
import { idempotencyKeyOf } from '../http/idempotency-keys';
import type { Payments } from '../payments/payments';
import type { PaymentDocuments } from '../payments/payment-documents';
import { PayBalanceSchema, SimulatedAuthenticationSchema } from '@weklean/domain';
import type { BookingViews } from './booking-view';
import type { ReadYourWrites } from '../http/read-your-writes';
import { bookingDetails } from '@weklean/projections';
import { isWellFormed } from '../http/params';
import { parseWith, validationFailure } from '../http/parse';
import { invalidUpload, newPhotoFileIds, photoType, readUpload, storePhoto, uploadLimit } from '../http/uploads';
import { jsonBody, queryParams } from '../http/validation';
import { requireRole, type RoleEnv } from '../http/require-role';
import { notFound, refuse } from '../http/refusal';
import { withinLimit } from '../http/rate-limit';

export type BookingRouteDeps = {
  service: BookingService;
  /** `POST /` with its Idempotency-Key. */
  requests: BookingRequests;
  /** Actions that are one command on the booking go straight to the command handler. */
  commands: CommandHandler;
  views: BookingViews;
  /** Waits for the booking-details read model after a command (read-your-writes). */
  reads: ReadYourWrites;
  files: FileStorage;
  payments: Payments;
  documents: PaymentDocuments;
  /** Receipts and invoices per user: the SPEC's "Trop de demandes…" beyond it. */
  documentRateLimit: RateLimiter;
  clock: () => Date;
};

/** /api/bookings (docs/api/bookings.md). */
export const bookingRoutes = (deps: BookingRouteDeps) => {
  const { service, views, clock } = deps;
  /**
   * Runs an action as the signed-in user and answers with the booking after it, read from the booking-details read
   * model once it has applied what the action wrote (read-your-writes; 202 with the position past the wait). The
   * decider refuses an unknown booking (404) and anyone who is not on it (403).
   */
  const act = async (c: Context<RoleEnv<Role | null>>, run: (actor: Actor, bookingId: string) => Promise<unknown>) => {
    const account = c.get('user');
    const id = c.req.param('id');
    if (!isWellFormed(id, 'uuid')) throw new BookingNotFoundError();
    return deps.reads.answer(c, bookingDetails, () => run(actorFor(account.id, clock()), id), async () => views.details(await views.readable(id, account.id), account.id, clock()));
  };
  /** One command on the booking (ending ones free the slot by reaction). */
  const execute = <T extends BookingCommand['type']>(id: string, type: T, data: CommandData<BookingCommand, T>, actor: Actor) =>
    deps.commands.execute(bookingTarget(id), type, data, actor);
  const limit = uploadLimit();

  return new Hono<RoleEnv<Role | null>>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireRole())
    .post('/quote', requireRole('client'), jsonBody(QuoteSchema), async (c) => {
      const account = c.get('user');
      return c.json(await service.quote(account.id, c.req.valid('json'), clock()), 200);
    })
    .post('/', requireRole('client'), jsonBody(CreateBookingSchema), async (c) => {
      const account = c.get('user');
      // The request's own answer, once the booking is readable (a GET right after it finds it).
      const { value } = await deps.reads.settle(c, bookingDetails, () => deps.requests.request(account.id, c.req.valid('json'), clock(), idempotencyKeyOf(c)));
      return c.json(value, 201);
    })
    /** The balance from the pay page (or a deposit's 3-D Secure finished): with the client here, on-session. */
    .post('/:id/pay', jsonBody(PayBalanceSchema), (c) => act(c, async (actor, id) => service.payBalance(await views.readable(id, actor.userId), actor, c.req.valid('json').paymentMethodId)))
    /** After the browser's 3-D Secure step (Stripe): the provider's answer read now rather than awaited by webhook. */
    .post('/:id/payment/sync', (c) => act(c, async (actor, id) => service.syncPayment(await views.readable(id, actor.userId), actor)))
    /** The simulated 3-D Secure dialog's answer (simulated payments only). */
    .post('/:id/payment/authenticate', jsonBody(SimulatedAuthenticationSchema), (c) =>
      act(c, async (actor, id) => service.authenticate(await views.readable(id, actor.userId), actor, c.req.valid('json').succeed)),
    )
    .get('/', requireRole('client', 'cleaner'), async (c) => {
      const account = c.get('user');
      const side = account.role;
      const query = v.safeParse(BookingListQuery, c.req.query());
      if (!query.success) return validationFailure(c, query.issues);
      return c.json(await views.list(account.id, side, query.output, clock()), 200);
    })
    /** `?after=<position>`: the answer once the read model holds that position (after a command's 202). */
    .get('/:id', queryParams(BookingReadQuery), async (c) => {
      const account = c.get('user');
      const id = c.req.param('id');
      if (!isWellFormed(id, 'uuid')) throw new BookingNotFoundError();
      await deps.reads.after(bookingDetails, c.req.valid('query').after);
      return c.json(await views.details(await views.readable(id, account.id), account.id, clock()), 200);
    })
    .post('/:id/accept', (c) => act(c, (actor, id) => execute(id, 'AcceptBooking', {}, actor)))
    .post('/:id/decline', jsonBody(DeclineBookingSchema), (c) =>
      act(c, (actor, id) => execute(id, 'DeclineBooking', c.req.valid('json'), actor)),
    )
    .post('/:id/cancel', jsonBody(CancelBookingSchema), (c) =>
      act(c, (actor, id) => execute(id, 'CancelBooking', c.req.valid('json'), actor)),
    )
    .post('/:id/postpone', jsonBody(NewTimeSchema), (c) =>
      act(c, (actor, id) => service.move(id, actor, { type: 'PostponeBooking', startsAt: c.req.valid('json').startsAt })),
    )
    .post('/:id/propose-time', jsonBody(NewTimeSchema), (c) =>
      act(c, (actor, id) => execute(id, 'ProposeTime', { startsAt: c.req.valid('json').startsAt }, actor)),
    )
    .post('/:id/accept-proposal', (c) => act(c, (actor, id) => service.move(id, actor, { type: 'AcceptProposal' })))
    .post('/:id/decline-proposal', (c) => act(c, (actor, id) => execute(id, 'DeclineProposal', {}, actor)))
    .post('/:id/punch-in', jsonBody(PunchSchema), (c) => act(c, (actor, id) => execute(id, 'PunchIn', c.req.valid('json'), actor)))
    .post('/:id/punch-out', jsonBody(PunchSchema), (c) => act(c, (actor, id) => execute(id, 'PunchOut', c.req.valid('json'), actor)))
    .post('/:id/checklist/:taskId', jsonBody(TaskDoneSchema), (c) =>
      act(c, (actor, id) => {
        const taskId = c.req.param('taskId');
        if (!isWellFormed(taskId, 'id')) throw new TaskNotFoundError();
        return execute(id, 'SetTaskDone', { taskId, done: c.req.valid('json').done }, actor);
      }),
    )
    /** A receipt or the invoice as a PDF, for the booking's client (docs/api/payments.md). */
    .get('/:id/documents/:number', async (c) => {
      const account = c.get('user');
      const id = c.req.param('id');
      const number = c.req.param('number');
      if (!isWellFormed(id, 'uuid') || !/^[RF]-\d{4}-\d{6}$/.test(number)) throw notFound();
      const { booking } = await views.readable(id, account.id);
      if (booking.clientId !== account.id) throw notFound();
      await withinLimit(deps.documentRateLimit, account.id, 'payment.document-rate-limited');
      const document = await deps.documents.pdf(booking, number, c.get('t'), c.get('lang'));
      if (!document) throw number.startsWith('F-') ? refuse('payment.invoice-not-ready', 409) : notFound();
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `inline; filename="weklean-${number}.pdf"`);
      c.header('Cache-Control', 'private, no-store');
      return c.body(new Uint8Array(document.bytes), 200);
    })
    .get('/:id/photos/:photoId/:variant?', async (c) => {
      const account = c.get('user');
      const id = c.req.param('id');
      if (!isWellFormed(id, 'uuid') || !isWellFormed(c.req.param('photoId'), 'uuid')) throw notFound();
      const { booking } = await views.readable(id, account.id);
      const photo = booking.photos.find((candidate) => candidate.photoId === c.req.param('photoId'));
      const variant = c.req.param('variant');
      const file = photo && (variant === undefined || variant === 'thumbnail')
        ? await deps.files.get(variant === 'thumbnail' ? photo.thumbnailFileId : photo.fileId)
        : null;
      if (!file) throw notFound();
      c.header('Content-Type', file.contentType);
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Cache-Control', 'private, max-age=3600');
      return c.body(new Uint8Array(file.bytes), 200);
    })
    .post('/:id/photos', limit, async (c) => {
      const account = c.get('user');
      const bookingId = c.req.param('id');
      if (!isWellFormed(bookingId, 'uuid')) throw new BookingNotFoundError();
      const { booking } = await views.readable(bookingId, account.id);
      const upload = await readUpload(c);
      if (!upload) throw invalidUpload(400);
      const fields = parseWith(c, BookingPhotoFieldsSchema, { phase: upload.text('phase'), taskId: upload.text('taskId') || null });
      const type = photoType(upload.bytes);
      if (!type) throw invalidUpload(422);
      // Only the cleaner adds photos, and a client's no-photos choice is refused before anything is stored; the
      // decider checks the rest.
      if (booking.cleanerId !== account.id) throw new ForbiddenError('only the cleaner adds photos');
      if (!booking.photosAllowed) throw new PhotosNotAllowedError();
      const ids = newPhotoFileIds('booking');
      const stored = await storePhoto(deps.files, upload.bytes, type, ids);
      if (!stored) throw invalidUpload(422);
      try {
        return await deps.reads.answer(
          c,
          bookingDetails,
          () => execute(bookingId, 'AddBookingPhoto', { photoId: randomUUID(), ...fields, ...ids }, actorFor(account.id, clock())),
          async () => views.details(await views.readable(bookingId, account.id), account.id, clock()),
          201,
        );
      } catch (error) {
        await stored.remove();
        throw error;
      }
    });
};
