import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import type { CalendarProviderName } from './get-calendar-providers';

/** `POST /api/cleaners/me/calendar/providers/:provider/connect` → the provider's consent address, to go to. */
export async function connectCalendarProvider(provider: CalendarProviderName): Promise<string> {
  const { url } = await ok(client.cleaners.me.calendar.providers[':provider'].connect.$post({ param: pathParams({ provider }) }));
  return url;
}

export function useConnectCalendarProvider() {
  return useSWRMutation('calendar-provider-connect', (_key: string, { arg }: { arg: CalendarProviderName }) => connectCalendarProvider(arg));
}
