import { addDays } from '@weklean/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type FreeTime = { start: string; end: string };
export type FreeDay = { date: string; free: FreeTime[] };

const freeDayUrl = (slug: string, date: string) => `/api/cleaners/${encodeURIComponent(slug)}/availability?date=${date}`;

/** `GET /api/cleaners/:slug/availability?date=` → the cleaner's free times that Quebec date (`HH:MM`, Quebec time). */
export function useFreeDay(slug: string, date: string | null) {
  return useSWR(date === null ? null : freeDayUrl(slug, date), (url: string) => api.get<FreeDay>(url));
}

/** Days after a day without free time that the form looks through for the nearest free one. */
export const NEAREST_DAYS = 14;

/** The first day with free time after `date`, within NEAREST_DAYS (null when none is declared that far). */
async function nearestFreeDay([, slug, date]: readonly [string, string, string]): Promise<FreeDay | null> {
  for (let offset = 1; offset <= NEAREST_DAYS; offset += 1) {
    const day = await api.get<FreeDay>(freeDayUrl(slug, addDays(date, offset)));
    if (day.free.length > 0) return day;
  }
  return null;
}

export function useNearestFreeDay(slug: string, date: string | null) {
  return useSWR(date === null ? null : (['nearest-free-day', slug, date] as const), nearestFreeDay);
}
