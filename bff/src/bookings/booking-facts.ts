import { REFERRED_DISCOUNT_CENTS, withinRewardPeriod, type PropertyType } from '@weklean/domain';
import { bookableCleanerBySlug, isFirstBooking, referrerOf, type BookableCleaner } from '@weklean/projections';
import { propertyFacts } from '@weklean/platform';
import type postgres from 'postgres';

export type { BookableCleaner } from '@weklean/projections';
/** What a booking command needs to know from the read side, looked up before the command runs. */
export type BookableProperty = { propertyId: string; clientId: string; type: PropertyType; placeId: string | null };

export function createBookingFacts(sql: postgres.Sql) {
  return {
    /** A verified cleaner, as search shows them. */
    cleanerBySlug: (slug: string): Promise<BookableCleaner | null> => bookableCleanerBySlug(sql, slug),
    /** The property's owner, type and place (its owner's module, platform/src/properties). */
    property: (propertyId: string): Promise<BookableProperty | null> => propertyFacts(sql, propertyId),
    /** No booking requested before, whatever became of it (the bookings read model). */
    isFirstBooking: (clientId: string) => isFirstBooking(sql, clientId),
    /** A referred friend's $10 (within 6 months of their sign-up) for their first booking; 0 when not referred or past. */
    async friendDiscountCents(clientId: string, now: Date): Promise<number> {
      const referral = await referrerOf(sql, clientId);
      if (!referral || referral.discount_booking_id !== null) return 0;
      return withinRewardPeriod(referral.referred_at.toISOString(), now) ? REFERRED_DISCOUNT_CENTS : 0;
    },
  };
}

export type BookingFacts = ReturnType<typeof createBookingFacts>;
