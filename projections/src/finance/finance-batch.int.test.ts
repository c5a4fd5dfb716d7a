import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargePosting, payoutTarget, settlePending, type Position, type RecordedEvent } from '@weklean/domain';
import { createCommandHandler, createPostgresEventStore, migrate, type PostgresEventStore } from '@weklean/platform';
import { createTestDatabase, type TestDatabase } from '../../../platform/test/support/test-database';
import { readModelsAfter } from '../../test/support/batch-equivalence';
import { isRefusal, scenarioCommands, scenarioSteps } from '../../../domain/src/testing/payout-scenarios';
import { ledger, payouts } from './finance';
import { NotBatchable } from './well-formed';

const TABLES = {
  ledger_lines: 'posting_id, line_no',
  payout_accounts: 'cleaner_id',
  payout_earnings: 'earning_id',
  payouts: 'payout_id',
  payout_invoice_counters: 'year',
} as const;

let revision = 0n;
const recorded = (streamId: string, type: string, data: unknown): RecordedEvent => {
  revision += 1n;
  return { id: randomUUID(), streamId, revision, type, data, metadata: {} as RecordedEvent['metadata'], position: { commit: revision, prepare: revision }, created: new Date() };
};

/**
 * Three cleaners' payout streams and their bookings' payment streams, interleaved, with the cases where the order
 * decides the rows: a hold before the account is opened, an update and a release after it, a transfer before its
 * credit, a credit and a payout written twice, a payout that fails and gives its earnings back to a second payout,
 * a status for an unknown payout, a failed payout whose earning a later payout took, payouts either side of New Year
 * (two invoice counters), a posting written twice, a hold and a release last.
 */
function scenario(): RecordedEvent[] {
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
  const pay = (cleaner: string) => (type: string, data: Record<string, unknown>) => recorded(`payout-${cleaner}`, type, { cleanerId: cleaner, ...data });
  const [pa, pb, pc] = [pay(a), pay(b), pay(c)];
  const posting = (booking: string, postingId: string, amount: number, at: string) =>
    recorded(`payment-${booking}`, 'LedgerPosted', { ...chargePosting(postingId, amount), bookingId: booking, at });
  const earning = (p: typeof pa, id: string, amount: number, earnedAt: string) =>
    p('EarningCredited', { earningId: id, bookingId: `booking-${id}`, kind: 'service', amountCents: amount, platformFeeCents: 500, earnedAt, at: earnedAt });
  const transfer = (p: typeof pa, id: string, recoveredCents?: number) =>
    p('EarningTransferred', { earningId: id, bookingId: `booking-${id}`, transferId: `tr-${id}`, accountId: 'acct', amountCents: 100, ...(recoveredCents === undefined ? {} : { recoveredCents }), at: '2026-12-28T15:00:00.000Z' });
  const payout = (p: typeof pa, id: string, earningIds: string[], at: string) =>
    p('PayoutCreated', { payoutId: id, kind: 'weekly', amountCents: 1000, feeCents: 0, earningIds, week: '2026-W52', idempotencyKey: id, at });
  const status = (p: typeof pa, id: string, value: string, at: string, failureReason: string | null = null) => p('PayoutStatusChanged', { payoutId: id, status: value, failureReason, at });
  const pending = { postingId: 'pend-1', phase: 'pending' as const, pendingId: null, lines: [{ account: 'cash', side: 'debit' as const, amountCents: 700 }, { account: 'payable', side: 'credit' as const, amountCents: 700 }] };
  return [
    pb('PayoutsHeld', { reason: 'fraud review', by: 'admin-1', at: '2026-12-20T10:00:00.000Z' }),
    pa('PayoutAccountOpened', { accountId: 'acct_a', at: '2026-12-20T10:00:00.000Z' }),
    posting('bk-1', 'charge-1', 5000, '2026-12-20T11:00:00.000Z'),
    pb('PayoutAccountOpened', { accountId: 'acct_b', at: '2026-12-20T10:01:00.000Z' }),
    pa('PayoutAccountUpdated', { accountId: 'acct_a2', status: 'pending', requirements: ['bank_account', 'address'], bankLast4: null, at: '2026-12-20T10:02:00.000Z' }),
    transfer(pc, 'e-c1'),
    pc('PayoutAccountOpened', { accountId: 'acct_c', at: '2026-12-20T10:03:00.000Z' }),
    earning(pa, 'e-a1', 10_000, '2026-12-21T14:00:00.000Z'),
    earning(pc, 'e-c1', 12_000, '2026-12-21T15:00:00.000Z'),
    pa('PayoutAccountUpdated', { accountId: 'acct_a2', status: 'active', requirements: [], bankLast4: '6789', at: '2026-12-21T10:00:00.000Z' }),
    earning(pa, 'e-a2', 11_000, '2026-12-22T14:00:00.000Z'),
    earning(pa, 'e-a1', 99_999, '2026-12-22T14:00:00.000Z'),
    posting('bk-1', 'charge-1', 9999, '2026-12-20T11:00:00.000Z'),
    recorded('payment-bk-2', 'LedgerPosted', { ...pending, bookingId: 'bk-2', at: '2026-12-22T09:00:00.000Z' }),
    earning(pb, 'e-b1', 9_000, '2026-12-23T14:00:00.000Z'),
    pb('PayoutsReleased', { reason: 'cleared', by: 'admin-2', at: '2026-12-23T10:00:00.000Z' }),
    transfer(pa, 'e-a1', 250),
    transfer(pa, 'e-a1', 999),
    transfer(pc, 'e-c1'),
    recorded('payment-bk-2', 'LedgerPosted', { ...settlePending('post-1', pending, 'post'), bookingId: 'bk-2', at: '2026-12-23T09:00:00.000Z' }),
    payout(pa, 'po-a1', ['e-a1', 'e-a2'], '2026-12-31T14:00:00.000Z'),
    payout(pc, 'po-c1', ['e-c1', 'e-unknown'], '2026-12-31T15:00:00.000Z'),
    payout(pa, 'po-a1', ['e-a1'], '2026-12-31T16:00:00.000Z'),
    status(pa, 'po-a1', 'in_transit', '2027-01-01T10:00:00.000Z'),
    status(pb, 'po-unknown', 'paid', '2027-01-01T10:00:00.000Z'),
    pb('PayoutsHeld', { reason: 'again', by: 'admin-3', at: '2027-01-01T11:00:00.000Z' }),
    status(pa, 'po-a1', 'failed', '2027-01-02T10:00:00.000Z', 'account_closed'),
    earning(pc, 'e-c2', 8_000, '2027-01-03T14:00:00.000Z'),
    payout(pa, 'po-a2', ['e-a1', 'e-a2'], '2027-01-04T14:00:00.000Z'),
    payout(pb, 'po-b1', ['e-b1'], '2027-01-04T15:00:00.000Z'),
    status(pa, 'po-a2', 'paid', '2027-01-05T10:00:00.000Z'),
    status(pc, 'po-c1', 'paid', '2027-01-05T11:00:00.000Z'),
    payout(pc, 'po-c2', ['e-c2'], '2027-01-06T14:00:00.000Z'),
    pa('PayoutsHeld', { reason: 'chargeback', by: 'admin-1', at: '2027-01-06T15:00:00.000Z' }),
    payout(pc, 'po-c3', ['e-c2'], '2027-01-06T16:00:00.000Z'),
    status(pc, 'po-c2', 'failed', '2027-01-07T10:00:00.000Z', 'bank_rejected'),
    pa('PayoutsReleased', { reason: 'resolved', by: 'admin-2', at: '2027-01-07T11:00:00.000Z' }),
    recorded('payment-bk-3', 'LedgerPosted', { postingId: 'empty', phase: 'single', pendingId: null, lines: [], bookingId: null, at: '2027-01-05T12:00:00.000Z' }),
  ];
}

