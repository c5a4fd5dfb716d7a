import type { CleanerState } from './cleaner';
import type { PublishGalleryPair, WithdrawGalleryPair } from './cleaner-commands';
import { DuplicateIdError, GalleryPairInvalidError, GalleryPairLimitReachedError, GalleryPairNotFoundError } from './cleaner-errors';
import type { CleanerEvent } from './cleaner-events';
import { ownProfile } from './cleaner-guards';
import { CLEANER_LIMITS } from './cleaner-limits';

/**
 * Before/after pairs in the public gallery: at most 30 at a time, each pair id once, two different photos, and the
 * same two photos not published twice. That the booking is the cleaner's, completed, with photos allowed by its
 * client, and that the files are its before and after photos, the BFF checks on the bookings read model.
 */
export const publishGalleryPair = ({ data, metadata }: PublishGalleryPair, state: CleanerState): CleanerEvent[] => {
  const { galleryPairs } = ownProfile(state, metadata);
  if (galleryPairs.some((pair) => pair.pairId === data.pairId)) throw new DuplicateIdError(data.pairId);
  if (data.beforeFileId === data.afterFileId) throw new GalleryPairInvalidError('the before and after photos are the same');
  if (galleryPairs.some((pair) => pair.beforeFileId === data.beforeFileId && pair.afterFileId === data.afterFileId)) {
    throw new GalleryPairInvalidError('these two photos are already published');
  }
  if (galleryPairs.length >= CLEANER_LIMITS.galleryPairsMax) throw new GalleryPairLimitReachedError();
  const { pairId, bookingId, room, beforeFileId, beforeThumbnailFileId, afterFileId, afterThumbnailFileId } = data;
  return [
    {
      type: 'GalleryPairPublished',
      data: { pairId, bookingId, room, beforeFileId, beforeThumbnailFileId, afterFileId, afterThumbnailFileId, at: metadata.now },
    },
  ];
};

export const withdrawGalleryPair = ({ data, metadata }: WithdrawGalleryPair, state: CleanerState): CleanerEvent[] => {
  const { galleryPairs } = ownProfile(state, metadata);
  if (!galleryPairs.some((pair) => pair.pairId === data.pairId)) throw new GalleryPairNotFoundError(data.pairId);
  return [{ type: 'GalleryPairWithdrawn', data: { pairId: data.pairId, at: metadata.now } }];
};
