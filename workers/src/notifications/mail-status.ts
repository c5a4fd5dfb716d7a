import type postgres from 'postgres';

/** The e-mail notifications sent: a quiet count where mail should flow says more than any error. */
export type MailDelivery = { sentLast24h: number; lastSentAt: string | null };

/**
 * Read from the notification log (one row per e-mail sent, written before the send and removed if it fails), so any
 * process can report it. Failures themselves show on the e-mail reactor's row (its last error and parked events).
 */
export async function readMailDelivery(sql: postgres.Sql): Promise<MailDelivery> {
  const [row] = await sql<{ sent: number; last: Date | null }[]>`
    select count(*) filter (where sent_at > now() - interval '24 hours')::int as sent, max(sent_at) as last from notification_log`;
  return { sentLast24h: row?.sent ?? 0, lastSentAt: row?.last?.toISOString() ?? null };
}
