import { describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '../event-store/event-store';
import type { PayoutEvent } from './payout-events';
import { reconcileWeek } from './reconciliation';
import { replayEventLog, replayPayoutStreams } from './replay';

const AT = '2026-11-27T14:00:00.000Z';
const W47 = '2026-11-18T20:00:00.000Z'; // Wednesday of 2026-W47
const W48 = '2026-11-25T20:00:00.000Z'; // Wednesday of 2026-W48

/** A log kept in a list, read as the store's two readers read it (the whole log in order, one stream in order). */
function listStore(events: { stream: string; event: PayoutEvent | { type: string; data: unknown } }[]): EventStore & { readAllCalls: number } {
  const recorded: RecordedEvent[] = events.map(({ stream, event }, index) => ({
    id: `e${index}`,
    streamId: stream,
    revision: BigInt(events.slice(0, index).filter((other) => other.stream === stream).length),
    type: event.type,
    data: event.data,
    metadata: { userId: 'system', correlationId: 'c', causationId: 'c', occurredAt: AT },
    position: { commit: BigInt(index), prepare: BigInt(index) },
    created: new Date(AT),
  }));
  const store = {
    readAllCalls: 0,
    async *readAll(opts?: Parameters<EventStore['readAll']>[0]) {
      store.readAllCalls += 1;
      const prefixes = opts?.filter && 'prefixes' in opts.filter ? opts.filter.prefixes : [''];
      for (const event of recorded) if (prefixes.some((prefix) => event.streamId.startsWith(prefix))) yield event;
    },
    async *readStream(stream: string) {
      for (const event of recorded) if (event.streamId === stream) yield event;
    },
    appendToStream: () => Promise.reject(new Error('read only')),
    subscribeToAll: () => {
      throw new Error('read only');
    },
    close: async () => undefined,
  };
  return store as EventStore & { readAllCalls: number };
}

const credited = (cleanerId: string, id: string, amountCents: number, earnedAt: string): PayoutEvent => ({
  type: 'EarningCredited',
  data: { cleanerId, earningId: id, bookingId: `b-${id}`, kind: 'service', amountCents, platformFeeCents: 500, earnedAt, at: AT },
});
const weekly = (cleanerId: string, week: string, earningIds: string[], amountCents: number): PayoutEvent => ({
  type: 'PayoutCreated',
  data: { cleanerId, payoutId: `weekly:${cleanerId}:${week}`, kind: 'weekly', amountCents, feeCents: 0, earningIds, week, idempotencyKey: `weekly:${cleanerId}:${week}`, at: AT },
});
const paid = (cleanerId: string, payoutId: string): PayoutEvent => ({ type: 'PayoutStatusChanged', data: { cleanerId, payoutId, status: 'paid', failureReason: null, at: AT } });

/** Three cleaners' payout streams interleaved with a payment stream, as the log holds them. */
const log = listStore([
  { stream: 'payout-a', event: { type: 'PayoutAccountOpened', data: { cleanerId: 'a', accountId: 'acct_a', at: AT } } },
  { stream: 'payout-a', event: credited('a', 'a1', 12_000, W47) },
  { stream: 'payment-b1', event: { type: 'PaymentOpened', data: { bookingId: 'b1', cleanerId: 'b' } } },
  { stream: 'payout-b', event: credited('b', 'b1', 9_000, W47) },
  { stream: 'payout-a', event: weekly('a', '2026-W47', ['a1'], 12_000) },
  { stream: 'payout-c', event: credited('c', 'c1', 7_000, W48) },
  { stream: 'payout-a', event: paid('a', 'weekly:a:2026-W47') },
  { stream: 'payout-a', event: credited('a', 'a2', 4_000, W48) },
]);

describe('the replay of some payout streams (issue 34)', () => {
  it('folds each cleaner’s stream into the same state as the whole log’s replay, without reading the whole log', async () => {
    const whole = await replayEventLog(log);
    const before = log.readAllCalls;
    const some = await replayPayoutStreams(log, ['a', 'b', 'a']);
    expect(log.readAllCalls).toBe(before);
    expect(some).toEqual(whole.states.filter((state) => state.cleanerId === 'a' || state.cleanerId === 'b'));
    expect(reconcileWeek(some, '2026-W47')).toEqual(reconcileWeek(whole.states, '2026-W47'));
  });

  it('leaves out a cleaner who has no payout stream, as the whole replay does', async () => {
    expect(await replayPayoutStreams(log, ['nobody'])).toEqual([]);
  });
});
