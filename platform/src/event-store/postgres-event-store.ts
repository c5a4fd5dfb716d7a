import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import {
  WrongExpectedVersionError,
  type AppendResult,
  type EventData,
  type EventFilter,
  type EventMetadata,
  type EventPage,
  type EventStore,
  type Position,
  type ReadAllOptions,
  type RecordedEvent,
  type StreamState,
  type Subscription,
  type SubscribeToAllOptions,
} from '@weklean/domain';
import { appendedOf, appendedPayload, createWakeSignal } from './wake-signal';

export type PostgresEventStoreOptions = {
  connectionString: string;
  /** Pool size for appends and reads (the LISTEN connection comes on top). */
  maxConnections?: number;
  /** Rows read per query when catching up. */
  pageSize?: number;
  /** Backoff poll bounds for subscribers, in milliseconds: a notified event can still be hidden behind an open transaction. */
  pollMs?: { min: number; max: number };
};

export type PostgresEventStore = EventStore & {
  /** The last position visible to readers of $all right now (for lag figures), or null when the log is empty. */
  headPosition(): Promise<Position | null>;
  /** The last position committed, visible or not yet (an older transaction on the server still open). */
  committedPosition(): Promise<Position | null>;
};

const NOTIFY_CHANNEL = 'weklean_events';
const SCHEMA_LOCK = 'weklean:event-store:schema';

type Row = {
  event_id: string;
  stream_id: string;
  revision: string;
  event_type: string;
  data: unknown;
  metadata: EventMetadata | null;
  commit: string;
  prepare: string;
  created_at: Date;
};

/** A row of a page: a matching event, or only the position of a scanned one the filter leaves out (its other columns null). */
type PageRow = (Row & { matches: true }) | { matches: false; commit: string; prepare: string };

