import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { ME_URL } from './get-schedule';

export const CALENDAR_SYNC_URL = `${ME_URL}/calendar`;

/** What the server says of a failed import: a malformed address, or one generic reason for everything else (issue 9). */
export const IMPORT_ERRORS = ['invalid-url', 'unreachable'] as const;
export type ImportError = (typeof IMPORT_ERRORS)[number];
export type BusyTime = { start: string; end: string; allDay: boolean };
export type CalendarSync = {
  feedUrl: string;
  importUrl: string | null;
  importedAt: string | null;
  importError: ImportError | null;
  busyTimes: BusyTime[];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

function parseBusyTime(value: unknown): BusyTime | null {
  if (!isRecord(value) || typeof value.start !== 'string' || typeof value.end !== 'string' || typeof value.allDay !== 'boolean') return null;
  return { start: value.start, end: value.end, allDay: value.allDay };
}

/** The `/calendar` answer, or an error when it has another shape. An unknown import error code reads as `unreachable`. */
export function toCalendarSync(body: unknown): CalendarSync {
  if (
    !isRecord(body) ||
    typeof body.feedUrl !== 'string' ||
    !isNullableString(body.importUrl) ||
    !isNullableString(body.importedAt) ||
    !isNullableString(body.importError) ||
    !Array.isArray(body.busyTimes)
  ) {
    throw new Error('Unexpected calendar-sync answer');
  }
  const busyTimes = body.busyTimes.map(parseBusyTime).filter((busy): busy is BusyTime => busy !== null);
  const importError =
    body.importError === null ? null : ((IMPORT_ERRORS as readonly string[]).includes(body.importError) ? (body.importError as ImportError) : 'unreachable');
  return { feedUrl: body.feedUrl, importUrl: body.importUrl, importedAt: body.importedAt, importError, busyTimes };
}

/** `GET /api/cleaners/me/calendar` → the secret feed address and the imported calendar. */
export async function fetchCalendarSync(): Promise<CalendarSync> {
  return toCalendarSync(await api.get(CALENDAR_SYNC_URL, { cache: 'no-store' }));
}

export function useCalendarSync() {
  return useSWR(CALENDAR_SYNC_URL, fetchCalendarSync, { revalidateOnMount: true });
}

/** A change answers with the same shape, which replaces the cached one; a refusal reads it again. */
export function useCalendarSyncMutation<Arg>(send: (arg: Arg) => Promise<unknown>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(CALENDAR_SYNC_URL, async (_key: unknown, { arg }: { arg: Arg }) => toCalendarSync(await send(arg)), {
    populateCache: true,
    revalidate: false,
    onError: () => void mutate(CALENDAR_SYNC_URL),
  });
}
