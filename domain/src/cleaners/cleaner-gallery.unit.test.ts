import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../accounts/account-errors';
import { asCleaner, profileStarted } from '../testing/cleaner-fixtures';
import { deciderSpec } from '../testing/decider-spec';
import type { PublishGalleryPair } from './cleaner-commands';
import { cleanerDecider } from './cleaner-decide';
import {
  CleanerNotStartedError,
  DuplicateIdError,
  GalleryPairInvalidError,
  GalleryPairLimitReachedError,
  GalleryPairNotFoundError,
} from './cleaner-errors';
import type { CleanerEvent } from './cleaner-events';

const spec = deciderSpec(cleanerDecider, expect);

const pairData = (pairId: string) => ({
  pairId,
  bookingId: `booking-${pairId}`,
  room: 'kitchen' as const,
  beforeFileId: `before-${pairId}`,
  beforeThumbnailFileId: `before-thumb-${pairId}`,
  afterFileId: `after-${pairId}`,
  afterThumbnailFileId: `after-thumb-${pairId}`,
});
const publish = (pairId: string, data: Partial<PublishGalleryPair['data']> = {}): PublishGalleryPair => ({
  type: 'PublishGalleryPair',
  data: { ...pairData(pairId), ...data },
  metadata: asCleaner,
});
const published = (pairId: string): CleanerEvent => ({ type: 'GalleryPairPublished', data: { ...pairData(pairId), at: asCleaner.now } });
const pairs = (count: number) => Array.from({ length: count }, (_, i) => published(`p${i}`));

describe('PublishGalleryPair', () => {
  it('publishes a pair with its booking, room, both photos and the instant', () => {
    spec.given(profileStarted).when(publish('p1')).then([published('p1')]);
  });
  it('publishes a 30th pair and refuses a 31st', () => {
    spec.given([...profileStarted, ...pairs(29)]).when(publish('new')).then([published('new')]);
    spec.given([...profileStarted, ...pairs(30)]).when(publish('new')).thenThrows(GalleryPairLimitReachedError, { max: 30 });
  });
  it('counts only the pairs not withdrawn', () => {
    spec
      .given([...profileStarted, ...pairs(30), { type: 'GalleryPairWithdrawn', data: { pairId: 'p3', at: asCleaner.now } }])
      .when(publish('new'))
      .then([published('new')]);
  });
  it('refuses the same pair id twice', () => {
    spec.given([...profileStarted, published('p1')]).when(publish('p1', { beforeFileId: 'other' })).thenThrows(DuplicateIdError);
  });
  it('refuses the same photo as before and after', () => {
    spec.given(profileStarted).when(publish('p1', { afterFileId: 'before-p1' })).thenThrows(GalleryPairInvalidError);
  });
  it('refuses the same two photos published twice', () => {
    spec
      .given([...profileStarted, published('p1')])
      .when(publish('p2', { beforeFileId: 'before-p1', afterFileId: 'after-p1' }))
      .thenThrows(GalleryPairInvalidError);
  });
  it('refuses a profile not started, and another user', () => {
    spec.given([]).when(publish('p1')).thenThrows(CleanerNotStartedError);
    spec.given(profileStarted).when({ ...publish('p1'), metadata: { ...asCleaner, userId: 'someone-else' } }).thenThrows(ForbiddenError);
  });
});

describe('WithdrawGalleryPair', () => {
  it('withdraws a published pair', () => {
    spec
      .given([...profileStarted, published('p1')])
      .when({ type: 'WithdrawGalleryPair', data: { pairId: 'p1' }, metadata: asCleaner })
      .then([{ type: 'GalleryPairWithdrawn', data: { pairId: 'p1', at: asCleaner.now } }]);
  });
  it('refuses an unknown pair, and one already withdrawn', () => {
    spec.given(profileStarted).when({ type: 'WithdrawGalleryPair', data: { pairId: 'p1' }, metadata: asCleaner }).thenThrows(GalleryPairNotFoundError);
    spec
      .given([...profileStarted, published('p1'), { type: 'GalleryPairWithdrawn', data: { pairId: 'p1', at: asCleaner.now } }])
      .when({ type: 'WithdrawGalleryPair', data: { pairId: 'p1' }, metadata: asCleaner })
      .thenThrows(GalleryPairNotFoundError);
  });
});
