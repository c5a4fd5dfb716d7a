import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import { UNREAD_URL } from '../../../lib/live/live-keys';

/** `GET /api/messages/unread` → `{ count }` (docs/api/messages.md); the live socket sets it at once on news. */
export const UNREAD_COUNT_URL = UNREAD_URL;
export const UNREAD_COUNT_AVAILABLE = true;
/** Consecutive failures after which the counter stops asking (SPEC section 4). */
export const UNREAD_FAILURE_LIMIT = 3;
const REFRESH_MS = 60_000;
const RETRY_BASE_MS = 5_000;

export function parseUnreadCount(body: unknown): number {
  const count = typeof body === 'object' && body !== null && 'count' in body ? body.count : undefined;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

async function fetchUnreadCount(): Promise<number> {
  return parseUnreadCount(await ok(client.messages.unread.$get()));
}

/**
 * Unread messages of the signed-in user (0 while unknown). Failures, a 404 included, are silent: SWR retries with a
 * growing delay and gives up after the third consecutive failure; polling resumes only after a later success.
 */
export function useUnreadCount(enabled: boolean): number {
  const active = enabled && UNREAD_COUNT_AVAILABLE;
  const { data } = useSWR(active ? UNREAD_COUNT_URL : null, fetchUnreadCount, {
    refreshInterval: REFRESH_MS,
    shouldRetryOnError: true,
    onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
      if (retryCount >= UNREAD_FAILURE_LIMIT) return;
      setTimeout(() => void revalidate({ retryCount }), RETRY_BASE_MS * 2 ** (retryCount - 1));
    },
  });
  return active ? (data ?? 0) : 0;
}
