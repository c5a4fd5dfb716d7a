import { describe, expect, it } from 'vitest';
import type { SummaryRow } from '@weklean/projections';
import { pastCleanersOf, weekOf } from './home-view';

const row = (bookingId: string, cleanerId: string, startsAt: string, slug: string | null = `slug-${cleanerId}`): SummaryRow => ({
  booking_id: bookingId, series_id: null, status: 'completed', payment_status: 'fully_paid', starts_at: new Date(startsAt),
  ends_at: new Date(startsAt), duration_hours: '4', frequency: 'one-time', emergency: false, final_price_cents: 10_000,
  requested_at: new Date(startsAt), expires_at: new Date(startsAt), client_id: 'client', cleaner_id: cleanerId, property_id: 'home',
  cleaner_slug: slug, cleaner_name: `Name ${cleanerId}`, cleaner_avatar: null, client_name: 'Client', client_avatar: null, property_name: 'Maison',
  property_type: 'house', property_city: 'Montréal', price: null,
});

describe('the home', () => {
  it('takes the payout week (Monday to Sunday, Quebec calendar) of now', () => {
    // Sunday 22 November 2026, 23:30 in Quebec (04:30 UTC on Monday).
    expect(weekOf(new Date('2026-11-23T04:30:00.000Z'))).toEqual({ monday: '2026-11-16', sunday: '2026-11-22', today: '2026-11-22' });
    expect(weekOf(new Date('2026-11-23T14:00:00.000Z'))).toEqual({ monday: '2026-11-23', sunday: '2026-11-29', today: '2026-11-23' });
  });

  it('lists past cleaners once each, the latest first, with how often they came and the best rating given', () => {
    const past = pastCleanersOf(
      [row('b1', 'anne', '2026-10-01T14:00:00Z'), row('b2', 'marc', '2026-11-01T14:00:00Z'), row('b3', 'anne', '2026-11-10T14:00:00Z'), row('b4', 'gone', '2026-11-12T14:00:00Z', null)],
      new Map([['anne', 5]]),
    );
    expect(past.map((cleaner) => [cleaner.cleanerId, cleaner.times, cleaner.myRating, cleaner.lastCleanedAt])).toEqual([
      ['anne', 2, 5, '2026-11-10T14:00:00.000Z'],
      ['marc', 1, null, '2026-11-01T14:00:00.000Z'],
    ]);
  });
});
