import type { CleanerEvent } from '@weklean/domain';
import type { Projection } from '@weklean/platform';

/** The public gallery's before/after pairs (docs/api/gallery.md), from the cleaner streams. */
export const gallery: Projection = {
  name: 'gallery',
  eventTypes: ['GalleryPairPublished', 'GalleryPairWithdrawn', 'CleanerProfileClosed'],
  apply: async (tx, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as CleanerEvent;
    const cleanerId = recorded.streamId.slice('cleaner-'.length);
    switch (event.type) {
      case 'GalleryPairPublished': {
        const d = event.data;
        await tx`
          insert into gallery_pairs (pair_id, cleaner_id, booking_id, room, before_file_id, before_thumbnail_file_id,
            after_file_id, after_thumbnail_file_id, published_at, position)
          values (${d.pairId}, ${cleanerId}, ${d.bookingId}, ${d.room}, ${d.beforeFileId}, ${d.beforeThumbnailFileId},
            ${d.afterFileId}, ${d.afterThumbnailFileId}, ${d.at}, ${recorded.position.commit.toString()}::bigint)
          on conflict (pair_id) do nothing`;
        return;
      }
      case 'GalleryPairWithdrawn':
        await tx`delete from gallery_pairs where pair_id = ${event.data.pairId}`;
        return;
      case 'CleanerProfileClosed':
        await tx`delete from gallery_pairs where cleaner_id = ${cleanerId}`;
        return;
      default:
        return;
    }
  },
  reset: async (tx) => {
    await tx`delete from gallery_pairs`;
  },
};
