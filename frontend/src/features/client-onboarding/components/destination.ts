import { paths } from '../../../config/paths';
import { isSafeReturnPath } from '../../../lib/remembered-path';
import type { KeyValueStore } from '../../../lib/storage';

/** sessionStorage key of the booking form a client was on when they signed up (kept through reloads of the onboarding). */
export const BOOKING_RETURN_KEY = 'clientOnboarding.bookingPath';

const BOOKING_PATH = /^\/book\/[a-z0-9-]{1,200}$/;

/** The booking form among the remembered path, without its query: only `/book/<slug>` counts. */
export function bookingPathOf(remembered: string | null): string | null {
  if (remembered === null || !isSafeReturnPath(remembered)) return null;
  const pathname = remembered.split(/[?#]/)[0] ?? '';
  return BOOKING_PATH.test(pathname) ? pathname : null;
}

/**
 * Keeps the booking form the client came from, read before the app remembers `/client-onboarding` in its place;
 * answers the one kept.
 */
export function keepBookingPath(store: KeyValueStore, remembered: string | null): string | null {
  const found = bookingPathOf(remembered);
  if (found !== null) store.setItem(BOOKING_RETURN_KEY, found);
  return bookingPathOf(store.getItem(BOOKING_RETURN_KEY));
}

/** Where the onboarding ends: the booking form the client came from, else the search of cleaners in their city. */
export function destinationOf(bookingPath: string | null, city: string | null): string {
  if (bookingPath !== null) return bookingPath;
  return paths.cleaners.href(city === null ? undefined : { city });
}
