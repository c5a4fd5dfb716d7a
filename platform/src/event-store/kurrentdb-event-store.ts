import {
  FORWARDS,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError as KurrentWrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type AppendResult as KurrentAppendResult,
  type CurrentStreamState,
  type Filter,
  type JSONEventType,
  type JSONType,
} from '@kurrent/kurrentdb-client';
import {
  WrongExpectedVersionError,
  comparePositions,
  type AppendResult,
  type EventData,
  type EventFilter,
  type EventMetadata,
  type EventStore,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamState,
  type Subscription,
  type SubscribeToAllOptions,
} from '@weklean/domain';
import { pagesByTurn } from './pages-by-turn';

export type KurrentDbEventStoreOptions = {
  /** `kurrentdb://host:2113?tls=false`, or any connection string the KurrentDB client accepts. */
  connectionString: string;
};

/** The fields of the client's recorded events (JSON or binary) that the port needs. */
type StoredRecord = {
  id: string;
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  created: Date;
  position?: Position | undefined;
};

/**
 * The record a read message carries, or null for what the port does not expose: messages without an event,
 * resolved links, and system events (`$`-typed, links `$>` included), which the Postgres adapter never holds.
 */
const recordOf = (resolved: { event?: StoredRecord | undefined; link?: unknown }): StoredRecord | null => {
  const { event, link } = resolved;
  if (!event || link || event.type.startsWith('$')) return null;
  return event;
};

/** We write metadata as a JSON object; anything else (absent, or bytes that did not parse) reads as empty. */
const toMetadata = (metadata: unknown): EventMetadata =>
  typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata) && !(metadata instanceof Uint8Array)
    ? (metadata as EventMetadata)
    : {};

const toRecorded = (record: StoredRecord): RecordedEvent => {
  if (!record.position) {
    const at = `${record.streamId}@${record.revision}`;
    throw new Error(`KurrentDB returned ${at} without a position: this adapter needs KurrentDB 22.6 or later`);
  }
  return {
    id: record.id,
    streamId: record.streamId,
    revision: record.revision,
    type: record.type,
    data: record.data,
    metadata: toMetadata(record.metadata),
    position: { commit: record.position.commit, prepare: record.position.prepare },
    created: record.created,
  };
};

/** Negative revisions are how older servers say the stream does not exist. */
const toActual = (state: CurrentStreamState): bigint | 'no_stream' =>
  typeof state === 'bigint' && state >= 0n ? state : 'no_stream';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Without a filter, $all readers see application events only, as with the Postgres adapter. The client has no filter
 * by exact types: a list of types becomes the anchored alternation of them.
 */
const toClientFilter = (filter: EventFilter | undefined): Filter => {
  if (!filter) return excludeSystemEvents();
  if ('types' in filter) return eventTypeFilter({ regex: `^(${filter.types.map(escapeRegex).join('|')})$` });
  const create = filter.filterOn === 'eventType' ? eventTypeFilter : streamNameFilter;
  return 'regex' in filter ? create({ regex: filter.regex }) : create({ prefixes: [...filter.prefixes] });
};

/** True when an event read from `from` must be skipped: the port resumes strictly after `from`. */
const notAfter = (event: RecordedEvent, from: Position | 'start'): boolean =>
  from !== 'start' && comparePositions(event.position, from) <= 0;

