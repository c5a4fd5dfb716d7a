import { describe, expect, it } from 'vitest';
import { bookingListKey, bookingsUrl, isBookingListKey, mergeNewestFirst } from './list-bookings';
import type { BookingCounts, BookingPage, BookingSummary } from './booking-types';

const counts: BookingCounts = { pending: 0, confirmed: 0, in_progress: 0, completed: 0, cancelled: 0, declined: 3, declinedByClient: 2, expired: 0, withdrawn: 0 };

function booking(id: string, startsAt: string): BookingSummary {
  return {
    id, seriesId: null, status: 'declined', paymentStatus: 'initial_pending', progressLabel: null, startsAt, endsAt: startsAt, durationHours: 4,
    frequency: 'one-time', emergency: false, cleaner: { id: 'c', slug: null, name: 'C', avatarUrl: null }, client: { id: 'u', name: 'U', avatarUrl: null },
    property: null, finalPrice: 0, createdAt: startsAt, expiresAt: null, earning: null,
  };
}

const page = (items: BookingSummary[], total: number): BookingPage => ({ items, total, counts });

describe('the bookings list request', () => {
  it('asks for one status and one page', () => {
    expect(bookingsUrl('upcoming', 2, 10)).toBe('/api/bookings?status=upcoming&page=2&pageSize=10');
  });

  it('keys the cache by statuses and page, under a tag the actions can find', () => {
    const key = bookingListKey({ statuses: ['declined', 'declinedByClient'], page: 1, pageSize: 10 });
    expect(isBookingListKey(key)).toBe(true);
    expect(isBookingListKey('/api/bookings/b1')).toBe(false);
  });

  it('merges two newest-first lists into one page, newest first, with both totals', () => {
    const byCleaner = page([booking('a', '2026-11-20T14:00:00Z'), booking('b', '2026-10-01T14:00:00Z'), booking('c', '2026-09-01T14:00:00Z')], 3);
    const byClient = page([booking('d', '2026-10-15T14:00:00Z'), booking('e', '2026-08-01T14:00:00Z')], 2);
    expect(mergeNewestFirst([byCleaner, byClient], 1, 2)).toEqual({ items: [byCleaner.items[0], byClient.items[0]], total: 5, counts });
    expect(mergeNewestFirst([byCleaner, byClient], 2, 2).items.map((item) => item.id)).toEqual(['b', 'c']);
    expect(mergeNewestFirst([byCleaner, byClient], 3, 2).items.map((item) => item.id)).toEqual(['e']);
  });
});
