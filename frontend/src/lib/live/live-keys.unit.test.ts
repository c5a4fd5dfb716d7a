import { describe, expect, it } from 'vitest';
import { isAdminMessagesKey, isApiKey, isBookingsKey, isConversationsKey, isDisputesKey, staleKeysOf, type LiveFrame } from './live-keys';

const message = { id: 'm-1', bookingId: 'b-1', senderId: 'u-1', recipientId: 'u-2', text: 'Bonjour', sentAt: '2026-01-01T10:00:00.000Z', readAt: null };

describe('what a live frame makes stale', () => {
  it('a booking change: the booking, its lists and documents', () => {
    const { matches } = staleKeysOf({ type: 'BOOKING_UPDATED', bookingId: 'b-1', event: 'BookingRequested', status: 'pending', paymentStatus: null });
    expect(matches).toBe(isBookingsKey);
    expect(['/api/bookings/b-1', ['/api/bookings', 'list', 1], '/api/bookings?status=pending'].every((key) => isBookingsKey(key))).toBe(true);
    expect(isBookingsKey('/api/properties')).toBe(false);
  });
  it('a message or a read receipt: the conversations', () => {
    const conversation = { id: 'b-1', bookingId: 'b-1', participantIds: ['u-1', 'u-2'] as [string, string] };
    expect(staleKeysOf({ type: 'NEW_MESSAGE', bookingUuid: 'b-1', uuidId: 'm-1', messageId: 'm-1', conversation, message }).matches).toBe(isConversationsKey);
    expect(staleKeysOf({ type: 'READ_RECEIPT', messageId: 'm-1', bookingId: 'b-1', readerId: 'u-2', readAt: message.sentAt }).matches).toBe(isConversationsKey);
    expect(isConversationsKey('/api/conversations/b-1/messages')).toBe(true);
  });
  it('a message from the platform, or its reading: the inbox, the admins’ history and statistics', () => {
    expect(staleKeysOf({ type: 'ADMIN_MESSAGE_SENT', message: { id: 'a-1', recipientId: 'u-1', subject: 'Hi', text: 'Hello', sentAt: message.sentAt, readAt: null } }).matches).toBe(isAdminMessagesKey);
    expect(staleKeysOf({ type: 'ADMIN_MESSAGE_READ', messageId: 'a-1', readBy: 'u-1', readAt: message.sentAt }).matches).toBe(isAdminMessagesKey);
    expect(['/api/messages/admin', '/api/admin/messages?before=12', '/api/admin/messages/stats'].every((key) => isAdminMessagesKey(key))).toBe(true);
    expect(isAdminMessagesKey('/api/messages/unread')).toBe(false);
  });
  it('a dispute moving on: the booking’s disputes and page, the admins’ list and file', () => {
    expect(staleKeysOf({ type: 'DISPUTE_UPDATED', disputeId: 'b-1', bookingId: 'b-1', status: 'answered' }).matches).toBe(isDisputesKey);
    expect(['/api/bookings/b-1/disputes', '/api/bookings/b-1', '/api/admin/disputes?status=open', '/api/admin/disputes/b-1'].every((key) => isDisputesKey(key))).toBe(true);
    expect(isDisputesKey('/api/admin/messages')).toBe(false);
  });
  it('an unread count: the badge, at once, never below zero', () => {
    expect(staleKeysOf({ type: 'UNREAD_COUNT_UPDATE', count: 3 })).toEqual({ matches: null, unread: 3 });
    expect(staleKeysOf({ type: 'UNREAD_COUNT_UPDATE', count: -2 }).unread).toBe(0);
    expect(staleKeysOf({ type: 'UNREAD_COUNT_UPDATE', count: 'x' } as unknown as LiveFrame).unread).toBeNull();
  });
  it('anything else: nothing', () => {
    expect(staleKeysOf({ type: 'PONG', timestamp: null, serverTime: 0, seq: null })).toEqual({ matches: null, unread: null });
    expect(staleKeysOf({ type: 'USER_TYPING', bookingId: 'b-1', bookingIds: ['b-1'], senderId: 'u-1', isTyping: true, timestamp: null })).toEqual({ matches: null, unread: null });
    expect(isApiKey('/locales/fr/common.json')).toBe(false);
  });
});