describe('the finance batches leave the rows that applying one event at a time leaves', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let store: PostgresEventStore;
  let readModel: ReturnType<typeof readModelsAfter>;

  beforeAll(async () => {
    database = await createTestDatabase('finance_batch');
    await migrate(database.url);
    sql = postgres(database.url, { max: 2, onnotice: () => undefined });
    store = await createPostgresEventStore({ connectionString: database.url });
    readModel = readModelsAfter(sql, [ledger, payouts], TABLES);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await sql?.end();
    await database?.drop();
  });

  it('for every page size, from an empty read model and from one that already holds rows', async () => {
    const events = scenario();
    for (const split of [0, 11, 23]) {
      const [before, after] = [events.slice(0, split), events.slice(split)];
      const expected = await readModel(before, after, 'one by one');
      // The scenario does touch every table, so the comparison is not of empty sets.
      for (const rows of Object.values(expected)) expect(rows.length).toBeGreaterThan(0);
      for (const size of [0, 1, 2, 5, 7]) expect({ split, size, tables: await readModel(before, after, size) }).toEqual({ split, size, tables: expected });
    }
  });

  it('for any weeks of the domain’s own payout events, in pages of any size', async () => {
    const commands = createCommandHandler(store);
    let from: Position | 'start' = 'start';
    await fc.assert(
      fc.asyncProperty(scenarioSteps(3), fc.integer({ min: 2, max: 40 }), async (steps, size) => {
        const cleanerIds = [randomUUID(), randomUUID(), randomUUID()];
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
        const events: RecordedEvent[] = [];
        for await (const event of store.readAll({ fromPosition: from })) events.push(event);
        from = events.at(-1)?.position ?? from;
        expect(await readModel([], events, size)).toEqual(await readModel([], events, 'one by one'));
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it('refuses a page with a value PostgreSQL would refuse, even one a later event overwrites', async () => {
    const cleanerId = randomUUID();
    const page = [
      recorded(`payout-${cleanerId}`, 'PayoutAccountOpened', { cleanerId, accountId: 'acct', at: '2026-12-20T10:00:00.000Z' }),
      recorded(`payout-${cleanerId}`, 'PayoutAccountUpdated', { cleanerId, accountId: 'acct', status: 'zero\u0000byte', requirements: [], bankLast4: null, at: '2026-12-20T10:00:00.000Z' }),
      recorded(`payout-${cleanerId}`, 'PayoutAccountUpdated', { cleanerId, accountId: 'acct', status: 'active', requirements: [], bankLast4: null, at: '2026-12-20T10:01:00.000Z' }),
    ];
    await expect(sql.begin((tx) => payouts.applyBatch!(tx, page))).rejects.toBeInstanceOf(NotBatchable);
    const posting = recorded('payment-x', 'LedgerPosted', { postingId: 'p', phase: 'single', pendingId: null, lines: [{ account: 'cash', side: 'debit', amountCents: 0 }], at: '2026-12-20T10:00:00.000Z' });
    await expect(sql.begin((tx) => ledger.applyBatch!(tx, [posting]))).rejects.toBeInstanceOf(NotBatchable);
  });
});
