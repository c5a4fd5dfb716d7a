import type postgres from 'postgres';
import { instantsOf, SQL_TIME_ZONE, type Period } from './period';

/**
 * One cleaner's analytics for the admin (docs/api/admin-dashboard.md): who they are, and over a period, by week, their
 * bookings and how they answered, were cancelled and completed (the bookings read model), their reviews (reviews),
 * earnings and payouts (payouts), and every report about them (cleaner-search's feedback).
 */

export type CleanerIdentityRow = {
  name: string | null;
  display_name: string | null;
  slug: string | null;
  primary_city_id: string | null;
  verified: boolean | null;
  pending_documents: number;
  rejected_documents: number;
};

/** The cleaner's name, city and verification, or null when the id is no cleaner's (unknown, or a client or admin). */
export async function cleanerIdentity(sql: postgres.Sql, cleanerId: string): Promise<CleanerIdentityRow | null> {
  const [row] = await sql<(CleanerIdentityRow & { role: string | null; has_profile: boolean })[]>`
    select u.name, u.role, p.display_name, p.slug, p.primary_city_id, p.verified, p.cleaner_id is not null as has_profile,
      (select count(*) from cleaner_documents d where d.cleaner_id = ${cleanerId} and d.status = 'pending')::int as pending_documents,
      (select count(*) from cleaner_documents d where d.cleaner_id = ${cleanerId} and d.status = 'rejected')::int as rejected_documents
    from (select ${cleanerId}::uuid as id) asked
    left join users u on u.id = asked.id
    left join cleaner_profiles p on p.cleaner_id = asked.id`;
  if (!row || !(row.role === 'cleaner' || (row.role === null && row.has_profile))) return null;
  return row;
}

export type CleanerWeekRow = {
  /** The week's Monday (Quebec), or null on the period's total row. */
  week: string | null;
  requests: number;
  accepted: number;
  declined: number;
  expired: number;
  completed: number;
  cancelled_after_acceptance: number;
  cancelled_by_client: number;
  cancelled_by_cleaner: number;
  median_response_minutes: number | null;
};

const weekOf = (sql: postgres.Sql, column: string) => sql`to_char(date_trunc('week', ${sql(column)} at time zone ${SQL_TIME_ZONE}), 'YYYY-MM-DD')`;

/**
 * The bookings requested in the period, by week of request and in total (`week` null). The response time runs from
 * the moment the request reached the cleaner (its deposit paid, else its request) to their first answer.
 */
export const cleanerBookingWeeks = (sql: postgres.Sql, cleanerId: string, period: Pick<Period, 'from' | 'to'>) => {
  const { start, end } = instantsOf(period);
  return sql<CleanerWeekRow[]>`
    select ${weekOf(sql, 'requested_at')} as week,
      count(*)::int as requests,
      count(*) filter (where accepted_at is not null)::int as accepted,
      count(*) filter (where response = 'declined')::int as declined,
      count(*) filter (where status = 'expired')::int as expired,
      count(*) filter (where completed_at is not null)::int as completed,
      count(*) filter (where accepted_at is not null and status = 'cancelled')::int as cancelled_after_acceptance,
      count(*) filter (where cancelled_by = 'client')::int as cancelled_by_client,
      count(*) filter (where cancelled_by = 'cleaner')::int as cancelled_by_cleaner,
      (percentile_cont(0.5) within group (order by extract(epoch from responded_at - coalesce(deposit_paid_at, requested_at)) / 60)
        filter (where responded_at is not null))::float8 as median_response_minutes
    from bookings
    where cleaner_id = ${cleanerId} and requested_at >= ${start} and requested_at < ${end}
    group by grouping sets ((1), ())
    order by 1 nulls last`;
};

/** The clients' published reviews of the cleaner in the period (by publication), newest first. */
export const cleanerReviewsIn = (sql: postgres.Sql, cleanerId: string, period: Pick<Period, 'from' | 'to'>) => {
  const { start, end } = instantsOf(period);
  return sql<{ booking_id: string; ratings: Record<string, number>; comment: string; published_at: Date; week: string }[]>`
    select booking_id, ratings, comment, published_at, ${weekOf(sql, 'published_at')} as week
    from reviews
    where subject_id = ${cleanerId} and author_role = 'client' and status = 'published'
      and published_at >= ${start} and published_at < ${end}
    order by published_at desc
    limit 500`;
};

/** The cleaner's earnings credited in the period, by week and kind. */
export const cleanerEarningWeeks = (sql: postgres.Sql, cleanerId: string, period: Pick<Period, 'from' | 'to'>) => {
  const { start, end } = instantsOf(period);
  return sql<{ week: string; kind: 'service' | 'cancellation_fee'; amount: string }[]>`
    select ${weekOf(sql, 'earned_at')} as week, kind, sum(amount_cents)::text as amount
    from payout_earnings
    where cleaner_id = ${cleanerId} and earned_at >= ${start} and earned_at < ${end}
    group by 1, 2`;
};

/** The cleaner's payouts made in the period, newest first. */
export const cleanerPayoutsIn = (sql: postgres.Sql, cleanerId: string, period: Pick<Period, 'from' | 'to'>) => {
  const { start, end } = instantsOf(period);
  return sql<{ payout_id: string; kind: 'weekly' | 'instant'; amount_cents: string; fee_cents: string; status: string; created_at: Date; week: string }[]>`
    select payout_id, kind, amount_cents::text, fee_cents::text, status, created_at, ${weekOf(sql, 'created_at')} as week
    from payouts
    where cleaner_id = ${cleanerId} and created_at >= ${start} and created_at < ${end}
    order by created_at desc`;
};

/** Every report clients made on the cleaner, newest first: a report stays waiting whenever it was made. */
export const reportsAboutCleaner = (sql: postgres.Sql, cleanerId: string) =>
  sql<{ reason: string | null; created_at: Date }[]>`
    select reason, created_at from cleaner_feedback
    where cleaner_id = ${cleanerId} and type = 'report'
    order by created_at desc
    limit 500`;
