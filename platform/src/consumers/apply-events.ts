import type { RecordedEvent } from '@weklean/domain';
import { isTransient } from '../postgres/transient';
import { handles, type Projection, type Tx } from './consumer';
import { heldStreams, parkEvent } from './parked-events';

/**
 * A projection's `apply` (its batch rolls back) or a reactor's reactions to an event threw: the runtime counts the
 * attempt against this event, and parks it after `maxAttempts` (unless the database was the trouble).
 */
export class EventApplyError extends Error {
  constructor(
    readonly event: RecordedEvent,
    override readonly cause: unknown,
    doing: 'applying' | 'reacting to' = 'applying',
  ) {
    super(`${doing} ${event.type} (${event.id}) failed: ${errorText(cause)}`);
    this.name = 'EventApplyError';
  }
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export type ApplyOptions = {
  /** Events that failed often enough: tried once more inside a savepoint, parked if they fail again. */
  toPark: ReadonlySet<string>;
  /** Attempts so far, per event id, written with a parked event. */
  attempts: (eventId: string) => number;
  onParked?: (event: RecordedEvent, error: unknown) => void;
  /** Streams with a parked event and the parked event's id, when the caller keeps them (else read here). */
  held?: Map<string, string>;
  /** The events are applied one by one even when the projection has `applyBatch` (its batch failed: BatchFailedError). */
  oneByOne?: boolean;
};

/**
 * The projection's `applyBatch` threw (not the database's trouble): its writes are not undone by a savepoint, so the
 * caller rolls the whole transaction back and applies the same events again with `oneByOne`, which finds the failing
 * event, if any, and counts or parks it as ever (issue 34: a savepoint cost two round trips on every batch).
 */
export class BatchFailedError extends Error {
  constructor(override readonly cause: unknown) {
    super(`applyBatch failed: ${errorText(cause)}`);
    this.name = 'BatchFailedError';
  }
}

/**
 * Applies events of one projection inside the caller's transaction. An event of a stream that has a parked event is
 * parked behind it (held), so a stream's rows are never built on a missing step. An event in `toPark` is applied in a
 * savepoint and parked when it still fails; any other failure throws EventApplyError (the whole batch rolls back), and
 * a failed `applyBatch` throws BatchFailedError. Returns how many events were applied or parked.
 */
export async function applyEvents(tx: Tx, projection: Projection, events: readonly RecordedEvent[], options: ApplyOptions) {
  const relevant = events.filter((event) => handles(projection, event));
  if (relevant.length === 0) return 0;
  const held = options.held ?? (await heldStreams(tx, projection.name));
  // A page with nothing to hold or park goes in one batch when the projection has one; the one-by-one path below
  // stays the only one that holds and parks.
  const batchable =
    projection.applyBatch && !options.oneByOne && relevant.length > 1 && relevant.every((event) => !held.has(event.streamId) && !options.toPark.has(event.id));
  if (batchable) {
    await applyAsBatch(tx, projection, relevant);
    return relevant.length;
  }
  for (const event of relevant) {
    const head = held.get(event.streamId);
    if (head !== undefined) {
      await parkEvent(tx, projection.name, event, { error: 'held behind an earlier parked event of its stream', attempts: 0, heldBehind: head });
      continue;
    }
    if (!options.toPark.has(event.id)) {
      try {
        await projection.apply(tx, event);
      } catch (error) {
        throw new EventApplyError(event, error);
      }
      continue;
    }
    try {
      await tx.savepoint((savepoint) => projection.apply(savepoint, event));
    } catch (error) {
      if (isTransient(error)) throw error;
      const id = await parkEvent(tx, projection.name, event, { error: errorText(error), attempts: options.attempts(event.id) + 1, heldBehind: null });
      held.set(event.streamId, id);
      options.onParked?.(event, error);
    }
  }
  return relevant.length;
}

/**
 * The projection's batch, straight in the caller's transaction: BatchFailedError when it threw (the caller rolls back
 * and applies the events one by one). Database trouble is not the batch's fault: it is rethrown as it is.
 */
async function applyAsBatch(tx: Tx, projection: Projection, events: readonly RecordedEvent[]) {
  try {
    await projection.applyBatch!(tx, events);
  } catch (error) {
    if (isTransient(error)) throw error;
    throw new BatchFailedError(error);
  }
}
