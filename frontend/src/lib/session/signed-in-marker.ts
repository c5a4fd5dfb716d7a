import { SIGNED_IN_COOKIE } from '@weklean/domain';

/**
 * Whether the browser holds a session, from the readable marker the server sets and clears with the HttpOnly session
 * cookie (domain's SIGNED_IN_COOKIE): a visitor without one is not asked about (no 401 in their console, issue 30).
 */
export function hasSignedInMarker(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

/**
 * Whether to ask the server who is signed in as the app starts: when the marker says so, or when a user is stored (a
 * session opened before the marker existed: the server adds the marker to its next answer).
 */
export const shouldAskForCurrentUser = (cookies: string, hasStoredUser: boolean): boolean => hasStoredUser || hasSignedInMarker(cookies);
