import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createLocalFileStorage, createLogger, createMailer, createOfflineGeocoder, createRedisBus, newToken, tokenDigest, type Bus } from '@weklean/platform';
import { conversations, createProjectionRunner } from '@weklean/projections';
import { createApp } from '../src/app';
import { liveSocketsFor, MAX_FRAME_BYTES, SESSION_ENDED_CLOSE, type LiveSockets } from '../src/live/live-sockets';
import type {} from '../../platform/test/support/global-setup';
import { addProperty, catchUp, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { settleReactions } from './support/reactions';
import { createTestApp, json, localesDir, ORIGIN, PUBLIC_URL, testRateLimits, type TestApp } from './support/test-app';
import { waitForProjection } from './support/wait-for-projection';
import { createBackgroundWork } from '../src/auth/background-work';
import { createPasswordHasher } from '../src/auth/passwords';
import { DELETE_CONFIRMATION } from '@weklean/domain';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NOW = new Date('2026-11-22T17:00:00.000Z');
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const logger = createLogger({ level: 'error', json: true });
const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn('[tests] live sockets across two BFF instances skipped: TEST_REDIS_URL is not set');

type Frame = Record<string, unknown> & { type: string };

/** A socket with every frame it received, and a way to wait for one. */
function openSocket(url: string, headers: Record<string, string>) {
  const frames: Frame[] = [];
  const socket = new WebSocket(url, { headers });
  socket.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as Frame));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const next = async (type: string, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = frames.find((frame) => frame.type === type);
      if (found) {
        frames.splice(frames.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no ${type} frame; got ${JSON.stringify(frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { socket, opened, closed, frames, next };
}

/** The close code of a socket, or 'still open' when it has not closed within `ms`. */
const closedWithin = (ws: { closed: Promise<number> }, ms = 5000) =>
  Promise.race([ws.closed, new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms))]);

/** Which HTTP status an upgrade gets (101 when accepted). */
async function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', () => resolve(0));
  });
}

