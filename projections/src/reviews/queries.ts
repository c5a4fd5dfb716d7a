import { REVIEW_CATEGORIES, type Ratings, type ReviewCategory, type ReviewRole } from '@weklean/domain';
import type postgres from 'postgres';

export type ReviewRow = {
  booking_id: string;
  author_role: ReviewRole;
  author_id: string;
  author_name: string | null;
  subject_id: string;
  subject_name: string | null;
  ratings: Ratings;
  comment: string;
  status: 'submitted' | 'published';
  submitted_at: Date;
  window_closes_at: Date;
  published_at: Date | null;
  reply: string | null;
  replied_at: Date | null;
  starts_at: Date | null;
  position: string;
};

/** A person's name as the other side sees it: a cleaner by their public name, a client by their account's first name. */
const NAMES = (sql: postgres.Sql) => sql`
  r.booking_id::text, r.author_role, r.author_id::text, r.subject_id::text, r.ratings, r.comment, r.status, r.submitted_at, r.window_closes_at,
  r.published_at, r.reply, r.replied_at, b.starts_at, r.position::text,
  case when r.author_role = 'cleaner' then ap.display_name else split_part(au.name, ' ', 1) end as author_name,
  case when r.author_role = 'client' then sp.display_name else su.name end as subject_name`;
const JOINS = (sql: postgres.Sql) => sql`
  left join bookings b on b.booking_id = r.booking_id
  left join users au on au.id = r.author_id left join cleaner_profiles ap on ap.cleaner_id = r.author_id
  left join users su on su.id = r.subject_id left join cleaner_profiles sp on sp.cleaner_id = r.subject_id`;

/** Both reviews of a booking as they stand (the caller hides the other side's until it is published). */
export async function reviewsOfBooking(sql: postgres.Sql, bookingId: string): Promise<ReviewRow[]> {
  return sql<ReviewRow[]>`select ${NAMES(sql)} from reviews r ${JOINS(sql)} where r.booking_id = ${bookingId}`;
}

/** When a completed booking's reviews can no longer be written (null: not completed, or completed before reviews). */
export async function reviewWindowOf(sql: postgres.Sql, bookingId: string): Promise<Date | null> {
  const [row] = await sql<{ closes_at: Date }[]>`select closes_at from review_windows where booking_id = ${bookingId}`;
  return row?.closes_at ?? null;
}

/** The completed bookings `userId` may still review, the soonest deadline first. */
export async function reviewsToWrite(sql: postgres.Sql, userId: string, now: Date) {
  return sql<{ booking_id: string; author_role: ReviewRole; starts_at: Date; closes_at: Date; other_name: string | null }[]>`
    select b.booking_id::text, case when b.client_id = ${userId} then 'client' else 'cleaner' end as author_role, b.starts_at, w.closes_at,
           case when b.client_id = ${userId} then cp.display_name else split_part(u.name, ' ', 1) end as other_name
    from review_windows w
    join bookings b on b.booking_id = w.booking_id
    left join cleaner_profiles cp on cp.cleaner_id = b.cleaner_id
    left join users u on u.id = b.client_id
    where (b.client_id = ${userId} or b.cleaner_id = ${userId}) and w.closes_at > ${now}
      and not exists (select 1 from reviews r where r.booking_id = b.booking_id and r.author_id = ${userId})
    order by w.closes_at limit 100`;
}

/** What `userId` wrote, the latest first. */
export async function reviewsWrittenBy(sql: postgres.Sql, userId: string): Promise<ReviewRow[]> {
  return sql<ReviewRow[]>`select ${NAMES(sql)} from reviews r ${JOINS(sql)} where r.author_id = ${userId} order by r.position desc limit 100`;
}

/** The published reviews about `userId`, the latest first, before the cursor. */
export async function reviewsAbout(sql: postgres.Sql, userId: string, before: string | null, limit = 20) {
  const rows = await sql<ReviewRow[]>`
    select ${NAMES(sql)} from reviews r ${JOINS(sql)}
    where r.subject_id = ${userId} and r.status = 'published' ${before ? sql`and r.position < ${before}::bigint` : sql``}
    order by r.position desc limit ${limit + 1}`;
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.position ?? null) : null };
}

/** The latest published reviews of cleaners on the platform (`/reviews`), before the cursor. */
export async function recentCleanerReviews(sql: postgres.Sql, before: string | null, limit = 20) {
  const rows = await sql<ReviewRow[]>`
    select ${NAMES(sql)} from reviews r ${JOINS(sql)}
    where r.author_role = 'client' and r.status = 'published' and sp.slug is not null ${before ? sql`and r.position < ${before}::bigint` : sql``}
    order by r.position desc limit ${limit + 1}`;
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.position ?? null) : null };
}

/** The public address of the cleaners reviewed (for links from `/reviews`). */
export async function cleanerSlugsOf(sql: postgres.Sql, cleanerIds: readonly string[]): Promise<Map<string, string>> {
  if (cleanerIds.length === 0) return new Map();
  const rows = await sql<{ cleaner_id: string; slug: string }[]>`select cleaner_id::text, slug from cleaner_profiles where cleaner_id = any(${[...cleanerIds]}::uuid[]) and verified`;
  return new Map(rows.map((row) => [row.cleaner_id, row.slug]));
}

/**
 * The published reviews of one kind (cleaners' by clients, or clients' by cleaners) about `subjectId`, or across the
 * platform: how many, and the average of each category, counted in the database rather than read row by row. Each
 * average is rounded to the hundredth exactly as `categoryAverages` (cleaner-search) does it in JavaScript: the
 * division and the scaling in float8 (IEEE doubles, as JS numbers), then `Math.round`, whose halves go up, where
 * PostgreSQL's own round() of a double takes them to the even neighbour. Null without reviews.
 */
export async function publishedRatingAverages(
  sql: postgres.Sql,
  options: { authorRole: ReviewRole; subjectId?: string },
): Promise<{ reviewCount: number; ratings: Record<ReviewCategory, number | null> }> {
  const rows = await sql<{ category: ReviewCategory; review_count: number; average: number | null }[]>`
    select category, review_count,
           (floor(hundredths) + case when hundredths - floor(hundredths) >= 0.5 then 1 else 0 end) / 100 as average
    from (
      select c.category, count(r.ratings)::int as review_count,
             sum((r.ratings ->> c.category)::float8) / nullif(count(r.ratings), 0)::float8 * 100 as hundredths
      from unnest(${[...REVIEW_CATEGORIES]}::text[]) as c(category)
      left join reviews r on r.status = 'published' and r.author_role = ${options.authorRole}
        ${options.subjectId ? sql`and r.subject_id = ${options.subjectId}` : sql``}
      group by c.category
    ) as totals`;
  const byCategory = new Map(rows.map((row) => [row.category, row]));
  return {
    reviewCount: rows[0]?.review_count ?? 0,
    ratings: Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, byCategory.get(category)?.average ?? null])) as Record<ReviewCategory, number | null>,
  };
}
