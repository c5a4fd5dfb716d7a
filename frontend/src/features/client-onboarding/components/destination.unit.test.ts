import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../../lib/storage';
import { BOOKING_RETURN_KEY, bookingPathOf, destinationOf, keepBookingPath } from './destination';

describe('where the client onboarding ends', () => {
  it('goes back to the booking form the client came from', () => {
    expect(destinationOf('/book/amelie-m-1a2b3c', 'montreal')).toBe('/book/amelie-m-1a2b3c');
  });

  it("otherwise searches cleaners in the first property's city, or everywhere", () => {
    expect(destinationOf(null, 'saint-jerome')).toBe('/cleaners?city=saint-jerome');
    expect(destinationOf(null, null)).toBe('/cleaners');
  });

  it('takes only a booking form from the remembered path', () => {
    expect(bookingPathOf('/book/amelie-m-1a2b3c?from=home')).toBe('/book/amelie-m-1a2b3c');
    expect(bookingPathOf('/bookings')).toBeNull();
    expect(bookingPathOf('/book/../admin')).toBeNull();
    expect(bookingPathOf('//evil.example/book/x')).toBeNull();
    expect(bookingPathOf(null)).toBeNull();
  });

  it('keeps the booking form through a reload, once the app remembers the onboarding instead', () => {
    const store = memoryStore();
    expect(keepBookingPath(store, '/book/amelie-m-1a2b3c')).toBe('/book/amelie-m-1a2b3c');
    expect(keepBookingPath(store, '/client-onboarding')).toBe('/book/amelie-m-1a2b3c');
    expect(store.getItem(BOOKING_RETURN_KEY)).toBe('/book/amelie-m-1a2b3c');
    expect(keepBookingPath(memoryStore(), '/client-onboarding')).toBeNull();
  });
});
