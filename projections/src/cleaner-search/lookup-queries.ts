import type { CleanerRatesForPricing } from '@weklean/domain';
import type postgres from 'postgres';

/** What other features ask of a cleaner's search row: the booking form, the calendar feed, the demo bookings. */

/** What a booking needs to know of its cleaner: a verified one, as search shows them, with the rates to price by. */
export type BookableCleaner = { cleanerId: string; slug: string; name: string; rates: CleanerRatesForPricing };

export async function bookableCleanerBySlug(sql: postgres.Sql, slug: string): Promise<BookableCleaner | null> {
  const [row] = await sql<
    {
      cleaner_id: string;
      slug: string;
      display_name: string;
      hourly_rate_cents: number | null;
      fixed_prices_cents: Record<string, number>;
      city_rates: { cityId: string; hourlyRateCents: number }[];
    }[]
  >`select cleaner_id, slug, display_name, hourly_rate_cents, fixed_prices_cents, city_rates from cleaner_profiles p where slug = ${slug} and verified
      and not exists (select 1 from users u where u.id = p.cleaner_id and u.suspended_at is not null)`;
  if (!row) return null;
  return {
    cleanerId: row.cleaner_id,
    slug: row.slug,
    name: row.display_name,
    rates: { hourlyRateCents: row.hourly_rate_cents, fixedPricesCents: row.fixed_prices_cents, cityRates: row.city_rates },
  };
}

/** The id of the verified cleaner at this public address, or null. */
export async function verifiedCleanerIdBySlug(sql: postgres.Sql, slug: string): Promise<string | null> {
  const [row] = await sql<{ cleaner_id: string }[]>`select cleaner_id from cleaner_profiles where slug = ${slug} and verified`;
  return row?.cleaner_id ?? null;
}

/** The name a cleaner works under (their profile's, whether or not verified), or null before they have a profile. */
export async function cleanerDisplayName(sql: postgres.Sql, cleanerId: string): Promise<string | null> {
  return (await cleanerDisplayNames(sql, [cleanerId])).get(cleanerId) ?? null;
}

/** The names these cleaners work under, by id (the ones with a profile). */
export async function cleanerDisplayNames(sql: postgres.Sql, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id));
  if (wanted.length === 0) return new Map();
  const rows = await sql<{ cleaner_id: string; display_name: string }[]>`
    select cleaner_id::text, display_name from cleaner_profiles where cleaner_id = any(${wanted}::uuid[])`;
  return new Map(rows.map((row) => [row.cleaner_id, row.display_name]));
}

/** A cleaner's availability slots from `fromDate` on, for their calendar feed. */
export const slotsFrom = (sql: postgres.Sql, cleanerId: string, fromDate: string) =>
  sql<{ slot_id: string; date: string; start_time: string; end_time: string; status: string }[]>`
    select slot_id, to_char(date, 'YYYY-MM-DD') as date, to_char(start_time, 'HH24:MI') as start_time,
           to_char(end_time, 'HH24:MI') as end_time, status
    from cleaner_slots where cleaner_id = ${cleanerId} and date >= ${fromDate}::date - 1
    order by date, start_time limit 2000`;

/** Verified cleaners with an hourly rate who serve every one of these places, by slug (the demo bookings). */
export const hourlyCleanersServing = (sql: postgres.Sql, placeIds: readonly string[], limit: number) =>
  sql<{ slug: string; cleaner_id: string }[]>`
    select slug, cleaner_id from cleaner_profiles
    where verified and hourly_rate_cents is not null and served_place_ids @> ${[...placeIds]}::text[]
    order by slug limit ${limit}`;

/** Verified cleaners with a rate, where they live and the languages they speak, by slug (the demo reviews). */
export const verifiedCleanersWithRates = (sql: postgres.Sql, limit: number) =>
  sql<{ slug: string; cleaner_id: string; primary_city_id: string | null; languages: string[]; hourly: boolean }[]>`
    select slug, cleaner_id, primary_city_id, languages, hourly_rate_cents is not null as hourly from cleaner_profiles
    where verified and (hourly_rate_cents is not null or min_fixed_price_cents is not null)
    order by slug limit ${limit}`;
