import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanerStream, type CleanerEvent, type GalleryRoom } from '@weklean/domain';
import { readModelSpec, type GivenEvent } from '../../test/support/read-model-spec';
import { cleanerSearch } from '../cleaner-search/cleaner-search';
import { handles, type Projection } from '@weklean/platform';
import { gallery } from './gallery';
import { galleryPage, galleryPairsOf, publicGalleryPair } from './queries';

type Spec = Awaited<ReturnType<typeof readModelSpec>>;
const NOW = '2030-01-02T15:00:00.000Z';

/** The gallery with the cleaner-search rows it joins for the public page, applied from one log as the runner does. */
const galleryWithProfiles: Projection = {
  name: 'gallery-with-profiles',
  eventTypes: [...new Set([...(cleanerSearch.eventTypes ?? []), ...(gallery.eventTypes ?? [])])],
  apply: async (tx, event) => {
    if (handles(cleanerSearch, event)) await cleanerSearch.apply(tx, event);
    if (handles(gallery, event)) await gallery.apply(tx, event);
  },
  reset: async (tx) => {
    await gallery.reset(tx);
    await cleanerSearch.reset(tx);
  },
};

describe('the gallery read model: given events, then pairs', () => {
  let spec: Spec;
  let cleanerId = '';
  const on = (...events: CleanerEvent[]): GivenEvent[] =>
    events.map((event) => ({ stream: cleanerStream(cleanerId), type: event.type, data: event.data, metadata: { occurredAt: NOW } }));
  const published = (pairId: string, room: GalleryRoom): CleanerEvent => ({
    type: 'GalleryPairPublished',
    data: {
      pairId,
      bookingId: `booking-${pairId}`,
      room,
      beforeFileId: `before-${pairId}`,
      beforeThumbnailFileId: `before-thumb-${pairId}`,
      afterFileId: `after-${pairId}`,
      afterThumbnailFileId: `after-thumb-${pairId}`,
      at: NOW,
    },
  });
  const verifiedCleaner = (): CleanerEvent[] => [
    { type: 'CleanerProfileStarted', data: { cleanerId, displayName: 'Marie T.', languages: ['fr'], startedAt: NOW } },
    { type: 'CleanerServiceAreaSet', data: { primaryCityId: 'montreal', serviceCityIds: [], coverageKm: 0 } },
    { type: 'CleanerVerified', data: { idDocumentId: randomUUID(), backgroundCheckDocumentId: randomUUID(), verifiedAt: NOW } },
  ];
  beforeAll(async () => {
    spec = await readModelSpec(galleryWithProfiles, 'read_model_gallery');
  });
  afterAll(async () => spec?.close());
  beforeEach(() => {
    cleanerId = randomUUID();
  });

  it('keeps published pairs, the newest first, and drops a withdrawn one', async () => {
    await spec.given(on(...verifiedCleaner(), published('k1', 'kitchen'), published('b1', 'bathroom'), published('o1', 'office')));
    expect((await galleryPairsOf(spec.sql, cleanerId)).map((pair) => pair.pairId)).toEqual(['o1', 'b1', 'k1']);
    expect((await galleryPairsOf(spec.sql, cleanerId))[2]).toMatchObject({
      bookingId: 'booking-k1',
      room: 'kitchen',
      beforeFileId: 'before-k1',
      afterThumbnailFileId: 'after-thumb-k1',
      publishedAt: new Date(NOW),
    });
    expect((await galleryPairsOf(spec.sql, cleanerId, { bookingId: 'booking-b1' })).map((pair) => pair.pairId)).toEqual(['b1']);
    expect(await galleryPairsOf(spec.sql, randomUUID(), { bookingId: 'booking-b1' })).toEqual([]);
    await spec.given(on({ type: 'GalleryPairWithdrawn', data: { pairId: 'b1', at: NOW } }));
    expect((await galleryPairsOf(spec.sql, cleanerId)).map((pair) => pair.pairId)).toEqual(['o1', 'k1']);
  });

  it('removes every pair of a closed profile, and empties on reset', async () => {
    await spec.given(on(...verifiedCleaner(), published('c1', 'living')));
    await spec.given(on({ type: 'CleanerProfileClosed', data: { closedAt: NOW } }));
    expect(await galleryPairsOf(spec.sql, cleanerId)).toEqual([]);
    await spec.reset();
    expect(await spec.sql`select 1 from gallery_pairs`).toHaveLength(0);
  });

  it('shows publicly only verified cleaners not suspended, filtered by room and paged', async () => {
    await spec.given(on(...verifiedCleaner(), published('pk1', 'kitchen'), published('pk2', 'kitchen'), published('pb1', 'bathroom')));
    const all = await galleryPage(spec.sql, null, 1, 2);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.pairs.map((pair) => pair.pairId)).toEqual(['pb1', 'pk2']);
    expect(all.pairs[0]).toMatchObject({ cleanerName: 'Marie T.', cleanerCityId: 'montreal' });
    const kitchen = await galleryPage(spec.sql, 'kitchen', 1);
    expect(kitchen.pairs.every((pair) => pair.room === 'kitchen')).toBe(true);
    expect(kitchen.pairs.map((pair) => pair.pairId)).toEqual(expect.arrayContaining(['pk1', 'pk2']));

    cleanerId = randomUUID();
    await spec.given(on({ type: 'CleanerProfileStarted', data: { cleanerId, displayName: 'Paul U.', languages: ['fr'], startedAt: NOW } }, published('unverified', 'office')));
    expect((await galleryPage(spec.sql, 'office', 1)).pairs.map((pair) => pair.pairId)).not.toContain('unverified');
    expect(await publicGalleryPair(spec.sql, 'unverified')).toBeNull();
    expect(await publicGalleryPair(spec.sql, 'pk1')).toMatchObject({ room: 'kitchen', beforeFileId: 'before-pk1' });
  });
});
