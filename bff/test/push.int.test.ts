import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import http_ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '@weklean/platform';
import { addProperty, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { createTestApp, json, type TestApp } from './support/test-app';
import { settleReactions } from './support/reactions';

const START = new Date('2026-11-22T17:00:00.000Z');
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const VAPID = { ...generateVapidKeys(), subject: 'mailto:push-test@weklean.example' };

/** A browser's side of a subscription: its P-256 key pair and auth secret, as PushManager.subscribe() makes them. */
type Device = { ecdh: ECDH; authSecret: Buffer; endpoint: string };
const newDevice = (endpoint: string): Device => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, authSecret: randomBytes(16), endpoint };
};
const subscriptionOf = (device: Device) => ({
  endpoint: device.endpoint,
  expirationTime: null,
  keys: { p256dh: device.ecdh.getPublicKey().toString('base64url'), auth: device.authSecret.toString('base64url') },
});

/** Issue 36: web push, from the routes to a push service on the loopback that decrypts what it receives (RFC 8291). */
describe('web push', () => {
  let t: TestApp;
  const now = START;
  let client: Party;
  let cleaner: Party & { slug: string };
  let bookingId: string;
  let service: Server;
  let serviceOrigin: string;
  /** What the push service received, and the status it answers next. */
  const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  let answer = 201;

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
  };
  const subscribe = (party: Party, body: unknown) => call('/api/push/subscriptions', json('POST', body, party.headers));
  const subscriptionRows = () => t.sql<{ id: string; user_id: string; endpoint: string }[]>`select id::text, user_id::text, endpoint from push_subscriptions order by created_at`;

  beforeAll(async () => {
    service = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    serviceOrigin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    t = await createTestApp('push', { clock: () => now, push: { publicKey: VAPID.publicKey, allowedOrigins: [serviceOrigin] } });
    client = await signUpClient(t, 'Camille Roy', 'camille.push@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie.push@example.com', START);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => service?.close(resolve));
  });

  it('gives the VAPID public key to anyone, and null when push is not configured', async () => {
    expect(await call('/api/push/config')).toEqual({ status: 200, body: { publicKey: VAPID.publicKey } });
    const off = await createTestApp('push_off');
    try {
      const response = await off.app.request('/api/push/config');
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: { publicKey: null } });
    } finally {
      await off.close();
    }
  });

  it('keeps a subscription (201 with its id), the same id for the same endpoint again, and moves an endpoint to whoever registers it', async () => {
    const device = newDevice(`${serviceOrigin}/push/shared-device`);
    const first = await subscribe(client, subscriptionOf(device));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const again = await subscribe(client, subscriptionOf(device));
    expect(again).toEqual({ status: 201, body: first.body });
    expect((await subscriptionRows()).filter((row) => row.endpoint === device.endpoint)).toHaveLength(1);
    // Another person signs in on that browser: the endpoint is theirs now.
    const moved = await subscribe(cleaner, subscriptionOf(device));
    expect(moved).toEqual({ status: 201, body: first.body });
    expect((await subscriptionRows()).find((row) => row.endpoint === device.endpoint)?.user_id).toBe(cleaner.id);
    // Signed out: 401.
    expect((await call('/api/push/subscriptions', json('POST', subscriptionOf(device)))).status).toBe(401);
  });

  it('refuses a malformed subscription with push.invalid-subscription, in the person’s language', async () => {
    const device = newDevice(`${serviceOrigin}/push/malformed`);
    const good = subscriptionOf(device);
    const bad = [
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: `${serviceOrigin}/${'a'.repeat(2048)}` },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } },
      // 65 bytes of the right form, not a point of the curve.
      { ...good, keys: { ...good.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url') } },
      { ...good, keys: { ...good.keys, auth: randomBytes(12).toString('base64url') } },
      { endpoint: good.endpoint },
      [good],
    ];
    for (const body of bad) {
      const refused = await subscribe(client, body);
      expect(refused, JSON.stringify(body).slice(0, 120)).toMatchObject({ status: 400, body: { code: 'push.invalid-subscription' } });
    }
    const english = await call('/api/push/subscriptions', json('POST', bad[0], { ...client.headers, 'accept-language': 'en' }));
    expect(english.body?.message).toMatch(/^This notification subscription is not valid/);
  });

  it('refuses endpoints that are not public https push services (push.endpoint-refused), unless their origin is allowed', async () => {
    for (const endpoint of [
      'http://push.example.com/send/abc',
      'https://10.0.0.8/send/abc',
      'https://127.0.0.1/send/abc',
      'https://[::1]/send/abc',
      'https://localhost/send/abc',
      'https://push.internal/send/abc',
      'https://fcm.googleapis.com:8443/send/abc',
      // The allowed loopback service's host on another port is another origin.
      `http://127.0.0.1:${Number(new URL(serviceOrigin).port) + 1}/push/x`,
    ]) {
      const refused = await subscribe(client, subscriptionOf(newDevice(endpoint)));
      expect(refused, endpoint).toMatchObject({ status: 400, body: { code: 'push.endpoint-refused' } });
    }
    // A public push service's address is accepted as it is (nothing is sent to it here).
    const publicService = await subscribe(client, subscriptionOf(newDevice('https://fcm.googleapis.com/fcm/send/test-token')));
    expect(publicService.status).toBe(201);
    expect((await call(`/api/push/subscriptions/${String(publicService.body?.id)}`, json('DELETE', undefined, client.headers))).status).toBe(204);
  });

  it('removes one’s own subscription only: someone else’s or an unknown one is 404', async () => {
    const device = newDevice(`${serviceOrigin}/push/to-remove`);
    const { body } = await subscribe(client, subscriptionOf(device));
    const id = String(body?.id);
    expect(await call(`/api/push/subscriptions/${id}`, json('DELETE', undefined, cleaner.headers))).toMatchObject({ status: 404, body: { code: 'push.subscription-not-found' } });
    expect((await call('/api/push/subscriptions/00000000-0000-4000-8000-000000000000', json('DELETE', undefined, client.headers))).status).toBe(404);
    expect((await call('/api/push/subscriptions/not-an-id', json('DELETE', undefined, client.headers))).status).toBe(404);
    expect(await call(`/api/push/subscriptions/${id}`, json('DELETE', undefined, client.headers))).toEqual({ status: 204, body: null });
    expect((await subscriptionRows()).some((row) => row.id === id)).toBe(false);
  });

  it('keeps push preferences apart from e-mail ones: all on by default, each kind turned off on its own', async () => {
    const all = { requests: true, bookingUpdates: true, payments: true, messages: true };
    expect(await call('/api/users/me/push-preferences', { headers: client.headers })).toEqual({ status: 200, body: all });
    expect((await call('/api/users/me/push-preferences', json('PUT', { requests: true }, client.headers))).status).toBe(400);
    const saved = await call('/api/users/me/push-preferences', json('PUT', { ...all, payments: false }, client.headers));
    expect(saved).toEqual({ status: 200, body: { ...all, payments: false } });
    expect((await call('/api/users/me/push-preferences', { headers: client.headers })).body).toEqual({ ...all, payments: false });
    // The e-mails' choices did not move.
    expect((await call('/api/users/me/email-preferences', { headers: client.headers })).body).toEqual(all);
    expect((await call('/api/users/me/push-preferences')).status).toBe(401);
  });

  it('pushes a new message to its recipient at once, encrypted for their browser, in their language; a gone subscription is forgotten', async () => {
    // The cleaner reads English; their browser subscribes (the shared device of the test above is theirs too).
    expect((await call('/api/users/me', json('PATCH', { language: 'en' }, cleaner.headers))).status).toBe(200);
    const device = newDevice(`${serviceOrigin}/push/amelie-phone`);
    const { body } = await subscribe(cleaner, subscriptionOf(device));
    const subscriptionId = String(body?.id);
    const created = await t.app.request('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId: await addProperty(t, client), startsAt: TUESDAY_10, durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers));
    bookingId = ((await created.json()) as { id: string }).id;
    expect((await t.app.request(`/api/bookings/${bookingId}/accept`, json('POST', {}, cleaner.headers))).status).toBe(200);
    const push = { vapid: VAPID, allowedOrigins: [serviceOrigin] };
    await settleReactions(t, () => now, { push });
    received.length = 0;

    const sent = await t.app.request(`/api/conversations/${bookingId}/messages`, json('POST', { text: 'Bonjour! La clé est sous le pot.' }, client.headers));
    expect(sent.status).toBe(201);
    await settleReactions(t, () => now, { push });

    const delivered = received.filter((request) => request.path === '/push/amelie-phone');
    expect(delivered).toHaveLength(1);
    const [request] = delivered;
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.urgency).toBe('high');
    expect(request!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${VAPID.publicKey}$`));
    const plain = http_ece.decrypt(request!.body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.authSecret.toString('base64url') });
    expect(JSON.parse(plain.toString('utf8'))).toEqual({
      title: 'New message from Camille Roy',
      body: 'Bonjour! La clé est sous le pot.',
      url: `/messages/${bookingId}`,
      tag: `message:${bookingId}`,
    });
    // The sender's own browsers hear nothing of their own message.
    expect(received.filter((entry) => entry.path !== '/push/amelie-phone' && entry.path !== '/push/shared-device')).toEqual([]);
    // Settling again (a replay) pushes nothing twice.
    await settleReactions(t, () => now, { push });
    expect(received.filter((entry) => entry.path === '/push/amelie-phone')).toHaveLength(1);

    // The browser unsubscribed: the push service answers 410 to the next push, and the subscription goes.
    answer = 410;
    await t.app.request(`/api/conversations/${bookingId}/messages`, json('POST', { text: 'Le chien reste dehors.' }, client.headers));
    await settleReactions(t, () => now, { push });
    expect(received.filter((entry) => entry.path === '/push/amelie-phone')).toHaveLength(2);
    expect((await subscriptionRows()).some((row) => row.id === subscriptionId)).toBe(false);
    answer = 201;
  });

  it('pushes nothing of a kind turned off for push, and lists the subscriptions in the person’s data (host and dates only)', async () => {
    const device = newDevice(`${serviceOrigin}/push/amelie-tablet`);
    await subscribe(cleaner, subscriptionOf(device));
    await call('/api/users/me/push-preferences', json('PUT', { requests: true, bookingUpdates: true, payments: true, messages: false }, cleaner.headers));
    received.length = 0;
    await t.app.request(`/api/conversations/${bookingId}/messages`, json('POST', { text: 'Merci!' }, client.headers));
    await settleReactions(t, () => now, { push: { vapid: VAPID, allowedOrigins: [serviceOrigin] } });
    expect(received).toEqual([]);

    const data = await call('/api/me/data', { headers: cleaner.headers });
    expect(data.status).toBe(200);
    expect(data.body?.pushPreferences).toEqual({ requests: true, bookingUpdates: true, payments: true, messages: false });
    // The phone and the shared device were forgotten on their 410: the tablet is left.
    expect(data.body?.pushSubscriptions).toEqual([{ id: expect.any(String), host: new URL(serviceOrigin).host, createdAt: expect.any(String), lastSuccessAt: null }]);
  });

  it('pushes nothing more to a device whose person signed out there: the subscription lives as long as its session', async () => {
    await call('/api/users/me/push-preferences', json('PUT', { requests: true, bookingUpdates: true, payments: true, messages: true }, cleaner.headers));
    // The cleaner signs in on a shared computer too, turns notifications on there, then signs out of it.
    const login = await call('/api/auth/login', json('POST', { email: 'amelie.push@example.com', password: 'un-mot-de-passe' }));
    const shared: Party = { id: cleaner.id, headers: { authorization: `Bearer ${String(login.body?.token)}` } };
    const device = newDevice(`${serviceOrigin}/push/library-computer`);
    expect((await subscribe(shared, subscriptionOf(device))).status).toBe(201);
    expect((await call('/api/auth/logout', json('POST', {}, shared.headers))).status).toBeLessThan(300);
    expect((await subscriptionRows()).map((row) => row.endpoint)).not.toContain(device.endpoint);

    received.length = 0;
    await t.app.request(`/api/conversations/${bookingId}/messages`, json('POST', { text: 'À mardi!' }, client.headers));
    await settleReactions(t, () => now, { push: { vapid: VAPID, allowedOrigins: [serviceOrigin] } });
    // The tablet, subscribed in the session still open, hears it; the computer signed out of does not.
    expect(received.map((request) => request.path)).toEqual(['/push/amelie-tablet']);
  });

  it('forgets the subscriptions of a deleted account', async () => {
    const leaving = await signUpClient(t, 'Léa Fortin', 'lea.push@example.com');
    expect((await subscribe(leaving, subscriptionOf(newDevice(`${serviceOrigin}/push/lea-phone`)))).status).toBe(201);
    expect((await call('/api/users/me', json('DELETE', { confirmation: 'SUPPRIMER', currentPassword: 'un-mot-de-passe' }, leaving.headers))).status).toBe(200);
    expect((await subscriptionRows()).filter((row) => row.user_id === leaving.id)).toEqual([]);
  });
});
