import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { BookingCleaner } from './booking-answers';

const CLEANERS_URL = '/api/cleaners';

/** The form's own reading of the public profile (another feature owns the profile page's). */
export function cleanerKey(slug: string) {
  return [`${CLEANERS_URL}/${encodeURIComponent(slug)}`, 'booking'] as const;
}

/** `GET /api/cleaners/:slug` → the public profile (rates in cents), or 404 `cleaners.not-found`. */
export async function fetchBookingCleaner([url]: readonly [string, string]): Promise<BookingCleaner> {
  return api.get<BookingCleaner>(url);
}

export function useBookingCleaner(slug: string | undefined) {
  return useSWR(slug === undefined || slug === '' ? null : cleanerKey(slug), fetchBookingCleaner);
}
