import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  evolvePayout,
  initialPayoutState,
  payoutTarget,
  payoutWeekOf,
  reconcileWeek,
  type PayoutEvent,
  type PayoutState,
  type Position,
  type RecordedEvent,
} from '@weklean/domain';
import { createCommandHandler, createPostgresEventStore, handles, migrate, type PostgresEventStore } from '@weklean/platform';
import { createTestDatabase, type TestDatabase } from '../../../platform/test/support/test-database';
import { isRefusal, scenarioCommands, scenarioSteps } from '../../../domain/src/testing/payout-scenarios';
import { ledger, payouts } from './finance';
import { reconciliationOfWeek, trialBalanceRows } from './queries';

/**
 * The reconciliation computed twice: by the read model (SQL over the tables the ledger and payouts projections build)
 * and by the domain over the raw payout streams. Random weeks of a few cleaners' money must give the same figures, to
 * the cent, for every week they touch.
 */
describe('the reconciliation from the read model equals the replay of the raw log', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let store: PostgresEventStore;
  let applied: Position | 'start' = 'start';

  const project = async () => {
    const recorded: RecordedEvent[] = [];
    for await (const event of store.readAll({ fromPosition: applied })) recorded.push(event);
    await sql.begin(async (tx) => {
      for (const event of recorded) {
        for (const projection of [ledger, payouts]) if (handles(projection, event)) await projection.apply(tx, event);
      }
    });
    const last = recorded.at(-1);
    if (last) applied = last.position;
  };

  beforeAll(async () => {
    database = await createTestDatabase('finance_property');
    await migrate(database.url);
    sql = postgres(database.url, { max: 4, onnotice: () => undefined });
    store = await createPostgresEventStore({ connectionString: database.url });
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await sql?.end();
    await database?.drop();
  });

  it('for any weeks of earnings, accounts, Fridays, instant payouts, answers and holds', async () => {
    const commands = createCommandHandler(store);
    await fc.assert(
      fc.asyncProperty(scenarioSteps(3), async (steps) => {
        const cleanerIds: string[] = [randomUUID(), randomUUID(), randomUUID()];
        const known: string[][] = cleanerIds.map(() => []);
        for (const { cleaner, command, paymentPosting } of scenarioCommands(steps, cleanerIds, (c) => known[c]!)) {
          try {
            const { events } = await commands.execute(payoutTarget(cleanerIds[cleaner]!), command.type, command.data as never, { userId: command.metadata.userId, now: new Date(command.metadata.now) });
            for (const event of events) if (event.type === 'PayoutCreated') known[cleaner]!.push((event.data as { payoutId: string }).payoutId);
            if (paymentPosting && events.length > 0) {
              await store.appendToStream(`payment-${randomUUID()}`, [{ type: 'LedgerPosted', data: { ...paymentPosting, bookingId: null, at: command.metadata.now } }]);
            }
          } catch (error) {
            if (!isRefusal(error)) throw error;
          }
        }
        await project();
        const states: PayoutState[] = [];
        for (const cleanerId of cleanerIds) {
          let state = initialPayoutState;
          for await (const event of store.readStream(`payout-${cleanerId}`)) state = evolvePayout(state, { type: event.type, data: event.data } as PayoutEvent);
          states.push(state);
        }
        const weeks = new Set(states.flatMap((state) => state.earnings.map((earning) => payoutWeekOf(earning.earnedAt))));
        for (const week of weeks) {
          const fromSql = (await reconciliationOfWeek(sql, week)).filter((row) => cleanerIds.includes(row.cleanerId));
          expect(fromSql).toEqual(reconcileWeek(states, week).rows);
        }
      }),
      { numRuns: 15 },
    );
    // Over everything the runs posted, the ledger balances.
    const trial = await trialBalanceRows(sql);
    expect(trial.reduce((sum, row) => sum + row.debits, 0)).toBe(trial.reduce((sum, row) => sum + row.credits, 0));
  }, 240_000);
});
