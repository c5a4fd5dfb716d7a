import type { RecordedEvent } from '@weklean/domain';
import type postgres from 'postgres';

export type Tx = postgres.TransactionSql;

/** A read model built from the event log. `apply` runs inside the batch's transaction, beside the checkpoint. */
export type Projection = {
  name: string;
  /** The event types it handles; absent means every event. */
  eventTypes?: readonly string[];
  apply(tx: Tx, event: RecordedEvent): Promise<void>;
  /** Empties the read model before a rebuild. */
  reset(tx: Tx): Promise<void>;
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The event store filter for a projection: its exact event types. */
export const projectionFilter = (projection: Projection) =>
  projection.eventTypes
    ? ({ filterOn: 'eventType', regex: `^(${projection.eventTypes.map(escapeRegex).join('|')})$` } as const)
    : undefined;

export const handles = (projection: Projection, event: RecordedEvent) =>
  !projection.eventTypes || projection.eventTypes.includes(event.type);
