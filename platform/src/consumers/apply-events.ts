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
  /** The projection's `applyBatch` threw: its events are applied one by one instead. */
  onBatchFailed?: (error: unknown) => void;
};

/**
 * Applies events of one projection inside the caller's transaction. An event of a stream that has a parked event is
 * parked behind it (held), so a stream's rows are never built on a missing step. An event in `toPark` is applied in a
 * savepoint and parked when it still fails; any other failure throws EventApplyError (the whole batch rolls back).
 * Returns how many events were applied or parked.
 */
export async function applyEvents(tx: Tx, projection: Projection, events: readonly RecordedEvent[], options: ApplyOptions) {
  const relevant = events.filter((event) => handles(projection, event));
  if (relevant.length === 0) return 0;
  const held = options.held ?? (await heldStreams(tx, projection.name));
  // A page with nothing to hold or park goes in one batch when the projection has one; the one-by-one path below
  // stays the only one that holds and parks.
  const batchable = projection.applyBatch && relevant.length > 1 && relevant.every((event) => !held.has(event.streamId) && !options.toPark.has(event.id));
  if (batchable && (await appliedAsBatch(tx, projection, relevant, options))) return relevant.length;
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
 * The projection's batch in a savepoint: false when it threw (its writes rolled back, the caller applies the events one
 * by one and so finds the failing event, if any). Database trouble is not the batch's fault: it is rethrown.
 */
async function appliedAsBatch(tx: Tx, projection: Projection, events: readonly RecordedEvent[], options: ApplyOptions) {
  try {
    await tx.savepoint((savepoint) => projection.applyBatch!(savepoint, events));
    return true;
  } catch (error) {
    if (isTransient(error)) throw error;
    options.onBatchFailed?.(error);
    return false;
  }
}
