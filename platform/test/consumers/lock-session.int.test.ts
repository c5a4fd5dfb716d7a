import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLockSession } from '../../src/consumers/lock-session';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The advisory locks held now in this test's database, by session (pid). */
const heldLocks = (sql: postgres.Sql) =>
  sql<{ pid: number; count: number }[]>`
    select pid, count(*)::int from pg_locks
    where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())
    group by pid`;

/** Polls `check` until it holds (10 s at most). */
async function eventually(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the lock session: one connection holds the locks of all of a runtime’s consumers', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase('lock_session');
    sql = postgres(database.url, { max: 6, onnotice: () => undefined, connection: { application_name: 'weklean' } });
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  it('holds many keys on one session, refuses a key another session holds, and frees it on unlock', async () => {
    const first = createLockSession(sql);
    const second = createLockSession(sql);
    try {
      const a = await first.tryLock('test:a');
      const b = await first.tryLock('test:b');
      expect(a).not.toBeNull();
      expect(b).not.toBeNull();
      expect(await heldLocks(sql)).toEqual([{ pid: expect.any(Number), count: 2 }]);
      expect(await second.tryLock('test:a')).toBeNull();
      await first.unlock(a!);
      expect(await second.tryLock('test:a')).not.toBeNull();
      expect(await first.tryLock('test:a')).toBeNull();
    } finally {
      await first.close();
      await second.close();
    }
    expect(await heldLocks(sql)).toEqual([]);
  });

  it('loses every lock with its session: a lock taken before is lost, the next try opens a new session', async () => {
    const locks = createLockSession(sql, { queryTimeoutMs: 1000 });
    try {
      const a = await locks.tryLock('test:lost');
      const pid = (await heldLocks(sql))[0]!.pid;
      await sql`select pg_terminate_backend(${pid})`;
      // The client sees the close (a query written as the close races would throw outside any promise: postgres.js).
      await eventually(() => a!.lost(), 'the lock to be lost with its session');
      await locks.unlock(a!);
      const again = await locks.tryLock('test:lost');
      expect(again).not.toBeNull();
      expect(again!.lost()).toBe(false);
      const sessions = await heldLocks(sql);
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.pid).not.toBe(pid);
    } finally {
      await locks.close();
    }
    expect(await heldLocks(sql)).toEqual([]);
  });

  it('is one connection of its own, named, whatever the number of locks', async () => {
    const locks = createLockSession(sql);
    try {
      for (const key of ['k1', 'k2', 'k3', 'k4', 'k5']) await locks.tryLock(`test:${key}`);
      const sessions = await sql<{ name: string }[]>`
        select application_name as name from pg_stat_activity where pid in (select pid from pg_locks where locktype = 'advisory' and granted)
          and datname = current_database()`;
      expect(sessions).toEqual([{ name: 'weklean-locks' }]);
    } finally {
      await locks.close();
    }
  });
});