const toRecorded = (row: Row): RecordedEvent => ({
  id: row.event_id,
  streamId: row.stream_id,
  revision: BigInt(row.revision),
  type: row.event_type,
  data: row.data,
  metadata: row.metadata ?? {},
  position: { commit: BigInt(row.commit), prepare: BigInt(row.prepare) },
  created: row.created_at,
});

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Creates the adapter, and its tables when they are missing. */
export async function createPostgresEventStore(options: PostgresEventStoreOptions): Promise<PostgresEventStore> {
  const sql = postgres(options.connectionString, {
    max: options.maxConnections ?? 10,
    onnotice: () => undefined,
    connection: { application_name: 'weklean-event-store' },
  });
  const pageSize = options.pageSize ?? 1000;
  const pollMs = options.pollMs ?? { min: 25, max: 1000 };

  await ensureSchema(sql);

  const wake = createWakeSignal();
  let listening: Promise<{ unlisten(): Promise<void> }> | null = null;
  const listen = () => {
    listening ??= sql.listen(NOTIFY_CHANNEL, (payload) => wake.notify(appendedOf(payload)));
    return listening;
  };
  const subscriptions = new Set<Subscription>();

  const filterSql = (filter: EventFilter | undefined) => {
    if (!filter) return sql`true`;
    // What consumers send (not the regex `^(A|B|…)$` of before): for a page of 1 000, 4 ms with 1 to 20 types against
    // 5 ms (one type) to 30 ms and more (20 types) with the regex (issue 34, `explain analyze`, load ~4.5).
    if ('types' in filter) return sql`event_type = any(${sql.array([...filter.types])}::text[])`;
    const column = filter.filterOn === 'eventType' ? sql`event_type` : sql`stream_id`;
    if ('regex' in filter) return sql`${column} ~ ${filter.regex}`;
    return sql`exists (select 1 from unnest(${sql.array([...filter.prefixes])}::text[]) p where starts_with(${column}, p))`;
  };

  /**
   * One page of $all after `from`: the events matching the filter, plus the last scanned row (matching or not) so
   * that a reader with a narrow filter moves forward without rescanning. Only transactions older than the oldest
   * running one are visible, so an event committed late by a slow transaction is never skipped. `full` when the scan
   * filled the page: more may follow at once (a short page means the reader reached the head).
   *
   * Every scanned row comes back, a row the filter leaves out as its position only (its other columns null, so no
   * payload is sent or parsed for it): the page's length is the scan's and its last row the last scanned, with no
   * window function. The former `count(*) over ()` and `lead() over (…)` made the server hold the whole page, payloads
   * included, in two window buffers: 10.8 ms for a page of 1 000 against 3.6 ms for the bare keyset read, now 3.6 ms
   * (issue 34, `explain analyze` on 200k events, fastest of 7, load ~4.5; bench/RESULTS.md).
   */
  const readPage = async (from: Position | 'start', filter: EventFilter | undefined, limit: number) => {
    const after =
      from === 'start'
        ? sql``
        : sql`and (transaction_id, global_position) > (${from.commit.toString()}::xid8, ${from.prepare.toString()}::bigint)`;
    const rows = await sql<PageRow[]>`
      select case when matches then event_id end as event_id, case when matches then stream_id end as stream_id,
             case when matches then revision::text end as revision, case when matches then event_type end as event_type,
             case when matches then data end as data, case when matches then metadata end as metadata,
             case when matches then created_at end as created_at, commit, prepare, matches
      from (
        select event_id, stream_id, revision, event_type, data, metadata, created_at, transaction_id, global_position,
               transaction_id::text as commit, global_position::text as prepare, ${filterSql(filter)} as matches
        from events
        where transaction_id < pg_snapshot_xmin(pg_current_snapshot()) ${after}
        order by transaction_id, global_position
        limit ${limit}
      ) page
      order by transaction_id, global_position`;
    const last = rows.at(-1);
    return {
      events: rows.filter((row) => row.matches).map(toRecorded),
      scannedTo: last ? { commit: BigInt(last.commit), prepare: BigInt(last.prepare) } : null,
      exhausted: rows.length === 0,
      full: rows.length === limit,
    };
  };

  /**
   * The read of the page after a full one, started before the caller works through that page (issue 34): the
   * server's scan and the client's parsing of page k+1 overlap the caller's work on page k, one page ahead at most.
   * A read-ahead may be abandoned (the reader stops or closes), so its failure only counts where it is awaited, the
   * place where the read would have been made without it.
   */
  const readAhead = (from: Position | 'start', filter: EventFilter | undefined, limit: number) => {
    const read = readPage(from, filter, limit);
    read.catch(() => undefined);
    return read;
  };

  async function* readAll(opts: ReadAllOptions = {}): AsyncGenerator<RecordedEvent> {
    let remaining = opts.maxCount ?? Number.POSITIVE_INFINITY;
    if (remaining <= 0) return;
    let next = readPage(opts.fromPosition ?? 'start', opts.filter, Math.min(pageSize, remaining));
    for (;;) {
      const page = await next;
      if (page.exhausted || !page.scannedTo) return;
      const left = remaining - page.events.length;
      const ahead = page.full && left > 0 ? readAhead(page.scannedTo, opts.filter, Math.min(pageSize, left)) : null;
      for (const event of page.events) {
        yield event;
        remaining -= 1;
      }
      if (remaining <= 0) return;
      next = ahead ?? readPage(page.scannedTo, opts.filter, Math.min(pageSize, remaining));
    }
  }

  async function* readStream(stream: string, opts: { fromRevision?: bigint; maxCount?: number } = {}) {
    let next = opts.fromRevision ?? 0n;
    let remaining = opts.maxCount ?? Number.POSITIVE_INFINITY;
    while (remaining > 0) {
      const limit = Math.min(pageSize, remaining);
      const rows = await sql<Row[]>`
        select event_id, stream_id, revision::text, event_type, data, metadata,
               transaction_id::text as commit, global_position::text as prepare, created_at
        from events where stream_id = ${stream} and revision >= ${next.toString()}::bigint
        order by events.revision limit ${limit}`;
      for (const row of rows) yield toRecorded(row);
      if (rows.length < limit) return;
      remaining -= rows.length;
      next = BigInt(rows.at(-1)!.revision) + 1n;
    }
  }

  /** The log's last position among the events `where` keeps (visible ones only, or every committed one), or null. */
  const lastPosition = async (where: postgres.PendingQuery<postgres.Row[]>): Promise<Position | null> => {
    const [row] = await sql<{ commit: string; prepare: string }[]>`
      select transaction_id::text as commit, global_position::text as prepare from events ${where}
      order by transaction_id desc, global_position desc limit 1`;
    return row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : null;
  };

  const currentRevision = async (stream: string): Promise<bigint | 'no_stream'> => {
    const [row] = await sql<{ revision: string }[]>`select revision::text from streams where stream_id = ${stream}`;
    return row ? BigInt(row.revision) : 'no_stream';
  };

  /** The statement that moves the stream's revision by `count`, returning the new last revision, or no row when `expected` does not hold. */
  const claimRevisions = (stream: string, expected: StreamState, count: bigint) => {
    const fresh = (count - 1n).toString();
    const n = count.toString();
    if (expected === 'no_stream') {
      return sql`insert into streams (stream_id, revision) values (${stream}, ${fresh}::bigint)
                 on conflict (stream_id) do nothing returning revision`;
    }
    if (expected === 'any') {
      return sql`insert into streams (stream_id, revision) values (${stream}, ${fresh}::bigint)
                 on conflict (stream_id) do update set revision = streams.revision + ${n}::bigint returning revision`;
    }
    if (expected === 'stream_exists') {
      return sql`update streams set revision = revision + ${n}::bigint where stream_id = ${stream} returning revision`;
    }
    return sql`update streams set revision = revision + ${n}::bigint
               where stream_id = ${stream} and revision = ${expected.toString()}::bigint returning revision`;
  };

  /** When every event id is already stored in this stream, in order, the append was a retry: answer as before. */
  const previousAppend = async (stream: string, ids: readonly string[]): Promise<AppendResult | null> => {
    const rows = await sql<{ stream_id: string; revision: string; commit: string; prepare: string }[]>`
      select stream_id, revision::text, transaction_id::text as commit, global_position::text as prepare
      from events where event_id = any(${sql.array([...ids])}::uuid[]) order by events.revision`;
    if (rows.length !== ids.length || rows.some((row) => row.stream_id !== stream)) return null;
    const last = rows.at(-1)!;
    return {
      nextExpectedRevision: BigInt(last.revision),
      position: { commit: BigInt(last.commit), prepare: BigInt(last.prepare) },
    };
  };

  const appendToStream = async (
    stream: string,
    events: readonly EventData[],
    opts: { streamState?: StreamState } = {},
  ): Promise<AppendResult> => {
    if (events.length === 0) throw new TypeError(`appendToStream(${stream}): no events to append`);
    const expected = opts.streamState ?? 'any';
    const rows = events.map((event) => ({
      id: event.id ?? randomUUID(),
      type: event.type,
      data: event.data ?? null,
      metadata: event.metadata ?? {},
    }));
    try {
      // One statement: the revision claim (a row lock on the stream) and the insert commit together, in one round
      // trip; a wrong expected state claims no row and so inserts nothing.
      const count = BigInt(rows.length);
      const inserted = await sql<{ revision: string; commit: string; prepare: string }[]>`
        with claimed as (${claimRevisions(stream, expected, count)})
        insert into events (stream_id, revision, event_id, event_type, data, metadata)
        select ${stream}, claimed.revision - ${count.toString()}::bigint + t.ord, (t.e->>'id')::uuid, t.e->>'type',
               t.e->'data', t.e->'metadata'
        from claimed, jsonb_array_elements(${sql.json(rows as postgres.JSONValue)}::jsonb) with ordinality as t(e, ord)
        order by t.ord
        returning revision::text, transaction_id::text as commit, global_position::text as prepare`;
      if (inserted.length === 0) throw new WrongExpectedVersionError(stream, expected, await currentRevision(stream));
      // After the commit, not inside it: a NOTIFY in a transaction serialises commits on a server-wide lock. A lost
      // wake-up only costs subscribers their next backoff poll. The payload names the appended event types, so that
      // only the subscriptions whose filter can see one of them read a page (wake-signal.ts).
      void sql`select pg_notify(${NOTIFY_CHANNEL}, ${appendedPayload(rows.map((row) => row.type))})`.catch(() => undefined);
      const last = inserted.reduce((max, row) => (BigInt(row.revision) > max ? BigInt(row.revision) : max), -1n);
      const prepare = inserted.reduce((max, row) => (BigInt(row.prepare) > max ? BigInt(row.prepare) : max), 0n);
      return { nextExpectedRevision: last, position: { commit: BigInt(inserted[0]!.commit), prepare } };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError || isUniqueViolation(error)) {
        const retried = events.every((event) => event.id) ? await previousAppend(stream, rows.map((r) => r.id)) : null;
        if (retried) return retried;
        if (isUniqueViolation(error)) throw new WrongExpectedVersionError(stream, expected, await currentRevision(stream));
      }
      throw error;
    }
  };

  const subscribeToAll = (opts: SubscribeToAllOptions = {}): Subscription => {
    let closed = false;
    let position = opts.fromPosition ?? 'start';
    const stopWaiting = new AbortController();
    /**
     * Until when any notification wakes this subscription, not only one of its types: after a wake-up of its types,
     * the event may not be visible yet (a transaction older than its append still open) and the next append of any
     * type is the likeliest moment it has become so, as every append was before types were named. Until an event
     * comes, for a second at most; the backoff poll finds it after that.
     */
    let anyWakesUntil = 0;
    /** A page read, with the wake-up taken before it: a notification during the read is not lost. */
    const read = (ahead: boolean) => ({
      notified: wake.next(Date.now() < anyWakesUntil ? undefined : opts.filter),
      page: (ahead ? readAhead : readPage)(position, opts.filter, pageSize),
    });
    async function* iteratePages(): AsyncGenerator<EventPage> {
      await listen();
      let delay = pollMs.min;
      // After a full page the next one is read while this one is taken; after a short one (the head), when asked for.
      let ahead: ReturnType<typeof read> | null = null;
      let current: ReturnType<typeof read> | null = null;
      /** The last page yielded said that more would follow: reaching the head must be said too (EventPage). */
      let saidMore = false;
      try {
        while (!closed) {
          current = ahead ?? read(false);
          ahead = null;
          const page = await current.page;
          if (page.scannedTo) position = page.scannedTo;
          if (page.events.length > 0) anyWakesUntil = 0;
          if (page.full) ahead = read(true);
          if (closed) return;
          if (page.events.length > 0 || (saidMore && !page.full)) {
            saidMore = page.full;
            yield { events: page.events, more: page.full };
          }
          if (page.exhausted) {
            const woken = await wake.wait(current.notified, delay, stopWaiting.signal);
            if (woken) anyWakesUntil = Date.now() + 1_000;
            delay = woken ? pollMs.min : Math.min(delay * 2, pollMs.max);
          } else {
            current.notified.cancel();
            delay = pollMs.min;
          }
        }
      } finally {
        // Closed, failed or returned mid-page: its claims on the next notifications are given up.
        current?.notified.cancel();
        (ahead as ReturnType<typeof read> | null)?.notified.cancel();
      }
    }
    const pages = iteratePages();
    async function* iterateEvents(): AsyncGenerator<RecordedEvent> {
      for await (const page of { [Symbol.asyncIterator]: () => pages }) {
        for (const event of page.events) {
          if (closed) return;
          yield event;
        }
      }
    }
    const events = iterateEvents();
    const subscription: Subscription = {
      [Symbol.asyncIterator]: () => events,
      pages: () => ({ [Symbol.asyncIterator]: () => pages }),
      close: async () => {
        closed = true;
        stopWaiting.abort();
        subscriptions.delete(subscription);
        await events.return(undefined);
        await pages.return(undefined);
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
    headPosition: () => lastPosition(sql`where transaction_id < pg_snapshot_xmin(pg_current_snapshot())`),
    committedPosition: () => lastPosition(sql``),
    close: async () => {
      await Promise.all([...subscriptions].map((s) => s.close()));
      if (listening) await (await listening).unlisten().catch(() => undefined);
      await sql.end({ timeout: 5 });
    },
  };
}

async function ensureSchema(sql: postgres.Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${SCHEMA_LOCK}))`;
    await tx`
      create table if not exists events (
        global_position bigserial primary key,
        transaction_id xid8 not null default pg_current_xact_id(),
        stream_id text not null,
        revision bigint not null,
        event_id uuid not null unique,
        event_type text not null,
        data jsonb not null,
        metadata jsonb not null default '{}'::jsonb,
        created_at timestamptz not null default now(),
        unique (stream_id, revision)
      )`;
    await tx`create index if not exists events_all_order on events (transaction_id, global_position)`;
    await tx`
      create table if not exists streams (
        stream_id text primary key,
        revision bigint not null
      )`;
  });
}
