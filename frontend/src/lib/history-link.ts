import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The admin area opens the history (audit timeline) of any stream in a drawer over the page the admin is on:
 * `?history=<streamId>`, e.g. `/admin/users?history=booking-…`. A link, so it can be opened in a new tab and shared.
 */
export const HISTORY_PARAM = 'history';

/** The current page's address with the history of `streamId` open. */
export const historyLink = (pathname: string, search: string, streamId: string): string => {
  const params = new URLSearchParams(search);
  params.set(HISTORY_PARAM, streamId);
  return `${pathname}?${params.toString()}`;
};

/** `(streamId) => href` for the page being shown. */
export function useHistoryLink(): (streamId: string) => string {
  const { pathname, search } = useLocation();
  return useCallback((streamId: string) => historyLink(pathname, search, streamId), [pathname, search]);
}
