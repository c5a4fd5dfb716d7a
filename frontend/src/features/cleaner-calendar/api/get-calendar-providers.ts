import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

const providers = client.cleaners.me.calendar.providers;
export const CALENDAR_PROVIDERS_URL = providers.$path();

/** `GET /api/cleaners/me/calendar/providers`, as the BFF types it. */
export type CalendarProviderLink = Answer<Api['cleaners']['me']['calendar']['providers']['$get']>[number];
export type CalendarProviderName = CalendarProviderLink['provider'];
/** What a connection's last sync said: the grant withdrawn (reconnect), or any other failure (tried again). */
export const PROVIDER_ERRORS = ['invalid-grant', 'failed'] as const;
export type ProviderError = (typeof PROVIDER_ERRORS)[number];

/** A last error the screen does not know reads as `failed`. */
export const providerErrorOf = (lastError: string | undefined): ProviderError | null =>
  lastError === undefined ? null : (PROVIDER_ERRORS.find((known) => known === lastError) ?? 'failed');

/** `GET /api/cleaners/me/calendar/providers` → each provider, configured or not, with the cleaner's connection. */
export async function fetchCalendarProviders(): Promise<CalendarProviderLink[]> {
  return ok(providers.$get(undefined, { init: { cache: 'no-store' } }));
}

export function useCalendarProviders() {
  return useSWR(CALENDAR_PROVIDERS_URL, fetchCalendarProviders, { revalidateOnMount: true });
}

/** A change answers the providers again, which replace the cached ones; a refusal reads them again. */
export function useCalendarProvidersMutation<Arg>(send: (arg: Arg) => Promise<CalendarProviderLink[]>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(CALENDAR_PROVIDERS_URL, async (_key: unknown, { arg }: { arg: Arg }) => send(arg), {
    populateCache: true,
    revalidate: false,
    onError: () => void mutate(CALENDAR_PROVIDERS_URL),
  });
}
