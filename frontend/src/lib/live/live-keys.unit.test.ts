import { describe, expect, it } from 'vitest';
import { isAdminMessagesKey, isApiKey, isBookingsKey, isConversationsKey, staleKeysOf } from './live-keys';

describe('what a live frame makes stale', () => {
  it('a booking change: the booking, its lists and documents', () => {
    const { matches } = staleKeysOf({ type: 'BOOKING_UPDATED', bookingId: 'b-1' });
    expect(matches).toBe(isBookingsKey);
    expect(['/api/bookings/b-1', ['/api/bookings', 'list', 1], '/api/bookings?status=pending'].every((key) => isBookingsKey(key))).toBe(true);
    expect(isBookingsKey('/api/properties')).toBe(false);
  });
  it('a message or a read receipt: the conversations', () => {
    expect(staleKeysOf({ type: 'NEW_MESSAGE' }).matches).toBe(isConversationsKey);
    expect(staleKeysOf({ type: 'READ_RECEIPT' }).matches).toBe(isConversationsKey);
    expect(isConversationsKey('/api/conversations/b-1/messages')).toBe(true);
  });
  it('a message from the platform, or its reading: the inbox, the admins’ history and statistics', () => {
    expect(staleKeysOf({ type: 'ADMIN_MESSAGE_SENT' }).matches).toBe(isAdminMessagesKey);
    expect(staleKeysOf({ type: 'ADMIN_MESSAGE_READ' }).matches).toBe(isAdminMessagesKey);
    expect(['/api/messages/admin', '/api/admin/messages?before=12', '/api/admin/messages/stats'].every((key) => isAdminMessagesKey(key))).toBe(true);
    expect(isAdminMessagesKey('/api/messages/unread')).toBe(false);
  });
  it('an unread count: the badge, at once, never below zero', () => {
    expect(staleKeysOf({ type: 'UNREAD_COUNT_UPDATE', count: 3 })).toEqual({ matches: null, unread: 3 });
    expect(staleKeysOf({ type: 'UNREAD_COUNT_UPDATE', count: -2 }).unread).toBe(0);
    expect(staleKeysOf({ type: 'UNREAD_COUNT_UPDATE', count: 'x' }).unread).toBeNull();
  });
  it('anything else: nothing', () => {
    expect(staleKeysOf({ type: 'PONG' })).toEqual({ matches: null, unread: null });
    expect(isApiKey('/locales/fr/common.json')).toBe(false);
  });
});
