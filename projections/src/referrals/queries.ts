import type postgres from 'postgres';

/** Who owns a code, whether it works, and whether it is still its owner's (false: replaced or deleted); null: no such code. */
export async function referralCodeOwner(sql: postgres.Sql, code: string): Promise<{ userId: string; active: boolean; current: boolean } | null> {
  const [row] = await sql<{ user_id: string; active: boolean; current: boolean }[]>`select user_id::text, active, current from referral_codes where code = ${code}`;
  return row ? { userId: row.user_id, active: row.active, current: row.current } : null;
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

/** The rewards `userId` brings, one per friend (from the invitations). */
export type RewardRow = {
  referee_id: string;
  first_name: string | null;
  role: string | null;
  referred_at: Date;
  reward_status: 'pending' | 'held' | 'earned' | 'used' | 'expired' | 'refused';
  reward_kind: 'payout' | 'credit' | null;
  reward_cents: number;
  reward_expires_at: Date | null;
  reward_earned_at: Date | null;
  reward_used_on: string | null;
  reward_booking_id: string | null;
  reward_updated_at: Date | null;
};

/** The friends `userId` brought, the latest first, each with their reward. */
export async function rewardsOf(sql: postgres.Sql, userId: string) {
  return sql<RewardRow[]>`
    select i.referee_id::text, split_part(u.name, ' ', 1) as first_name, u.role, i.referred_at, i.reward_status, i.reward_kind, i.reward_cents,
      i.reward_expires_at, i.reward_earned_at, i.reward_used_on::text, i.reward_booking_id::text, i.reward_updated_at
    from referral_invitations i left join users u on u.id = i.referee_id
    where i.referrer_id = ${userId} order by i.referred_at desc limit 200`;
}

/** The credits the platform gave `userId` (a dispute's), the latest first. */
export async function platformCreditsOf(sql: postgres.Sql, userId: string) {
  return sql<{ credit_id: string; booking_id: string | null; amount_cents: number; status: 'earned' | 'used' | 'expired'; granted_at: Date; expires_at: Date; used_on: string | null }[]>`
    select credit_id, booking_id::text, amount_cents, status, granted_at, expires_at, used_on::text
    from platform_credits where user_id = ${userId} order by granted_at desc limit 200`;
}

/** Who referred `refereeId` (null: nobody), when, and the booking their $10 went to (null: not spent yet). */
export async function referrerOf(sql: postgres.Sql, refereeId: string) {
  const [row] = await sql<{ referrer_id: string; first_name: string | null; referred_at: Date; discount_booking_id: string | null; flag: string | null }[]>`
    select i.referrer_id::text, split_part(u.name, ' ', 1) as first_name, i.referred_at, i.discount_booking_id::text, i.flag
    from referral_invitations i left join users u on u.id = i.referrer_id where i.referee_id = ${refereeId}`;
  return row ?? null;
}

/** Rewards held for an admin (fraud rules), the oldest first: who, which friend, why. */
export async function heldRewards(sql: postgres.Sql, limit = 100) {
  return sql<{ referrer_id: string; referrer_name: string | null; referee_id: string; referee_name: string | null; reward_cents: number; reward_kind: string | null; reward_booking_id: string | null; flag: string | null; reasons: string[]; held_at: Date | null }[]>`
    select i.referrer_id::text, r.name as referrer_name, i.referee_id::text, f.name as referee_name, i.reward_cents, i.reward_kind,
      i.reward_booking_id::text, i.flag, i.reward_reasons as reasons, i.reward_updated_at as held_at
    from referral_invitations i left join users r on r.id = i.referrer_id left join users f on f.id = i.referee_id
    where i.reward_status = 'held' order by i.reward_updated_at asc limit ${limit}`;
}

/** A client's latest bookings (the referral card rule compares the cards they paid with). */
export async function latestBookingIdsOfClient(sql: postgres.Sql, clientId: string, limit: number): Promise<string[]> {
  const rows = await sql<{ booking_id: string }[]>`select booking_id::text from bookings where client_id = ${clientId} order by starts_at desc limit ${limit}`;
  return rows.map((row) => row.booking_id);
}
