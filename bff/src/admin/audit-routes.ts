import {
  bookingStreams,
  historyViewsTarget,
  personStreams,
  scheduleStreamsOf,
  stateAfter,
  streamInfoOf,
  toJsonSafe,
  SYSTEM_USER,
  type EventStore,
  type JsonValue,
  type RecordedEvent,
  type StreamInfo,
} from '@weklean/domain';
import { actorFor, peopleOf, type CommandHandler, type Person } from '@weklean/platform';
import { notificationsCausedBy } from '@weklean/workers';
import { Hono, type Context } from 'hono';
import type postgres from 'postgres';
import { noStore } from '../http/no-store';
import { refuse } from '../http/refusal';
import { requireRole, type RoleEnv } from '../http/require-role';

/** A timeline longer than this is paged with `?fromRevision=` (docs/api/admin-audit.md). */
export const AUDIT_PAGE_SIZE = 5000;

type Env = RoleEnv<'admin'>;
type Deps = { sql: postgres.Sql; store: EventStore; commands: CommandHandler; clock: () => Date };

export type AuditActor = { kind: 'system' } | { kind: 'user'; userId: string; name: string | null; role: Person['role'] };
export type AuditEvent = {
  id: string;
  revision: number;
  type: string;
  at: string;
  actor: AuditActor;
  correlationId: string | null;
  causationId: string | null;
  data: JsonValue;
  /** Where the event is in the whole log (bigints as strings): orders events of several streams recorded at one instant. */
  position: { commit: string; prepare: string } | null;
};

/** The audit's refusals carry their message from its own catalogue (domain/locales/<lng>/admin-audit.json). */
const refusal = (c: Context<Env>, code: string, status: 404 | 400, key: string, field?: string) => {
  const message = c.get('t')(`admin-audit:errors.${key}`);
  return refuse(code, status, {}, { message, ...(field ? { issues: [{ field, message }] } : {}) });
};
const streamNotFound = (c: Context<Env>) => refusal(c, 'audit.stream-not-found', 404, 'stream-not-found');

/** The stream named by the path: a malformed name is a 404 like an unknown one, before any read. */
const streamOf = (c: Context<Env>): StreamInfo => {
  const info = streamInfoOf(c.req.param('streamId') ?? '');
  if (!info) throw streamNotFound(c);
  return info;
};

/** A revision in a query (`?revision=`, `?fromRevision=`): absent is null, anything but a non-negative integer a 400. */
const revisionParam = (c: Context<Env>, name: string): bigint | null => {
  const value = c.req.query(name);
  if (value === undefined) return null;
  if (!/^\d{1,15}$/.test(value)) throw refusal(c, 'validation', 400, 'revision', name);
  return BigInt(value);
};

async function read(store: EventStore, streamId: string, opts: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of store.readStream(streamId, opts)) events.push(event);
  return events;
}

const userIdOf = (event: RecordedEvent): string | null => {
  const userId = event.metadata.userId;
  return typeof userId === 'string' && userId !== SYSTEM_USER ? userId : null;
};
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Events as the audit shows them: who (named from the accounts still there), when, the thread, the data as JSON. */
async function describe(sql: postgres.Sql, events: readonly RecordedEvent[]): Promise<AuditEvent[]> {
  const people = await peopleOf(sql, events.map(userIdOf).filter((id): id is string => id !== null));
  return events.map((event) => {
    const userId = userIdOf(event);
    const person = userId === null ? undefined : people.get(userId);
    return {
      id: event.id,
      revision: Number(event.revision),
      type: event.type,
      at: text(event.metadata.occurredAt) ?? event.created.toISOString(),
      actor: userId === null ? { kind: 'system' } : { kind: 'user', userId, name: person?.name ?? null, role: person?.role ?? null },
      correlationId: text(event.metadata.correlationId),
      causationId: text(event.metadata.causationId),
      data: toJsonSafe(event.data),
      position: { commit: event.position.commit.toString(), prepare: event.position.prepare.toString() },
    };
  });
}

const mentions = (event: RecordedEvent, bookingId: string) =>
  typeof event.data === 'object' && event.data !== null && (event.data as Record<string, unknown>).bookingId === bookingId;

/**
 * The streams of the same thing as `info`, read through the port: a booking's payment (and its ledger postings),
 * conversation and reviews, the cleaner's days and payout entries that name it; a person's own streams.
 */
