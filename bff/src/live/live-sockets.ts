import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { parse as parseCookie } from 'hono/utils/cookie';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { createAccountsRepository, createCommandHandler, createMemoryPresenceStore, createSessions, type AccountsRepository, type Bus, type Logger, type PresenceStore, type Sessions } from '@weklean/platform';
import { LIVE_CHANNEL, readClientFrame, SESSIONS_ENDED_CHANNEL, type ChosenPresence, type EventStore, type LivePublication } from '@weklean/domain';
import type postgres from 'postgres';
import { bearerTokenOf, SESSION_COOKIE } from '../auth/sessions';
import { isSiteOrigin } from '../http/request-guards';
import { clientOf } from '../http/client-address';
import { requestIdFrom } from '../http/request-id';
import { createMessaging, type Messaging } from '../messages/messages';
import { adminUnreadUpdate, createFrameAnswers, unreadUpdate } from './client-frames';
import { readSessionsEnded } from './sessions-ended';
import { createPresence } from './presence';
import { createAdminMessages } from '../admin-messages/admin-messages';

/** The socket's path (SPEC 7) and the bus channel it is fed from (workers/src/live). */
export const LIVE_PATH = '/ws/messages';
/** The close code of a socket whose session ended: a logout, a password change, an account deleted or suspended. */
export const SESSION_ENDED_CLOSE = 4001;
/** A frame is a small JSON message; more is refused (1009). */
export const MAX_FRAME_BYTES = 4096;
/** Messages a socket may send per second on average, with a burst of as many (then 1008). */
export const FRAMES_PER_SECOND = 10;

/** How much of what went by a process keeps for sockets that reconnect (at most so many, so long). */
export const CATCH_UP_ENTRIES = 10_000;
export const CATCH_UP_MS = 10 * 60_000;

/**
 * `session`: the digest (hex) of the session token the socket was opened with, so that a logout closes its own;
 * `socketId` and `presence`: the socket's entry in the presence store and what its screen says (presence.ts).
 */
type Client = { userId: string; session: string; role: string; socket: WebSocket; tokens: number; refilledAt: number; socketId: string; presence: ChosenPresence };
type Seen = { seq: bigint; at: number; publication: LivePublication };

const SEQ = /^\d{1,19}$/;

const refuseUpgrade = (socket: Duplex, status: number, reason: string) => {
  socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
};

/**
 * `/ws/messages`: one socket per open screen of a signed-in person. Authenticated at the upgrade from the session
 * cookie (a browser cannot set headers on a WebSocket) or, for other clients, `Authorization: Bearer`, the Origin
 * checked against the site's own, frames capped in size and rate. What the live-updates reactor publishes on the bus reaches the sockets of the people it names, in
 * every BFF process; the client's requests (unread count, conversations, read receipts, typing) are answered here.
 */
