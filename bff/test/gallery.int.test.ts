import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandHandler, createLogger, createLocalFileStorage } from '@weklean/platform';
import { bookingStream, type BookingEvent } from '@weklean/domain';
import { bookings, cleanerSearch, createProjectionRunner, gallery } from '@weklean/projections';
import { seedDemoGallery } from '@weklean/demo';
import { accepted, completed, depositPaid, punchedIn, punchedOut, requested } from '../../domain/src/testing/booking-fixtures';
import { signUpCleaner, signUpClient, type Party } from './support/bookings';
import { createTestApp, json, type TestApp } from './support/test-app';
import { liveReadModelsCaughtUp, waitForProjection } from './support/wait-for-projection';

const NOW = new Date('2026-11-22T17:00:00.000Z');

type Pair = { pairId: string; room: string; before: { url: string; thumbnailUrl: string }; after: { url: string }; cleaner: { name: string; slug: string; city: string } };
type Page = { pairs: Pair[]; page: number; pageSize: number; total: number; code?: string; message?: string };
type OwnPair = { pairId: string; bookingId: string; room: string; before: { url: string; thumbnailUrl: string }; after: { url: string; thumbnailUrl: string }; publishedAt: string };
type OwnPairs = { pairs: OwnPair[]; code?: string; message?: string };

