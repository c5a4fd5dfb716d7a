import type postgres from 'postgres';

/**
 * What the admin audit reads besides the event log (issue 16): who the people named in events' metadata are, and the
 * e-mails the notifications reactor sent because of an event. Both tables belong to others (accounts, the mail log);
 * the audit only reads them.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type AuditPerson = { id: string; name: string; role: 'client' | 'cleaner' | 'admin' | null };

/** The people of these ids who still have an account (a deleted one, or `system`, is simply absent). */
export async function auditPeople(sql: postgres.Sql, ids: readonly string[]): Promise<Map<string, AuditPerson>> {
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await sql<AuditPerson[]>`select id::text, name, role from users where id = any(${wanted}::uuid[])`;
  return new Map(rows.map((row) => [row.id, row]));
}

export type SentNotification = { effectId: string; causeEventId: string; userId: string; template: string; sentAt: Date };

/**
 * The e-mails sent because of these events: the reactor's effect id is `mail:<causing event id>:<recipient id>`
 * (domain/src/live/live-reactor.ts), one row per e-mail actually handed to the mailer.
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
