import { randomInt } from 'node:crypto';
import {
  displayReferralCode, InvalidReferralCodeError, newReferralCode, normalizeReferralCode, referralTarget, REFERRAL_REWARD_CENTS, REFERRED_DISCOUNT_CENTS,
  rewardExpiresAt, withinRewardPeriod, type Actor,
} from '@weklean/domain';
import type { AccountsRepository, CommandHandler, Logger } from '@weklean/platform';
import { heldRewards, isFirstBooking, referralCodeOwner, referralCodeTaken, referrerOf, rewardsOf } from '@weklean/projections';
import type postgres from 'postgres';

/** An e-mail as one person's: lower case, without a `+tag`, and without dots for Gmail (fraud rule: the same e-mail once normalised). */
export function normalizedEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const base = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? base.replace(/\./g, '') : base}@${gmail ? 'gmail.com' : domain}`;
}

const cryptoRandom = () => randomInt(0, 1 << 30) / (1 << 30);

/**
 * The referral programme (docs/api/referrals.md): each client's and cleaner's code, issued the first time they look;
 * the friends who signed up with it and the $20 each brings; the person's own $10 when a friend referred them; the
 * rewards held for an admin.
 */
export function createReferrals(deps: { sql: postgres.Sql; commands: CommandHandler; accounts: AccountsRepository; publicUrl: string; logger: Logger; clock: () => Date; random?: () => number }) {
  const { sql, commands } = deps;
  const random = deps.random ?? cryptoRandom;

  /** A code nobody has (drawn again in the rare case it is taken). */
  const freshCode = async () => {
    for (let tries = 0; tries < 10; tries += 1) {
      const code = newReferralCode(random);
      if (!(await referralCodeTaken(sql, code))) return code;
    }
    throw new Error('no free referral code after 10 draws');
  };

  /** The person's own $10, when a friend referred them: waiting for their first booking, spent on it, or past. */
  const friendDiscountOf = async (userId: string, now: Date) => {
    const referral = await referrerOf(sql, userId);
    if (!referral) return null;
    const referredAt = referral.referred_at.toISOString();
    const status: 'pending' | 'used' | 'expired' =
      referral.discount_booking_id !== null ? 'used' : withinRewardPeriod(referredAt, now) && (await isFirstBooking(sql, userId)) ? 'pending' : 'expired';
    const expiresAt = rewardExpiresAt(referredAt);
    return { referrerName: referral.first_name ?? '', amountCents: REFERRED_DISCOUNT_CENTS, status, expiresAt, bookingId: referral.discount_booking_id };
  };

  const view = async (userId: string, state: { code: string | null; active: boolean }) => {
    const code = state.code ?? '';
    const now = deps.clock();
    const rows = await rewardsOf(sql, userId);
    const rewards = rows.map((row) => ({
      friendId: row.referee_id,
      friendName: row.first_name ?? '',
      friendRole: row.role,
      joinedAt: row.referred_at.toISOString(),
      status: row.reward_status,
      kind: row.reward_kind,
      amountCents: row.reward_cents,
      expiresAt: row.reward_expires_at?.toISOString() ?? null,
      earnedAt: row.reward_earned_at?.toISOString() ?? null,
      usedOn: row.reward_used_on,
      updatedAt: (row.reward_updated_at ?? row.referred_at).toISOString(),
    }));
    const credits = rewards.filter((reward) => reward.status === 'earned' && reward.kind === 'credit' && reward.expiresAt !== null && Date.parse(reward.expiresAt) > now.getTime());
    return {
      code: displayReferralCode(code),
      link: `${deps.publicUrl}/auth?ref=${code}`,
      active: state.active,
      rewardCents: REFERRAL_REWARD_CENTS,
      friendDiscountCents: REFERRED_DISCOUNT_CENTS,
      invitations: rewards.map((reward) => ({
        name: reward.friendName,
        role: reward.friendRole,
        joinedAt: reward.joinedAt,
        status: reward.earnedAt !== null || reward.status === 'held' || reward.status === 'refused' ? ('first-job-done' as const) : ('joined' as const),
      })),
      rewards,
      credit: {
        availableCents: credits.reduce((total, reward) => total + reward.amountCents, 0),
        nextExpiresAt: credits.map((reward) => reward.expiresAt!).sort()[0] ?? null,
      },
      friendDiscount: await friendDiscountOf(userId, now),
    };
  };

  return {
    /** The person's code and what it brought; issued on the first look. */
    async mine(actor: Actor) {
      const { state } = await commands.execute(referralTarget(actor.userId), 'IssueReferralCode', { userId: actor.userId, code: await freshCode() }, actor);
      return view(actor.userId, state);
    },

    async change(actor: Actor, action: 'deactivate' | 'reactivate' | 'replace') {
      const target = referralTarget(actor.userId);
      const { state } =
        action === 'deactivate'
          ? await commands.execute(target, 'DeactivateReferralCode', { userId: actor.userId }, actor)
          : action === 'reactivate'
            ? await commands.execute(target, 'ReactivateReferralCode', { userId: actor.userId }, actor)
            : await commands.execute(target, 'ReplaceReferralCode', { userId: actor.userId, code: await freshCode() }, actor);
      return view(actor.userId, state);
    },

    /** Rewards held by a fraud rule, for the admins (issue 16's marketing page lists them too). */
    async held() {
      const rows = await heldRewards(sql);
      return {
        items: rows.map((row) => ({
          referrerId: row.referrer_id,
          referrerName: row.referrer_name ?? '',
          friendId: row.referee_id,
          friendName: row.referee_name ?? '',
          amountCents: row.reward_cents,
          kind: row.reward_kind,
          bookingId: row.reward_booking_id,
          reasons: row.reasons,
          heldAt: row.held_at?.toISOString() ?? null,
        })),
      };
    },

    /** An admin's word on a held reward: approved, it is earned (naming the admin); refused, with the reason. */
    async decide(actor: Actor, referrerId: string, friendId: string, decision: { approve: true } | { approve: false; reason: string }) {
      const target = referralTarget(referrerId);
      const { state } = decision.approve
        ? await commands.execute(target, 'ApproveReferralReward', { userId: referrerId, refereeId: friendId }, actor)
        : await commands.execute(target, 'RefuseReferralReward', { userId: referrerId, refereeId: friendId, reason: decision.reason }, actor);
      const reward = state.rewards[friendId]!;
      return { referrerId, friendId, status: reward.status, kind: reward.kind, amountCents: reward.amountCents, expiresAt: reward.expiresAt };
    },

    /** Before an account is created: the referrer of a code typed at sign-up, or a refusal (SPEC: invalid referral code). */
    async referrerOf(input: string): Promise<{ userId: string; code: string }> {
      const code = normalizeReferralCode(input);
      const owner = code ? await referralCodeOwner(sql, code) : null;
      if (!code || !owner?.active) throw new InvalidReferralCodeError();
      return { userId: owner.userId, code };
    },

    /** The first name behind a code, for the sign-up page (null: not a code in use). */
    async preview(input: string) {
      const code = normalizeReferralCode(input);
      const owner = code ? await referralCodeOwner(sql, code) : null;
      if (!code || !owner?.active) return null;
      const person = await deps.accounts.byId(owner.userId);
      return person ? { code: displayReferralCode(code), referrerName: person.name.split(' ')[0] ?? '', friendDiscountCents: REFERRED_DISCOUNT_CENTS } : null;
    },

    /** After the account is created: the friend is recorded in the referrer's account (flagged when the e-mails match). */
    async record(referrer: { userId: string; code: string }, referee: { id: string; email: string }) {
      const now = deps.clock();
      const owner = await deps.accounts.byId(referrer.userId);
      const sameEmail = owner !== null && normalizedEmail(owner.email) === normalizedEmail(referee.email);
      try {
        await commands.execute(referralTarget(referrer.userId), 'RecordReferral', { userId: referrer.userId, refereeId: referee.id, code: referrer.code, sameEmail }, { userId: referee.id, now });
      } catch (error) {
        // The code changed between the check and now: the account stands, without the referral.
        deps.logger.warn('referral not recorded', { referrerId: referrer.userId, refereeId: referee.id, error });
      }
    },
  };
}

export type Referrals = ReturnType<typeof createReferrals>;
