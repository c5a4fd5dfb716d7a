import type { CleanerState } from './cleaner';
import type { AddPhoto, RemovePhoto } from './cleaner-commands';
import { DuplicateIdError, PhotoLimitReachedError, PhotoNotFoundError } from './cleaner-errors';
import type { CleanerEvent } from './cleaner-events';
import { ownProfile } from './cleaner-guards';
import { CLEANER_LIMITS } from './cleaner-limits';

/** One avatar: a new one removes the old (with `replacedBy`) in the same decision. Gallery and portfolio: 30 each. */
export const addPhoto = ({ data, metadata }: AddPhoto, state: CleanerState): CleanerEvent[] => {
  const { photos } = ownProfile(state, metadata);
  if (photos.some((photo) => photo.photoId === data.photoId)) throw new DuplicateIdError(data.photoId);
  const { photoId, kind, fileId, thumbnailFileId } = data;
  const added: CleanerEvent = { type: 'CleanerPhotoAdded', data: { photoId, kind, fileId, thumbnailFileId } };
  const sameKind = photos.filter((photo) => photo.kind === kind);
  if (kind === 'avatar') {
    return [...sameKind.map((old): CleanerEvent => ({ type: 'CleanerPhotoRemoved', data: { ...old, replacedBy: photoId } })), added];
  }
  if (sameKind.length >= CLEANER_LIMITS.photosPerKindMax) throw new PhotoLimitReachedError();
  return [added];
};

export const removePhoto = ({ data, metadata }: RemovePhoto, state: CleanerState): CleanerEvent[] => {
  const photo = ownProfile(state, metadata).photos.find((candidate) => candidate.photoId === data.photoId);
  if (!photo) throw new PhotoNotFoundError(data.photoId);
  return [{ type: 'CleanerPhotoRemoved', data: { ...photo, replacedBy: null } }];
};
