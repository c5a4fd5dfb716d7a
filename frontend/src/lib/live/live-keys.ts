/** Which SWR keys a live frame makes stale (the screens then read them again). Pure: unit-tested. */

export const UNREAD_URL = '/api/messages/unread';

const head = (key: unknown): string | null => (typeof key === 'string' ? key : Array.isArray(key) && typeof key[0] === 'string' ? key[0] : null);

/** A booking's page, its lists, its documents: everything under /api/bookings. */
export const isBookingsKey = (key: unknown): boolean => head(key)?.startsWith('/api/bookings') ?? false;
/** The conversations and their messages. */
export const isConversationsKey = (key: unknown): boolean => head(key)?.startsWith('/api/conversations') ?? false;
/** Messages from the platform: a person's inbox (`/api/messages/admin`) and the admins' history and statistics. */
export const isAdminMessagesKey = (key: unknown): boolean => {
  const url = head(key);
  return url !== null && (url.startsWith('/api/messages/admin') || url.startsWith('/api/admin/messages'));
};
/** A booking's reviews and the review lists (`/api/reviews/me`, `/api/reviews`), the cleaners' ratings. */
export const isReviewsKey = (key: unknown): boolean => {
  const url = head(key);
  return url !== null && (url.startsWith('/api/bookings') || url.startsWith('/api/reviews') || url.startsWith('/api/cleaners'));
};
/** Everything the app read from the API (after a reconnect: what changed meanwhile is unknown). */
export const isApiKey = (key: unknown): boolean => head(key)?.startsWith('/api/') ?? false;

export type LiveFrame = { type: string; [key: string]: unknown };

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
    case 'UNREAD_COUNT_UPDATE':
      return { matches: null, unread: typeof frame.count === 'number' && Number.isFinite(frame.count) ? Math.max(0, Math.floor(frame.count)) : null };
    default:
      return { matches: null, unread: null };
  }
}
