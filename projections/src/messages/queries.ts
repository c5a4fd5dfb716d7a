import { MESSAGING_OPEN_STATUSES } from '@weklean/domain';
import type postgres from 'postgres';

export type MessageRow = {
  message_id: string;
  booking_id: string;
  sender_id: string;
  recipient_id: string;
  text: string;
  sent_at: Date;
  read_at: Date | null;
  position: string;
};

/** Messages `userId` has not read, in every conversation. */
export async function unreadMessageCount(sql: postgres.Sql, userId: string): Promise<number> {
  const [row] = await sql<{ count: number }[]>`select count(*)::int as count from conversation_messages where recipient_id = ${userId} and read_at is null`;
  return row?.count ?? 0;
}

/**
 * The conversations open to `userId`: their bookings that are confirmed, in progress or done, with the other person
 * (their name and the thumbnail of their picture: a cleaner's avatar, a client's own photo), the last message and the unread count, the most recent first.
 */
export async function conversationsOf(sql: postgres.Sql, userId: string) {
  return sql<{
    booking_id: string;
    starts_at: Date;
    status: string;
    other_id: string;
    other_name: string | null;
    other_picture: string | null;
    last_text: string | null;
    last_sender_id: string | null;
    last_sent_at: Date | null;
    unread: number;
  }[]>`
    select b.booking_id, b.starts_at, b.status,
           case when b.client_id = ${userId} then b.cleaner_id else b.client_id end as other_id,
           case when b.client_id = ${userId} then cp.display_name else u.name end as other_name,
           case when b.client_id = ${userId} then cp.avatar_thumbnail_file_id else u.profile_pic_thumbnail end as other_picture,
           last.text as last_text, last.sender_id as last_sender_id, last.sent_at as last_sent_at,
           (select count(*)::int from conversation_messages m where m.booking_id = b.booking_id and m.recipient_id = ${userId} and m.read_at is null) as unread
    from bookings b
    left join cleaner_profiles cp on cp.cleaner_id = b.cleaner_id
    left join users u on u.id = b.client_id
    left join lateral (
      select text, sender_id, sent_at from conversation_messages m where m.booking_id = b.booking_id order by position desc limit 1
    ) last on true
    where (b.client_id = ${userId} or b.cleaner_id = ${userId}) and b.status = any(${[...MESSAGING_OPEN_STATUSES]})
    order by coalesce(last.sent_at, b.starts_at) desc
    limit 200`;
}

/**
 * The conversations `userId` and `otherId` share (bookings between them, one the client and the other the cleaner,
 * confirmed, in progress or done), the latest booking first. None for a stranger, an unknown id or oneself.
 */
export async function sharedConversationIds(sql: postgres.Sql, userId: string, otherId: string, limit = 50): Promise<string[]> {
  const rows = await sql<{ booking_id: string }[]>`
    select booking_id from bookings
    where ((client_id = ${userId} and cleaner_id = ${otherId}) or (client_id = ${otherId} and cleaner_id = ${userId}))
      and status = any(${[...MESSAGING_OPEN_STATUSES]})
    order by starts_at desc, booking_id limit ${limit}`;
  return rows.map((row) => row.booking_id);
}

/** A page of a conversation, the latest first, before the cursor (a message's position). */
export async function messagesOf(sql: postgres.Sql, bookingId: string, before: string | null, limit = 50): Promise<{ items: MessageRow[]; nextCursor: string | null }> {
  const rows = await sql<MessageRow[]>`
    select message_id, booking_id, sender_id, recipient_id, text, sent_at, read_at, position::text
    from conversation_messages
    where booking_id = ${bookingId} ${before ? sql`and position < ${before}::bigint` : sql``}
    order by position desc limit ${limit + 1}`;
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.position ?? null) : null };
}

export async function messageById(sql: postgres.Sql, messageId: string): Promise<MessageRow | null> {
  const [row] = await sql<MessageRow[]>`
    select message_id, booking_id, sender_id, recipient_id, text, sent_at, read_at, position::text from conversation_messages where message_id = ${messageId}`;
  return row ?? null;
}

/**
 * An account deleted: the texts its person wrote leave the read model at once (the log's copies are already
 * unreadable, their key destroyed; a rebuild gives the same empty texts).
 */
export async function eraseMessagesOf(sql: postgres.Sql, senderId: string): Promise<number> {
  const rows = await sql`update conversation_messages set text = '' where sender_id = ${senderId} and text <> '' returning 1`;
  return rows.length;
}

/** A conversation's messages one person has not read and has not been told of by e-mail yet. */
export type PendingDigest = {
  recipient_id: string;
  booking_id: string;
  starts_at: Date | null;
  sender_id: string;
  last_position: string;
  count: number;
  texts: string[];
};

/**
 * The conversations to send an unread-messages digest for at `now`: unread messages not yet in a digest
 * (`message_digest_log`), the oldest of them unread for `delay` at least and none older than `horizon` (a replay or
 * an old mailbox is not mailed). All of a conversation's such messages go in one digest, the latest `excerpts` texts.
 */
export async function pendingDigests(sql: postgres.Sql, options: { now: Date; delayMs: number; horizonMs: number; excerpts?: number }): Promise<PendingDigest[]> {
  const due = new Date(options.now.getTime() - options.delayMs);
  const horizon = new Date(options.now.getTime() - options.horizonMs);
  return sql<PendingDigest[]>`
    select m.recipient_id::text, m.booking_id::text, b.starts_at,
           (array_agg(m.sender_id::text order by m.position desc))[1] as sender_id,
           max(m.position)::text as last_position, count(*)::int as count,
           (array_agg(m.text order by m.position desc))[1:${options.excerpts ?? 5}] as texts
    from conversation_messages m
    left join bookings b on b.booking_id = m.booking_id
    left join message_digest_log d on d.user_id = m.recipient_id and d.booking_id = m.booking_id
    where m.read_at is null and m.sent_at > ${horizon} and m.position > coalesce(d.last_position, 0)
    group by m.recipient_id, m.booking_id, b.starts_at
    having min(m.sent_at) <= ${due}
    order by min(m.sent_at)
    limit 500`;
}