export function createLiveSockets(deps: {
  sessions: Sessions;
  accounts: AccountsRepository;
  messaging: Messaging;
  bus: Bus;
  publicOrigins: readonly string[];
  logger: Logger;
  clock: () => Date;
  /** TRUST_PROXY: whose X-Forwarded-For and X-Request-Id the upgrade's access line believes (client-address.ts). */
  trustProxy?: readonly string[];
  /** Where every process keeps the sockets' presence (Redis with several instances); in-process by default. */
  presenceStore?: PresenceStore;
  sql: postgres.Sql;
}) {
  const log = deps.logger.child({ component: 'live-sockets' });
  const presence = createPresence({ sql: deps.sql, store: deps.presenceStore ?? createMemoryPresenceStore(), bus: deps.bus, clock: deps.clock, logger: deps.logger });
  const presenceFailed = (error: unknown) => log.warn('presence not updated', { error });
  const trustProxy = deps.trustProxy ?? [];
  /**
   * The upgrade's access line, as access-log.ts writes one for every HTTP request: it reaches the server outside Hono.
   * The route is the socket's path (`*` for another, as for an unknown page); no query string (`since`), no cookie.
   */
  const logUpgrade = (request: IncomingMessage, status: number, started: number, route = LIVE_PATH) => {
    const peer = request.socket.remoteAddress ?? 'unknown';
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const client = clientOf(peer, { forwardedFor: header('x-forwarded-for'), forwardedProto: header('x-forwarded-proto') }, 'http', trustProxy);
    deps.logger.info('request', {
      method: request.method ?? 'GET',
      route,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      requestId: requestIdFrom(header('x-request-id'), client.viaTrustedProxy),
      address: client.address,
    });
  };
  const clients = new Map<string, Set<Client>>();
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  let unsubscribe: (() => Promise<void>) | null = null;
  let unsubscribeEnded: (() => Promise<void>) | null = null;

  const send = (client: Client, message: unknown) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  };
  const toUser = (userId: string, message: unknown) => {
    for (const client of clients.get(userId) ?? []) send(client, message);
  };
  const COUNTED: ReadonlySet<string> = new Set(['NEW_MESSAGE', 'READ_RECEIPT', 'ADMIN_MESSAGE_SENT', 'ADMIN_MESSAGE_READ']);
  /** The person's counts after messages changed (an admin has no unread messages). */
  const counts = async (userId: string, types: ReadonlySet<string>) => {
    const role = [...(clients.get(userId) ?? [])][0]?.role;
    if (role === 'admin' || ![...types].some((type) => COUNTED.has(type))) return;
    const unread = await deps.messaging.unread(userId);
    toUser(userId, unreadUpdate(unread));
    if (types.has('ADMIN_MESSAGE_SENT') || types.has('ADMIN_MESSAGE_READ')) toUser(userId, adminUnreadUpdate(unread));
  };

  /**
   * What went by lately, for sockets that reconnect (`?since=<seq>`): everything after `horizon` is here. Until the
   * first publication arrives (and after the oldest are let go) what came before is unknown: such a socket is told to
   * read everything again (RESYNC).
   */
  const recent: Seen[] = [];
  let horizon: bigint | null = null;
  let latest: bigint | null = null;
  const remember = (publication: LivePublication) => {
    if (publication.seq === undefined || !SEQ.test(publication.seq)) return;
    const seq = BigInt(publication.seq);
    horizon ??= seq;
    if (latest === null || seq > latest) latest = seq;
    recent.push({ seq, at: Date.now(), publication });
    const tooOld = Date.now() - CATCH_UP_MS;
    let drop = 0;
    while (drop < recent.length && (recent.length - drop > CATCH_UP_ENTRIES || recent[drop]!.at < tooOld)) drop += 1;
    if (drop > 0) {
      const dropped = recent.splice(0, drop);
      const last = dropped.at(-1)!.seq;
      if (last > horizon) horizon = last;
    }
  };
  const framed = (publication: LivePublication) => (publication.seq === undefined ? publication.message : { ...publication.message, seq: publication.seq });

  /** What the bus brings: the message to each named person's sockets here, and their new unread count. */
  const deliver = async (publication: LivePublication) => {
    // Remembered and handed to every socket at once (no await between): a PONG's `seq` never runs ahead of a frame.
    remember(publication);
    const here = publication.userIds.filter((userId) => clients.has(userId));
    for (const userId of here) toUser(userId, framed(publication));
    for (const userId of here) await counts(userId, new Set([publication.message.type]));
    // A booking's change may make its cleaner busy (a punch-in) or give its two people each other's presence.
    if (publication.message.type === 'BOOKING_UPDATED') for (const userId of here) void presenceChanged(userId).catch(presenceFailed);
  };
  const presenceChanged = async (userId: string) => {
    await presence.bookingChanged(userId);
    const frames = await presence.counterpartsOf(userId);
    for (const frame of frames) toUser(userId, frame);
  };

  /** A socket that reconnects: what it missed since `since`, or RESYNC when that is no longer known here. */
  const catchUp = async (client: Client, since: string | null) => {
    const seq = latest === null ? null : latest.toString();
    if (since === null) return send(client, { type: 'CONNECTED', seq });
    if (!SEQ.test(since) || horizon === null || BigInt(since) < horizon) return send(client, { type: 'RESYNC', seq });
    const from = BigInt(since);
    const missed = recent.filter((seen) => seen.seq > from && seen.publication.userIds.includes(client.userId));
    for (const seen of missed) send(client, framed(seen.publication));
    send(client, { type: 'CAUGHT_UP', seq, replayed: missed.length });
    const types = new Set(missed.map((seen) => seen.publication.message.type));
    if (client.role !== 'admin' && [...types].some((type) => COUNTED.has(type))) {
      const unread = await deps.messaging.unread(client.userId);
      send(client, unreadUpdate(unread));
      send(client, adminUnreadUpdate(unread));
    }
    return undefined;
  };

  const answer = createFrameAnswers({ messaging: deps.messaging, bus: deps.bus, clock: deps.clock, presence, latestSeq: () => (latest === null ? null : latest.toString()) });

  /** A client frame: one of SPEC 7's requests (client-frames.ts); anything else is answered with an error frame. */
  const onFrame = async (client: Client, raw: RawData) => {
    const now = Date.now();
    client.tokens = Math.min(FRAMES_PER_SECOND, client.tokens + ((now - client.refilledAt) / 1000) * FRAMES_PER_SECOND);
    client.refilledAt = now;
    if (client.tokens < 1) {
      client.socket.close(1008, 'rate limit');
      return;
    }
    client.tokens -= 1;
    const read = readClientFrame(raw.toString());
    if (!read.ok) return send(client, { type: 'ERROR', code: read.code });
    for (const reply of await answer(client, read.frame)) send(client, reply);
    return undefined;
  };

  const accept = (socket: WebSocket, userId: string, session: string, role: string, since: string | null) => {
    const client: Client = { userId, session, role, socket, tokens: FRAMES_PER_SECOND, refilledAt: Date.now(), socketId: randomUUID(), presence: 'online' };
    const mine = clients.get(userId) ?? new Set<Client>();
    mine.add(client);
    clients.set(userId, mine);
    socket.on('message', (raw) => {
      onFrame(client, raw).catch((error: unknown) => {
        const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : 'socket.failed';
        send(client, { type: 'ERROR', code });
      });
    });
    socket.on('close', () => {
      mine.delete(client);
      if (mine.size === 0) clients.delete(userId);
      presence.closed(client).catch(presenceFailed);
    });
    socket.on('error', (error) => log.debug('socket error', { error }));
    catchUp(client, since).catch((error: unknown) => {
      log.warn('catch-up failed', { error });
      send(client, { type: 'RESYNC', seq: null });
    });
    // Online to the other people of the person's confirmed bookings, and their presence to this socket.
    presence
      .opened(client)
      .then(() => presence.counterpartsOf(userId))
      .then((frames) => frames.forEach((frame) => send(client, frame)))
      .catch(presenceFailed);
  };

  return {
    /** Listens for upgrades on the HTTP server and subscribes to the bus. */
    async attach(http: Server) {
      presence.startSweeping();
      unsubscribe = await deps.bus.subscribe(LIVE_CHANNEL, (message) => {
        deliver(message as LivePublication).catch((error: unknown) => log.warn('live update not delivered', { error }));
      });
      // Screens whose session ended stop receiving at once (close code 4001), whichever process holds them: a logout's
      // own session's, every one of a person suspended, deleted or whose password changed (sessions-ended.ts).
      unsubscribeEnded = await deps.bus.subscribe(SESSIONS_ENDED_CHANNEL, (message) => {
        const ended = readSessionsEnded(message);
        if (!ended) return;
        for (const client of clients.get(ended.userId) ?? []) {
          if (ended.session === undefined || ended.session === client.session) client.socket.close(SESSION_ENDED_CLOSE, 'session ended');
        }
      });
      http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        const started = performance.now();
        const refuse = (status: number, reason: string, route = LIVE_PATH) => {
          logUpgrade(request, status, started, route);
          refuseUpgrade(socket, status, reason);
        };
        void (async () => {
          const url = new URL(request.url ?? '/', 'http://localhost');
          if (url.pathname !== LIVE_PATH) return refuse(404, 'Not Found', '*');
          // A browser sends the cookie, whichever page opens the socket: only the site's own pages may, by the request
          // guard's rule (the host the upgrade came to, when none is set). Another client (an app, a script) sends its
          // token as `Authorization: Bearer`, which no page can make a browser send: no Origin needed, but one that is
          // sent must be the site's.
          const origin = request.headers.origin;
          const bearer = bearerTokenOf(request.headers.authorization);
          let allowed = false;
          try {
            allowed = origin === undefined ? bearer !== null : isSiteOrigin(origin, deps.publicOrigins, `${new URL(origin).protocol}//${request.headers.host ?? ''}`);
          } catch {
            allowed = false;
          }
          if (!allowed) return refuse(403, 'Forbidden');
          // As on the HTTP routes (session-middleware.ts), a bearer token goes before the cookie.
          const token = bearer ?? parseCookie(request.headers.cookie ?? '', SESSION_COOKIE)[SESSION_COOKIE];
          const session = token ? await deps.sessions.resolve(token) : null;
          const account = session ? await deps.accounts.byId(session.userId) : null;
          if (!session || !account) return refuse(401, 'Unauthorized');
          const sessionHash = session.tokenHash.toString('hex');
          server.handleUpgrade(request, socket, head, (ws) => {
            logUpgrade(request, 101, started);
            accept(ws, account.id, sessionHash, account.role ?? '', url.searchParams.get('since'));
          });
          return undefined;
        })().catch((error: unknown) => {
          log.warn('socket upgrade failed', { error });
          refuse(500, 'Internal Server Error');
        });
      });
    },
    /** How many sockets are open (the health page, the bench). */
    count: () => [...clients.values()].reduce((total, set) => total + set.size, 0),
    /** The people those sockets belong to (one person may have several screens open). */
    people: () => clients.size,
    async close() {
      presence.stopSweeping();
      for (const set of clients.values()) for (const client of set) client.socket.close(1001, 'going away');
      await unsubscribe?.();
      await unsubscribeEnded?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type LiveSockets = ReturnType<typeof createLiveSockets>;

/** The sockets of an app's dependencies (start.ts; the tests): the same sessions, accounts and messaging as its routes. */
export function liveSocketsFor(deps: {
  sql: postgres.Sql;
  store: EventStore;
  bus: Bus;
  publicOrigins: readonly string[];
  logger: Logger;
  clock?: () => Date;
  trustProxy?: readonly string[];
  presenceStore?: PresenceStore;
}) {
  const accounts = createAccountsRepository(deps.sql);
  const commands = createCommandHandler(deps.store);
  const adminMessages = createAdminMessages({ sql: deps.sql, commands, accounts });
  return createLiveSockets({
    sessions: createSessions(deps.sql),
    accounts,
    messaging: createMessaging({ sql: deps.sql, commands, adminUnread: adminMessages.unread }),
    bus: deps.bus,
    publicOrigins: deps.publicOrigins,
    logger: deps.logger,
    clock: deps.clock ?? (() => new Date()),
    trustProxy: deps.trustProxy ?? [],
    sql: deps.sql,
    ...(deps.presenceStore ? { presenceStore: deps.presenceStore } : {}),
  });
}