async function relatedStreams(store: EventStore, info: StreamInfo) {
  const found: { streamId: string; kind: string; events: RecordedEvent[] }[] = [];
  const add = async (streamId: string, keep: (event: RecordedEvent) => boolean = () => true) => {
    if (found.some((stream) => stream.streamId === streamId)) return;
    const events = (await read(store, streamId, { maxCount: AUDIT_PAGE_SIZE })).filter(keep);
    if (events.length > 0) found.push({ streamId, kind: streamInfoOf(streamId)?.kind ?? 'other', events });
  };
  const { bookingId } = info;
  if (bookingId !== null) {
    for (const streamId of bookingStreams(bookingId)) await add(streamId);
    const booking = found.find((stream) => stream.streamId === `booking-${bookingId}`)?.events ?? [];
    // A cleaner's day and payout hold other bookings too: only what names this one.
    for (const streamId of scheduleStreamsOf(booking)) await add(streamId, (event) => mentions(event, bookingId));
    const cleanerId = booking.map((event) => (event.data as { cleanerId?: unknown }).cleanerId).find((id) => typeof id === 'string');
    if (typeof cleanerId === 'string') await add(`payout-${cleanerId}`, (event) => mentions(event, bookingId));
  } else if (info.personId !== null) {
    for (const streamId of personStreams(info.personId)) await add(streamId);
  } else {
    await add(info.streamId);
  }
  return found;
}

/** The e-mails those events caused, as one more (read-only) stream of the merged timeline. */
async function notificationStream(sql: postgres.Sql, streams: readonly { events: readonly RecordedEvent[] }[]) {
  const causes = new Map(streams.flatMap((stream) => stream.events.map((event) => [event.id, event] as const)));
  const sent = await notificationsCausedBy(sql, [...causes.keys()]);
  const people = await peopleOf(sql, sent.map((mail) => mail.userId));
  const events: AuditEvent[] = sent.map((mail, index) => {
    const cause = causes.get(mail.causeEventId);
    return {
      id: mail.effectId,
      revision: index,
      type: 'EmailSent',
      at: mail.sentAt.toISOString(),
      actor: { kind: 'system' },
      correlationId: cause ? text(cause.metadata.correlationId) : null,
      causationId: mail.causeEventId,
      data: { template: mail.template, recipientId: mail.userId, recipientName: people.get(mail.userId)?.name ?? null },
      position: null,
    };
  });
  return events.length === 0 ? [] : [{ streamId: 'notifications', kind: 'notifications', events }];
}

/** `/api/admin/audit` (docs/api/admin-audit.md): the history of any stream, its state at any point, its relatives. */
export const adminAuditRoutes = (deps: Deps) =>
  new Hono<Env>()
    .use('*', noStore)
    .use('*', requireRole('admin'))
    .get('/streams/:streamId', async (c) => {
      const info = streamOf(c);
      const fromRevision = revisionParam(c, 'fromRevision') ?? 0n;
      const page = await read(deps.store, info.streamId, { fromRevision, maxCount: AUDIT_PAGE_SIZE + 1 });
      if (page.length === 0 && fromRevision === 0n) throw streamNotFound(c);
      const events = await describe(deps.sql, page.slice(0, AUDIT_PAGE_SIZE));
      const nextRevision = page.length > AUDIT_PAGE_SIZE ? Number(page[AUDIT_PAGE_SIZE]!.revision) : null;
      if (info.subjectUserId !== null) {
        // Looking at a person's history is itself part of the record (issue 16), in the name of the admin who looked.
        await deps.commands.execute(historyViewsTarget(info.subjectUserId), 'RecordHistoryView', { subjectUserId: info.subjectUserId, streamId: info.streamId }, actorFor(c.get('user').id, deps.clock()));
      }
      return c.json({ streamId: info.streamId, kind: info.kind, events, nextRevision }, 200);
    })
    .get('/streams/:streamId/state', async (c) => {
      const info = streamOf(c);
      const revision = revisionParam(c, 'revision');
      if (info.decider === null) throw refusal(c, 'audit.no-state', 404, 'no-state');
      const events = await read(deps.store, info.streamId, revision === null ? {} : { maxCount: Number(revision) + 1 });
      if (events.length === 0) throw streamNotFound(c);
      const last = events.at(-1)!.revision;
      if (revision !== null && revision > last) throw refusal(c, 'validation', 400, 'revision-beyond', 'revision');
      return c.json({ streamId: info.streamId, kind: info.kind, revision: Number(last), state: toJsonSafe(stateAfter(info.decider, events)) }, 200);
    })
    .get('/streams/:streamId/related', async (c) => {
      const info = streamOf(c);
      const streams = await relatedStreams(deps.store, info);
      if (streams.length === 0) throw streamNotFound(c);
      const described = await Promise.all(streams.map(async (stream) => ({ streamId: stream.streamId, kind: stream.kind, events: await describe(deps.sql, stream.events) })));
      return c.json({ streams: [...described, ...(await notificationStream(deps.sql, streams))] }, 200);
    });
