import { addDays } from '@weklean/domain';
import useSWR from 'swr';
import { client, ok, pathParams } from '../../../lib/api';

export type FreeTime = { start: string; end: string };
export type FreeDay = { date: string; free: FreeTime[] };

const availability = client.cleaners[':slug'].availability;
const freeDayArgs = (slug: string, date: string) => ({ param: pathParams({ slug }), query: { date } });
const fetchFreeDay = (slug: string, date: string): Promise<FreeDay> => ok(availability.$get(freeDayArgs(slug, date)));

/** `GET /api/cleaners/:slug/availability?date=` → the cleaner's free times that Quebec date (`HH:MM`, Quebec time). */
export function useFreeDay(slug: string, date: string | null) {
  return useSWR(date === null ? null : availability.$path(freeDayArgs(slug, date)), () => fetchFreeDay(slug, date ?? ''));
}

/** Days after a day without free time that the form looks through for the nearest free one. */
export const NEAREST_DAYS = 14;

/** The first day with free time after `date`, within NEAREST_DAYS (null when none is declared that far). */
async function nearestFreeDay([, slug, date]: readonly [string, string, string]): Promise<FreeDay | null> {
  for (let offset = 1; offset <= NEAREST_DAYS; offset += 1) {
    const day = await fetchFreeDay(slug, addDays(date, offset));
    if (day.free.length > 0) return day;
  }
  return null;
}

export function useNearestFreeDay(slug: string, date: string | null) {
  return useSWR(date === null ? null : (['nearest-free-day', slug, date] as const), nearestFreeDay);
}
