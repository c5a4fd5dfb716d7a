import type { Redis } from 'ioredis';
import { CHOSEN_PRESENCES, type ChosenPresence, type PresenceStatus } from '@weklean/domain';

/**
 * Where the BFF processes keep who has a socket open and what each says (presence, SPEC 4): one entry per socket,
 * each with an expiry its heartbeat renews, so that the sockets of a process that crashed stop counting on their
 * own. Shared through Redis when it is configured (several BFF instances), in-process otherwise.
 */
export type PresenceStore = {
  kind: 'memory' | 'redis';
  /**
   * A socket's status, kept until `expiresAt` (ms since 1970); putting it again renews it. True when the socket had no
   * entry at `now` (a new socket, or one whose entry expired: its person's presence may have changed).
   */
  put(userId: string, socketId: string, status: ChosenPresence, expiresAt: number, now: number): Promise<boolean>;
  remove(userId: string, socketId: string): Promise<void>;
  /** What the sockets of each person, unexpired at `now`, say (none: no entry in the map). */
  socketsOf(userIds: readonly string[], now: number): Promise<Map<string, ChosenPresence[]>>;
  /** Takes out the entries expired at `now`: the people who had one. Each entry is taken by one caller only. */
  expire(now: number): Promise<string[]>;
  /** Records the presence the person's counterparts were told last: true when it differs (tell them), false otherwise. */
  told(userId: string, status: PresenceStatus): Promise<boolean>;
};

/** How long a told presence is remembered (after that, the next change is told again even when the same). */
const TOLD_MS = 24 * 60 * 60_000;

const isChosen = (value: string): value is ChosenPresence => (CHOSEN_PRESENCES as readonly string[]).includes(value);

export function createMemoryPresenceStore(): PresenceStore {
  const sockets = new Map<string, Map<string, { status: ChosenPresence; expiresAt: number }>>();
  const told = new Map<string, { status: PresenceStatus; until: number }>();
  return {
    kind: 'memory',
    put: async (userId, socketId, status, expiresAt, now) => {
      const mine = sockets.get(userId) ?? new Map<string, { status: ChosenPresence; expiresAt: number }>();
      const known = mine.get(socketId);
      mine.set(socketId, { status, expiresAt });
      sockets.set(userId, mine);
      return known === undefined || known.expiresAt <= now;
    },
    remove: async (userId, socketId) => {
      const mine = sockets.get(userId);
      mine?.delete(socketId);
      if (mine?.size === 0) sockets.delete(userId);
    },
    socketsOf: async (userIds, now) => {
      const found = new Map<string, ChosenPresence[]>();
      for (const userId of userIds) {
        const live = [...(sockets.get(userId)?.values() ?? [])].filter((entry) => entry.expiresAt > now).map((entry) => entry.status);
        if (live.length > 0) found.set(userId, live);
      }
      return found;
    },
    expire: async (now) => {
      const people: string[] = [];
      for (const [userId, mine] of sockets) {
        const before = mine.size;
        for (const [socketId, entry] of mine) if (entry.expiresAt <= now) mine.delete(socketId);
        if (mine.size < before) people.push(userId);
        if (mine.size === 0) sockets.delete(userId);
      }
      return people;
    },
    told: async (userId, status) => {
      const now = Date.now();
      const last = told.get(userId);
      told.set(userId, { status, until: now + TOLD_MS });
      return last === undefined || last.until <= now || last.status !== status;
    },
  };
}

const PREFIX = 'weklean:presence';
const socketsKey = (userId: string) => `${PREFIX}:sockets:${userId}`;
const EXPIRY_KEY = `${PREFIX}:expiry`;
const toldKey = (userId: string) => `${PREFIX}:told:${userId}`;
/** An entry's value in its person's hash: `<status>|<expiresAt>`. */
const entryOf = (status: ChosenPresence, expiresAt: number) => `${status}|${expiresAt}`;
const readEntry = (value: string): { status: ChosenPresence; expiresAt: number } | null => {
  const [status = '', at = ''] = value.split('|');
  const expiresAt = Number(at);
  return isChosen(status) && Number.isFinite(expiresAt) ? { status, expiresAt } : null;
};

/**
 * The expired entries, taken atomically (one process gets each): out of the expiry index, and out of their person's
 * hash unless a heartbeat renewed them meanwhile. Answers the people whose entries were taken.
 */
const EXPIRE_SCRIPT = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, 1000)
local people = {}
for _, member in ipairs(due) do
  redis.call('ZREM', KEYS[1], member)
  local sep = string.find(member, ' ', 1, true)
  local user = string.sub(member, 1, sep - 1)
  local socket = string.sub(member, sep + 1)
  local key = ARGV[2] .. user
  local value = redis.call('HGET', key, socket)
  if value then
    local at = tonumber(string.match(value, '|(%d+)$'))
    if at == nil or at <= tonumber(ARGV[1]) then redis.call('HDEL', key, socket) end
  end
  table.insert(people, user)
end
return people`;

/** The store shared by every BFF instance: a hash per person (socket → status and expiry), one expiry index. */
export function createRedisPresenceStore(redis: Redis): PresenceStore {
  return {
    kind: 'redis',
    put: async (userId, socketId, status, expiresAt, now) => {
      const answers = await redis
        .multi()
        .hget(socketsKey(userId), socketId)
        .hset(socketsKey(userId), socketId, entryOf(status, expiresAt))
        // The hash outlives its latest entry a little: the index and the sweep take expired entries out first.
        .pexpireat(socketsKey(userId), expiresAt + 60_000)
        .zadd(EXPIRY_KEY, expiresAt, `${userId} ${socketId}`)
        .exec();
      const [error, before] = answers?.[0] ?? [null, null];
      if (error) throw error;
      const known = typeof before === 'string' ? readEntry(before) : null;
      return known === null || known.expiresAt <= now;
    },
    remove: async (userId, socketId) => {
      await redis.multi().hdel(socketsKey(userId), socketId).zrem(EXPIRY_KEY, `${userId} ${socketId}`).exec();
    },
    socketsOf: async (userIds, now) => {
      const found = new Map<string, ChosenPresence[]>();
      if (userIds.length === 0) return found;
      const pipeline = redis.pipeline();
      for (const userId of userIds) pipeline.hvals(socketsKey(userId));
      const answers = (await pipeline.exec()) ?? [];
      userIds.forEach((userId, index) => {
        const [error, values] = answers[index] ?? [null, []];
        if (error) throw error;
        const live = (values as string[])
          .map(readEntry)
          .filter((entry) => entry !== null && entry.expiresAt > now)
          .map((entry) => entry!.status);
        if (live.length > 0) found.set(userId, live);
      });
      return found;
    },
    expire: async (now) => {
      const people = (await redis.eval(EXPIRE_SCRIPT, 1, EXPIRY_KEY, String(now), `${PREFIX}:sockets:`)) as string[];
      return [...new Set(people)];
    },
    told: async (userId, status) => {
      const last = await redis.set(toldKey(userId), status, 'PX', TOLD_MS, 'GET');
      return last !== status;
    },
  };
}
