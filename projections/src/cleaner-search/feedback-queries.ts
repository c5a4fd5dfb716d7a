import type postgres from 'postgres';

/**
 * A client's feedback on a cleaner (one per pair, the last one kept). The table is written here, not by the
 * projection: feedback is not an event yet; the projection deletes it with the cleaner's other rows.
 */
export async function saveFeedback(sql: postgres.Sql, feedback: { clientId: string; cleanerId: string; type: string; reason: string | null }) {
  await sql`
    insert into cleaner_feedback (client_id, cleaner_id, type, reason)
    values (${feedback.clientId}, ${feedback.cleanerId}, ${feedback.type}, ${feedback.reason})
    on conflict (client_id, cleaner_id) do update set type = excluded.type, reason = excluded.reason, created_at = now()`;
}

/** The reports clients made on cleaners, newest first (the admin area). */
export const cleanerReports = (sql: postgres.Sql) =>
  sql<{ slug: string; display_name: string; reason: string; created_at: Date }[]>`
    select p.slug, p.display_name, f.reason, f.created_at
    from cleaner_feedback f join cleaner_profiles p on p.cleaner_id = f.cleaner_id
    where f.type = 'report' order by f.created_at desc limit 500`;
