import type postgres from 'postgres';

/** Who a stored file belongs to, and as what: a profile photo (public) or a verification document (private). */
export async function fileOwner(sql: postgres.Sql, fileId: string): Promise<{ kind: 'photo' | 'document'; cleanerId: string } | null> {
  const [row] = await sql<{ kind: 'photo' | 'document'; cleaner_id: string }[]>`
    select 'photo' as kind, cleaner_id from cleaner_photos where file_id = ${fileId} or thumbnail_file_id = ${fileId}
    union all
    select 'document' as kind, cleaner_id from cleaner_documents where file_id = ${fileId}
    limit 1`;
  return row ? { kind: row.kind, cleanerId: row.cleaner_id } : null;
}

/** The thumbnail of a cleaner's avatar (their `profilePic`, public like their profile), or null. */
export async function cleanerAvatarOf(sql: postgres.Sql, cleanerId: string): Promise<string | null> {
  const [row] = await sql<{ avatar_thumbnail_file_id: string | null }[]>`
    select avatar_thumbnail_file_id from cleaner_profiles where cleaner_id = ${cleanerId}`;
  return row?.avatar_thumbnail_file_id ?? null;
}
