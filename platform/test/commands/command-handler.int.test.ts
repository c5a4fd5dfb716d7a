import { randomUUID } from 'node:crypto';
import { DomainError } from '@weklean/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand, type Decider } from '../../src/commands/command-handler';
import { createPostgresEventStore, type PostgresEventStore } from '../../src/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

class SeatTakenError extends DomainError {
  readonly code = 'test.seat-taken';
}
type Event = { type: 'SeatReserved'; data: { seat: number; by: string } };
type Command = { type: 'ReserveSeat'; seat: number; by: string };
const seats: Decider<Set<number>, Command, Event> = {
  initialState: new Set(),
  evolve: (state, event) => new Set([...state, event.data.seat]),
  decide: (command, state) => {
    if (state.has(command.seat)) throw new SeatTakenError(`seat ${command.seat} taken`);
    return [{ type: 'SeatReserved', data: { seat: command.seat, by: command.by } }];
  },
};
const collect = async <T>(iterable: AsyncIterable<T>) => {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
};
const context = (userId: string) => ({ userId, correlationId: randomUUID(), occurredAt: '2026-11-22T12:00:00.000Z' });

describe('handleCommand', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase('commands');
    store = await createPostgresEventStore({ connectionString: database.url });
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('appends the decided events with the audit metadata and returns the new state and position', async () => {
    const stream = `venue-${randomUUID()}`;
    const result = await handleCommand(store, stream, seats, { type: 'ReserveSeat', seat: 1, by: 'u1' }, context('u1'));
    expect(result.state).toEqual(new Set([1]));
    expect(result.position).not.toBeNull();
    const [recorded] = await collect(store.readStream(stream));
    expect(recorded).toMatchObject({ type: 'SeatReserved', data: { seat: 1, by: 'u1' }, metadata: { userId: 'u1', occurredAt: '2026-11-22T12:00:00.000Z' } });
    expect(recorded!.metadata.causationId).toBe(recorded!.metadata.correlationId);
  });

  it('decides again after losing a race: of 20 concurrent reservations of one seat, exactly one wins', async () => {
    const stream = `venue-${randomUUID()}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => handleCommand(store, stream, seats, { type: 'ReserveSeat', seat: 7, by: `u${i}` }, context(`u${i}`))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(19);
    for (const o of refused) expect(o.reason).toBeInstanceOf(SeatTakenError);
    expect(await collect(store.readStream(stream))).toHaveLength(1);
  });

  it('lets concurrent commands that do not conflict all succeed', async () => {
    const stream = `venue-${randomUUID()}`;
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => handleCommand(store, stream, seats, { type: 'ReserveSeat', seat: i, by: `u${i}` }, context(`u${i}`), { attempts: 20 })),
    );
    const events = await collect(store.readStream(stream));
    expect(events.map((e) => (e.data as { seat: number }).seat).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
