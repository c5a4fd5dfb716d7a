import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';

/** A key answers its retries for this long (Stripe keeps its keys 24 h too). */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** How long a request holds its key while it runs: longer than any request takes (the gateway gives up at 90 s). */
export const IDEMPOTENCY_LEASE_SECONDS = 120;

/** What a request finds when it presents its key. */
export type KeyClaim =
  /** First use (or a key older than a day): go on, with this id for what the request makes. */
  | { kind: 'new'; resourceId: string }
  /** The first request's process stopped before answering: go on from what it left, made under this id. */
  | { kind: 'resume'; resourceId: string }
  /** Answered already: the same answer again. */
  | { kind: 'replay'; status: number; body: unknown }
  /** The key was used for another request (another body): a mistake of the client's, not a retry. */
  | { kind: 'mismatch' }
  /** The first request is still running. */
  | { kind: 'busy'; retryAfterSeconds: number };

/**
 * Idempotency keys of one kind of request (`scope`), per person, in PostgreSQL. A key is claimed with a lease; the
 * answer is kept when the request ends; a lease that ran out without an answer belongs to a stopped process and is
 * taken over by the next retry.
 */
export function createIdempotencyKeys(sql: postgres.Sql, scope: string) {
  const leaseEnd = (now: Date) => new Date(now.getTime() + IDEMPOTENCY_LEASE_SECONDS * 1000);
  return {
    async claim(userId: string, key: string, hash: string, now: Date): Promise<KeyClaim> {
      const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);
      const fresh = randomUUID();
      const [claimed] = await sql<{ resource_id: string }[]>`
        insert into idempotency_keys (user_id, scope, key, request_hash, resource_id, leased_until, created_at)
        values (${userId}, ${scope}, ${key}, ${hash}, ${fresh}, ${leaseEnd(now)}, ${now})
        on conflict (user_id, scope, key) do update
          set request_hash = excluded.request_hash, resource_id = excluded.resource_id, leased_until = excluded.leased_until,
              created_at = excluded.created_at, response_status = null, response_body = null
          where idempotency_keys.created_at < ${expired}
        returning resource_id`;
      if (claimed) return { kind: 'new', resourceId: claimed.resource_id };
      const [row] = await sql<{ request_hash: string; resource_id: string; leased_until: Date; response_status: number | null; response_body: unknown }[]>`
        select request_hash, resource_id, leased_until, response_status, response_body
        from idempotency_keys where user_id = ${userId} and scope = ${scope} and key = ${key}`;
      // Deleted meanwhile (the first request was refused and gave its key back): as new.
      if (!row) return this.claim(userId, key, hash, now);
      if (row.request_hash !== hash) return { kind: 'mismatch' };
      if (row.response_status !== null) return { kind: 'replay', status: row.response_status, body: row.response_body };
      const [taken] = await sql<{ resource_id: string }[]>`
        update idempotency_keys set leased_until = ${leaseEnd(now)}
        where user_id = ${userId} and scope = ${scope} and key = ${key} and response_status is null and leased_until <= ${now}
        returning resource_id`;
      if (taken) return { kind: 'resume', resourceId: taken.resource_id };
      return { kind: 'busy', retryAfterSeconds: Math.max(1, Math.ceil((row.leased_until.getTime() - now.getTime()) / 1000)) };
    },

    /** What the request makes from now on is made under another id (what the stopped one made was withdrawn). */
    async renew(userId: string, key: string): Promise<string> {
      const resourceId = randomUUID();
      await sql`update idempotency_keys set resource_id = ${resourceId} where user_id = ${userId} and scope = ${scope} and key = ${key}`;
      return resourceId;
    },

    /** The answer, kept for the retries. */
    async answer(userId: string, key: string, status: number, body: unknown) {
      await sql`
        update idempotency_keys set response_status = ${status}, response_body = ${JSON.stringify(body)}::text::json
        where user_id = ${userId} and scope = ${scope} and key = ${key}`;
    },

    /** Refused before anything was made: the key is free again (a corrected request may use it). */
    async release(userId: string, key: string) {
      await sql`delete from idempotency_keys where user_id = ${userId} and scope = ${scope} and key = ${key} and response_status is null`;
    },

    /** Keys past their day (the nightly retention job). */
    async deleteExpired(now: Date) {
      const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);
      return (await sql`delete from idempotency_keys where created_at < ${expired}`).count;
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;