describe('the gallery through the API', () => {
  let t: TestApp;
  let cleaner: Party & { slug: string };
  let other: Party & { slug: string };

  /** A booking of the cleaner, as its stream holds it: completed or not, photos allowed or not, with a before and an after photo. */
  const booking = async (cleanerId: string, { done = true, photosAllowed = true } = {}) => {
    const bookingId = randomUUID();
    const before = randomUUID();
    const after = randomUUID();
    const photo = (photoId: string, phase: 'before' | 'after'): BookingEvent => ({
      type: 'BookingPhotoAdded',
      data: { photoId, phase, taskId: null, fileId: `booking-${photoId}`, thumbnailFileId: `thumb-${photoId}`, at: NOW.toISOString() },
    });
    const clientId = randomUUID();
    const events: BookingEvent[] = [
      requested({ bookingId, cleanerId, clientId, propertyId: randomUUID(), photosAllowed }), depositPaid(), accepted(), punchedIn(),
      ...(photosAllowed ? [photo(before, 'before'), photo(after, 'after')] : []),
      ...(done ? [punchedOut(), completed()] : []),
    ];
    await t.store.appendToStream(bookingStream(bookingId), events.map((event) => ({ ...event, metadata: { userId: clientId } })));
    // Publishing checks the booking in its read model (booking-details), as it is a moment after.
    await liveReadModelsCaughtUp(t.sql);
    return { bookingId, before, after };
  };
  const publish = (body: unknown, party: Party = cleaner) => t.app.request('/api/cleaners/me/gallery-pairs', json('POST', body, party.headers));
  const list = async (query = '', headers: Record<string, string> = {}) => {
    const response = await t.app.request(`/api/gallery${query}`, { headers });
    return { status: response.status, body: (await response.json()) as Page };
  };
  const mine = async (query = '', headers: Record<string, string> = cleaner.headers) => {
    const response = await t.app.request(`/api/cleaners/me/gallery-pairs${query}`, { headers });
    return { status: response.status, body: (await response.json()) as OwnPairs, cacheControl: response.headers.get('cache-control') };
  };
  const catchUp = async () => {
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [cleanerSearch, bookings, gallery], logger: createLogger({ level: 'error', json: true }) });
    runner.start();
    try {
      await waitForProjection(t.sql, cleanerSearch);
      await waitForProjection(t.sql, bookings);
      await waitForProjection(t.sql, gallery);
    } finally {
      await runner.stop();
    }
  };

  beforeAll(async () => {
    t = await createTestApp('gallery', { clock: () => NOW });
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    other = await signUpCleaner(t, { name: 'Bruno T.', city: 'quebec', hourlyRateCents: 3500 }, 'bruno@example.com', NOW);
  }, 60_000);
  afterAll(async () => t?.close());

  it('publishes a completed booking’s before and after photos, public in the list and their files readable by anyone', async () => {
    const { bookingId, before, after } = await booking(cleaner.id);
    const files = createLocalFileStorage(t.filesDir);
    await files.put(`booking-${before}`, new Uint8Array([1, 2, 3]), 'image/jpeg');
    const response = await publish({ bookingId, beforePhotoId: before, afterPhotoId: after, room: 'kitchen' });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Pair;
    expect(created.before.url).toBe(`/api/files/booking-${before}`);
    await catchUp();
    const page = await list('?room=kitchen');
    expect(page.status).toBe(200);
    expect(page.body.pairs[0]).toMatchObject({ pairId: created.pairId, room: 'kitchen', cleaner: { name: 'Amélie M.', slug: cleaner.slug, city: 'Montréal' } });
    expect((await t.app.request(created.before.url)).status).toBe(200);
    // A booking photo that is not in the gallery stays private.
    const hidden = await booking(cleaner.id);
    await files.put(`booking-${hidden.before}`, new Uint8Array([1, 2, 3]), 'image/jpeg');
    expect((await t.app.request(`/api/files/booking-${hidden.before}`)).status).toBe(404);
  });

  it('filters by room and pages, the newest first', async () => {
    for (const room of ['bathroom', 'office', 'office']) {
      const { bookingId, before, after } = await booking(other.id);
      expect((await publish({ bookingId, beforePhotoId: before, afterPhotoId: after, room }, other)).status).toBe(201);
    }
    await catchUp();
    const office = await list('?room=office');
    expect(office.body.total).toBe(2);
    expect(office.body.pairs.every((pair) => pair.room === 'office' && pair.cleaner.slug === other.slug)).toBe(true);
    const all = await list();
    expect(all.body).toMatchObject({ page: 1, pageSize: 12, total: 4 });
    expect(all.body.pairs.map((pair) => pair.room)).toEqual(['office', 'office', 'bathroom', 'kitchen']);
    expect((await list('?room=all&page=2')).body.pairs).toEqual([]);
  });

  it('answers a bad room or page with a localized 400', async () => {
    const room = await list('?room=garage');
    expect(room.status).toBe(400);
    expect(room.body.message).toBeTruthy();
    const page = await list('?page=0', { 'accept-language': 'en' });
    expect(page.status).toBe(400);
    expect((await list('?page=abc')).status).toBe(400);
  });

  it('refuses someone else’s booking (404), photos the client refused or an unfinished booking (409), changing nothing', async () => {
    const others = await booking(other.id);
    const foreign = await publish({ bookingId: others.bookingId, beforePhotoId: others.before, afterPhotoId: others.after, room: 'living' });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { message: string }).message).toBe('Réservation introuvable.');
    const noPhotos = await booking(cleaner.id, { photosAllowed: false });
    const refused = await publish({ bookingId: noPhotos.bookingId, beforePhotoId: noPhotos.before, afterPhotoId: noPhotos.after, room: 'living' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('Le client a demandé de ne pas prendre de photos.');
    const unfinished = await booking(cleaner.id, { done: false });
    const early = await publish({ bookingId: unfinished.bookingId, beforePhotoId: unfinished.before, afterPhotoId: unfinished.after, room: 'living' });
    expect(early.status).toBe(409);
    const mine = await booking(cleaner.id);
    const swapped = await publish({ bookingId: mine.bookingId, beforePhotoId: mine.after, afterPhotoId: mine.before, room: 'living' });
    expect(swapped.status).toBe(409);
    expect((await publish({ bookingId: mine.bookingId, room: 'living' })).status).toBe(400);
    expect(await t.sql`select 1 from events where event_type = 'GalleryPairPublished' and data->>'room' = 'living'`).toHaveLength(0);
  });

  it('withdraws a pair: gone from the list, its files private again; an unknown pair is a 404', async () => {
    const { bookingId, before, after } = await booking(cleaner.id);
    await createLocalFileStorage(t.filesDir).put(`booking-${after}`, new Uint8Array([1, 2, 3]), 'image/jpeg');
    const created = (await (await publish({ bookingId, beforePhotoId: before, afterPhotoId: after, room: 'living' })).json()) as Pair;
    await catchUp();
    expect((await list('?room=living')).body.total).toBe(1);
    expect((await t.app.request(created.after.url)).status).toBe(200);
    const withdrawn = await t.app.request(`/api/cleaners/me/gallery-pairs/${created.pairId}`, json('DELETE', undefined, cleaner.headers));
    expect(withdrawn.status).toBe(200);
    await catchUp();
    expect((await list('?room=living')).body.total).toBe(0);
    expect((await t.app.request(created.after.url)).status).toBe(404);
    expect((await t.app.request(`/api/cleaners/me/gallery-pairs/${created.pairId}`, json('DELETE', undefined, cleaner.headers))).status).toBe(404);
    expect((await t.app.request(`/api/cleaners/me/gallery-pairs/${created.pairId}`, json('DELETE', undefined, other.headers))).status).toBe(404);
  });

  it('lists the signed-in cleaner’s own pairs, the newest first, all or one booking’s; never another cleaner’s; a withdrawn one leaves', async () => {
    const published = async (made: { bookingId: string; before: string; after: string }, room: string, party: Party = cleaner) => {
      const response = await publish({ bookingId: made.bookingId, beforePhotoId: made.before, afterPhotoId: made.after, room }, party);
      expect(response.status).toBe(201);
      return ((await response.json()) as OwnPair).pairId;
    };
    const first = await booking(cleaner.id);
    const second = await booking(cleaner.id);
    const theirs = await booking(other.id);
    const kitchen = await published(first, 'kitchen');
    const bathroom = await published(second, 'bathroom');
    const foreign = await published(theirs, 'office', other);
    await catchUp();

    const all = await mine();
    expect(all.status).toBe(200);
    expect(all.cacheControl).toBe('no-store');
    const ids = all.body.pairs.map((pair) => pair.pairId);
    expect(ids).toEqual(expect.arrayContaining([kitchen, bathroom]));
    expect(ids.indexOf(bathroom)).toBeLessThan(ids.indexOf(kitchen));
    expect(ids).not.toContain(foreign);
    expect(all.body.pairs.map((pair) => pair.bookingId)).not.toContain(theirs.bookingId);

    const one = await mine(`?bookingId=${second.bookingId}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      pairs: [{
        pairId: bathroom,
        bookingId: second.bookingId,
        room: 'bathroom',
        before: { url: `/api/files/booking-${second.before}`, thumbnailUrl: `/api/files/thumb-${second.before}` },
        after: { url: `/api/files/booking-${second.after}`, thumbnailUrl: `/api/files/thumb-${second.after}` },
        publishedAt: NOW.toISOString(),
      }],
    });
    // Another cleaner's booking lists nothing, to them as to anyone.
    expect((await mine(`?bookingId=${theirs.bookingId}`)).body.pairs).toEqual([]);
    expect((await mine(`?bookingId=${theirs.bookingId}`, other.headers)).body.pairs.map((pair) => pair.pairId)).toEqual([foreign]);

    const withdrawn = await t.app.request(`/api/cleaners/me/gallery-pairs/${bathroom}`, json('DELETE', undefined, cleaner.headers));
    expect(withdrawn.status).toBe(200);
    await catchUp();
    expect((await mine(`?bookingId=${second.bookingId}`)).body.pairs).toEqual([]);
    const after = (await mine()).body.pairs.map((pair) => pair.pairId);
    expect(after).toContain(kitchen);
    expect(after).not.toContain(bathroom);
  });

  it('lists for cleaners only (401 signed out, 403 a client) and answers a malformed booking id with a localized 400', async () => {
    expect((await mine('', {})).status).toBe(401);
    const client = await signUpClient(t, 'Chloé C.', 'chloe-gallery@example.com');
    const forbidden = await mine('', client.headers);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.pairs).toBeUndefined();
    const malformed = await mine('?bookingId=not-a-booking');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('validation');
    expect(malformed.body.message).toBeTruthy();
    const english = await mine('?bookingId=1234', { ...cleaner.headers, 'accept-language': 'en' });
    expect(english.status).toBe(400);
    expect(english.body.message).not.toBe(malformed.body.message);
  });

  it('seeds demo pairs on completed bookings of public cleaners, their drawn files public', async () => {
    await catchUp();
    const before = (await list()).body.total;
    const logger = createLogger({ level: 'error', json: true });
    const published = await seedDemoGallery({ sql: t.sql, commands: createCommandHandler(t.store), files: createLocalFileStorage(t.filesDir), logger });
    expect(published).toBeGreaterThan(0);
    await catchUp();
    const page = await list();
    expect(page.body.total).toBe(before + published);
    const newest = page.body.pairs[0]!;
    const file = await t.app.request(newest.before.thumbnailUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
  });
});
