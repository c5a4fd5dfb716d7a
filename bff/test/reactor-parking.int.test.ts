import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTarget, type Reaction, type Reactor, type RecordedEvent } from '@weklean/domain';
import { createLogger, createPostgresEventStore, type PostgresEventStore } from '@weklean/platform';
import { createTestDatabase, type TestDatabase } from '../../platform/test/support/test-database';
import { listParked, retryParked } from '@weklean/projections';
import { createReactorRuntime, parkedReactorName, reactorRetryTarget, readReactorStatuses, type Dispatch } from '@weklean/workers';

/** A reactor that cannot react to a "poison" probe until it is fixed (as a bug and its fix would). */
const probeReactor = (fixed: { value: boolean }): Reactor => ({
  name: 'probe',
  eventTypes: ['Probed'],
  react(event) {
    if ((event.data as { poison?: boolean }).poison && !fixed.value) throw new Error('cannot react to this probe');
    return [{ kind: 'command', commandId: `probe:${event.id}`, target: bookingTarget(randomUUID()) as never, type: 'AcceptBooking', data: {} }];
  },
});

describe('a reactor that cannot react to an event, against a real PostgreSQL', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let sql: postgres.Sql;
  const logger = createLogger({ level: 'error', json: true });
  const sent: { reaction: Reaction; cause: RecordedEvent }[] = [];
  const dispatch: Dispatch = async (reaction, cause) => {
    sent.push({ reaction, cause });
  };

  beforeAll(async () => {
    database = await createTestDatabase('reactor_parking', { migrated: true });
    sql = postgres(database.url, { max: 4, onnotice: () => undefined });
    store = await createPostgresEventStore({ connectionString: database.url });
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await sql?.end();
    await database?.drop();
  });

  it('parks it after three tries and reacts to the next events; a retry after the fix reacts once', async () => {
    const fixed = { value: false };
    const reactor = probeReactor(fixed);
    await store.appendToStream('probe-a', [{ type: 'Probed', data: { poison: true } }]);
    await store.appendToStream('probe-b', [{ type: 'Probed', data: { poison: false } }]);
    const runtime = createReactorRuntime({ sql, store, reactors: [reactor], dispatch, logger, retryMs: 10, lockRetryMs: 50 });
    runtime.start();
    try {
      await expect.poll(async () => (await readReactorStatuses(sql, store, [reactor]))[0], { timeout: 20_000, interval: 50 }).toMatchObject({
        lag: 0,
        parked: 1,
        lastError: null,
      });
    } finally {
      await runtime.stop();
    }
    // The healthy probe was reacted to; the poison one is set aside with its error, named after the reactor.
    expect(sent.map((s) => s.cause.streamId)).toEqual(['probe-b']);
    const [parked] = await listParked(sql, { open: true, limit: 10 });
    expect(parked).toMatchObject({ projection: parkedReactorName(reactor), streamId: 'probe-a', attempts: 3, error: 'cannot react to this probe' });

    // Before the fix, a retry is refused and changes nothing; after it, the reaction is sent once.
    const targets = [reactorRetryTarget(reactor, { store, dispatch })];
    await expect(retryParked({ sql, store, projections: targets, id: parked!.id, by: 'admin' })).rejects.toMatchObject({ code: 'projection.retry-failed' });
    expect(sent).toHaveLength(1);
    fixed.value = true;
    const retried = await retryParked({ sql, store, projections: targets, id: parked!.id, by: 'admin' });
    expect(retried).toEqual([expect.objectContaining({ id: parked!.id, resolution: 'retried' })]);
    expect(sent.map((s) => [s.cause.streamId, s.reaction.kind === 'effect' ? s.reaction.effectId : s.reaction.commandId])).toEqual([
      ['probe-b', `probe:${sent[0]!.cause.id}`],
      ['probe-a', `probe:${parked!.eventId}`],
    ]);
    expect((await readReactorStatuses(sql, store, [reactor]))[0]).toMatchObject({ parked: 0 });
  }, 60_000);
});
