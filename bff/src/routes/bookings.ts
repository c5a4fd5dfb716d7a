import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  BookingListQuery,
  BookingPhotoFieldsSchema,
  CancelBookingSchema,
  CreateBookingSchema,
  DeclineBookingSchema,
  ForbiddenError,
  MAX_UPLOAD_BYTES,
  NewTimeSchema,
  NotSignedInError,
  PhotosNotAllowedError,
  PunchSchema,
  QuoteSchema,
  sniffContentType,
  TaskDoneSchema,
} from '@weklean/domain';
import { makeThumbnail, stripMetadata, type FileStorage } from '@weklean/platform';
import type { BookingCommands } from '../bookings/booking-commands';
import type { BookingService } from '../bookings/booking-service';
import type { BookingViews } from '../bookings/booking-view';
import type { AppEnv } from '../http/env';
import { parseWith, validationFailure } from '../http/parse';
import { jsonBody } from '../http/validation';

export type BookingRouteDeps = {
  service: BookingService;
  commands: BookingCommands;
  views: BookingViews;
  files: FileStorage;
  clock: () => Date;
};

const signedIn = (c: Context<AppEnv>) => {
  const account = c.get('account');
  if (!account) throw new NotSignedInError('not signed in');
  return account;
};
const clientOnly = (c: Context<AppEnv>) => {
  const account = signedIn(c);
  if (account.role !== 'client') throw new ForbiddenError('clients only');
  return account;
};
const sideOf = (c: Context<AppEnv>) => {
  const account = signedIn(c);
  if (account.role !== 'client' && account.role !== 'cleaner') throw new ForbiddenError('clients and cleaners only');
  return { account, side: account.role };
};

const ENVELOPE_BYTES = 64 * 1024;

