import { randomInt } from 'node:crypto';
import {
  AlreadyReferredError, displayReferralCode, InvalidReferralCodeError, newReferralCode, normalizeReferralCode, OwnReferralCodeError, ReferralClaimTooLateError,
  ReferralCodeExpiredError, ReferralCodeInactiveError, ReferralCodeNotFoundError, referralTarget, REFERRAL_REWARD_CENTS, REFERRED_DISCOUNT_CENTS,
  rewardExpiresAt, withinRewardPeriod, type Actor, type Role,
} from '@weklean/domain';
import type { AccountsRepository, CommandHandler, Logger } from '@weklean/platform';
import { heldRewards, isFirstBooking, listBookings, platformCreditsOf, referralCodeOwner, referralCodeTaken, referrerOf, rewardsOf } from '@weklean/projections';
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

  /**
   * The referrer of a code about to be claimed (at sign-up or later), or a refusal that says why (SPEC 8): not a code or
   * nobody's (invalid), turned off (inactive), replaced or deleted (expired).
   */
  const codeOwner = async (input: string): Promise<{ userId: string; code: string }> => {
    const code = normalizeReferralCode(input);
    const owner = code ? await referralCodeOwner(sql, code) : null;
    if (!code || !owner) throw new InvalidReferralCodeError();
    if (!owner.current) throw new ReferralCodeExpiredError();
    if (!owner.active) throw new ReferralCodeInactiveError();
    return { userId: owner.userId, code };
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
    const code = state.code;
    const now = deps.clock();
    const [rows, platformRows] = await Promise.all([rewardsOf(sql, userId), platformCreditsOf(sql, userId)]);
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
    // The platform's credits (a dispute's) are spent with the referral credits: one credit to show.
    const platformCredits = platformRows.map((row) => ({
      id: row.credit_id,
      bookingId: row.booking_id,
      amountCents: row.amount_cents,
      status: row.status,
      grantedAt: row.granted_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      usedOn: row.used_on,
    }));
    const credits = [...rewards, ...platformCredits.map((credit) => ({ ...credit, kind: 'credit' as const }))]
      .filter((reward) => reward.status === 'earned' && reward.kind === 'credit' && reward.expiresAt !== null && Date.parse(reward.expiresAt) > now.getTime());
    return {
      // Null once the person deleted their code (until they ask for a new one).
      code: code === null ? null : displayReferralCode(code),
      link: code === null ? null : `${deps.publicUrl}/auth?ref=${code}`,
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
      platformCredits,
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

    async change(actor: Actor, action: 'deactivate' | 'reactivate' | 'replace' | 'renew') {
      const target = referralTarget(actor.userId);
      const { userId } = actor;
      const { state } =
        action === 'deactivate'
          ? await commands.execute(target, 'DeactivateReferralCode', { userId }, actor)
          : action === 'reactivate'
            ? await commands.execute(target, 'ReactivateReferralCode', { userId }, actor)
            : action === 'replace'
              ? await commands.execute(target, 'ReplaceReferralCode', { userId, code: await freshCode() }, actor)
              : await commands.execute(target, 'IssueReferralCode', { userId, code: await freshCode(), renew: true }, actor);
      return view(userId, state);
    },

    /**
     * Retires a code for good (docs/api/referrals.md): its owner, or an admin (a code spread where it should not be).
     * Unknown → 404; someone else's → 403 (the decider); replaced or already deleted → 409.
     */
    async deleteCode(actor: Actor, role: Role, input: string) {
      const code = normalizeReferralCode(input);
      const owner = code ? await referralCodeOwner(sql, code) : null;
      if (!code || !owner) throw new ReferralCodeNotFoundError();
      await commands.execute(referralTarget(owner.userId), 'DeleteReferralCode', { userId: owner.userId, code, byAdmin: role === 'admin' }, actor);
    },

    /**
     * A signed-in person who joined without a code enters a friend's: the same refusals as at sign-up, each with its
     * reason, and two more: one referrer per person, and only before their first booking (or first job, for a cleaner),
     * which the $10 and the friend's $20 are about.
     */
    async claim(actor: Actor, role: 'client' | 'cleaner', input: string) {
      const referrer = await codeOwner(input);
      if (referrer.userId === actor.userId) throw new OwnReferralCodeError();
      if (await referrerOf(sql, actor.userId)) throw new AlreadyReferredError();
      const booked = role === 'client' ? !(await isFirstBooking(sql, actor.userId)) : (await listBookings(sql, actor.userId, 'cleaner', { page: 1, pageSize: 1 })).total > 0;
      if (booked) throw new ReferralClaimTooLateError();
      const me = await deps.accounts.byId(actor.userId);
      const owner = await deps.accounts.byId(referrer.userId);
      const sameEmail = me !== null && owner !== null && normalizedEmail(owner.email) === normalizedEmail(me.email);
      await commands.execute(referralTarget(referrer.userId), 'RecordReferral', { userId: referrer.userId, refereeId: actor.userId, code: referrer.code, sameEmail }, actor);
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

    /** Before an account is created: the referrer of a code typed at sign-up, or a refusal that says why. */
    referrerOf: codeOwner,

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
