import { randomUUID } from 'node:crypto';
import { DomainError, type Command, type CommandTarget, type Decider } from '@weklean/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandHandler, type CommandHandler } from '../../src/commands/command-handler';
import { createPostgresEventStore, type PostgresEventStore } from '../../src/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

class SeatTakenError extends DomainError {
  readonly code = 'test.seat-taken';
}
type Event = { type: 'SeatReserved'; data: { seat: number; by: string } };
type ReserveSeat = Command<'ReserveSeat', { seat: number }>;
const seats: Decider<Set<number>, ReserveSeat, Event> = {
  initialState: new Set(),
  evolve: (state, event) => new Set([...state, event.data.seat]),
  decide: (command, state) => {
    if (state.has(command.data.seat)) throw new SeatTakenError(`seat ${command.data.seat} taken`);
    return [{ type: 'SeatReserved', data: { seat: command.data.seat, by: command.metadata.userId } }];
  },
};
const venue = (): CommandTarget<Set<number>, ReserveSeat, Event> => ({ stream: `venue-${randomUUID()}`, decider: seats });
const collect = async <T>(iterable: AsyncIterable<T>) => {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
};
const actor = (userId: string) => ({ userId, now: new Date('2026-11-22T12:00:00.000Z') });

describe('the command handler', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let commands: CommandHandler;
  beforeAll(async () => {
    database = await createTestDatabase('commands');
    store = await createPostgresEventStore({ connectionString: database.url });
    commands = createCommandHandler(store);
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('appends the decided events with the audit metadata and returns the new state and position', async () => {
    const target = venue();
    const result = await commands.execute(target, 'ReserveSeat', { seat: 1 }, actor('u1'));
    expect(result.state).toEqual(new Set([1]));
    expect(result.position).not.toBeNull();
    const [recorded] = await collect(store.readStream(target.stream));
    expect(recorded).toMatchObject({ type: 'SeatReserved', data: { seat: 1, by: 'u1' }, metadata: { userId: 'u1', occurredAt: '2026-11-22T12:00:00.000Z' } });
    expect(recorded!.metadata.causationId).toBe(recorded!.metadata.correlationId);
  });

  it('decides again after losing a race: of 20 concurrent reservations of one seat, exactly one wins', async () => {
    const target = venue();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => commands.execute(target, 'ReserveSeat', { seat: 7 }, actor(`u${i}`))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(19);
    for (const o of refused) expect(o.reason).toBeInstanceOf(SeatTakenError);
    expect(await collect(store.readStream(target.stream))).toHaveLength(1);
  });

  it('lets concurrent commands that do not conflict all succeed', async () => {
    const target = venue();
    const patient = createCommandHandler(store, { attempts: 20 });
    await Promise.all(Array.from({ length: 8 }, (_, i) => patient.execute(target, 'ReserveSeat', { seat: i }, actor(`u${i}`))));
    const events = await collect(store.readStream(target.stream));
    expect(events.map((e) => (e.data as { seat: number }).seat).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the correlation and causation it is given, and records the command id', async () => {
    const target = venue();
    const cause = { userId: 'system', now: new Date('2026-11-22T12:00:00.000Z'), correlationId: 'c-1', causationId: 'e-1' };
    await commands.execute(target, 'ReserveSeat', { seat: 3 }, cause, { commandId: 'react:e-1' });
    const [recorded] = await collect(store.readStream(target.stream));
    expect(recorded!.metadata).toEqual({ userId: 'system', correlationId: 'c-1', causationId: 'e-1', occurredAt: '2026-11-22T12:00:00.000Z', commandId: 'react:e-1' });
  });

  it('acts once per command id: a second delivery, even concurrent, appends nothing and says it was a duplicate', async () => {
    const target = venue();
    const first = await commands.execute(target, 'ReserveSeat', { seat: 1 }, actor('system'), { commandId: 'cause-1' });
    expect(first).toMatchObject({ duplicate: false, events: [{ type: 'SeatReserved' }] });
    // Without the id, the decider would refuse the taken seat; with it, the stream recognises what it already did.
    const again = await commands.execute(target, 'ReserveSeat', { seat: 1 }, actor('system'), { commandId: 'cause-1' });
    expect(again).toMatchObject({ duplicate: true, events: [], position: null });
    await expect(commands.execute(target, 'ReserveSeat', { seat: 1 }, actor('system'), { commandId: 'cause-2' })).rejects.toBeInstanceOf(SeatTakenError);

    const racing = await Promise.all(
      Array.from({ length: 6 }, () => createCommandHandler(store, { attempts: 10 }).execute(target, 'ReserveSeat', { seat: 2 }, actor('system'), { commandId: 'cause-3' })),
    );
    expect(racing.filter((r) => !r.duplicate)).toHaveLength(1);
    expect((await collect(store.readStream(target.stream))).map((e) => e.metadata.commandId)).toEqual(['cause-1', 'cause-3']);
  });

  it('answers a dry run with the decision and appends nothing', async () => {
    const target = venue();
    expect(commands.dryRun(target, new Set([1]), 'ReserveSeat', { seat: 2 }, actor('u1'))).toEqual([{ type: 'SeatReserved', data: { seat: 2, by: 'u1' } }]);
    expect(() => commands.dryRun(target, new Set([2]), 'ReserveSeat', { seat: 2 }, actor('u1'))).toThrow(SeatTakenError);
    expect(await collect(store.readStream(target.stream))).toEqual([]);
  });

  describe('going on from the stream as a previous command left it (`from`)', () => {
    /** The same store, counting the stream reads. */
    const counting = () => {
      let reads = 0;
      const counted = { ...store, readStream: (...args: Parameters<typeof store.readStream>) => ((reads += 1), store.readStream(...args)) };
      return { handler: createCommandHandler(counted), reads: () => reads };
    };

    it('decides on the given stream without reading it again', async () => {
      const target = venue();
      const { handler, reads } = counting();
      const first = await handler.execute(target, 'ReserveSeat', { seat: 1 }, actor('u1'));
      expect(first.stream).toMatchObject({ state: new Set([1]), revision: 0n });
      const second = await handler.execute(target, 'ReserveSeat', { seat: 2 }, actor('u1'), { from: first.stream });
      expect(second.state).toEqual(new Set([1, 2]));
      expect(reads()).toBe(1);
      // And it still refuses what the given state forbids.
      await expect(handler.execute(target, 'ReserveSeat', { seat: 2 }, actor('u1'), { from: second.stream })).rejects.toBeInstanceOf(SeatTakenError);
      expect((await collect(store.readStream(target.stream))).map((e) => (e.data as { seat: number }).seat)).toEqual([1, 2]);
    });

    it('reads the stream and decides again when another writer appended in between', async () => {
      const target = venue();
      const first = await commands.execute(target, 'ReserveSeat', { seat: 1 }, actor('u1'));
      await commands.execute(target, 'ReserveSeat', { seat: 5 }, actor('someone-else'));
      // Seat 5 is free in the stale state given; the append fails on the revision, the retry reads, the decider refuses.
      await expect(commands.execute(target, 'ReserveSeat', { seat: 5 }, actor('u1'), { from: first.stream })).rejects.toBeInstanceOf(SeatTakenError);
      const next = await commands.execute(target, 'ReserveSeat', { seat: 6 }, actor('u1'), { from: first.stream });
      expect(next.state).toEqual(new Set([1, 5, 6]));
      expect(next.stream.revision).toBe(2n);
    });

    it('carries the command ids it acted on: a second delivery from the given stream is a duplicate', async () => {
      const target = venue();
      const first = await commands.execute(target, 'ReserveSeat', { seat: 1 }, actor('system'), { commandId: 'outcome-1' });
      expect([...first.stream.commandIds]).toEqual(['outcome-1']);
      const again = await commands.execute(target, 'ReserveSeat', { seat: 1 }, actor('system'), { commandId: 'outcome-1', from: first.stream });
      expect(again).toMatchObject({ duplicate: true, events: [] });
      expect(await collect(store.readStream(target.stream))).toHaveLength(1);
    });
  });
});
