import type { EventFilter, Reaction, Reactor, RecordedEvent } from '@weklean/domain';
import type postgres from 'postgres';

export type Tx = postgres.TransactionSql;

/**
 * A read model built from the event log. `apply` runs inside the runtime's transaction, beside the checkpoint: the
 * rows and the position move together (exactly-once effect on the read model).
 */
export type Projection = {
  name: string;
  /** The event types it handles; absent means every event. */
  eventTypes?: readonly string[];
  apply(tx: Tx, event: RecordedEvent): Promise<void>;
  /**
   * Optional: applies a page of its events (in log order) with multi-row writes, leaving exactly the rows that `apply`
   * on each in turn would. The runtime runs it in the batch's transaction (no savepoint); when it throws, that
   * transaction rolls back whole and the page is applied event by event in a new one, so a failing event is found,
   * counted and parked as ever. It throws rather than guess on an event it cannot vouch for.
   */
  applyBatch?(tx: Tx, events: readonly RecordedEvent[]): Promise<void>;
  /** Empties the read model before a rebuild. */
  reset(tx: Tx): Promise<void>;
};

/** Sends one reaction; called again for the same cause after a crash, so it must be idempotent (command ids). */
export type Dispatch = (reaction: Reaction, cause: RecordedEvent) => Promise<void>;

/**
 * What the one runtime runs: a projection (applies events to rows in the runtime's transaction) or a reactor (sends
 * commands, timers and effects through `dispatch`, at least once, made effectively once by ids derived from the cause).
 */
export type Consumer = { kind: 'projection'; projection: Projection } | { kind: 'reactor'; reactor: Reactor; dispatch: Dispatch };

export type ConsumerKind = Consumer['kind'];
/** What the status, the lock and the checkpoint need to know of a consumer. */
export type ConsumerId = { kind: ConsumerKind; name: string; eventTypes?: readonly string[] };

export const projectionId = (projection: Pick<Projection, 'name' | 'eventTypes'>): ConsumerId =>
  projection.eventTypes ? { kind: 'projection', name: projection.name, eventTypes: projection.eventTypes } : { kind: 'projection', name: projection.name };
export const reactorId = (reactor: Pick<Reactor, 'name' | 'eventTypes'>): ConsumerId => ({ kind: 'reactor', name: reactor.name, eventTypes: reactor.eventTypes });
export const consumerId = (consumer: Consumer): ConsumerId =>
  consumer.kind === 'projection' ? projectionId(consumer.projection) : reactorId(consumer.reactor);

/**
 * A consumer's row in `projection_checkpoints` and in `projection_parked_events`: a projection by its name, a reactor
 * as `reactor:<name>` (the two kinds share the tables, and a reactor may bear a projection's name).
 */
export const checkpointName = (id: Pick<ConsumerId, 'kind' | 'name'>) => (id.kind === 'reactor' ? `reactor:${id.name}` : id.name);

/** The session advisory lock that makes one process across all the active consumer (the keys predate the merge). */
export const consumerLockKey = (id: Pick<ConsumerId, 'kind' | 'name'>) => `weklean:${id.kind}:${id.name}`;

/** The event store filter for a consumer: its exact event types (none: every event). */
export const eventFilter = (id: { eventTypes?: readonly string[] }): EventFilter | undefined =>
  id.eventTypes ? { filterOn: 'eventType', types: id.eventTypes } : undefined;

export const handles = (id: { eventTypes?: readonly string[] }, event: RecordedEvent) => !id.eventTypes || id.eventTypes.includes(event.type);
