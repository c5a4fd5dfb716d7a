import { lineSchema, objectSchema } from '@weklean/domain';
import { Hono } from 'hono';
import ical from 'ical-generator';
import * as v from 'valibot';
import type postgres from 'postgres';
import type { CalendarLinks } from '@weklean/platform';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/validation';
import { requireRole, type RoleEnv } from '../http/require-role';
import { refuse } from '../http/refusal';
import { slotsFrom } from '@weklean/projections';

const ImportSchema = objectSchema({
  url: v.nullable(v.pipe(lineSchema(), v.trim(), v.maxLength(2000, 'validation.calendar.url'), v.regex(/^(https?|webcal):\/\//i, 'validation.calendar.url'))),
});

/**
 * /api/cleaners/me/calendar: the secret iCal feed address and the calendar to import busy times from. The address is
 * built on `publicUrl` (the configured origin), never on the request's Host header.
 */
export const calendarRoutes = (deps: { links: CalendarLinks; clock: () => Date; publicUrl: string }) => {
  const view = async (cleanerId: string) => {
    const link = await deps.links.ensure(cleanerId);
    const busy = await deps.links.busyTimes(cleanerId, deps.clock());
    return {
      feedUrl: `${deps.publicUrl}/ical/${link.feed_token}.ics`,
      importUrl: link.import_url,
      importedAt: link.imported_at?.toISOString() ?? null,
      importError: link.import_error,
      busyTimes: busy.map((b) => ({ start: b.starts_at.toISOString(), end: b.ends_at.toISOString(), allDay: b.all_day })),
    };
  };
  return new Hono<RoleEnv<'cleaner'>>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireRole('cleaner'))
    .get('/', async (c) => c.json(await view(c.get('user').id), 200))
    .post('/feed-token', async (c) => {
      const cleanerId = c.get('user').id;
      await deps.links.regenerate(cleanerId);
      return c.json(await view(cleanerId), 200);
    })
    .put('/import', jsonBody(ImportSchema), async (c) => {
      const cleanerId = c.get('user').id;
      const { url } = c.req.valid('json');
      if (url === null) {
        await deps.links.stopImporting(cleanerId);
        return c.json(await view(cleanerId), 200);
      }
      const result = await deps.links.importNow(cleanerId, url, deps.clock());
      if (!result.ok) throw refuse(`calendar.${result.reason}`, 422);
      return c.json(await view(cleanerId), 200);
    });
};

/**
 * GET /ical/:token.ics: the cleaner's availability as a calendar that Google Calendar or any calendar app subscribes
 * to. The token in the address is the only key, so the feed shows times and statuses, nothing about clients.
 */
export const icalFeedRoutes = (deps: { sql: postgres.Sql; links: CalendarLinks; clock: () => Date }) =>
  new Hono<AppEnv>().get('/:file', async (c) => {
    const token = c.req.param('file').replace(/\.ics$/, '');
    const cleanerId = /^[A-Za-z0-9_-]{20,64}$/.test(token) ? await deps.links.cleanerOfToken(token) : null;
    if (!cleanerId) return c.text('Not found', 404);
    const slots = await slotsFrom(deps.sql, cleanerId, deps.clock().toISOString().slice(0, 10));
    const t = c.get('t');
    const calendar = ical({ name: t('calendar.feedName'), timezone: 'America/Toronto', prodId: { company: 'Weklean', product: 'availability' } });
    for (const slot of slots) {
      calendar.createEvent({
        id: `${slot.slot_id}@weklean`,
        start: new Date(`${slot.date}T${slot.start_time}:00`),
        end: new Date(`${slot.date}T${slot.end_time}:00`),
        floating: true,
        summary: t(slot.status === 'available' ? 'calendar.available' : 'calendar.unavailable'),
      });
    }
    c.header('Cache-Control', 'private, max-age=300');
    return c.body(calendar.toString(), 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
  });
