import useSWR from 'swr';
import { client, ok, pathParams } from '../../../lib/api';
import type { BookingCleaner } from './booking-answers';

const cleaner = client.cleaners[':slug'];

/** The form's own reading of the public profile (another feature owns the profile page's). */
export function cleanerKey(slug: string) {
  return [cleaner.$path({ param: pathParams({ slug }) }), 'booking'] as const;
}

/** `GET /api/cleaners/:slug` → the public profile (rates in cents), or 404 `cleaners.not-found`. */
export async function fetchBookingCleaner(slug: string): Promise<BookingCleaner> {
  return ok(cleaner.$get({ param: pathParams({ slug }) }));
}

export function useBookingCleaner(slug: string | undefined) {
  return useSWR(slug === undefined || slug === '' ? null : cleanerKey(slug), () => fetchBookingCleaner(slug ?? ''));
}
