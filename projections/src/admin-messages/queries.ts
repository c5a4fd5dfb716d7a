import type postgres from 'postgres';

export type AdminMessageRow = {
  message_id: string;
  recipient_id: string;
  recipient_role: 'client' | 'cleaner';
  recipient_name: string | null;
  admin_id: string;
  subject: string;
  text: string;
  sent_at: Date;
  read_at: Date | null;
  position: string;
};

const PAGE = 20;

const paged = (rows: AdminMessageRow[], limit: number) => {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.position ?? null) : null };
};

/** Every admin message, the latest first, before the cursor: the admins' history with read status. */
export async function adminMessageHistory(sql: postgres.Sql, before: string | null, limit = PAGE) {
  const rows = await sql<AdminMessageRow[]>`
    select m.message_id, m.recipient_id, m.recipient_role, u.name as recipient_name, m.admin_id, m.subject, m.text, m.sent_at, m.read_at, m.position::text
    from admin_messages m left join users u on u.id = m.recipient_id
    ${before ? sql`where m.position < ${before}::bigint` : sql``}
    order by m.position desc limit ${limit + 1}`;
  return paged(rows, limit);
}

/** One person's messages from the platform, the latest first, before the cursor. */
export async function adminInboxOf(sql: postgres.Sql, userId: string, before: string | null, limit = PAGE) {
  const rows = await sql<AdminMessageRow[]>`
    select m.message_id, m.recipient_id, m.recipient_role, null as recipient_name, m.admin_id, m.subject, m.text, m.sent_at, m.read_at, m.position::text
    from admin_messages m
    where m.recipient_id = ${userId} ${before ? sql`and m.position < ${before}::bigint` : sql``}
    order by m.position desc limit ${limit + 1}`;
  return paged(rows, limit);
}

export async function adminMessageById(sql: postgres.Sql, messageId: string): Promise<AdminMessageRow | null> {
  const [row] = await sql<AdminMessageRow[]>`
    select m.message_id, m.recipient_id, m.recipient_role, u.name as recipient_name, m.admin_id, m.subject, m.text, m.sent_at, m.read_at, m.position::text
    from admin_messages m left join users u on u.id = m.recipient_id where m.message_id = ${messageId}`;
  return row ?? null;
}

/** Messages from the platform `userId` has not read. */
export async function adminUnreadCount(sql: postgres.Sql, userId: string): Promise<number> {
  const [row] = await sql<{ count: number }[]>`select count(*)::int as count from admin_messages where recipient_id = ${userId} and read_at is null`;
  return row?.count ?? 0;
}

export type AdminMessageStats = { role: 'client' | 'cleaner'; sent: number; read: number };

/** Sent and read, by the recipients' role (the admins' statistics). */
export async function adminMessageStats(sql: postgres.Sql): Promise<AdminMessageStats[]> {
  return sql<AdminMessageStats[]>`
    select recipient_role as role, count(*)::int as sent, count(read_at)::int as read from admin_messages group by recipient_role order by recipient_role`;
}

/** An account deleted: the messages it received leave the read model (the log's copies are sealed with its key). */
export async function eraseAdminMessagesTo(sql: postgres.Sql, recipientId: string): Promise<number> {
  const rows = await sql`update admin_messages set subject = '', text = '' where recipient_id = ${recipientId} and (text <> '' or subject <> '') returning 1`;
  return rows.length;
}
