/**
 * The event store port. Named after the KurrentDB client so that the Postgres and KurrentDB adapters read alike.
 * Positions and revisions are bigint: never pass them through JSON.stringify unconverted.
 */

/** `bigint` = the stream's last revision, 0-based. */
export type StreamState = 'no_stream' | 'any' | 'stream_exists' | bigint;

/** A place in the global log ($all). Ordered by `commit`, then `prepare`. */
export type Position = { commit: bigint; prepare: bigint };

export type EventMetadata = {
  /** The acting user's id, or `system` for timers and process managers. */
  userId?: string;
  correlationId?: string;
  causationId?: string;
  /** ISO 8601 instant at which the command that caused the event was handled. */
  occurredAt?: string;
  [key: string]: unknown;
};

export type EventData = { id?: string; type: string; data: unknown; metadata?: EventMetadata };

export type RecordedEvent = {
  id: string;
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  position: Position;
  created: Date;
};

/**
 * Same shape as the KurrentDB client's filters: match the event type or the stream name, by prefixes or a
 * regular expression (POSIX-compatible subset: anchors, alternation, classes). Plus a list of exact event types, what
 * a consumer asks for: PostgreSQL tests it far faster than the equivalent regex (issue 34), KurrentDB gets the regex.
 */
export type EventFilter =
  | { filterOn: 'eventType'; types: readonly string[] }
  | { filterOn: 'eventType'; prefixes: readonly string[] }
  | { filterOn: 'eventType'; regex: string }
  | { filterOn: 'streamName'; prefixes: readonly string[] }
  | { filterOn: 'streamName'; regex: string };

export type AppendResult = { nextExpectedRevision: bigint; position: Position };

export type ReadStreamOptions = { fromRevision?: bigint; maxCount?: number };

/** `fromPosition` is exclusive: reading resumes with the first event after it. */
export type ReadAllOptions = { fromPosition?: Position | 'start'; maxCount?: number; filter?: EventFilter };

export type SubscribeToAllOptions = { fromPosition?: Position | 'start'; filter?: EventFilter };

/**
 * A subscription's events as the store read them, and whether more follow at once: true while it catches up (it read
 * a full page, and reads the next), false at the head, where the next events wait for appends. A page has events, or
 * none only to say that the head was reached after a page that said more would follow (a reader waiting for them
 * takes what it has).
 */
export type EventPage = { events: readonly RecordedEvent[]; more: boolean };

/** Catch-up then live: every matching event exactly once, in position order. */
export interface Subscription extends AsyncIterable<RecordedEvent> {
  /**
   * The same events a page at a time: a consumer takes a page with one `await` instead of one per event, and while
   * catching up gathers several pages into one transaction (issue 34: the two were most of the runtime's overhead over
   * a bare read). A subscription is read one way or the other, not both.
   */
  pages(): AsyncIterable<EventPage>;
  close(): Promise<void>;
}

export interface EventStore {
  appendToStream(stream: string, events: readonly EventData[], opts?: { streamState?: StreamState }): Promise<AppendResult>;
  readStream(stream: string, opts?: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  readAll(opts?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  subscribeToAll(opts?: SubscribeToAllOptions): Subscription;
  close(): Promise<void>;
}

/** Compares two positions in $all order. */
export const comparePositions = (a: Position, b: Position): number => {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
};

/** A position as plain strings, safe for JSON and SQL parameters. */
export const positionToJson = (p: Position): { commit: string; prepare: string } => ({
  commit: p.commit.toString(),
  prepare: p.prepare.toString(),
});

export const positionFromJson = (p: { commit: string; prepare: string }): Position => ({
  commit: BigInt(p.commit),
  prepare: BigInt(p.prepare),
});
