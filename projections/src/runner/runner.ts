import { setMaxListeners } from 'node:events';
import type { EventStore, Position, RecordedEvent } from '@weklean/domain';
import type { Logger } from '@weklean/platform';
import type postgres from 'postgres';
import { applyEvents, EventApplyError, isTransient } from './apply-events';
import { lockCheckpoint, readCheckpoint, recordError, samePosition, writeCheckpoint } from './checkpoints';
import { projectionFilter, type Projection } from './projection';
import { projectionLockKey } from './status';

export type ProjectionRunnerOptions = {
  sql: postgres.Sql;
  store: EventStore;
  projections: readonly Projection[];
  logger: Logger;
  batchSize?: number;
  /** How often a standby process tries to take a projection's lock. */
  lockRetryMs?: number;
  /** How long to wait before retrying a batch that failed; doubled on each failure of the same event, up to 30 s. */
  retryMs?: number;
  /** Tries of one event (not counting connection or server trouble) before it is parked and the log moves on; ≥ 2. */
  maxAttempts?: number;
};

/** The checkpoint moved under us: another consumer applied events; start again from the stored checkpoint. */
class CheckpointMovedError extends Error {}

/** A pause that the stop cuts short; its listener goes with it (a standby retrying its lock would pile them up). */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const onAbort = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (signal.removeEventListener('abort', onAbort), resolve()), ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Runs projections: one active consumer per projection across processes (a session advisory lock), batches applied
 * in one transaction with the checkpoint, so a crash at any point neither loses nor repeats an event's effect.
 */
export function createProjectionRunner(options: ProjectionRunnerOptions) {
  const { sql, store, projections, logger } = options;
  const batchSize = options.batchSize ?? 500;
  const lockRetryMs = options.lockRetryMs ?? 2000;
  const retryMs = options.retryMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 3;
  /** Per projection: failures per event id, and the events to try once more then park. */
  const failures = new Map(projections.map((projection) => [projection.name, { attempts: new Map<string, number>(), toPark: new Set<string>() }]));
  const abort = new AbortController();
  // One listener per projection at a time (its subscription's, or its pause's): the product's eleven pass Node's
  // default warning count of ten, which is not a leak here.
  setMaxListeners(Math.max(projections.length, 10), abort.signal);
  const loops: Promise<void>[] = [];

  const applyBatch = async (projection: Projection, from: Position | 'start', batch: RecordedEvent[]) => {
    return sql.begin(async (tx) => {
      const checkpoint = await lockCheckpoint(tx, projection.name);
      if (!samePosition(checkpoint.position, from)) throw new CheckpointMovedError();
      const failed = failures.get(projection.name)!;
      await applyEvents(tx, projection, batch, {
        toPark: failed.toPark,
        attempts: (eventId) => failed.attempts.get(eventId) ?? 0,
        onParked: (event, error) =>
          logger.error('event parked: the read model moves on without it', {
            projection: projection.name,
            eventId: event.id,
            eventType: event.type,
            streamId: event.streamId,
            error,
          }),
      });
      const last = batch.at(-1)!.position;
      await writeCheckpoint(tx, projection.name, last, checkpoint.eventsApplied + BigInt(batch.length));
      return last;
    });
  };

  /** The batch is committed: its events were applied or parked, their failures no longer matter. */
  const forget = (projection: Projection, batch: readonly RecordedEvent[]) => {
    const failed = failures.get(projection.name)!;
    if (failed.attempts.size === 0) return;
    for (const event of batch) {
      failed.attempts.delete(event.id);
      failed.toPark.delete(event.id);
    }
  };

  /** Consumes the log from the checkpoint until stopped or an error; batches what is already available. */
  const consume = async (projection: Projection) => {
    let position = (await readCheckpoint(sql, projection.name)).position;
    const subscription = store.subscribeToAll({ fromPosition: position, filter: projectionFilter(projection) });
    const onAbort = () => void subscription.close();
    abort.signal.addEventListener('abort', onAbort, { once: true });
    const iterator = subscription[Symbol.asyncIterator]();
    let pending: Promise<IteratorResult<RecordedEvent>> | null = null;
    const idle = Symbol('idle');
    try {
      while (!abort.signal.aborted) {
        const first = await (pending ?? iterator.next());
        pending = null;
        if (first.done) return;
        const batch = [first.value];
        while (batch.length < batchSize) {
          pending = iterator.next();
          const next = await Promise.race([pending, new Promise<typeof idle>((r) => setImmediate(() => r(idle)))]);
          if (next === idle) break;
          pending = null;
          if (next.done) break;
          batch.push(next.value);
        }
        position = await applyBatch(projection, position, batch);
        forget(projection, batch);
      }
    } finally {
      abort.signal.removeEventListener('abort', onAbort);
      await subscription.close();
    }
  };

  const run = async (projection: Projection) => {
    const log = logger.child({ projection: projection.name });
    while (!abort.signal.aborted) {
      let lockConnection: postgres.ReservedSql | null = null;
      try {
        lockConnection = await sql.reserve();
        const [row] = await lockConnection<{ locked: boolean }[]>`
          select pg_try_advisory_lock(hashtextextended(${projectionLockKey(projection.name)}, 0)) as locked`;
        if (!row?.locked) {
          lockConnection.release();
          lockConnection = null;
          await sleep(lockRetryMs, abort.signal);
          continue;
        }
        log.debug('projection active');
        await consume(projection);
      } catch (error) {
        if (abort.signal.aborted) break;
        if (error instanceof CheckpointMovedError) {
          log.warn('checkpoint moved by another consumer; resuming from it');
        } else if (error instanceof EventApplyError && !isTransient(error.cause)) {
          // Counted against the event; its last attempt (the maxAttempts-th) is made in a savepoint and parks it on failure.
          const failed = failures.get(projection.name)!;
          const attempts = (failed.attempts.get(error.event.id) ?? 0) + 1;
          failed.attempts.set(error.event.id, attempts);
          if (attempts >= maxAttempts - 1) failed.toPark.add(error.event.id);
          await recordError(sql, projection.name, error.message).catch(() => undefined);
          log.error('event failed; retrying from the checkpoint', { eventId: error.event.id, eventType: error.event.type, attempts, error: error.cause });
          if (attempts < maxAttempts - 1) await sleep(Math.min(retryMs * 2 ** (attempts - 1), 30_000), abort.signal);
        } else {
          await recordError(sql, projection.name, error instanceof Error ? error.message : String(error)).catch(() => undefined);
          log.error('projection failed; retrying from its checkpoint', { error });
          await sleep(retryMs, abort.signal);
        }
      } finally {
        if (lockConnection) {
          await lockConnection`select pg_advisory_unlock(hashtextextended(${projectionLockKey(projection.name)}, 0))`.catch(() => undefined);
          lockConnection.release();
        }
      }
    }
  };

  return {
    start() {
      for (const projection of projections) loops.push(run(projection));
    },
    async stop() {
      abort.abort();
      await Promise.allSettled(loops);
    },
  };
}

export type ProjectionRunner = ReturnType<typeof createProjectionRunner>;
