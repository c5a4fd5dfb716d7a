import type postgres from 'postgres';

/** Who owns a code, and whether it works (null: no such code). */
export async function referralCodeOwner(sql: postgres.Sql, code: string): Promise<{ userId: string; active: boolean } | null> {
  const [row] = await sql<{ user_id: string; active: boolean }[]>`select user_id::text, active from referral_codes where code = ${code}`;
  return row ? { userId: row.user_id, active: row.active } : null;
}

/** Whether a code is taken by anyone (a new code is drawn again). */
export async function referralCodeTaken(sql: postgres.Sql, code: string): Promise<boolean> {
  return (await sql`select 1 from referral_codes where code = ${code}`).length > 0;
}

/** The friends `userId` brought, the latest first: their first name and when they joined. */
export async function invitationsOf(sql: postgres.Sql, userId: string) {
  return sql<{ referee_id: string; first_name: string | null; role: string | null; referred_at: Date; flag: string | null }[]>`
    select i.referee_id::text, split_part(u.name, ' ', 1) as first_name, u.role, i.referred_at, i.flag
    from referral_invitations i left join users u on u.id = i.referee_id
    where i.referrer_id = ${userId} order by i.referred_at desc limit 200`;
}