describe.skipIf(!redisUrl)('live sockets across two BFF instances on Redis', () => {
  let t: TestApp;
  let client: Party & { token: string };
  let cleaner: Party & { slug: string };
  let bookingId: string;
  const servers: Server[] = [];
  const lives: LiveSockets[] = [];
  const buses: Bus[] = [];
  let urlA = '';
  let appB: ReturnType<typeof createApp>;

  beforeAll(async () => {
    const busA = createRedisBus(redisUrl!);
    const busB = createRedisBus(redisUrl!);
    buses.push(busA, busB);
    // Instance A: the test app, served, with its sockets on Redis.
    t = await createTestApp('live_sockets', { clock: () => NOW, bus: busA });
    // Instance B: another BFF over the same database, its own Redis connection.
    appB = createApp({
      paymentGateway: t.gateway, files: createLocalFileStorage(mkdtempSync(join(tmpdir(), 'weklean-b-'))), geocoder: createOfflineGeocoder(), sql: t.sql, store: t.store, bus: busB,
      logger, mailer: createMailer({ from: 'test@weklean.local', sql: t.sql, logger }), projections: [], rateLimits: testRateLimits(), passwordCost: 12,
      publicOrigins: [ORIGIN], publicUrl: PUBLIC_URL, backgroundWork: createBackgroundWork(logger), secureCookies: false, localesDir, clock: () => NOW,
    });
    for (const [app, bus] of [[t.app, busA], [appB, busB]] as const) {
      const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const live = liveSocketsFor({ sql: t.sql, store: t.store, bus, publicOrigins: [ORIGIN], logger, clock: () => NOW });
      await live.attach(server);
      servers.push(server);
      lives.push(live);
    }
    urlA = `ws://127.0.0.1:${(servers[0]!.address() as AddressInfo).port}/ws/messages`;
    const signedUp = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    client = { ...signedUp, token: signedUp.headers.authorization!.slice('Bearer '.length) };
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    const created = await t.app.request('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId: await addProperty(t, client), startsAt: TUESDAY_10, durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers));
    bookingId = ((await created.json()) as { id: string }).id;
    expect((await t.app.request(`/api/bookings/${bookingId}/accept`, json('POST', {}, cleaner.headers))).status).toBe(200);
    // The booking's own live updates, before any socket is open: published, delivered to nobody.
    await settleReactions(t);
  }, 60_000);

  afterAll(async () => {
    for (const live of lives) await live.close();
    for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()));
    for (const bus of buses) await bus.close();
    await t?.close();
  });

  const cookie = (token: string) => ({ cookie: `weklean_session=${token}`, origin: ORIGIN });

  it('refuses an upgrade from another origin, without a session, or on another path', async () => {
    expect(await upgradeStatus(urlA, { cookie: `weklean_session=${client.token}`, origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(urlA, { origin: ORIGIN })).toBe(401);
    expect(await upgradeStatus(urlA, cookie('not-a-session-token-at-all'))).toBe(401);
    expect(await upgradeStatus(urlA.replace('/ws/messages', '/ws/other'), cookie(client.token))).toBe(404);
  });

  it('answers a ping, refuses nonsense, closes a socket that sends too big a frame or too many', async () => {
    const ws = openSocket(urlA, cookie(client.token));
    await ws.opened;
    ws.socket.send(JSON.stringify({ type: 'PING', timestamp: 42 }));
    expect(await ws.next('PONG')).toMatchObject({ timestamp: 42 });
    ws.socket.send('not json');
    expect(await ws.next('ERROR')).toMatchObject({ code: 'socket.unparsable' });
    ws.socket.send(JSON.stringify({ type: 'REQUEST_UNREAD_COUNT' }));
    expect(await ws.next('UNREAD_COUNT_UPDATE')).toMatchObject({ count: 0 });
    ws.socket.send('x'.repeat(MAX_FRAME_BYTES + 1));
    expect(await ws.closed).toBe(1009);
    const flood = openSocket(urlA, cookie(client.token));
    await flood.opened;
    for (let i = 0; i < 40; i += 1) flood.socket.send(JSON.stringify({ type: 'PING' }));
    expect(await flood.closed).toBe(1008);
  });

  it("delivers a message sent through instance B to the other person's socket on instance A, with the unread count; a stranger gets nothing", async () => {
    const ws = openSocket(urlA, cookie(client.token));
    await ws.opened;
    const stranger = await signUpClient(t, 'Inconnu', 'stranger@example.com');
    const other = openSocket(urlA, cookie(stranger.headers.authorization!.slice('Bearer '.length)));
    await other.opened;
    const sent = await appB.request(`/api/conversations/${bookingId}/messages`, json('POST', { text: 'Je serai là à 9 h.' }, cleaner.headers));
    expect(sent.status).toBe(201);
    // The conversations read model, then the live-updates reactor (publishing on B's Redis connection).
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [conversations], logger });
    runner.start();
    await waitForProjection(t.sql, conversations);
    await runner.stop();
    await settleReactions({ ...t, bus: buses[1]! }, () => NOW);
    const { id: messageId } = (await sent.json()) as { id: string };
    // With SPEC 3's names: the booking's UUID, the message's id (a UUID), its conversation (the booking's).
    expect(await ws.next('NEW_MESSAGE')).toEqual({
      type: 'NEW_MESSAGE',
      seq: expect.stringMatching(/^\d+$/),
      bookingUuid: bookingId,
      uuidId: messageId,
      messageId,
      conversation: { id: bookingId, bookingId, participantIds: [cleaner.id, client.id] },
      message: { id: messageId, bookingId, senderId: cleaner.id, recipientId: client.id, text: 'Je serai là à 9 h.', sentAt: NOW.toISOString(), readAt: null },
    });
    expect(await ws.next('UNREAD_COUNT_UPDATE')).toMatchObject({ count: 1 });
    await catchUp(t);
    ws.socket.send(JSON.stringify({ type: 'REQUEST_CONVERSATIONS' }));
    expect(await ws.next('CONVERSATIONS_UPDATE')).toMatchObject({ conversations: [expect.objectContaining({ bookingId, unread: 1 })] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.frames.filter((frame) => frame.type === 'NEW_MESSAGE')).toEqual([]);
    ws.socket.close();
    other.socket.close();
  });

  it('catches a socket that reconnects up on what it missed, from the last seq it saw; too old or unknown: RESYNC', async () => {
    const first = openSocket(urlA, cookie(client.token));
    await first.opened;
    const connected = await first.next('CONNECTED');
    expect(connected.seq).toMatch(/^\d+$/);
    first.socket.close();
    // While the client is away, the cleaner writes again (through B).
    expect((await appB.request(`/api/conversations/${bookingId}/messages`, json('POST', { text: 'Le code de la porte?' }, cleaner.headers))).status).toBe(201);
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [conversations], logger });
    runner.start();
    await waitForProjection(t.sql, conversations);
    await runner.stop();
    await settleReactions({ ...t, bus: buses[1]! }, () => NOW);
    const back = openSocket(`${urlA}?since=${String(connected.seq)}`, cookie(client.token));
    await back.opened;
    const missed = await back.next('NEW_MESSAGE');
    expect(missed).toMatchObject({ message: { text: 'Le code de la porte?' } });
    expect(BigInt(String(missed.seq))).toBeGreaterThan(BigInt(String(connected.seq)));
    expect(await back.next('CAUGHT_UP')).toMatchObject({ replayed: 1, seq: missed.seq });
    expect(await back.next('UNREAD_COUNT_UPDATE')).toMatchObject({ count: 2 });
    back.socket.close();
    // From the last seq: nothing more to replay.
    const again = openSocket(`${urlA}?since=${String(missed.seq)}`, cookie(client.token));
    await again.opened;
    expect(await again.next('CAUGHT_UP')).toMatchObject({ replayed: 0 });
    expect(again.frames.filter((frame) => frame.type === 'NEW_MESSAGE')).toEqual([]);
    again.socket.close();
    // Older than what this process holds (it started after), or not a seq: read everything again.
    for (const since of ['0', 'abc']) {
      const old = openSocket(`${urlA}?since=${since}`, cookie(client.token));
      await old.opened;
      expect(await old.next('RESYNC')).toMatchObject({ type: 'RESYNC' });
      old.socket.close();
    }
    // Another person's updates are never replayed to this one.
    const stranger = await signUpClient(t, 'Autre', 'autre@example.com');
    const theirs = openSocket(`${urlA}?since=${String(connected.seq)}`, cookie(stranger.headers.authorization!.slice('Bearer '.length)));
    await theirs.opened;
    expect(await theirs.next('CAUGHT_UP')).toMatchObject({ replayed: 0 });
    theirs.socket.close();
  });

  it('closes the open sockets of a person an admin suspends, on every instance, and lets none open again', async () => {
    const suspended = await signUpClient(t, 'Zoé Gagnon', 'zoe@example.com');
    const token = suspended.headers.authorization!.slice('Bearer '.length);
    const ws = openSocket(urlA, cookie(token));
    await ws.opened;
    await ws.next('CONNECTED');
    const hash = await createPasswordHasher(12).hash('Admin-password-2026');
    await t.sql`insert into users (id, name, email, password_hash, role) values (gen_random_uuid(), 'Admin', 'admin-live@example.com', ${hash}, 'admin')`;
    const login = await appB.request('/api/auth/login', json('POST', { email: 'admin-live@example.com', password: 'Admin-password-2026' }));
    const admin = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    // Suspended through instance B: the socket is open on instance A.
    const answer = await appB.request(`/api/admin/users/${suspended.id}/suspend`, json('POST', { reason: 'Paiements frauduleux' }, admin));
    expect(answer.status).toBe(200);
    expect(await ws.closed).toBe(SESSION_ENDED_CLOSE);
    expect(await upgradeStatus(urlA, cookie(token))).toBe(401);
    // Someone else's socket stays open.
    const theirs = openSocket(urlA, cookie(client.token));
    await theirs.opened;
    theirs.socket.send(JSON.stringify({ type: 'PING', timestamp: 7 }));
    expect(await theirs.next('PONG')).toMatchObject({ timestamp: 7 });
    theirs.socket.close();
  });

  /** A new session of someone who signed up with the test password (a second device, say). */
  const signIn = async (email: string) => {
    const answer = await t.app.request('/api/auth/login', json('POST', { email, password: 'un-mot-de-passe' }));
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { token: string }).token;
  };
  const openOn = async (token: string) => {
    const ws = openSocket(urlA, cookie(token));
    await ws.opened;
    await ws.next('CONNECTED');
    return ws;
  };

  it("closes the socket of the session that logs out, on every instance, and that one only: it gets no further message", async () => {
    const laptop = await signIn('camille@example.com');
    const phone = await signIn('camille@example.com');
    const leaving = await openOn(laptop);
    const staying = await openOn(phone);
    // Logged out through instance B: the sockets are open on instance A.
    expect((await appB.request('/api/auth/logout', json('POST', {}, { authorization: `Bearer ${laptop}` }))).status).toBe(200);
    expect(await closedWithin(leaving)).toBe(SESSION_ENDED_CLOSE);
    expect(await upgradeStatus(urlA, cookie(laptop))).toBe(401);
    // A message for the person: the other device's socket gets it, the logged-out one nothing.
    const sent = await appB.request(`/api/conversations/${bookingId}/messages`, json('POST', { text: 'Encore là ?' }, cleaner.headers));
    expect(sent.status).toBe(201);
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [conversations], logger });
    runner.start();
    await waitForProjection(t.sql, conversations);
    await runner.stop();
    await settleReactions({ ...t, bus: buses[1]! }, () => NOW);
    expect(await staying.next('NEW_MESSAGE')).toMatchObject({ message: { text: 'Encore là ?' } });
    expect(leaving.frames.filter((frame) => frame.type === 'NEW_MESSAGE')).toEqual([]);
    staying.socket.close();
  });

  it('closes every socket of a person whose password changes or is reset, on every instance; their current session opens a new one', async () => {
    const person = await signUpClient(t, 'Léa Tremblay', 'lea@example.com');
    const current = person.headers.authorization!.slice('Bearer '.length);
    const other = await signIn('lea@example.com');
    const here = await openOn(current);
    const there = await openOn(other);
    const changed = await appB.request('/api/users/me', { ...json('PATCH', { password: 'un-nouveau-mot-de-passe', currentPassword: 'un-mot-de-passe' }, person.headers) });
    expect(changed.status).toBe(200);
    expect(await closedWithin(here)).toBe(SESSION_ENDED_CLOSE);
    expect(await closedWithin(there)).toBe(SESSION_ENDED_CLOSE);
    // The session that changed the password goes on (its screen reconnects); the other one ended.
    expect(await upgradeStatus(urlA, cookie(current))).toBe(101);
    expect(await upgradeStatus(urlA, cookie(other))).toBe(401);

    // A reset link (the mail's token, made here) ends every session, and closes their sockets.
    const again = await openOn(current);
    const token = newToken();
    await t.sql`insert into password_reset_tokens (token_hash, user_id, expires_at) values (${tokenDigest(token)}, ${person.id}, now() + interval '1 hour')`;
    expect((await appB.request('/api/auth/reset-password', json('POST', { token, password: 'encore-un-autre-mot' }))).status).toBe(200);
    expect(await closedWithin(again)).toBe(SESSION_ENDED_CLOSE);
    expect(await upgradeStatus(urlA, cookie(current))).toBe(401);
  });

  it('closes every socket of a person who deletes their account, on every instance', async () => {
    const person = await signUpClient(t, 'Noah Côté', 'noah@example.com');
    const other = await signIn('noah@example.com');
    const first = await openOn(person.headers.authorization!.slice('Bearer '.length));
    const second = await openOn(other);
    const deleted = await appB.request('/api/users/me', json('DELETE', { confirmation: DELETE_CONFIRMATION, currentPassword: 'un-mot-de-passe' }, person.headers));
    expect(deleted.status).toBe(200);
    expect(await closedWithin(first)).toBe(SESSION_ENDED_CLOSE);
    expect(await closedWithin(second)).toBe(SESSION_ENDED_CLOSE);
    expect(await upgradeStatus(urlA, cookie(other))).toBe(401);
  });
  /** The conversations read model, then the live updates of what was written (published on instance A's bus). */
  const deliverUpdates = async () => {
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [conversations], logger });
    runner.start();
    await waitForProjection(t.sql, conversations);
    await runner.stop();
    await settleReactions(t, () => NOW);
  };
  const readMarks = async () => (await t.sql<{ n: number }[]>`select count(*)::int as n from events where event_type = 'MessagesRead'`)[0]!.n;
  const tokenOf = (party: Party) => party.headers.authorization!.slice('Bearer '.length);
  /** The cleaner writes to the client (through A), and the update is delivered; the message's id. */
  const cleanerWrites = async (text: string) => {
    const sent = await t.app.request(`/api/conversations/${bookingId}/messages`, json('POST', { text }, cleaner.headers));
    expect(sent.status).toBe(201);
    await deliverUpdates();
    return ((await sent.json()) as { id: string }).id;
  };
  const framesOf = (ws: { frames: Frame[] }, type: string) => ws.frames.filter((frame) => frame.type === type);

  it("takes SPEC 7's READ_RECEIPT { messageId, timestamp }: the read-mark's command, both people told, the unread count and the read model follow", async () => {
    const messageId = await cleanerWrites('Avez-vous reçu mon message?');
    const mine = await openOn(client.token);
    const theirs = await openOn(tokenOf(cleaner));
    const before = await readMarks();
    mine.socket.send(JSON.stringify({ type: 'READ_RECEIPT', messageId, timestamp: Date.now() }));
    for (let waited = 0; (await readMarks()) === before; waited += 20) {
      if (waited > 10_000) throw new Error(`no MessagesRead; got ${JSON.stringify(mine.frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await deliverUpdates();
    const receipt = { type: 'READ_RECEIPT', messageId, bookingId, readerId: client.id, readAt: NOW.toISOString() };
    expect(await mine.next('READ_RECEIPT')).toMatchObject(receipt);
    expect(await theirs.next('READ_RECEIPT')).toMatchObject(receipt);
    // Read up to the latest message: none of the conversation is left unread, in the read model and the badge.
    expect(await mine.next('UNREAD_COUNT_UPDATE')).toMatchObject({ count: 0 });
    expect(await t.sql`select 1 from conversation_messages where booking_id = ${bookingId} and recipient_id = ${client.id} and read_at is null`).toHaveLength(0);
    const unread = await t.app.request('/api/messages/unread', { headers: client.headers });
    expect(await unread.json()).toMatchObject({ count: 0, conversations: 0 });
    // The app's shape, naming the booking, still goes the same way (already read: nothing more is written).
    mine.socket.send(JSON.stringify({ type: 'READ_RECEIPT', messageId, bookingId }));
    mine.socket.send(JSON.stringify({ type: 'PING', timestamp: 1 }));
    await mine.next('PONG');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readMarks()).toBe(before + 1);
    expect(framesOf(mine, 'ERROR')).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });

  it("refuses a READ_RECEIPT naming someone else's message, an unknown one or another's booking: nothing is written, nobody is told", async () => {
    const messageId = await cleanerWrites('Pour la cliente seulement');
    const stranger = await signUpClient(t, 'Intrus Lafleur', 'intrus@example.com');
    const mine = await openOn(client.token);
    const theirs = await openOn(tokenOf(cleaner));
    const outsider = await openOn(tokenOf(stranger));
    const before = await readMarks();
    // Someone else's message and a message that does not exist get the same answer: nothing says which exists.
    outsider.socket.send(JSON.stringify({ type: 'READ_RECEIPT', messageId, timestamp: Date.now() }));
    expect(await outsider.next('ERROR')).toEqual({ type: 'ERROR', code: 'messaging.message-not-found' });
    outsider.socket.send(JSON.stringify({ type: 'READ_RECEIPT', messageId: 'no-such-message', timestamp: Date.now() }));
    expect(await outsider.next('ERROR')).toEqual({ type: 'ERROR', code: 'messaging.message-not-found' });
    outsider.socket.send(JSON.stringify({ type: 'READ_RECEIPT', messageId, bookingId }));
    expect(await outsider.next('ERROR')).toEqual({ type: 'ERROR', code: 'messaging.not-found' });
    // Malformed: as every malformed frame.
    for (const frame of [{ type: 'READ_RECEIPT' }, { type: 'READ_RECEIPT', messageId: 5 }, { type: 'READ_RECEIPT', messageId, timestamp: 'now' }, { type: 'READ_RECEIPT', messageId, bookingId: 'x' }]) {
      outsider.socket.send(JSON.stringify(frame));
      expect(await outsider.next('ERROR')).toEqual({ type: 'ERROR', code: 'socket.invalid' });
    }
    await deliverUpdates();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readMarks()).toBe(before);
    expect(await t.sql`select 1 from conversation_messages where message_id = ${messageId} and read_at is null`).toHaveLength(1);
    for (const ws of [mine, theirs, outsider]) expect(framesOf(ws, 'READ_RECEIPT')).toEqual([]);
    for (const ws of [mine, theirs, outsider]) ws.socket.close();
  });

  it("takes SPEC 7's USER_TYPING { recipientId, isTyping, timestamp }: the recipient is told, about the conversations both share; the app's shape still works", async () => {
    const mine = await openOn(client.token);
    const theirs = await openOn(tokenOf(cleaner));
    mine.socket.send(JSON.stringify({ type: 'USER_TYPING', recipientId: cleaner.id, isTyping: true, timestamp: 123 }));
    expect(await theirs.next('USER_TYPING')).toEqual({ type: 'USER_TYPING', bookingId, bookingIds: [bookingId], senderId: client.id, isTyping: true, timestamp: 123 });
    mine.socket.send(JSON.stringify({ type: 'USER_TYPING', recipientId: cleaner.id, isTyping: false, timestamp: 124 }));
    expect(await theirs.next('USER_TYPING')).toMatchObject({ senderId: client.id, isTyping: false, timestamp: 124 });
    theirs.socket.send(JSON.stringify({ type: 'USER_TYPING', bookingId, recipientId: client.id, isTyping: true, timestamp: 125 }));
    expect(await mine.next('USER_TYPING')).toEqual({ type: 'USER_TYPING', bookingId, bookingIds: [bookingId], senderId: cleaner.id, isTyping: true, timestamp: 125 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Each told the other only, never themselves.
    expect(framesOf(mine, 'USER_TYPING')).toEqual([]);
    expect(framesOf(theirs, 'USER_TYPING')).toEqual([]);
    expect([...framesOf(mine, 'ERROR'), ...framesOf(theirs, 'ERROR')]).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });

  it('refuses a USER_TYPING to a stranger, to oneself, to a cleaner whose request is not confirmed or about another person’s booking: nobody is told', async () => {
    const stranger = await signUpClient(t, 'Inès Passante', 'passante@example.com');
    const pendingCleaner = await signUpCleaner(t, { name: 'Paul P.', city: 'montreal', hourlyRateCents: 3000 }, 'paul@example.com', NOW);
    const request = await t.app.request('/api/bookings', json('POST', {
      cleanerSlug: pendingCleaner.slug, propertyId: await addProperty(t, client), startsAt: '2026-11-26T15:00:00.000Z', durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers));
    expect(request.status).toBeLessThan(300);
    await catchUp(t);
    const mine = await openOn(client.token);
    const theirs = await openOn(tokenOf(cleaner));
    const outsider = await openOn(tokenOf(stranger));
    const notYet = await openOn(tokenOf(pendingCleaner));
    const refusals: [typeof mine, Record<string, unknown>][] = [
      [mine, { type: 'USER_TYPING', recipientId: stranger.id, isTyping: true, timestamp: 1 }],
      [mine, { type: 'USER_TYPING', recipientId: client.id, isTyping: true, timestamp: 1 }],
      [mine, { type: 'USER_TYPING', recipientId: pendingCleaner.id, isTyping: true, timestamp: 1 }],
      [mine, { type: 'USER_TYPING', bookingId, recipientId: stranger.id, isTyping: true, timestamp: 1 }],
      [outsider, { type: 'USER_TYPING', recipientId: cleaner.id, isTyping: true, timestamp: 1 }],
      [outsider, { type: 'USER_TYPING', bookingId, recipientId: cleaner.id, isTyping: true, timestamp: 1 }],
      [outsider, { type: 'USER_TYPING', recipientId: '00000000-0000-4000-8000-000000000000', isTyping: true }],
    ];
    for (const [ws, frame] of refusals) {
      ws.socket.send(JSON.stringify(frame));
      expect(await ws.next('ERROR'), JSON.stringify(frame)).toEqual({ type: 'ERROR', code: 'messaging.not-found' });
    }
    for (const frame of [{ type: 'USER_TYPING', recipientId: 'abc', isTyping: true }, { type: 'USER_TYPING', recipientId: cleaner.id }, { type: 'USER_TYPING', recipientId: cleaner.id, isTyping: 'yes' }]) {
      mine.socket.send(JSON.stringify(frame));
      expect(await mine.next('ERROR'), JSON.stringify(frame)).toEqual({ type: 'ERROR', code: 'socket.invalid' });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const ws of [mine, theirs, outsider, notYet]) expect(framesOf(ws, 'USER_TYPING')).toEqual([]);
    for (const ws of [mine, theirs, outsider, notYet]) ws.socket.close();
  });

  it('takes a session token as Authorization: Bearer on the routes and the socket (other clients than the browser), without an Origin', async () => {
    const bearer = { authorization: `Bearer ${client.token}` };
    const me = await t.app.request('/api/users/me', { headers: bearer });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { id: client.id }, token: client.token });
    const list = await t.app.request('/api/conversations', { headers: bearer });
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({ items: [expect.objectContaining({ bookingId })] });
    expect((await t.app.request('/api/messages/unread', { headers: bearer })).status).toBe(200);
    expect((await t.app.request(`/api/conversations/${bookingId}/messages`, { headers: bearer })).status).toBe(200);
    // No session: 401, as without the header.
    expect((await t.app.request('/api/users/me', { headers: { authorization: 'Bearer not-a-session-token-at-all' } })).status).toBe(401);

    const ws = openSocket(urlA, bearer);
    await ws.opened;
    await ws.next('CONNECTED');
    ws.socket.send(JSON.stringify({ type: 'REQUEST_CONVERSATIONS' }));
    expect(await ws.next('CONVERSATIONS_UPDATE')).toMatchObject({ conversations: [expect.objectContaining({ bookingId })] });
    ws.socket.close();
    expect(await upgradeStatus(urlA, { authorization: 'Bearer not-a-session-token-at-all' })).toBe(401);
    // A page of another site cannot make a browser send the header; an Origin that is sent must still be the site's.
    expect(await upgradeStatus(urlA, { ...bearer, origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(urlA, { ...bearer, origin: ORIGIN })).toBe(101);
    // Without a bearer token, the cookie needs the site's Origin, as before.
    expect(await upgradeStatus(urlA, { cookie: `weklean_session=${client.token}` })).toBe(403);
    expect(await upgradeStatus(urlA, { authorization: `Basic ${Buffer.from('a:b').toString('base64')}`, cookie: `weklean_session=${client.token}` })).toBe(403);

    // A bearer socket ends with its session, as a cookie's does.
    const device = await signIn('camille@example.com');
    const app = openSocket(urlA, { authorization: `Bearer ${device}` });
    await app.opened;
    await app.next('CONNECTED');
    expect((await t.app.request('/api/auth/logout', json('POST', {}, { authorization: `Bearer ${device}` }))).status).toBe(200);
    expect(await closedWithin(app)).toBe(SESSION_ENDED_CLOSE);
  });
});
