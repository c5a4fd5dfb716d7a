import { matchesAny } from './match-path';
import type { KeyValueStore } from './storage';

/** sessionStorage key of the path to return to after signing in (SPEC section 2). */
export const PREVIOUS_PAGE_KEY = 'previousPage';
export const DEFAULT_RETURN_PATH = '/';

/**
 * Paths never remembered: the home, login and auth pages (`/auth/*` too: `/auth/success` redirects to the remembered
 * path and would loop), `/register` (a redirect to the auth page) and reset-password links (they carry a secret).
 */
const forgottenPatterns = ['/', '/login', '/auth', '/auth/*', '/register', '/reset-password/*'];

export function shouldRememberPath(pathname: string): boolean {
  return !matchesAny(forgottenPatterns, pathname);
}

/** Only same-site absolute paths are accepted, so a tampered value cannot send the user to another site. */
export function isSafeReturnPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export function rememberPath(store: KeyValueStore, pathname: string, search = ''): void {
  if (!shouldRememberPath(pathname)) return;
  store.setItem(PREVIOUS_PAGE_KEY, `${pathname}${search}`);
}

export function readRememberedPath(store: KeyValueStore): string {
  const value = store.getItem(PREVIOUS_PAGE_KEY);
  return value !== null && isSafeReturnPath(value) ? value : DEFAULT_RETURN_PATH;
}
