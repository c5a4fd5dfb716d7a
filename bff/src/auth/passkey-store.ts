import { randomUUID } from 'node:crypto';
import type { PasskeySummary } from '@weklean/domain';
import type postgres from 'postgres';

export type ChallengePurpose = 'register' | 'sign-in';
export type StoredPasskey = {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  signCount: number;
  transports: string[];
  rpId: string;
};

/** How long a ceremony's challenge may be answered: the browser's own prompt times out before (passkeys.ts). */
export const CHALLENGE_SECONDS = 5 * 60;

/** The passkeys and ceremony challenges of platform/migrations/20261129160000_passkeys.sql. */
export function createPasskeyStore(sql: postgres.Sql) {
  return {
    async issueChallenge(challenge: string, purpose: ChallengePurpose, userId: string | null, rpId: string) {
      // Expired ones are swept here, where they are made, rather than by a timer of their own.
      await sql`delete from passkey_challenges where expires_at <= now()`;
      await sql`
        insert into passkey_challenges (challenge, purpose, user_id, rp_id, expires_at)
        values (${challenge}, ${purpose}, ${userId}, ${rpId}, now() + make_interval(secs => ${CHALLENGE_SECONDS}))`;
    },

    /**
     * Spends a challenge: deleted as it is read, so a second answer to it (a replay) finds nothing. Null when unknown,
     * spent, expired, of another purpose or (a registration's) another account's.
     */
    async spendChallenge(challenge: string, purpose: ChallengePurpose, userId: string | null): Promise<{ rpId: string } | null> {
      const [row] = await sql<{ rp_id: string; live: boolean; user_id: string | null }[]>`
        delete from passkey_challenges where challenge = ${challenge} and purpose = ${purpose}
        returning rp_id, expires_at > now() as live, user_id::text`;
      if (!row?.live || row.user_id !== userId) return null;
      return { rpId: row.rp_id };
    },

    async byCredentialId(credentialId: string): Promise<StoredPasskey | null> {
      const [row] = await sql<{ id: string; user_id: string; credential_id: string; public_key: Buffer; sign_count: string; transports: string[]; rp_id: string }[]>`
        select id::text, user_id::text, credential_id, public_key, sign_count::text, transports, rp_id from passkeys where credential_id = ${credentialId}`;
      return row
        ? { id: row.id, userId: row.user_id, credentialId: row.credential_id, publicKey: new Uint8Array(row.public_key), signCount: Number(row.sign_count), transports: row.transports, rpId: row.rp_id }
        : null;
    },

    async credentialIdsOf(userId: string): Promise<{ id: string; transports: string[] }[]> {
      const rows = await sql<{ credential_id: string; transports: string[] }[]>`select credential_id, transports from passkeys where user_id = ${userId}`;
      return rows.map((row) => ({ id: row.credential_id, transports: row.transports }));
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await sql<{ n: number }[]>`select count(*)::int as n from passkeys where user_id = ${userId}`;
      return row?.n ?? 0;
    },

    /** Adds a verified passkey; false when its credential id is already kept (by this account or another). */
    async add(passkey: Omit<StoredPasskey, 'id'> & { name: string }): Promise<PasskeySummary | null> {
      const [row] = await sql<{ id: string; created_at: Date }[]>`
        insert into passkeys (id, user_id, credential_id, public_key, sign_count, transports, rp_id, name)
        values (${randomUUID()}, ${passkey.userId}, ${passkey.credentialId}, ${Buffer.from(passkey.publicKey)}, ${passkey.signCount},
                ${passkey.transports}, ${passkey.rpId}, ${passkey.name})
        on conflict (credential_id) do nothing
        returning id::text, created_at`;
      return row ? { id: row.id, name: passkey.name, createdAt: row.created_at.toISOString(), lastUsedAt: null } : null;
    },

    /**
     * Records a sign-in with the counter the authenticator reported, only if no other sign-in moved it meanwhile (two
     * answers racing with one counter value: the second is refused). False: refused.
     */
    async recordUse(id: string, previousCount: number, newCount: number): Promise<boolean> {
      const rows = await sql`
        update passkeys set sign_count = ${newCount}, last_used_at = now()
        where id = ${id} and sign_count = ${previousCount}`;
      return rows.count === 1;
    },

    async listOf(userId: string): Promise<PasskeySummary[]> {
      const rows = await sql<{ id: string; name: string; created_at: Date; last_used_at: Date | null }[]>`
        select id::text, name, created_at, last_used_at from passkeys where user_id = ${userId} order by created_at, id`;
      return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at.toISOString(), lastUsedAt: row.last_used_at?.toISOString() ?? null }));
    },

    /** Deletes one of the account's passkeys; false when the account has none of that id. */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await sql`delete from passkeys where id = ${id} and user_id = ${userId}`;
      return rows.count === 1;
    },
  };
}

export type PasskeyStore = ReturnType<typeof createPasskeyStore>;
