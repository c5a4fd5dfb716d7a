import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../platform/test/support/test-database';
import { importAllCalendars } from '../src/calendar-import/calendar-import-worker';

const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN', 'BEGIN:VEVENT', 'UID:a@t', 'DTSTART:20261124T140000Z', 'DTEND:20261124T160000Z', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

describe('calendar import worker', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let server: ReturnType<typeof createServer>;
  let url: string;
  const cleaners = [randomUUID(), randomUUID()];

  beforeAll(async () => {
    server = createServer((_, response) => response.writeHead(200).end(ics));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/c.ics`;
    database = await createTestDatabase('calendar_worker', { migrated: true });
    sql = postgres(database.url, { max: 4, onnotice: () => undefined });
    for (const [i, id] of cleaners.entries()) {
      await sql`insert into users (id, name, email, password_hash, role) values (${id}, 'C', ${`c${i}@example.com`}, 'x', 'cleaner')`;
    }
    await sql`insert into cleaner_calendar_links (cleaner_id, feed_token, import_url) values (${cleaners[0]!}, 'token-aaaaaaaaaaaaaaaaaaaa', ${url})`;
    await sql`insert into cleaner_calendar_links (cleaner_id, feed_token, import_url) values (${cleaners[1]!}, 'token-bbbbbbbbbbbbbbbbbbbb', 'http://127.0.0.1:1/gone.ics')`;
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('re-imports every linked calendar, recording a failure and carrying on', async () => {
    const result = await importAllCalendars(sql, { now: new Date('2026-11-22T17:00:00Z'), allowPrivateImports: true });
    expect(result).toEqual({ imported: 1, failed: 1, skipped: false });
    const busy = await sql`select cleaner_id from cleaner_busy_times`;
    expect(busy.map((row) => row.cleaner_id)).toEqual([cleaners[0]]);
    const [failed] = await sql`select import_error from cleaner_calendar_links where cleaner_id = ${cleaners[1]!}`;
    expect(failed!.import_error).toBe('unreachable');
  });

  it('refuses private addresses in production settings', async () => {
    await importAllCalendars(sql, { now: new Date('2026-11-22T17:00:00Z') });
    const [row] = await sql`select import_error from cleaner_calendar_links where cleaner_id = ${cleaners[0]!}`;
    expect(row!.import_error).toBe('unreachable');
  });

  it('lets one process do the round at a time', async () => {
    const holder = await sql.reserve();
    await holder`select pg_advisory_lock(hashtextextended('weklean:worker:calendar-import', 0))`;
    try {
      expect(await importAllCalendars(sql, { allowPrivateImports: true })).toEqual({ imported: 0, failed: 0, skipped: true });
    } finally {
      await holder`select pg_advisory_unlock(hashtextextended('weklean:worker:calendar-import', 0))`;
      holder.release();
    }
  });
});
