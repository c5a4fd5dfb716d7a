import { setMaxListeners } from 'node:events';
import type { EventPage, EventStore, Position, Reactor, RecordedEvent } from '@weklean/domain';
import type postgres from 'postgres';
import type { Logger } from '../log/logger';
import { isTransient } from '../postgres/transient';
import { applyEvents, BatchFailedError, EventApplyError, errorText } from './apply-events';
import { createLockSession, type HeldLock } from './lock-session';
import { advanceCheckpoint, announceCheckpoints, lockCheckpoint, readCheckpoint, recordError, samePosition, writeCheckpoint } from './checkpoints';
import { checkpointName, consumerId, consumerLockKey, eventFilter, handles, type Consumer, type ConsumerId, type Dispatch, type Projection } from './consumer';
import { heldStreams, parkEvent } from './parked-events';
import { reactTo } from './reactions';

export type ConsumerRuntimeOptions = {
  sql: postgres.Sql;
  store: EventStore;
  logger: Logger;
  /** Read models: each batch applied in one transaction with the checkpoint. */
  projections?: readonly Projection[];
  /** Process managers: an event's reactions sent, then the checkpoint moved (at least once; their ids make it once). */
  reactors?: readonly Reactor[];
  /** Sends the reactors' reactions; required with reactors. */
  dispatch?: Dispatch;
  /**
   * Most events a projection applies in one transaction (default 1 000: a page of the PostgreSQL store). A batch
   * gathers pages only while the store says more follow at once, so it is this large only while catching up; live
   * events come in small ones. Not more: while a batch's transaction is open, no reader of $all on the server sees
   * what was appended after it began (platform/src/event-store), so its length is everyone's live delay.
   */
  batchSize?: number;
  /** How often a standby process tries to take a consumer's lock. */
  lockRetryMs?: number;
  /** The first pause before trying again after a failure; doubled on each failure of the same event (or in a row), up to 30 s. */
  retryMs?: number;
  /** Tries of one event (not counting connection or server trouble) before it is parked and the log moves on; ≥ 2. */
  maxAttempts?: number;
};

/** The checkpoint moved under us: another consumer took events; start again from the stored checkpoint. */
class CheckpointMovedError extends Error {}

/**
 * A pause that the stop cuts short; its listener goes with it (a standby retrying its lock would pile them up). A stop
 * that came first ends it at once: an aborted signal fires no more 'abort', and a runner stopped while its first
 * `tryLock` was in flight waited the whole `lockRetryMs` (2 s by default) in its stop.
 */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const onAbort = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (signal.removeEventListener('abort', onAbort), resolve()), ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

const MAX_PAUSE_MS = 30_000;

/**
 * The one consumer runtime of $all (ARCHITECTURE 4): projections and reactors alike get one active consumer across
 * processes (a session advisory lock each, all on one session: lock-session.ts), resume from their checkpoint after a crash, and follow one retry policy:
 * an event that fails is tried again from the checkpoint after a doubling pause, and its `maxAttempts`-th try parks it
 * when it fails again (a projection's in a savepoint of its batch, holding its stream behind it; a reactor's with the
 * checkpoint moved past it), so one bad event never stops a consumer. Database trouble is never a reason to park.
 * A projection's batch and its checkpoint commit together (exactly-once effect on the read model); a reactor moves its
 * checkpoint after the event's reactions were sent (at least once; the command ids derived from the cause make it once).
 */
