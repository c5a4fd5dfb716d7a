import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingDecider, calendarSyncReactor, type BookingEvent, type RecordedEvent } from '@weklean/domain';
import { createCalendarProviders, createCommandHandler, createLogger, createPostgresEventStore, createTokenCipher, type CalendarProviders } from '@weklean/platform';
import { accepted, cancelled, requested } from '../../domain/src/testing/booking-fixtures';
import { createTestDatabase, type TestDatabase } from '../../platform/test/support/test-database';
import { calendarEffects } from '../src/calendar-import/calendar-effects';
import { createDispatch } from '../src/reactors/dispatch';

const NOW = new Date('2026-11-22T17:00:00Z');
const FIXTURES = join(__dirname, '..', '..', 'platform', 'test', 'fixtures', 'calendar-providers');
const fixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as Record<string, unknown>;

describe('calendar sync: a confirmed booking reaches the cleaner’s Google Calendar through the reactor’s effects', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let providers: CalendarProviders;
  const calls: { method: string; path: string }[] = [];
  const google = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      calls.push({ method: request.method ?? 'GET', path });
      if (path === '/token') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(fixture('google-token')));
      if (path === '/calendar/v3/freeBusy') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(fixture('google-freebusy')));
      if (request.method === 'DELETE') return response.writeHead(204).end();
      const id = request.method === 'POST' ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string }).id : path.split('/').pop();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...fixture('google-event-created'), id }));
    });
  });
  const ids = { bookingId: randomUUID(), cleanerId: randomUUID(), clientId: randomUUID(), propertyId: randomUUID() };

  beforeAll(async () => {
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
    database = await createTestDatabase('calendar_sync', { migrated: true });
    sql = postgres(database.url, { max: 4, onnotice: () => undefined });
    await sql`insert into users (id, name, email, password_hash, role) values (${ids.cleanerId}, 'Marie', 'marie@example.com', 'x', 'cleaner'), (${ids.clientId}, 'Lucie Tremblay', 'lucie@example.com', 'x', 'client')`;
    providers = createCalendarProviders(sql, {
      settings: {
        google: { clientId: 'id', clientSecret: 'secret', authorizeUrl: `${origin}/auth`, tokenUrl: `${origin}/token`, revokeUrl: null, apiBaseUrl: origin, scopes: [] },
      },
      cipher: createTokenCipher(Buffer.alloc(32, 5)),
      publicUrl: 'https://weklean.test',
    });
    const session = Buffer.alloc(32, 1);
    const state = new URL(await providers.startConnect(ids.cleanerId, session, 'google', NOW)).searchParams.get('state')!;
    await providers.finishConnect({ provider: 'google', code: 'code', state, sessionHash: session, now: NOW });
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
    await new Promise<void>((resolve) => google.close(() => resolve()));
  });

  /** Each reaction of the calendar-sync reactor to the last event, dispatched `times` times (at-least-once delivery). */
  const deliver = async (events: BookingEvent[], times: number) => {
    const store = await createPostgresEventStore({ connectionString: database.url });
    try {
      const logger = createLogger({ level: 'error', json: true });
      const dispatch = createDispatch({
        commands: createCommandHandler(store),
        timers: { schedule: async () => 'no-timer' },
        logger,
        effects: calendarEffects({ sql, providers, logger, publicUrl: 'https://weklean.test' }),
        clock: () => NOW,
      });
      const state = events.reduce(bookingDecider.evolve, bookingDecider.initialState);
      const last = events.at(-1)!;
      const cause: RecordedEvent = {
        id: randomUUID(), streamId: `booking-${ids.bookingId}`, revision: BigInt(events.length - 1), type: last.type, data: last.data,
        metadata: {}, position: { commit: 1n, prepare: 1n }, created: NOW,
      };
      for (let i = 0; i < times; i += 1) for (const reaction of calendarSyncReactor.react(cause, { state })) await dispatch(reaction, cause);
    } finally {
      await store.close();
    }
  };

  it('creates the event once when the acceptance is delivered twice, and deletes it when the booking is cancelled', async () => {
    const history = [requested({ ...ids, startsAt: '2026-11-24T15:00:00.000Z' }), accepted()];
    calls.length = 0;
    await deliver(history, 2);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/calendar/v3/calendars/primary/events']);
    const [row] = await sql<{ event_id: string }[]>`select event_id from calendar_provider_events where booking_id = ${ids.bookingId}`;
    expect(row!.event_id).toBe(ids.bookingId.replace(/-/g, ''));

    calls.length = 0;
    await deliver([...history, cancelled('client')], 1);
    expect(calls).toEqual([{ method: 'DELETE', path: `/calendar/v3/calendars/primary/events/${ids.bookingId.replace(/-/g, '')}` }]);
    expect(await sql`select 1 from calendar_provider_events where booking_id = ${ids.bookingId}`).toHaveLength(0);
  });
});
