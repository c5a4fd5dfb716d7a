import postgres from 'postgres';

/** A lock held on the session: `lost` says that session has closed since (its locks went with it). */
export type HeldLock = { readonly key: string; lost(): boolean };

/**
 * One database session holds the advisory locks of all the consumers of a runtime: one connection per process, where
 * a connection per consumer took 23 of the server's connections in the embedded default. Session locks are
 * independent per key, so one session holding many is the same as many sessions holding one each.
 *
 * The session is a client of its own (one connection, never recycled, on the pool's server): when it closes, its
 * locks are gone, every lock taken on it says `lost`, its `unlock` does nothing, and the next `tryLock` opens a new
 * session. Holding the lock is not what makes a consumer's effect once: the checkpoint's compare-and-set is
 * (runtime.ts), which fences a consumer that goes on for a moment after its session closed.
 */
export function createLockSession(sql: postgres.Sql, options: { queryTimeoutMs?: number } = {}) {
  const queryTimeoutMs = options.queryTimeoutMs ?? 10_000;
  const { host, port, path, database, user, pass, ssl, connect_timeout, keep_alive, target_session_attrs, connection, debug } = sql.options;
  let generation = 0;
  const session = postgres({
    host, port, path, database, user, pass, ssl, connect_timeout, keep_alive, target_session_attrs, debug,
    connection: { ...connection, application_name: `${connection.application_name ?? 'weklean'}-locks` },
    max: 1,
    // A connection recycled or closed for idleness would take its locks with it.
    max_lifetime: null,
    idle_timeout: 0,
    onnotice: () => undefined,
    onclose: () => void (generation += 1),
    // The pool's parsed options (host and port as lists), which postgres() takes though its types say strings.
  } as unknown as postgres.Options<Record<string, never>>);

  /** Bounded: a query sent on a session the server has just closed may never settle (postgres.js). */
  const bounded = async <T>(query: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`the lock session did not answer in ${queryTimeoutMs} ms`)), queryTimeoutMs)));
    try {
      return await Promise.race([query, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    /** Takes `key`'s lock if no other session holds it; null when another does. */
    async tryLock(key: string): Promise<HeldLock | null> {
      const taken = generation;
      const [row] = await bounded(session<{ locked: boolean }[]>`select pg_try_advisory_lock(hashtextextended(${key}, 0)) as locked`);
      // Closed meanwhile: the lock, if taken, went with the session.
      if (!row?.locked || taken !== generation) return null;
      return { key, lost: () => taken !== generation };
    },
    /** Gives `lock` back, unless its session has closed since. */
    async unlock(lock: HeldLock): Promise<void> {
      if (lock.lost()) return;
      await bounded(session`select pg_advisory_unlock(hashtextextended(${lock.key}, 0))`);
    },
    /** Ends the session (after the consumers stopped): every lock left on it goes. */
    async close(): Promise<void> {
      await session.end({ timeout: 5 });
    },
  };
}
