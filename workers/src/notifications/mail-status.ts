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

export type SentNotification = { effectId: string; causeEventId: string; userId: string; template: string; sentAt: Date };

/**
 * The e-mails sent because of these events, for the admin audit: the reactor's effect id is
 * `mail:<causing event id>:<recipient id>` (domain/src/live/live-reactor.ts), one row per e-mail actually handed to the
 * mailer.
 */
export async function notificationsCausedBy(sql: postgres.Sql, eventIds: readonly string[]): Promise<SentNotification[]> {
  if (eventIds.length === 0) return [];
  const rows = await sql<{ effect_id: string; cause: string; user_id: string; template: string; sent_at: Date }[]>`
    select effect_id, split_part(effect_id, ':', 2) as cause, user_id::text, template, sent_at
    from notification_log
    where effect_id like 'mail:%' and split_part(effect_id, ':', 2) = any(${[...new Set(eventIds)]}::text[])
    order by sent_at, effect_id`;
  return rows.map((row) => ({ effectId: row.effect_id, causeEventId: row.cause, userId: row.user_id, template: row.template, sentAt: row.sent_at }));
}
