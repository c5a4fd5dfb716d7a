import { randomUUID } from 'node:crypto';
import { cleanerTarget, GALLERY_ROOMS, type GalleryRoom } from '@weklean/domain';
import type { CommandHandler, FileStorage, Logger } from '@weklean/platform';
import { completedBookingsOfPublicCleaners } from '@weklean/projections';
import type postgres from 'postgres';
import { demoImageSeed, renderDemoRoomPhoto, storeDemoImage, type Room } from './demo-images';

/** How many before/after pairs the demo gallery shows: a page and a bit, over the four rooms. */
export const DEMO_GALLERY_PAIRS = 14;

/** The drawn room of a gallery room (demo-data/room-svg.ts). */
const DRAWING: Record<GalleryRoom, Room> = { kitchen: 'kitchen', bathroom: 'bathroom', living: 'living-room', office: 'office' };

/**
 * The public gallery's demo pairs (first start only): for the newest completed bookings of public cleaners, a drawn
 * before and after photo of one room, stored as uploads are, then published through the cleaner's own command at the
 * booking's end. The demo's completed bookings were played with photos refused (the reviews' visits), so the photos
 * are not added to the booking streams: the pairs name the booking and carry drawn files of their own.
 */
export async function seedDemoGallery(options: { sql: postgres.Sql; commands: CommandHandler; files: FileStorage; logger: Logger }): Promise<number> {
  const { sql, commands, files, logger } = options;
  const bookings = await completedBookingsOfPublicCleaners(sql, DEMO_GALLERY_PAIRS);
  let published = 0;
  for (const [n, booking] of bookings.entries()) {
    const room = GALLERY_ROOMS[n % GALLERY_ROOMS.length]!;
    const seed = demoImageSeed('gallery', n);
    const [before, after] = await Promise.all(
      (['before', 'after'] as const).map(async (phase) =>
        storeDemoImage(files, `gallery-${randomUUID()}`, { bytes: await renderDemoRoomPhoto(seed, DRAWING[room], phase), contentType: 'image/jpeg' }),
      ),
    );
    try {
      await commands.execute(
        cleanerTarget(booking.cleanerId),
        'PublishGalleryPair',
        {
          pairId: randomUUID(),
          bookingId: booking.bookingId,
          room,
          beforeFileId: before!.fileId,
          beforeThumbnailFileId: before!.thumbnailFileId,
          afterFileId: after!.fileId,
          afterThumbnailFileId: after!.thumbnailFileId,
        },
        { userId: booking.cleanerId, now: new Date(booking.completedAt.getTime() + 3_600_000) },
      );
      published += 1;
    } catch (error) {
      logger.warn('demo gallery pair left out', { bookingId: booking.bookingId, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  logger.info('seeded the demo gallery', { published });
  return published;
}
