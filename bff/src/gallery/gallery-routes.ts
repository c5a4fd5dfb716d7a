import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type postgres from 'postgres';
import {
  BookingNotFoundError,
  GALLERY_ROOMS,
  cleanerTarget,
  findPlace,
  lineSchema,
  objectSchema,
  type BookingState,
} from '@weklean/domain';
import type { CommandHandler } from '@weklean/platform';
import { bookingDetailsOf, galleryPage, galleryPairsOf, GALLERY_PAGE_SIZE, type GalleryPairRow, type PublicGalleryPairRow } from '@weklean/projections';
import type { AppEnv } from '../http/env';
import { isWellFormed } from '../http/params';
import { jsonObject, parseWith } from '../http/parse';
import { notFound, refuse } from '../http/refusal';
import { requireRole, type RoleEnv } from '../http/require-role';
import { queryParams } from '../http/validation';

const fileUrl = (fileId: string) => `/api/files/${fileId}`;

const GalleryQuerySchema = objectSchema({
  room: v.optional(v.picklist(['all', ...GALLERY_ROOMS], 'validation.invalid'), 'all'),
  page: v.optional(
    v.pipe(lineSchema(), v.regex(/^[1-9][0-9]{0,3}$/, 'validation.invalid'), v.transform(Number)),
    '1',
  ),
});

const PublishGalleryPairSchema = objectSchema({
  bookingId: v.pipe(lineSchema(), v.uuid('validation.invalid')),
  beforePhotoId: v.pipe(lineSchema(), v.uuid('validation.invalid')),
  afterPhotoId: v.pipe(lineSchema(), v.uuid('validation.invalid')),
  room: v.picklist(GALLERY_ROOMS, 'validation.invalid'),
});

const MyGalleryQuerySchema = objectSchema({
  bookingId: v.optional(v.pipe(lineSchema(), v.uuid('validation.invalid'))),
});

/** One of the signed-in cleaner's own pairs: which booking it shows, no cleaner (it is theirs). */
const ownPair = (pair: GalleryPairRow) => ({
  pairId: pair.pairId,
  bookingId: pair.bookingId,
  room: pair.room,
  before: { url: fileUrl(pair.beforeFileId), thumbnailUrl: fileUrl(pair.beforeThumbnailFileId) },
  after: { url: fileUrl(pair.afterFileId), thumbnailUrl: fileUrl(pair.afterThumbnailFileId) },
  publishedAt: pair.publishedAt.toISOString(),
});

const publicPair = (pair: PublicGalleryPairRow) => ({
  pairId: pair.pairId,
  room: pair.room,
  before: { url: fileUrl(pair.beforeFileId), thumbnailUrl: fileUrl(pair.beforeThumbnailFileId) },
  after: { url: fileUrl(pair.afterFileId), thumbnailUrl: fileUrl(pair.afterThumbnailFileId) },
  cleaner: {
    name: pair.cleanerName,
    slug: pair.cleanerSlug,
    city: pair.cleanerCityId === null ? null : (findPlace(pair.cleanerCityId)?.name ?? null),
  },
  publishedAt: pair.publishedAt.toISOString(),
});

/** GET /api/gallery (docs/api/gallery.md): the public before/after pairs, the newest first, by room and page. */
export const galleryRoutes = (deps: { sql: postgres.Sql }) =>
  new Hono<AppEnv>().get('/', queryParams(GalleryQuerySchema), async (c) => {
    const { room, page } = c.req.valid('query');
    const result = await galleryPage(deps.sql, room === 'all' ? null : room, page);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ pairs: result.pairs.map(publicPair), page, pageSize: GALLERY_PAGE_SIZE, total: result.total }, 200);
  });

/**
 * /api/cleaners/me/gallery-pairs (docs/api/gallery.md): a cleaner lists their published pairs (all, or one booking's),
 * publishes a before and an after photo of one of their completed bookings whose client allowed photos, or withdraws
 * a pair. The booking stream is the source of truth for those checks; the cleaner's stream keeps the pairs (at most
 * 30, no duplicate); the list is the gallery read model's.
 */
export const cleanerGalleryRoutes = (deps: { sql: postgres.Sql; commands: CommandHandler; clock: () => Date }) =>
  new Hono<RoleEnv<'cleaner'>>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireRole('cleaner'))
    .get('/', queryParams(MyGalleryQuerySchema), async (c) => {
      const { bookingId } = c.req.valid('query');
      const pairs = await galleryPairsOf(deps.sql, c.get('user').id, bookingId === undefined ? {} : { bookingId });
      return c.json({ pairs: pairs.map(ownPair) }, 200);
    })
    .post('/', async (c) => {
      const { bookingId, beforePhotoId, afterPhotoId, room } = parseWith(c, PublishGalleryPairSchema, await jsonObject(c));
      const cleanerId = c.get('user').id;
      // The booking as its read model has it (booking-details): the pair's command is the cleaner's, not the booking's.
      const booking: BookingState = (await bookingDetailsOf(deps.sql, bookingId))?.booking ?? { status: 'none' };
      // Someone else's booking answers as an unknown one: booking ids cannot be probed.
      if (booking.status === 'none' || booking.cleanerId !== cleanerId) throw new BookingNotFoundError();
      if (booking.status !== 'completed') throw refuse('gallery.booking-not-completed', 409);
      if (!booking.photosAllowed) throw refuse('booking.photos-not-allowed', 409);
      const before = booking.photos.find((photo) => photo.photoId === beforePhotoId && photo.phase === 'before');
      const after = booking.photos.find((photo) => photo.photoId === afterPhotoId && photo.phase === 'after');
      if (!before || !after) throw refuse('gallery.photo-not-of-booking', 409);
      const pairId = randomUUID();
      await deps.commands.execute(
        cleanerTarget(cleanerId),
        'PublishGalleryPair',
        {
          pairId,
          bookingId,
          room,
          beforeFileId: before.fileId,
          beforeThumbnailFileId: before.thumbnailFileId,
          afterFileId: after.fileId,
          afterThumbnailFileId: after.thumbnailFileId,
        },
        { userId: cleanerId, now: deps.clock() },
      );
      return c.json(
        {
          pairId,
          bookingId,
          room,
          before: { url: fileUrl(before.fileId), thumbnailUrl: fileUrl(before.thumbnailFileId) },
          after: { url: fileUrl(after.fileId), thumbnailUrl: fileUrl(after.thumbnailFileId) },
        },
        201,
      );
    })
    .delete('/:pairId', async (c) => {
      const pairId = c.req.param('pairId');
      if (!isWellFormed(pairId, 'id')) throw notFound();
      const cleanerId = c.get('user').id;
      await deps.commands.execute(cleanerTarget(cleanerId), 'WithdrawGalleryPair', { pairId }, { userId: cleanerId, now: deps.clock() });
      return c.json({ pairId, withdrawn: true }, 200);
    });
