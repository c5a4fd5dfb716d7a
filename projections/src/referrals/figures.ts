import type postgres from 'postgres';

export const REWARD_STATES = ['pending', 'held', 'earned', 'used', 'expired', 'refused'] as const;

export type ReferralFigures = {
  /** Codes ever drawn (replaced ones included), and the people who hold one now. */
  codesIssued: number;
  codeHolders: number;
  /** Friends who signed up through a code. */
  signUps: number;
  /** Of them, those whose first booking came (their $10 off spent, or the booking that earned the reward). */
  firstBookings: number;
  rewards: { state: (typeof REWARD_STATES)[number]; count: number; cents: number }[];
};

/** The referral programme's figures (admin marketing page), from the referrals read model. */
export async function referralFigures(sql: postgres.Sql): Promise<ReferralFigures> {
  const [codes] = await sql<{ issued: number; holders: number }[]>`
    select count(*)::int as issued, count(distinct user_id) filter (where current)::int as holders from referral_codes`;
  const [friends] = await sql<{ sign_ups: number; first_bookings: number }[]>`
    select count(*)::int as sign_ups,
      count(*) filter (where discount_booking_id is not null or reward_booking_id is not null)::int as first_bookings
    from referral_invitations`;
  const states = await sql<{ state: string; count: number; cents: number }[]>`
    select reward_status as state, count(*)::int as count, coalesce(sum(reward_cents), 0)::int as cents
    from referral_invitations group by reward_status`;
  return {
    codesIssued: codes?.issued ?? 0,
    codeHolders: codes?.holders ?? 0,
    signUps: friends?.sign_ups ?? 0,
    firstBookings: friends?.first_bookings ?? 0,
    rewards: REWARD_STATES.map((state) => {
      const row = states.find((candidate) => candidate.state === state);
      return { state, count: row?.count ?? 0, cents: row?.cents ?? 0 };
    }),
  };
}
