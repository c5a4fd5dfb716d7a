import { api } from '../../../lib/api-client';
import { CALENDAR_SYNC_URL, useCalendarSyncMutation } from './get-calendar-sync';

/** `POST /api/cleaners/me/calendar/feed-token` → a new feed address; the old one stops working. */
export function newFeedToken(): Promise<unknown> {
  return api.post(`${CALENDAR_SYNC_URL}/feed-token`);
}

export function useNewFeedToken() {
  return useCalendarSyncMutation<undefined>(newFeedToken);
}
