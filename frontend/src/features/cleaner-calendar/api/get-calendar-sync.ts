import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

const calendar = client.cleaners.me.calendar;
export const CALENDAR_SYNC_URL = calendar.$path();

/** What the server says of a failed import: a malformed address, or one generic reason for everything else (issue 9). */
export const IMPORT_ERRORS = ['invalid-url', 'unreachable'] as const;
export type ImportError = (typeof IMPORT_ERRORS)[number];
/** `GET /api/cleaners/me/calendar`, and every change of it, as the BFF types it. */
export type CalendarSyncAnswer = Answer<Api['cleaners']['me']['calendar']['$get']>;
export type BusyTime = CalendarSyncAnswer['busyTimes'][number];
export type CalendarSync = Omit<CalendarSyncAnswer, 'importError'> & { importError: ImportError | null };

/** The answer as the screen reads it: an import error code it does not know reads as `unreachable`. */
export function toCalendarSync(answer: CalendarSyncAnswer): CalendarSync {
  const { importError } = answer;
  return {
    ...answer,
    importError: importError === null ? null : IMPORT_ERRORS.find((known) => known === importError) ?? 'unreachable',
  };
}

/** `GET /api/cleaners/me/calendar` → the secret feed address and the imported calendar. */
export async function fetchCalendarSync(): Promise<CalendarSync> {
  return toCalendarSync(await ok(calendar.$get(undefined, { init: { cache: 'no-store' } })));
}

export function useCalendarSync() {
  return useSWR(CALENDAR_SYNC_URL, fetchCalendarSync, { revalidateOnMount: true });
}

/** A change answers with the same shape, which replaces the cached one; a refusal reads it again. */
export function useCalendarSyncMutation<Arg>(send: (arg: Arg) => Promise<CalendarSyncAnswer>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(CALENDAR_SYNC_URL, async (_key: unknown, { arg }: { arg: Arg }) => toCalendarSync(await send(arg)), {
    populateCache: true,
    revalidate: false,
    onError: () => void mutate(CALENDAR_SYNC_URL),
  });
}
