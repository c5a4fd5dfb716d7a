import type postgres from 'postgres';
import { newToken, tokenDigest } from './tokens';

/** Remembered: 30 days at most, 14 idle days. Otherwise a browser session: 24 h at most, 2 idle hours. */
export const SESSION_POLICY = {
  remembered: { absoluteSeconds: 30 * 24 * 3600, idleSeconds: 14 * 24 * 3600 },
  browser: { absoluteSeconds: 24 * 3600, idleSeconds: 2 * 3600 },
} as const;

export type Session = { userId: string; remember: boolean; tokenHash: Buffer };

export function createSessions(sql: postgres.Sql) {
  return {
    async open(userId: string, remember: boolean): Promise<{ token: string; maxAgeSeconds: number | null }> {
      const policy = remember ? SESSION_POLICY.remembered : SESSION_POLICY.browser;
      const token = newToken();
      await sql`
        insert into sessions (token_hash, user_id, remember, expires_at, idle_seconds)
        values (${tokenDigest(token)}, ${userId}, ${remember}, now() + make_interval(secs => ${policy.absoluteSeconds}), ${policy.idleSeconds})`;
      return { token, maxAgeSeconds: remember ? policy.absoluteSeconds : null };
    },
    /**
     * The live session of a token, refreshing its idle clock at most once a minute; null when absent or expired, or when
     * an admin suspended its account (its sessions are deleted then too: this holds if one was opened meanwhile).
     */
    async resolve(token: string): Promise<Session | null> {
      const hash = tokenDigest(token);
      const [row] = await sql<{ user_id: string; remember: boolean }[]>`
        update sessions set last_seen_at = case when last_seen_at < now() - interval '1 minute' then now() else last_seen_at end
        where token_hash = ${hash} and expires_at > now() and last_seen_at + make_interval(secs => idle_seconds) > now()
          and not exists (select 1 from users u where u.id = sessions.user_id and u.suspended_at is not null)
        returning user_id, remember`;
      return row ? { userId: row.user_id, remember: row.remember, tokenHash: hash } : null;
    },
    async revoke(tokenHash: Buffer) {
      await sql`delete from sessions where token_hash = ${tokenHash}`;
    },
    /** Ends every session of the user but the one given (a password change signs out the other devices). */
    async revokeOthers(userId: string, keep: Buffer | null) {
      if (keep) await sql`delete from sessions where user_id = ${userId} and token_hash <> ${keep}`;
      else await sql`delete from sessions where user_id = ${userId}`;
    },
    /** The token hashes of a person's open sessions (not expired, not idle too long): what lives only as long as one. */
    async openHashesOf(userId: string): Promise<Buffer[]> {
      const rows = await sql<{ token_hash: Buffer }[]>`
        select token_hash from sessions
        where user_id = ${userId} and expires_at > now() and last_seen_at + make_interval(secs => idle_seconds) > now()`;
      return rows.map((row) => row.token_hash);
    },
    async purgeExpired() {
      await sql`delete from sessions where expires_at <= now() or last_seen_at + make_interval(secs => idle_seconds) <= now()`;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
