import { LIVE_CHANNEL, PRESENCE_TTL_MS, presenceOf, type ChosenPresence, type LivePublication, type PresenceMessage, type PresenceStatus } from '@weklean/domain';
import type { Bus, Logger, PresenceStore } from '@weklean/platform';
import { presenceCounterpartsOf, punchedInAmong } from '@weklean/projections';
import type postgres from 'postgres';

/** How often each process takes out the entries whose heartbeat stopped (a crashed process's, a silent socket's). */
export const PRESENCE_SWEEP_MS = 15_000;

/** A socket as presence knows it: whose, which, and what its screen says. */
export type PresenceSocket = { userId: string; socketId: string; presence: ChosenPresence };

/**
 * Presence (SPEC 4; docs/api/messages.md, "Presence"): each open socket's status is kept in the shared store with an
 * expiry its heartbeat renews; a person's presence follows from their sockets and their punch-in (domain presenceOf),
 * and is told to the other people of their confirmed and under-way bookings (read from the bookings read model), on
 * the bus, as a `PRESENCE` live message: only when it changed, and to nobody else.
 */
export function createPresence(deps: { sql: postgres.Sql; store: PresenceStore; bus: Bus; clock: () => Date; logger: Logger; now?: () => number }) {
  const { sql, store } = deps;
  const wall = deps.now ?? (() => Date.now());
  const log = deps.logger.child({ component: 'presence' });

  const message = (userId: string, status: PresenceStatus): PresenceMessage => ({ type: 'PRESENCE', userId, status, at: deps.clock().toISOString() });

  /** The presence of each of `userIds`, from the store and the bookings read model. */
  const presencesOf = async (userIds: readonly string[]): Promise<Map<string, PresenceStatus>> => {
    const [sockets, punched] = await Promise.all([store.socketsOf(userIds, wall()), punchedInAmong(sql, userIds)]);
    return new Map(userIds.map((userId) => [userId, presenceOf(sockets.get(userId) ?? [], punched.has(userId))]));
  };

  /** Works out the person's presence again; tells their counterparts when it changed since last told. */
  const announce = async (userId: string) => {
    const status = (await presencesOf([userId])).get(userId) ?? 'offline';
    if (!(await store.told(userId, status))) return;
    const counterparts = await presenceCounterpartsOf(sql, userId);
    if (counterparts.length === 0) return;
    const publication: LivePublication = { userIds: counterparts, message: message(userId, status), readModel: 'bookings' };
    await deps.bus.publish(LIVE_CHANNEL, publication);
  };

  /** Keeps the socket's entry (and says whether it was missing: a new socket, or one that had expired). */
  const keep = (socket: PresenceSocket) => store.put(socket.userId, socket.socketId, socket.presence, wall() + PRESENCE_TTL_MS, wall());

  let sweeper: ReturnType<typeof setInterval> | null = null;

  return {
    /** The presence of each counterpart of the person, as frames for a socket of theirs (on connect, on a booking's change). */
    async counterpartsOf(userId: string): Promise<PresenceMessage[]> {
      const counterparts = await presenceCounterpartsOf(sql, userId);
      if (counterparts.length === 0) return [];
      const presences = await presencesOf(counterparts);
      return counterparts.map((id) => message(id, presences.get(id) ?? 'offline'));
    },
    /** A socket opened: online until its screen says otherwise. */
    async opened(socket: PresenceSocket) {
      await keep(socket);
      await announce(socket.userId);
    },
    /** The screen says what its person is (SET_PRESENCE). */
    async set(socket: PresenceSocket, status: ChosenPresence) {
      socket.presence = status;
      await keep(socket);
      await announce(socket.userId);
    },
    /** The socket's heartbeat (a PING): its entry renewed; told again only when it had expired meanwhile. */
    async heartbeat(socket: PresenceSocket) {
      if (await keep(socket)) await announce(socket.userId);
    },
    async closed(socket: PresenceSocket) {
      await store.remove(socket.userId, socket.socketId);
      await announce(socket.userId);
    },
    /** One of the person's bookings changed (a punch-in makes them busy, a confirmation gives them a counterpart). */
    bookingChanged: (userId: string) => announce(userId),
    /** Takes out the entries whose heartbeat stopped, every PRESENCE_SWEEP_MS, and tells what that changed. */
    startSweeping() {
      sweeper ??= setInterval(() => {
        store
          .expire(wall())
          .then((people) => Promise.all(people.map((userId) => announce(userId))))
          .catch((error: unknown) => log.warn('presence sweep failed', { error }));
      }, PRESENCE_SWEEP_MS);
      sweeper.unref();
    },
    stopSweeping() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
