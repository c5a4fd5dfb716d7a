import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceCheckpoints, readCheckpoint, waitForCheckpoint } from '../../src/consumers/checkpoints';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const at = (commit: number, prepare: number) => ({ commit: BigInt(commit), prepare: BigInt(prepare) });

describe('read-your-writes answered by the projection runner’s announcement, not by polling (issue 34)', () => {
  let database: TestDatabase;
  let other: TestDatabase;
  let sql: postgres.Sql;
  let otherSql: postgres.Sql;

  beforeAll(async () => {
    [database, other] = await Promise.all([createTestDatabase('checkpoint_announce', { migrated: true }), createTestDatabase('checkpoint_announce_other', { migrated: true })]);
    sql = postgres(database.url, { max: 2, onnotice: () => undefined });
    otherSql = postgres(other.url, { max: 2, onnotice: () => undefined });
  });
  afterAll(async () => {
    await sql?.end();
    await otherSql?.end();
    await database?.drop();
    await other?.drop();
  });

  it('answers a wait at the announced commit, ignores another database’s, and polls again once the runner has stopped', async () => {
    const id = { kind: 'projection', name: 'announced' } as const;
    await readCheckpoint(sql, id);
    await readCheckpoint(otherSql, id);
    const runner = announceCheckpoints(sql, id);
    const elsewhere = announceCheckpoints(otherSql, id);
    try {
      // The table stays at the start: only the announcement can answer within the time given.
      const waiting = waitForCheckpoint(sql, id, at(10, 5), 5_000);
      elsewhere.committed(at(99, 99)); // the same name in another database answers nothing here
      runner.committed(at(10, 4)); // not there yet
      let settled = false;
      void waiting.then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(settled).toBe(false);
      runner.committed(at(10, 5));
      expect(await waiting).toBe(true);
      // A wait for what was already announced returns at once; one past it runs out its time.
      expect(await waitForCheckpoint(sql, id, at(9, 1), 1_000)).toBe(true);
      expect(await waitForCheckpoint(sql, id, at(11, 0), 300)).toBe(false);
    } finally {
      runner.stop();
      elsewhere.stop();
    }
    // No runner here any more: the table is polled, and answers once it is written.
    const polled = waitForCheckpoint(sql, id, at(12, 0), 5_000);
    await sql`update projection_checkpoints set position_commit = 12, position_prepare = 0 where name = 'announced'`;
    expect(await polled).toBe(true);
  });
});
