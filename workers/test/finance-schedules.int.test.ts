import PgBoss from 'pg-boss';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../platform/test/support/test-database';
import { FINANCE_REPLAYS_CRON, FINANCE_REPLAYS_QUEUE } from '../src/payouts/finance-replays';
import { INVARIANTS_QUEUE, registerFinanceSchedules, WEEKLY_PAYOUTS_CRON, WEEKLY_PAYOUTS_QUEUE } from '../src/payouts/schedules';

/**
 * The Friday run's schedule lives in PostgreSQL: every process registers it, and there is still one schedule, which
 * pg-boss sends once per tick (the payout's id, the cleaner's and the week's, makes a second send pay nothing; see
 * bff/test/payouts.int.test.ts).
 */
describe('the finance schedules', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  beforeAll(async () => {
    database = await createTestDatabase('finance_schedules', { migrated: true });
    sql = postgres(database.url, { max: 2, onnotice: () => undefined });
  }, 60_000);
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  it('is one schedule per queue (Friday 09:00, nightly replays 03:30, Quebec time), however many processes register it and after a restart', async () => {
    const processes = [new PgBoss({ connectionString: database.url, max: 2 }), new PgBoss({ connectionString: database.url, max: 2 })];
    try {
      for (const boss of processes) await boss.start();
      await Promise.all(processes.map((boss) => registerFinanceSchedules(boss)));
      await processes[0]!.stop({ graceful: false, wait: true });
      // A restart of the first process registers it again.
      const restarted = new PgBoss({ connectionString: database.url, max: 2 });
      processes[0] = restarted;
      await restarted.start();
      await registerFinanceSchedules(restarted);
      const schedules = await sql<{ name: string; cron: string; timezone: string }[]>`select name, cron, timezone from pgboss.schedule where name = ${WEEKLY_PAYOUTS_QUEUE}`;
      expect(schedules).toEqual([{ name: WEEKLY_PAYOUTS_QUEUE, cron: WEEKLY_PAYOUTS_CRON, timezone: 'America/Toronto' }]);
      // The nightly finance replays (issue 34), 03:30 Quebec time, in place of the former 03:00 check that stored nothing.
      const nightly = await sql<{ name: string; cron: string; timezone: string }[]>`
        select name, cron, timezone from pgboss.schedule where name in (${FINANCE_REPLAYS_QUEUE}, ${INVARIANTS_QUEUE}) order by name`;
      expect(nightly).toEqual([{ name: FINANCE_REPLAYS_QUEUE, cron: '30 3 * * *', timezone: 'America/Toronto' }]);
      expect(FINANCE_REPLAYS_CRON).toBe('30 3 * * *');
    } finally {
      for (const boss of processes) await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    }
  }, 60_000);
});