export function createConsumerRuntime(options: ConsumerRuntimeOptions) {
  const { sql, store, logger, dispatch } = options;
  // A batch of 500 cut each page of 1 000 into two transactions: their round trips were most of a catch-up's cost.
  // Five pages a batch caught up faster (0.81 of the bare read against 0.73), but held $all's readers five times as
  // long behind each batch of a slow projection (docs/decisions.md): not kept.
  const batchSize = options.batchSize ?? 1000;
  const lockRetryMs = options.lockRetryMs ?? 2000;
  const retryMs = options.retryMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 3;
  const reactors = options.reactors ?? [];
  if (reactors.length > 0 && !dispatch) throw new Error('reactors need a dispatch to send their reactions');
  const consumers: Consumer[] = [
    ...(options.projections ?? []).map((projection) => ({ kind: 'projection', projection }) as const),
    ...reactors.map((reactor) => ({ kind: 'reactor', reactor, dispatch: dispatch! }) as const),
  ];
  /** Per consumer: failures per event id, the events whose next try is their last (parked if it fails), failures in a row. */
  const failures = new Map(consumers.map((consumer) => [consumer, { attempts: new Map<string, number>(), toPark: new Set<string>(), inRow: 0 }]));
  const abort = new AbortController();
  // One or two listeners per consumer at a time (its subscription's, its pause's): the product's consumers pass
  // Node's default warning count of ten, which is not a leak here.
  setMaxListeners(4 * Math.max(consumers.length, 10), abort.signal);
  const loops: Promise<void>[] = [];
  const locks = createLockSession(sql);

  /**
   * One transaction per batch, four round trips besides the projection's own when nothing fails (issue 34: they are
   * the cost of catching up): `begin`; the checkpoint locked and the held streams read, sent together; the checkpoint
   * written; `commit`. The two reads are pipelined on the transaction's connection but stay two statements, run in
   * that order: the held streams are read after the lock is taken, so an admin's retry or skip that committed while
   * we waited for the lock is seen (one statement would read them in the snapshot taken before the wait).
   * `oneByOne` is the redo of a batch whose `applyBatch` failed (BatchFailedError): the first try rolled back whole,
   * where a savepoint around every batch cost two more round trips.
   */
  const applyBatchOnce = (consumer: Extract<Consumer, { kind: 'projection' }>, id: ConsumerId, from: Position | 'start', batch: RecordedEvent[], oneByOne: boolean) =>
    sql.begin(async (tx) => {
      const [checkpoint, held] = await Promise.all([lockCheckpoint(tx, id), heldStreams(tx, consumer.projection.name)]);
      if (!samePosition(checkpoint.position, from)) throw new CheckpointMovedError();
      const failed = failures.get(consumer)!;
      await applyEvents(tx, consumer.projection, batch, {
        toPark: failed.toPark,
        attempts: (eventId) => failed.attempts.get(eventId) ?? 0,
        held,
        oneByOne,
        onParked: (event, error) =>
          logger.error('event parked: the read model moves on without it', { projection: id.name, eventId: event.id, eventType: event.type, streamId: event.streamId, error }),
      });
      const last = batch.at(-1)!.position;
      await writeCheckpoint(tx, id, last, checkpoint.eventsApplied + BigInt(batch.length));
      return last;
    });

  const applyBatch = async (consumer: Extract<Consumer, { kind: 'projection' }>, id: ConsumerId, from: Position | 'start', batch: RecordedEvent[]) => {
    try {
      return await applyBatchOnce(consumer, id, from, batch, false);
    } catch (error) {
      if (!(error instanceof BatchFailedError)) throw error;
      logger.warn('batch failed; applying its events one by one', { projection: id.name, events: batch.length, error: error.cause });
      return applyBatchOnce(consumer, id, from, batch, true);
    }
  };

  /**
   * Sends an event's reactions. Its last try, if it fails, parks it instead, with the checkpoint moved past it (and past
   * the `unstored` events reacted to before it in the batch) in the same transaction: true then.
   */
  const react = async (consumer: Extract<Consumer, { kind: 'reactor' }>, id: ConsumerId, stored: Position | 'start', event: RecordedEvent, unstored: number) => {
    const failed = failures.get(consumer)!;
    try {
      await reactTo({ store, dispatch: consumer.dispatch }, consumer.reactor, event);
      return false;
    } catch (error) {
      if (isTransient(error) || !failed.toPark.has(event.id)) throw new EventApplyError(event, error, 'reacting to');
      const attempts = (failed.attempts.get(event.id) ?? 0) + 1;
      // Checkpoint first, then the parked row: the order of the admin's retry, which holds both.
      await sql.begin(async (tx) => {
        if (!(await advanceCheckpoint(tx, id, stored, event.position, unstored + 1))) throw new CheckpointMovedError();
        await parkEvent(tx, checkpointName(id), event, { error: errorText(error), attempts, heldBehind: null });
      });
      logger.error('reaction parked: the reactor moves on without it', { reactor: id.name, eventId: event.id, eventType: event.type, error });
      return true;
    }
  };

  /**
   * A reactor's batch: the reactions sent event by event, the checkpoint moved once at the end (issue 34: an update
   * per event was 40 % of the reactors' catch-up of the demo's history). A crash in between sends the batch's
   * reactions again, which their ids make once (as a crash between a reaction and its checkpoint always did); a
   * failure moves the checkpoint past what was sent before it, then counts against its event as ever.
   */
  const reactToBatch = async (consumer: Extract<Consumer, { kind: 'reactor' }>, id: ConsumerId, from: Position | 'start', batch: RecordedEvent[]) => {
    let stored = from;
    let position = from;
    let unstored = 0;
    const moveCheckpoint = async () => {
      if (unstored === 0 || position === 'start') return;
      if (!(await advanceCheckpoint(sql, id, stored, position, unstored))) throw new CheckpointMovedError();
      stored = position;
      unstored = 0;
    };
    try {
      for (const event of batch) {
        if (!handles(id, event)) continue;
        const parked = await react(consumer, id, stored, event, unstored);
        position = event.position;
        if (parked) {
          stored = position;
          unstored = 0;
        } else {
          unstored += 1;
        }
      }
    } catch (error) {
      // The failure is what the caller reports: a checkpoint that cannot move now is found again on the retry.
      await moveCheckpoint().catch(() => undefined);
      throw error;
    }
    await moveCheckpoint();
    return position;
  };

  /** Takes a batch of events (committed: applied, reacted to or parked); the failures they caused no longer matter. */
  const take = async (consumer: Consumer, id: ConsumerId, from: Position | 'start', batch: RecordedEvent[]) => {
    let position = from;
    if (consumer.kind === 'projection') {
      position = await applyBatch(consumer, id, from, batch);
    } else {
      position = await reactToBatch(consumer, id, from, batch);
    }
    const failed = failures.get(consumer)!;
    failed.inRow = 0;
    for (const event of failed.attempts.size > 0 ? batch : []) {
      failed.attempts.delete(event.id);
      failed.toPark.delete(event.id);
    }
    return position;
  };

  /** Consumes the log from the checkpoint until stopped or an error; batches what is already available. */
  const consume = async (consumer: Consumer, id: ConsumerId) => {
    let position = (await readCheckpoint(sql, id)).position;
    // A projection's commits answer this process's reads that wait for them (read-your-writes), while it runs here.
    const announcer = consumer.kind === 'projection' ? announceCheckpoints(sql, id) : null;
    const subscription = store.subscribeToAll({ fromPosition: position, filter: eventFilter(id) });
    const onAbort = () => void subscription.close();
    abort.signal.addEventListener('abort', onAbort, { once: true });
    const pages = subscription.pages()[Symbol.asyncIterator]();
    let pending: Promise<IteratorResult<EventPage>> | null = null;
    /** Events read and not yet taken: a batch is at most `batchSize` of them. */
    const read: RecordedEvent[] = [];
    /** The last page said that more follow at once (catching up); false at the head. */
    let more = false;
    let ended = false;
    const idle = Symbol('idle');
    try {
      while (!abort.signal.aborted) {
        if (read.length === 0) {
          const first = await (pending ?? pages.next());
          pending = null;
          if (first.done || abort.signal.aborted) return;
          read.push(...first.value.events);
          more = first.value.more;
          // A page with no events only says that the head was reached.
          if (read.length === 0) continue;
        }
        // While catching up, the batch waits for the pages that follow, up to `batchSize` (one commit for several
        // pages; the store reads each next page while this one is parsed). At the head it takes the pages already
        // read and ends at the first turn of the event loop. One await per page, not per event (issue 34).
        if (!ended && read.length < batchSize) {
          const turn = new Promise<typeof idle>((resolve) => setImmediate(() => resolve(idle)));
          while (read.length < batchSize) {
            pending = pages.next();
            const next = more ? await pending : await Promise.race([pending, turn]);
            if (next === idle) break;
            pending = null;
            if (next.done) {
              ended = true;
              break;
            }
            read.push(...next.value.events);
            more = next.value.more;
          }
        }
        const batch = read.splice(0, batchSize);
        position = await take(consumer, id, position, batch);
        announcer?.committed(position);
        if (ended && read.length === 0) return;
      }
    } finally {
      announcer?.stop();
      abort.signal.removeEventListener('abort', onAbort);
      await subscription.close();
    }
  };

  /** After a failure: how long to wait before trying again from the checkpoint (0: at once). */
  const afterFailure = async (consumer: Consumer, id: ConsumerId, error: unknown, log: Logger): Promise<number> => {
    if (error instanceof CheckpointMovedError) {
      log.warn('checkpoint moved by another consumer; resuming from it');
      return 0;
    }
    await recordError(sql, id, errorText(error)).catch(() => undefined);
    const failed = failures.get(consumer)!;
    if (error instanceof EventApplyError && !isTransient(error.cause)) {
      // Counted against the event; its maxAttempts-th try is made at once and parks it if it fails.
      const attempts = (failed.attempts.get(error.event.id) ?? 0) + 1;
      failed.attempts.set(error.event.id, attempts);
      if (attempts >= maxAttempts - 1) failed.toPark.add(error.event.id);
      log.error('event failed; retrying from the checkpoint', { eventId: error.event.id, eventType: error.event.type, attempts, error: error.cause });
      return attempts < maxAttempts - 1 ? Math.min(retryMs * 2 ** (attempts - 1), MAX_PAUSE_MS) : 0;
    }
    failed.inRow += 1;
    log.error(isTransient(error) || isTransient((error as { cause?: unknown }).cause) ? 'lost the database; resuming from the checkpoint' : 'failed; retrying from the checkpoint', { error, failures: failed.inRow });
    return Math.min(retryMs * 2 ** Math.min(failed.inRow - 1, 10), MAX_PAUSE_MS);
  };

  const run = async (consumer: Consumer) => {
    const id = consumerId(consumer);
    const lockKey = consumerLockKey(id);
    const log = logger.child({ [id.kind]: id.name });
    while (!abort.signal.aborted) {
      let lock: HeldLock | null = null;
      try {
        lock = await locks.tryLock(lockKey);
        if (!lock) {
          await sleep(lockRetryMs, abort.signal);
          continue;
        }
        log.debug('consumer active');
        await consume(consumer, id);
      } catch (error) {
        if (abort.signal.aborted) break;
        // Paused with the lock held: a standby would start the event's count of tries again.
        const pause = await afterFailure(consumer, id, error, log);
        if (pause > 0) await sleep(pause, abort.signal);
      } finally {
        if (lock) await locks.unlock(lock).catch(() => undefined);
      }
    }
  };

  return {
    start() {
      for (const consumer of consumers) loops.push(run(consumer));
    },
    async stop() {
      abort.abort();
      await Promise.allSettled(loops);
      await locks.close();
    },
  };
}

export type ConsumerRuntime = ReturnType<typeof createConsumerRuntime>;
