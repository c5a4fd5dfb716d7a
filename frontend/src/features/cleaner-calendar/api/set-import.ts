import { client, ok } from '../../../lib/api';
import { useCalendarSyncMutation, type CalendarSyncAnswer } from './get-calendar-sync';

/** `PUT /api/cleaners/me/calendar/import` `{ url }` → reads that calendar now; `null` stops importing. 422 when unreadable. */
export function setImport(url: string | null): Promise<CalendarSyncAnswer> {
  return ok(client.cleaners.me.calendar.import.$put({ json: { url } }));
}

export function useSetImport() {
  return useCalendarSyncMutation(setImport);
}
