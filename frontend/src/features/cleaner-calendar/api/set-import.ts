import { api } from '../../../lib/api-client';
import { CALENDAR_SYNC_URL, useCalendarSyncMutation } from './get-calendar-sync';

/** `PUT /api/cleaners/me/calendar/import` `{ url }` → reads that calendar now; `null` stops importing. 422 when unreadable. */
export function setImport(url: string | null): Promise<unknown> {
  return api.request('PUT', `${CALENDAR_SYNC_URL}/import`, { body: { url } });
}

export function useSetImport() {
  return useCalendarSyncMutation(setImport);
}
