import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { accountStream } from '@weklean/domain';
import { createLocalFileStorage, createLogger } from '@weklean/platform';
import { conversations, createProjectionRunner } from '@weklean/projections';
import { addProperty, catchUp, jpeg, signUpAdmin, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { createTestApp, json, ORIGIN, type TestApp } from './support/test-app';
import { waitForProjection } from './support/wait-for-projection';

const NOW = new Date('2026-11-22T17:00:00.000Z');
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';

type Body = Record<string, unknown> & { code?: string; message?: string };
type User = { id: string; name: string; profilePic?: string };

describe("a person's picture (SPEC 3's profilePic)", () => {
  let t: TestApp;
  let client: Party;
  let cleaner: Party & { slug: string };
  let otherCleaner: Party & { slug: string };
  let stranger: Party;
  let admin: Party;
  let booking: string;

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, headers: response.headers, body: (type.includes('json') ? await response.json() : {}) as Body, response };
  };
  const upload = (path: string, file: Uint8Array, headers: Record<string, string>, fields: Record<string, string> = {}, method = 'PUT') => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set('file', new Blob([file]), 'photo.jpg');
    return call(path, { method, body: form, headers: { origin: ORIGIN, ...headers } });
  };
  const me = async (party: Party) => (await call('/api/users/me', { headers: party.headers })).body.user as User;
  const projectConversations = async () => {
    await catchUp(t);
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [conversations], logger: createLogger({ level: 'error', json: true }) });
    runner.start();
    try {
      await waitForProjection(t.sql, conversations);
    } finally {
      await runner.stop();
    }
  };
  const otherParty = async (party: Party) => {
    await projectConversations();
    const list = await call('/api/conversations', { headers: party.headers });
    const items = list.body.items as { bookingId: string; otherParty: { id: string; name: string; pictureUrl: string | null } }[];
    return items.find((item) => item.bookingId === booking)?.otherParty;
  };
  const bookingClient = async (party: Party) => {
    const details = await call(`/api/bookings/${booking}`, { headers: party.headers });
    expect(details.status).toBe(200);
    return details.body.client as { id: string; name: string; avatarUrl: string | null };
  };
  const accountEvents = async (userId: string) => {
    const events = [];
    for await (const event of t.store.readStream(accountStream(userId))) events.push(event);
    return events;
  };
  const storedFileIds = async (userId: string) =>
    (await t.sql<{ profile_pic: string | null; profile_pic_thumbnail: string | null }[]>`select profile_pic, profile_pic_thumbnail from users where id = ${userId}`)[0];

  beforeAll(async () => {
    t = await createTestApp('profile-photo', { clock: () => NOW });
    client = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    stranger = await signUpClient(t, 'Inconnu', 'stranger@example.com');
    admin = await signUpAdmin(t);
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    otherCleaner = await signUpCleaner(t, { name: 'Bruno T.', city: 'montreal', hourlyRateCents: 3000 }, 'bruno@example.com', NOW);
    const created = await call('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId: await addProperty(t, client), startsAt: TUESDAY_10, durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers));
    expect(created.status).toBe(201);
    booking = created.body.id as string;
    expect((await call(`/api/bookings/${booking}/accept`, json('POST', {}, cleaner.headers))).status).toBe(200);
  }, 60_000);
  afterAll(async () => t?.close());

  it('has none at first: the session user carries no profilePic, the cleaner sees initials', async () => {
    expect((await me(client)).profilePic).toBeUndefined();
    expect((await otherParty(cleaner))?.pictureUrl).toBeNull();
    expect((await bookingClient(cleaner)).avatarUrl).toBeNull();
  });

  it("refuses a file that is not a JPEG or PNG, or no file, with 400 in the request's language; nothing is stored", async () => {
    const text = new TextEncoder().encode('pas une image');
    const fr = await upload('/api/users/me/photo', text, { ...client.headers, 'accept-language': 'fr' });
    expect(fr).toMatchObject({ status: 400, body: { code: 'account.profile-photo-invalid', message: 'Photo invalide : choisissez une image JPG ou PNG.' } });
    const en = await upload('/api/users/me/photo', text, { ...client.headers, 'accept-language': 'en' });
    expect(en).toMatchObject({ status: 400, body: { code: 'account.profile-photo-invalid', message: 'Invalid photo: choose a JPG or PNG image.' } });
    // JPEG magic bytes, then garbage: recognised by its type, refused when it cannot be decoded.
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await upload('/api/users/me/photo', broken, client.headers)).status).toBe(400);
    const empty = await call('/api/users/me/photo', { method: 'PUT', body: new FormData(), headers: { origin: ORIGIN, ...client.headers } });
    expect(empty.status).toBe(400);
    expect(await storedFileIds(client.id)).toEqual({ profile_pic: null, profile_pic_thumbnail: null });
    const events = await accountEvents(client.id);
    expect(events).toEqual([]);
  });

  it('refuses a cleaner (their picture is their avatar) and anyone signed out', async () => {
    const photo = await jpeg();
    expect(await upload('/api/users/me/photo', photo, { ...cleaner.headers, 'accept-language': 'en' })).toMatchObject({
      status: 403, body: { code: 'account.profile-photo-not-allowed' },
    });
    expect((await upload('/api/users/me/photo', photo, {})).status).toBe(401);
    expect((await call('/api/users/me/photo', { method: 'DELETE', headers: { origin: ORIGIN } })).status).toBe(401);
  });

  it('uploads a client photo without its EXIF data: it is the profilePic and an event on the account stream', async () => {
    const withExif = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#cc8844' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Maison de Camille', Artist: 'Camille Roy' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const uploaded = await upload('/api/users/me/photo', withExif, client.headers);
    expect(uploaded.status).toBe(200);
    const user = uploaded.body.user as User;
    const stored = await storedFileIds(client.id);
    expect(user.profilePic).toBe(`/api/files/${stored!.profile_pic_thumbnail}`);
    expect((await me(client)).profilePic).toBe(user.profilePic);

    const events = await accountEvents(client.id);
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ['ProfilePhotoSet', { userId: client.id, fileId: stored!.profile_pic, thumbnailFileId: stored!.profile_pic_thumbnail }],
    ]);

    const full = await call(`/api/files/${stored!.profile_pic}`, { headers: client.headers });
    expect(full.status).toBe(200);
    expect(full.headers.get('cache-control')).toBe('private, max-age=3600');
    const bytes = new Uint8Array(await full.response.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
  });

  it("shows the client's photo to their booking's cleaner, in the conversation list and the booking's details", async () => {
    const url = (await me(client)).profilePic!;
    expect(await otherParty(cleaner)).toMatchObject({ id: client.id, name: 'Camille Roy', pictureUrl: url });
    expect(await bookingClient(cleaner)).toMatchObject({ id: client.id, avatarUrl: url });
    expect((await call(url, { headers: cleaner.headers })).status).toBe(200);
    expect((await call(url, { headers: admin.headers })).status).toBe(200);
  });

  it("hides a client's photo from strangers, other cleaners and anyone signed out", async () => {
    const url = (await me(client)).profilePic!;
    const { profile_pic: fullId } = (await storedFileIds(client.id))!;
    for (const headers of [stranger.headers, otherCleaner.headers, {}]) {
      expect((await call(url, { headers })).status).toBe(404);
      expect((await call(`/api/files/${fullId}`, { headers })).status).toBe(404);
    }
  });

  it("gives a cleaner their avatar as profilePic, and shows it to the client in the conversation list", async () => {
    expect((await me(cleaner)).profilePic).toBeUndefined();
    const avatar = await upload('/api/cleaners/me/photos', await jpeg(), cleaner.headers, { kind: 'avatar' }, 'POST');
    expect(avatar.status).toBe(201);
    await catchUp(t);
    const [row] = await t.sql<{ avatar_thumbnail_file_id: string }[]>`select avatar_thumbnail_file_id from cleaner_profiles where cleaner_id = ${cleaner.id}`;
    const url = `/api/files/${row!.avatar_thumbnail_file_id}`;
    expect((await me(cleaner)).profilePic).toBe(url);
    expect(await otherParty(client)).toMatchObject({ id: cleaner.id, pictureUrl: url });
    // A cleaner's avatar is public, as their profile is.
    expect((await call(url)).status).toBe(200);
  });

  it('replaces the photo: the old files are deleted and no longer served', async () => {
    const before = (await storedFileIds(client.id))!;
    const replaced = await upload('/api/users/me/photo', await jpeg(), client.headers);
    expect(replaced.status).toBe(200);
    const after = (await storedFileIds(client.id))!;
    expect(after.profile_pic).not.toBe(before.profile_pic);
    expect((replaced.body.user as User).profilePic).toBe(`/api/files/${after.profile_pic_thumbnail}`);
    expect((await call(`/api/files/${before.profile_pic_thumbnail}`, { headers: client.headers })).status).toBe(404);
    expect((await otherParty(cleaner))?.pictureUrl).toBe(`/api/files/${after.profile_pic_thumbnail}`);
  });

  it('removes the photo: initials again everywhere, the files gone, and a second removal changes nothing', async () => {
    const before = (await storedFileIds(client.id))!;
    const removed = await call('/api/users/me/photo', { method: 'DELETE', headers: { origin: ORIGIN, ...client.headers } });
    expect(removed.status).toBe(200);
    expect((removed.body.user as User).profilePic).toBeUndefined();
    expect((await me(client)).profilePic).toBeUndefined();
    expect(await storedFileIds(client.id)).toEqual({ profile_pic: null, profile_pic_thumbnail: null });
    expect((await call(`/api/files/${before.profile_pic}`, { headers: client.headers })).status).toBe(404);
    expect((await otherParty(cleaner))?.pictureUrl).toBeNull();
    expect((await bookingClient(cleaner)).avatarUrl).toBeNull();

    const again = await call('/api/users/me/photo', { method: 'DELETE', headers: { origin: ORIGIN, ...client.headers } });
    expect(again.status).toBe(200);
    const types = (await accountEvents(client.id)).map((event) => event.type);
    expect(types).toEqual(['ProfilePhotoSet', 'ProfilePhotoSet', 'ProfilePhotoRemoved']);
  });

  it("lists the photo in the person's data export, and erases it with the account", async () => {
    const uploaded = await upload('/api/users/me/photo', await jpeg(), client.headers);
    expect(uploaded.status).toBe(200);
    const stored = (await storedFileIds(client.id))!;
    const data = await call('/api/me/data', { headers: client.headers });
    expect(data.status).toBe(200);
    expect(data.body.account).toMatchObject({ profilePic: `/api/files/${stored.profile_pic_thumbnail}` });
    expect(data.body.profilePhoto).toEqual({ url: `/api/files/${stored.profile_pic}`, thumbnailUrl: `/api/files/${stored.profile_pic_thumbnail}` });

    const deleted = await call('/api/users/me', json('DELETE', { confirmation: 'SUPPRIMER', currentPassword: 'un-mot-de-passe' }, client.headers));
    expect(deleted.status).toBe(200);
    // The files are gone from the storage, not only from the routes (the owner lookup would hide them too).
    const storage = createLocalFileStorage(t.filesDir);
    expect(await storage.get(stored.profile_pic!)).toBeNull();
    expect(await storage.get(stored.profile_pic_thumbnail!)).toBeNull();
    expect((await call(`/api/files/${stored.profile_pic_thumbnail}`, { headers: admin.headers })).status).toBe(404);
  });
});
