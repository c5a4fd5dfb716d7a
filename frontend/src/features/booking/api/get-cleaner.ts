import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { parseBookingCleaner, type BookingCleaner } from './parse-answers';

const CLEANERS_URL = '/api/cleaners';

/** The form's own reading of the public profile (another feature owns the profile page's). */
export function cleanerKey(slug: string) {
  return [`${CLEANERS_URL}/${encodeURIComponent(slug)}`, 'booking'] as const;
}

/** `GET /api/cleaners/:slug` → the public profile (rates in dollars), or 404 `cleaner.not-found`. */
export async function fetchBookingCleaner([url]: readonly [string, string]): Promise<BookingCleaner> {
  const cleaner = parseBookingCleaner(await api.get(url));
  if (cleaner === null) throw new Error('Unexpected cleaner answer');
  return cleaner;
}

export function useBookingCleaner(slug: string | undefined) {
  return useSWR(slug === undefined || slug === '' ? null : cleanerKey(slug), fetchBookingCleaner);
}