/** Creates the adapter. The client connects on first use. */
export function createKurrentDbEventStore(options: KurrentDbEventStoreOptions): EventStore {
  const client = KurrentDBClient.connectionString(options.connectionString);
  const subscriptions = new Set<Subscription>();

  async function* readStream(stream: string, opts: ReadStreamOptions = {}): AsyncGenerator<RecordedEvent> {
    if (opts.maxCount !== undefined && opts.maxCount <= 0) return;
    const read = client.readStream(stream, {
      direction: FORWARDS,
      fromRevision: opts.fromRevision ?? START,
      maxCount: opts.maxCount,
    });
    try {
      for await (const resolved of read) {
        const record = recordOf(resolved);
        if (record) yield toRecorded(record);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return;
      throw error;
    }
  }

  async function* readAll(opts: ReadAllOptions = {}): AsyncGenerator<RecordedEvent> {
    const from = opts.fromPosition ?? 'start';
    let remaining = opts.maxCount ?? Number.POSITIVE_INFINITY;
    if (remaining <= 0) return;
    const read = client.readAll({
      direction: FORWARDS,
      fromPosition: from === 'start' ? START : from,
      filter: toClientFilter(opts.filter),
      // KurrentDB reads from `from` inclusive: one more makes up for the event at `from` that is skipped.
      maxCount: opts.maxCount === undefined ? undefined : from === 'start' ? opts.maxCount : opts.maxCount + 1,
    });
    for await (const resolved of read) {
      const record = recordOf(resolved);
      if (!record) continue;
      const event = toRecorded(record);
      if (notAfter(event, from)) continue;
      yield event;
      remaining -= 1;
      if (remaining <= 0) return;
    }
  }

  /** An idempotent retry is answered without a position: take it from the batch's last event. */
  const positionOf = async (stream: string, revision: bigint): Promise<Position> => {
    for await (const event of readStream(stream, { fromRevision: revision, maxCount: 1 })) return event.position;
    throw new Error(`KurrentDB answered an append to ${stream} without a position, and ${stream}@${revision} is unreadable`);
  };

  const appendToStream = async (
    stream: string,
    events: readonly EventData[],
    opts: { streamState?: StreamState } = {},
  ): Promise<AppendResult> => {
    if (events.length === 0) throw new TypeError(`appendToStream(${stream}): no events to append`);
    const expected = opts.streamState ?? 'any';
    // The id goes through unchanged: KurrentDB stores a retried batch of the same ids once.
    const proposed = events.map((event) =>
      jsonEvent<JSONEventType>({
        id: event.id,
        type: event.type,
        data: (event.data ?? null) as JSONType,
        metadata: event.metadata ?? {},
      }),
    );
    let result: KurrentAppendResult;
    try {
      result = await client.appendToStream(stream, proposed, { streamState: expected });
    } catch (error) {
      if (error instanceof KurrentWrongExpectedVersionError) {
        throw new WrongExpectedVersionError(stream, expected, toActual(error.actualState));
      }
      throw error;
    }
    // Only reached when the connection string sets throwOnAppendFailure=false.
    if (!result.success) throw new WrongExpectedVersionError(stream, expected, toActual(result.nextExpectedRevision));
    return {
      nextExpectedRevision: result.nextExpectedRevision,
      position: result.position ?? (await positionOf(stream, result.nextExpectedRevision)),
    };
  };

  const subscribeToAll = (opts: SubscribeToAllOptions = {}): Subscription => {
    const from = opts.fromPosition ?? 'start';
    const source = client.subscribeToAll({
      fromPosition: from === 'start' ? START : from,
      filter: toClientFilter(opts.filter),
    });
    // The client emits errors on the stream: without a listener an early one would crash the process, and an
    // iteration that starts after it would wait forever.
    let failure: Error | null = null;
    source.on('error', (error: Error) => {
      failure ??= error;
    });
    let closed = false;
    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        closed = true;
        subscriptions.delete(subscription);
        await source.unsubscribe();
        source.destroy();
      })());

    async function* iterate(): AsyncGenerator<RecordedEvent> {
      try {
        if (failure) throw failure;
        // Caught-up, fell-behind and checkpoint messages are events of the stream, not items: only events arrive here.
        for await (const resolved of source) {
          if (closed) return;
          const record = recordOf(resolved);
          if (!record) continue;
          const event = toRecorded(record);
          // KurrentDB subscriptions already start after `from`; the guard keeps the port's rule regardless.
          if (notAfter(event, from)) continue;
          yield event;
        }
      } catch (error) {
        if (!closed) throw error;
      } finally {
        await stop();
      }
    }

    const iterator = iterate();
    const pages = pagesByTurn(iterator);
    const subscription: Subscription = {
      [Symbol.asyncIterator]: () => iterator,
      pages: () => ({ [Symbol.asyncIterator]: () => pages }),
      close: async () => {
        await stop();
        await pages.return(undefined);
        await iterator.return(undefined);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  };

  return {
    appendToStream,
    readStream,
    readAll,
    subscribeToAll,
    close: async () => {
      await Promise.all([...subscriptions].map((s) => s.close()));
      await client.dispose();
    },
  };
}
