import { client, ok } from '../../../lib/api';
import { useCalendarSyncMutation, type CalendarSyncAnswer } from './get-calendar-sync';

/** `POST /api/cleaners/me/calendar/feed-token` → a new feed address; the old one stops working. */
export function newFeedToken(): Promise<CalendarSyncAnswer> {
  return ok(client.cleaners.me.calendar['feed-token'].$post());
}

export function useNewFeedToken() {
  return useCalendarSyncMutation<undefined>(newFeedToken);
}
