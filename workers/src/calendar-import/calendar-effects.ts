import { REMOVE_CALENDAR_EVENT, WRITE_CALENDAR_EVENT, type RemoveCalendarEventData, type WriteCalendarEventData } from '@weklean/domain';
import { createCalendarProviders, type CalendarProviders, type Logger } from '@weklean/platform';
import type postgres from 'postgres';
import type { EffectHandler } from '../reactors/dispatch';

/**
 * The calendar-sync reactor's calls to the providers: a confirmed booking's event written, moved or deleted in the
 * cleaner's connected calendars. A provider's failure is logged and kept as the connection's lastError (inside
 * `providers`), never thrown: the booking is not held, and a cleaner's calendar does not park events on the health page.
 * Without providers (none configured) nothing is connected, and the effects do nothing.
 */
export const calendarEffects = (deps: { sql: postgres.Sql; providers?: CalendarProviders; logger: Logger; publicUrl: string }): Record<string, EffectHandler> => {
  const providers = deps.providers ?? createCalendarProviders(deps.sql, { settings: {}, cipher: null, publicUrl: deps.publicUrl, logger: deps.logger });
  return {
    [WRITE_CALENDAR_EVENT]: async (data, { actor }) => {
      await providers.writeBooking(data as WriteCalendarEventData, actor.now);
    },
    [REMOVE_CALENDAR_EVENT]: async (data, { actor }) => {
      await providers.removeBooking((data as RemoveCalendarEventData).bookingId, actor.now);
    },
  };
};
