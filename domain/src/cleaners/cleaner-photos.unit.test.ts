import { describe, expect, it } from 'vitest';
import { asCleaner, photoAdded, profileStarted } from '../testing/cleaner-fixtures';
import { deciderSpec } from '../testing/decider-spec';
import type { AddPhoto } from './cleaner-commands';
import { cleanerDecider } from './cleaner-decide';
import { DuplicateIdError, PhotoLimitReachedError, PhotoNotFoundError } from './cleaner-errors';
import type { PhotoKind } from './cleaner-limits';

const spec = deciderSpec(cleanerDecider, expect);

const addPhoto = (photoId: string, kind: PhotoKind): AddPhoto => ({
  type: 'AddPhoto',
  data: { photoId, kind, fileId: `file-${photoId}`, thumbnailFileId: `thumb-${photoId}` },
  metadata: asCleaner,
});
const photos = (kind: PhotoKind, count: number) => Array.from({ length: count }, (_, i) => photoAdded(`${kind}-${i}`, kind));

describe('AddPhoto', () => {
  it('adds a first avatar', () => spec.given(profileStarted).when(addPhoto('a1', 'avatar')).then([photoAdded('a1', 'avatar')]));
  it('replaces the avatar: the old one is removed in the same decision', () => {
    spec
      .given([...profileStarted, photoAdded('a1', 'avatar')])
      .when(addPhoto('a2', 'avatar'))
      .then([
        { type: 'CleanerPhotoRemoved', data: { photoId: 'a1', kind: 'avatar', fileId: 'file-a1', thumbnailFileId: 'thumb-a1', replacedBy: 'a2' } },
        photoAdded('a2', 'avatar'),
      ]);
  });
  it.each(['gallery', 'portfolio'] as const)('adds a 30th %s photo and refuses a 31st', (kind) => {
    spec.given([...profileStarted, ...photos(kind, 29)]).when(addPhoto('new', kind)).then([photoAdded('new', kind)]);
    spec.given([...profileStarted, ...photos(kind, 30)]).when(addPhoto('new', kind)).thenThrows(PhotoLimitReachedError, { max: 30 });
  });
  it('counts gallery and portfolio photos apart', () => {
    spec.given([...profileStarted, ...photos('gallery', 30)]).when(addPhoto('new', 'portfolio')).then([photoAdded('new', 'portfolio')]);
  });
  it('refuses a photo id already used', () => {
    spec.given([...profileStarted, photoAdded('p1', 'gallery')]).when(addPhoto('p1', 'portfolio')).thenThrows(DuplicateIdError);
  });
});

describe('RemovePhoto', () => {
  it('removes a photo with its file ids, for the files to be deleted', () => {
    spec
      .given([...profileStarted, photoAdded('p1', 'gallery')])
      .when({ type: 'RemovePhoto', data: { photoId: 'p1' }, metadata: asCleaner })
      .then([{ type: 'CleanerPhotoRemoved', data: { photoId: 'p1', kind: 'gallery', fileId: 'file-p1', thumbnailFileId: 'thumb-p1', replacedBy: null } }]);
  });
  it('refuses an unknown photo', () => {
    spec.given(profileStarted).when({ type: 'RemovePhoto', data: { photoId: 'p1' }, metadata: asCleaner }).thenThrows(PhotoNotFoundError);
  });
});