/** /api/bookings (docs/api/bookings.md). */
export const bookingRoutes = (deps: BookingRouteDeps) => {
  const { service, commands, views, clock } = deps;
  /** Runs an action as the signed-in user on a booking they are on, and answers with the booking after it. */
  const act = async (c: Context<AppEnv>, run: (actor: ReturnType<typeof commands.newActor>, bookingId: string) => Promise<unknown>) => {
    const account = signedIn(c);
    const bookingId = c.req.param('id') ?? '';
    await service.readable(bookingId, account.id);
    const now = clock();
    await run(commands.newActor(account.id, now), bookingId);
    const after = await service.readable(bookingId, account.id);
    return c.json(await views.details(after, account.id, clock()), 200);
  };
  const limit = bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + ENVELOPE_BYTES,
    onError: (c) => c.json({ code: 'document.too-large', message: c.get('t')('document.too-large', { maxMb: MAX_UPLOAD_BYTES / 1024 / 1024 }) }, 413),
  });

  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .post('/quote', jsonBody(QuoteSchema), async (c) => {
      const account = clientOnly(c);
      return c.json(await service.quote(account.id, c.req.valid('json'), clock()), 200);
    })
    .post('/', jsonBody(CreateBookingSchema), async (c) => {
      const account = clientOnly(c);
      return c.json(await service.request(account.id, c.req.valid('json'), clock()), 201);
    })
    .get('/', async (c) => {
      const { account, side } = sideOf(c);
      const query = v.safeParse(BookingListQuery, c.req.query());
      if (!query.success) return validationFailure(c, query.issues);
      return c.json(await views.list(account.id, side, query.output, clock()), 200);
    })
    .get('/:id', async (c) => {
      const account = signedIn(c);
      const booking = await service.readable(c.req.param('id'), account.id);
      return c.json(await views.details(booking, account.id, clock()), 200);
    })
    .post('/:id/accept', (c) => act(c, (actor, id) => commands.execute(id, 'AcceptBooking', {}, actor)))
    .post('/:id/decline', jsonBody(DeclineBookingSchema), (c) =>
      act(c, (actor, id) => service.endAndRelease(id, 'DeclineBooking', c.req.valid('json'), actor)),
    )
    .post('/:id/cancel', jsonBody(CancelBookingSchema), (c) =>
      act(c, (actor, id) => service.endAndRelease(id, 'CancelBooking', c.req.valid('json'), actor)),
    )
    .post('/:id/postpone', jsonBody(NewTimeSchema), (c) =>
      act(c, (actor, id) => service.move(id, actor, { type: 'PostponeBooking', startsAt: c.req.valid('json').startsAt })),
    )
    .post('/:id/propose-time', jsonBody(NewTimeSchema), (c) =>
      act(c, (actor, id) => commands.execute(id, 'ProposeTime', { startsAt: c.req.valid('json').startsAt }, actor)),
    )
    .post('/:id/accept-proposal', (c) => act(c, (actor, id) => service.move(id, actor, { type: 'AcceptProposal' })))
    .post('/:id/decline-proposal', (c) => act(c, (actor, id) => service.endAndRelease(id, 'DeclineProposal', {}, actor)))
    .post('/:id/punch-in', jsonBody(PunchSchema), (c) => act(c, (actor, id) => commands.execute(id, 'PunchIn', c.req.valid('json'), actor)))
    .post('/:id/punch-out', jsonBody(PunchSchema), (c) => act(c, (actor, id) => commands.execute(id, 'PunchOut', c.req.valid('json'), actor)))
    .post('/:id/checklist/:taskId', jsonBody(TaskDoneSchema), (c) =>
      act(c, (actor, id) => commands.execute(id, 'SetTaskDone', { taskId: c.req.param('taskId'), done: c.req.valid('json').done }, actor)),
    )
    .get('/:id/photos/:photoId/:variant?', async (c) => {
      const account = signedIn(c);
      const booking = await service.readable(c.req.param('id'), account.id);
      const photo = booking.photos.find((candidate) => candidate.photoId === c.req.param('photoId'));
      const variant = c.req.param('variant');
      const file = photo && (variant === undefined || variant === 'thumbnail')
        ? await deps.files.get(variant === 'thumbnail' ? photo.thumbnailFileId : photo.fileId)
        : null;
      if (!file) return c.json({ code: 'http.404', message: c.get('t')('http.404') }, 404);
      c.header('Content-Type', file.contentType);
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Cache-Control', 'private, max-age=3600');
      return c.body(new Uint8Array(file.bytes), 200);
    })
    .post('/:id/photos', limit, async (c) => {
      const account = signedIn(c);
      const bookingId = c.req.param('id');
      await service.readable(bookingId, account.id);
      const body = await c.req.parseBody().catch(() => null);
      const file = body?.file;
      if (!body || !(file instanceof File)) {
        return c.json({ code: 'document.invalid-type', message: c.get('t')('document.invalid-type') }, 400);
      }
      const fields = parseWith(c, BookingPhotoFieldsSchema, {
        phase: typeof body.phase === 'string' ? body.phase : undefined,
        taskId: typeof body.taskId === 'string' && body.taskId !== '' ? body.taskId : null,
      });
      if (!fields.ok) return fields.response;
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffContentType(bytes);
      if (type !== 'image/jpeg' && type !== 'image/png') {
        return c.json({ code: 'document.invalid-type', message: c.get('t')('document.invalid-type') }, 422);
      }
      // A client's no-photos choice is refused before anything is stored; the decider checks the rest.
      const actor = commands.newActor(account.id, clock());
      const [fileId, thumbnailFileId, photoId] = [`booking-${randomUUID()}`, `thumb-${randomUUID()}`, randomUUID()];
      const before = await service.readable(bookingId, account.id);
      if (before.cleanerId !== account.id) throw new ForbiddenError('only the cleaner adds photos');
      if (!before.photosAllowed) throw new PhotosNotAllowedError();
      const [clean, thumbnail] = await Promise.all([stripMetadata(bytes, type), makeThumbnail(bytes)]).catch(() => [null, null]);
      if (!clean || !thumbnail) return c.json({ code: 'document.invalid-type', message: c.get('t')('document.invalid-type') }, 422);
      await deps.files.put(fileId, clean, type);
      await deps.files.put(thumbnailFileId, thumbnail.bytes, thumbnail.contentType);
      try {
        await commands.execute(bookingId, 'AddBookingPhoto', { photoId, ...fields.value, fileId, thumbnailFileId }, actor);
      } catch (error) {
        await Promise.all([deps.files.delete(fileId), deps.files.delete(thumbnailFileId)]);
        throw error;
      }
      const after = await service.readable(bookingId, account.id);
      return c.json(await views.details(after, account.id, clock()), 201);
    });
};
