import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { createSessions } from '../accounts/sessions';

/** A browser's subscription, as the push sender needs it. */
export type PushSubscriptionRecord = { id: string; endpoint: string; p256dh: string; auth: string };

/** The push subscriptions of platform/migrations/20261129230000_push-subscriptions.sql (issue 36). */
export function createPushSubscriptions(sql: postgres.Sql) {
  const sessions = createSessions(sql);
  return {
    /**
     * Keeps a browser's subscription for a person; the same endpoint again keeps its id (idempotent) with the keys it
     * now gives, and an endpoint another person registered moves to this one (the device is theirs now).
     */
    async save(userId: string, sessionTokenHash: Buffer, subscription: { endpoint: string; p256dh: string; auth: string }): Promise<{ id: string }> {
      const [row] = await sql<{ id: string }[]>`
        insert into push_subscriptions (id, user_id, session_token_hash, endpoint, p256dh, auth)
        values (${randomUUID()}, ${userId}, ${sessionTokenHash}, ${subscription.endpoint}, ${subscription.p256dh}, ${subscription.auth})
        on conflict (endpoint) do update
          set user_id = excluded.user_id, session_token_hash = excluded.session_token_hash, p256dh = excluded.p256dh, auth = excluded.auth, failures = 0
        returning id::text`;
      return { id: row!.id };
    },

    /** Removes one of the person's subscriptions; false when it is not theirs (or unknown). */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await sql`delete from push_subscriptions where id = ${id} and user_id = ${userId}`;
      return rows.count === 1;
    },

    /** Every subscription of a person, to deliver to. */
    async of(userId: string): Promise<PushSubscriptionRecord[]> {
      // Only while the session it was made in is open: a signed-out device (its session row gone with its
      // subscriptions) or one whose session ran out gets nothing.
      const open = await sessions.openHashesOf(userId);
      if (open.length === 0) return [];
      return sql<PushSubscriptionRecord[]>`
        select id::text, endpoint, p256dh, auth from push_subscriptions
        where user_id = ${userId} and session_token_hash = any(${sql.array(open)}::bytea[])
        order by created_at`;
    },

    /** What a person's data download shows of their subscriptions: the push service's host and the dates, no keys. */
    async summariesOf(userId: string): Promise<{ id: string; host: string; createdAt: string; lastSuccessAt: string | null }[]> {
      const rows = await sql<{ id: string; endpoint: string; created_at: Date; last_success_at: Date | null }[]>`
        select id::text, endpoint, created_at, last_success_at from push_subscriptions where user_id = ${userId} order by created_at`;
      return rows.map((row) => ({ id: row.id, host: new URL(row.endpoint).host, createdAt: row.created_at.toISOString(), lastSuccessAt: row.last_success_at?.toISOString() ?? null }));
    },

    async recordSuccess(id: string) {
      await sql`update push_subscriptions set last_success_at = now(), failures = 0 where id = ${id}`;
    },

    async recordFailure(id: string) {
      await sql`update push_subscriptions set failures = failures + 1 where id = ${id}`;
    },

    /** The push service said the subscription is gone (404, 410): it is forgotten. */
    async forget(id: string) {
      await sql`delete from push_subscriptions where id = ${id}`;
    },
  };
}

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
