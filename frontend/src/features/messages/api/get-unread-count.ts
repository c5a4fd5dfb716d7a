import { useState } from 'react';
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
 * What the counter does after its `failures`-th failure in a row: ask again after a growing delay (5 s, 10 s), or,
 * at the third, stop and say so.
 */
export function afterUnreadFailure(failures: number): { retryInMs: number } | 'stop' {
  return failures >= UNREAD_FAILURE_LIMIT ? 'stop' : { retryInMs: RETRY_BASE_MS * 2 ** (Math.max(1, failures) - 1) };
}

/** The count (0 while unknown), and whether the counter stopped on failures ('Failed to fetch unread messages'). */
export type UnreadCount = { count: number; failed: boolean };

/**
 * Unread messages of the signed-in user. A failure, a 404 included, is asked again with a growing delay; after the
 * third in a row the counter stops and `failed` says so (SPEC sections 4 and 8) until a later answer or live update.
 */
export function useUnreadCount(enabled: boolean): UnreadCount {
  const active = enabled && UNREAD_COUNT_AVAILABLE;
  const [stopped, setStopped] = useState(false);
  const { data, error } = useSWR(active ? UNREAD_COUNT_URL : null, fetchUnreadCount, {
    refreshInterval: REFRESH_MS,
    shouldRetryOnError: true,
    onSuccess: () => setStopped(false),
    onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
      const next = afterUnreadFailure(retryCount);
      if (next === 'stop') setStopped(true);
      else setTimeout(() => void revalidate({ retryCount }), next.retryInMs);
    },
  });
  // A count the live socket sets clears SWR's error: the counter works again.
  return { count: active ? (data ?? 0) : 0, failed: active && stopped && error !== undefined };
}
