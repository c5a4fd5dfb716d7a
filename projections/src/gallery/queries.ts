import type postgres from 'postgres';
import type { GalleryRoom } from '@weklean/domain';

export type GalleryPairRow = {
  pairId: string;
  bookingId: string;
  room: GalleryRoom;
  beforeFileId: string;
  beforeThumbnailFileId: string;
  afterFileId: string;
  afterThumbnailFileId: string;
  publishedAt: Date;
};
export type PublicGalleryPairRow = GalleryPairRow & { cleanerName: string; cleanerSlug: string; cleanerCityId: string | null };

export const GALLERY_PAGE_SIZE = 12;

const columns = (sql: postgres.Sql) => sql`
  g.pair_id as "pairId", g.booking_id as "bookingId", g.room, g.before_file_id as "beforeFileId",
  g.before_thumbnail_file_id as "beforeThumbnailFileId", g.after_file_id as "afterFileId",
  g.after_thumbnail_file_id as "afterThumbnailFileId", g.published_at as "publishedAt"`;

const shownPublicly = (sql: postgres.Sql) => sql`
  p.verified and not exists (select 1 from users u where u.id = p.cleaner_id and u.suspended_at is not null)`;

/**
 * One page of the public gallery, the newest first: only the pairs of cleaners shown publicly (a profile that is
 * verified, not closed, its account not suspended — as search and the public profile).
 */
export async function galleryPage(
  sql: postgres.Sql,
  room: GalleryRoom | null,
  page: number,
  pageSize = GALLERY_PAGE_SIZE,
): Promise<{ pairs: PublicGalleryPairRow[]; total: number }> {
  const where = sql`
    where ${shownPublicly(sql)} ${room === null ? sql`` : sql`and g.room = ${room}`}
`;
  const pairs = await sql<PublicGalleryPairRow[]>`
    select ${columns(sql)}, p.display_name as "cleanerName", p.slug as "cleanerSlug", p.primary_city_id as "cleanerCityId"
    from gallery_pairs g join cleaner_profiles p on p.cleaner_id = g.cleaner_id ${where}
    order by g.position desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const [count] = await sql<{ total: number }[]>`
    select count(*)::int as total from gallery_pairs g join cleaner_profiles p on p.cleaner_id = g.cleaner_id ${where}`;
  return { pairs, total: count?.total ?? 0 };
}

/**
 * A cleaner's published pairs, the newest first, all of them or one booking's (their booking details show those of
 * each booking): GET /api/cleaners/me/gallery-pairs.
 */
export async function galleryPairsOf(sql: postgres.Sql, cleanerId: string, options: { bookingId?: string } = {}): Promise<GalleryPairRow[]> {
  return sql<GalleryPairRow[]>`
    select ${columns(sql)} from gallery_pairs g
    where g.cleaner_id = ${cleanerId} ${options.bookingId === undefined ? sql`` : sql`and g.booking_id = ${options.bookingId}`}
    order by g.position desc`;
}

/** One pair of the public gallery (its photos are served only while it is shown publicly). */
export async function publicGalleryPair(sql: postgres.Sql, pairId: string): Promise<GalleryPairRow | null> {
  const [row] = await sql<GalleryPairRow[]>`
    select ${columns(sql)} from gallery_pairs g join cleaner_profiles p on p.cleaner_id = g.cleaner_id
    where g.pair_id = ${pairId} and ${shownPublicly(sql)}`;
  return row ?? null;
}

/** Whether a file is one of the photos of a pair shown publicly in the gallery (then /api/files serves it to anyone). */
export async function isPublicGalleryFile(sql: postgres.Sql, fileId: string): Promise<boolean> {
  const rows = await sql`
    select 1 from gallery_pairs g join cleaner_profiles p on p.cleaner_id = g.cleaner_id
    where ${fileId} in (g.before_file_id, g.before_thumbnail_file_id, g.after_file_id, g.after_thumbnail_file_id)
      and ${shownPublicly(sql)}
    limit 1`;
  return rows.length > 0;
}

/**
 * The newest completed bookings of public cleaners, at most `perCleaner` each: the demo seed's gallery pairs name
 * them (demo/src/demo-gallery.ts).
 */
export async function completedBookingsOfPublicCleaners(
  sql: postgres.Sql,
  limit: number,
  perCleaner = 2,
): Promise<{ bookingId: string; cleanerId: string; completedAt: Date }[]> {
  return sql<{ bookingId: string; cleanerId: string; completedAt: Date }[]>`
    select "bookingId", "cleanerId", "completedAt" from (
      select b.booking_id as "bookingId", b.cleaner_id as "cleanerId", coalesce(b.completed_at, b.ends_at) as "completedAt",
        row_number() over (partition by b.cleaner_id order by coalesce(b.completed_at, b.ends_at) desc) as n
      from bookings b join cleaner_profiles p on p.cleaner_id = b.cleaner_id
      where b.status = 'completed' and ${shownPublicly(sql)}
    ) ranked
    where n <= ${perCleaner}
    order by "completedAt" desc, "bookingId"
    limit ${limit}`;
}
