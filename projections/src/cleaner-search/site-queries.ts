import type postgres from 'postgres';

/** What the public site's head tags and sitemap need of a cleaner who is shown publicly (verified, not suspended). */
export type PublicCleanerHead = { slug: string; name: string; cityId: string | null; photoFileId: string | null; updatedAt: Date };

/** Every publicly shown cleaner (slug is null), or the one with that slug: for the sitemap and a profile's head tags. */
export async function publicCleanerHeads(sql: postgres.Sql, slug: string | null): Promise<PublicCleanerHead[]> {
  const rows = await sql<
    { slug: string; display_name: string; primary_city_id: string | null; avatar_thumbnail_file_id: string | null; updated_at: Date }[]
  >`
    select p.slug, p.display_name, p.primary_city_id, p.avatar_thumbnail_file_id, p.updated_at
    from cleaner_profiles p
    where p.verified ${slug === null ? sql`` : sql`and p.slug = ${slug}`}
      and not exists (select 1 from users u where u.id = p.cleaner_id and u.suspended_at is not null)
    order by p.slug`;
  return rows.map((row) => ({
    slug: row.slug,
    name: row.display_name,
    cityId: row.primary_city_id,
    photoFileId: row.avatar_thumbnail_file_id,
    updatedAt: new Date(row.updated_at),
  }));
}
