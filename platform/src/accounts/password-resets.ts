import type postgres from 'postgres';
import { tokenDigest } from './tokens';

/** A password-reset link's token, kept as its digest only, valid for `seconds`. */
export async function storeResetToken(sql: postgres.Sql, userId: string, token: string, seconds: number): Promise<void> {
  await sql`
    insert into password_reset_tokens (token_hash, user_id, expires_at)
    values (${tokenDigest(token)}, ${userId}, now() + make_interval(secs => ${seconds}))`;
}

/**
 * Spends the token (once, before it expires), sets the password and ends every session of the account, in one
 * transaction; the account's id, or null when the token is unknown, used or expired (then nothing changed).
 */
export async function resetPasswordWith(sql: postgres.Sql, token: string, passwordHash: string): Promise<string | null> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ user_id: string }[]>`
      update password_reset_tokens set used_at = now()
      where token_hash = ${tokenDigest(token)} and used_at is null and expires_at > now()
      returning user_id`;
    if (!row) return null;
    await tx`update users set password_hash = ${passwordHash}, updated_at = now() where id = ${row.user_id}`;
    await tx`delete from sessions where user_id = ${row.user_id}`;
    await tx`delete from password_reset_tokens where user_id = ${row.user_id} and used_at is null`;
    return row.user_id;
  });
}
