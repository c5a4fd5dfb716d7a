import type { CleanerRatesForPricing, PropertyType } from '@weklean/domain';
import type postgres from 'postgres';

/** What a booking command needs to know from the read side, looked up before the command runs. */
export type BookableCleaner = { cleanerId: string; slug: string; name: string; rates: CleanerRatesForPricing };
export type BookableProperty = { propertyId: string; clientId: string; type: PropertyType; placeId: string | null };

export function createBookingFacts(sql: postgres.Sql) {
  return {
    /** A verified cleaner, as search shows them. */
    async cleanerBySlug(slug: string): Promise<BookableCleaner | null> {
      const [row] = await sql<
        { cleaner_id: string; slug: string; display_name: string; hourly_rate_cents: number | null; fixed_prices_cents: Record<string, number>; city_rates: { cityId: string; hourlyRateCents: number }[] }[]
      >`select cleaner_id, slug, display_name, hourly_rate_cents, fixed_prices_cents, city_rates from cleaner_profiles where slug = ${slug} and verified`;
      if (!row) return null;
      return {
        cleanerId: row.cleaner_id,
        slug: row.slug,
        name: row.display_name,
        rates: { hourlyRateCents: row.hourly_rate_cents, fixedPricesCents: row.fixed_prices_cents, cityRates: row.city_rates },
      };
    },
    async property(propertyId: string): Promise<BookableProperty | null> {
      const [row] = await sql<{ id: string; client_id: string; type: PropertyType; place_id: string | null }[]>`
        select id, client_id, type, place_id from properties where id = ${propertyId}`;
      return row ? { propertyId: row.id, clientId: row.client_id, type: row.type, placeId: row.place_id } : null;
    },
    /** No booking requested before, whatever became of it (the read model: a request made a moment ago may not count yet). */
    async isFirstBooking(clientId: string): Promise<boolean> {
      const [row] = await sql<{ any: boolean }[]>`select exists (select 1 from bookings where client_id = ${clientId}) as any`;
      return !row?.any;
    },
  };
}

export type BookingFacts = ReturnType<typeof createBookingFacts>;
