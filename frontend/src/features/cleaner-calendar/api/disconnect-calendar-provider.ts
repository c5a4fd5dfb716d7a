import { client, ok, pathParams } from '../../../lib/api';
import { useCalendarProvidersMutation, type CalendarProviderLink, type CalendarProviderName } from './get-calendar-providers';

/** `DELETE /api/cleaners/me/calendar/providers/:provider` → the providers, this one no longer connected. */
export function disconnectCalendarProvider(provider: CalendarProviderName): Promise<CalendarProviderLink[]> {
  return ok(client.cleaners.me.calendar.providers[':provider'].$delete({ param: pathParams({ provider }) }));
}

export function useDisconnectCalendarProvider() {
  return useCalendarProvidersMutation<CalendarProviderName>(disconnectCalendarProvider);
}
