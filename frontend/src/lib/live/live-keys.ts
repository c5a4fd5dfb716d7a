import type { LiveMessage } from '@weklean/domain';
import { client } from '../api';

/** Which SWR keys a live frame makes stale (the screens then read them again). Pure: unit-tested. */

export const UNREAD_URL = client.messages.unread.$path();

const head = (key: unknown): string | null => (typeof key === 'string' ? key : Array.isArray(key) && typeof key[0] === 'string' ? key[0] : null);
const under = (key: unknown, ...prefixes: string[]): boolean => {
  const url = head(key);
  return url !== null && prefixes.some((prefix) => url.startsWith(prefix));
};

/** A booking's page, its lists, its documents: everything under /api/bookings. */
export const isBookingsKey = (key: unknown): boolean => under(key, client.bookings.$path());
/** The conversations and their messages. */
export const isConversationsKey = (key: unknown): boolean => under(key, client.conversations.$path());
/** Messages from the platform: a person's inbox (`/api/messages/admin`) and the admins' history and statistics. */
export const isAdminMessagesKey = (key: unknown): boolean => under(key, client.messages.admin.$path(), client.admin.messages.$path());
/** A booking's reviews and the review lists (`/api/reviews/me`, `/api/reviews`), the cleaners' ratings. */
export const isReviewsKey = (key: unknown): boolean => under(key, client.bookings.$path(), client.reviews.$path(), client.cleaners.$path());
/** A booking's disputes (`/api/bookings/:id/disputes`, with its page) and the admins' lists and files. */
export const isDisputesKey = (key: unknown): boolean => under(key, client.bookings.$path(), client.admin.disputes.$path());
/** Everything the app read from the API (after a reconnect: what changed meanwhile is unknown). */
export const isApiKey = (key: unknown): boolean => under(key, '/api/');

/**
 * What the live socket sends: the domain's live messages (with the commit position of their event, `seq`), and the
 * socket's own frames (bff/src/live/live-sockets.ts: counts, the conversations, where a reconnect picks up).
 */
export type LiveFrame =
  | (LiveMessage & { seq?: string })
  | { type: 'UNREAD_COUNT_UPDATE' | 'ADMIN_UNREAD_COUNT_UPDATE'; count: number }
  | { type: 'CONVERSATIONS_UPDATE'; conversations: unknown[] }
  | { type: 'CONNECTED' | 'RESYNC'; seq: string | null }
  | { type: 'CAUGHT_UP'; seq: string | null; replayed: number }
  | { type: 'PONG'; timestamp: number | null; serverTime: number; seq: string | null }
  | { type: 'ERROR'; code: string };

/** The keys a frame makes stale, and the unread count it gives (null: none). */
export function staleKeysOf(frame: LiveFrame): { matches: ((key: unknown) => boolean) | null; unread: number | null } {
  switch (frame.type) {
    case 'BOOKING_UPDATED':
      return { matches: isBookingsKey, unread: null };
    case 'NEW_MESSAGE':
    case 'READ_RECEIPT':
    case 'CONVERSATIONS_UPDATE':
      return { matches: isConversationsKey, unread: null };
    case 'ADMIN_MESSAGE_SENT':
    case 'ADMIN_MESSAGE_READ':
      return { matches: isAdminMessagesKey, unread: null };
    case 'REVIEW_PUBLISHED':
      return { matches: isReviewsKey, unread: null };
    case 'DISPUTE_UPDATED':
      return { matches: isDisputesKey, unread: null };
    case 'UNREAD_COUNT_UPDATE':
      return { matches: null, unread: typeof frame.count === 'number' && Number.isFinite(frame.count) ? Math.max(0, Math.floor(frame.count)) : null };
    default:
      return { matches: null, unread: null };
  }
}
