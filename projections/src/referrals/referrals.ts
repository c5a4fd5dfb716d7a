import type { BookingRequested, ReferralEvent } from '@weklean/domain';
import { rewardExpiresAt } from '@weklean/domain';
import type { Projection } from '@weklean/platform';

/**
 * Referral codes, invitations with their reward, where a friend spent their $10, and the platform's credits to clients
 * (a dispute's, spent and expiring as referral credits are: docs/api/referrals.md).
 */
export const referrals: Projection = {
  name: 'referrals',
  eventTypes: [
    'ReferralCodeIssued', 'ReferralCodeDeactivated', 'ReferralCodeReactivated', 'ReferralCodeReplaced', 'ReferralCodeDeleted', 'FriendReferred',
    'ReferralRewardHeld', 'ReferralRewardEarned', 'ReferralRewardRefused', 'ReferralCreditUsed', 'ReferralCreditRestored', 'ReferralRewardExpired',
    'BookingRequested', 'PlatformCreditGranted',
  ],
  apply: async (tx, recorded) => {
    if (recorded.type === 'BookingRequested') {
      const data = recorded.data as BookingRequested['data'];
      if ((data.price.referralDiscount ?? 0) > 0) {
        await tx`update referral_invitations set discount_booking_id = ${data.bookingId} where referee_id = ${data.clientId} and discount_booking_id is null`;
      }
      return;
    }
    const event = { type: recorded.type, data: recorded.data } as ReferralEvent;
    if (event.type === 'PlatformCreditGranted') {
      const { creditId, userId, bookingId, amountCents, grantedAt, expiresAt } = event.data;
      await tx`
        insert into platform_credits (credit_id, user_id, booking_id, amount_cents, status, granted_at, expires_at, updated_at)
        values (${creditId}, ${userId}, ${bookingId}, ${amountCents}, 'earned', ${grantedAt}, ${expiresAt}, ${grantedAt})
        on conflict (credit_id) do nothing`;
      return;
    }
    // A platform credit is spent, given back and expires by the same events as a referral credit, under its own id.
    if (event.type === 'ReferralCreditUsed' || event.type === 'ReferralCreditRestored' || event.type === 'ReferralRewardExpired') {
      const status = event.type === 'ReferralCreditUsed' ? 'used' : event.type === 'ReferralCreditRestored' ? 'earned' : 'expired';
      const usedOn = event.type === 'ReferralCreditUsed' ? event.data.bookingId : null;
      const [platform] = await tx`
        update platform_credits set status = ${status}, used_on = ${usedOn}, updated_at = ${event.data.at}
        where credit_id = ${event.data.refereeId} and user_id = ${event.data.userId} returning 1`;
      if (platform) return;
    }
    switch (event.type) {
      case 'ReferralCodeIssued':
        await tx`insert into referral_codes (code, user_id, active, current) values (${event.data.code}, ${event.data.userId}, true, true) on conflict (code) do nothing`;
        return;
      case 'ReferralCodeDeactivated':
      case 'ReferralCodeReactivated':
        await tx`update referral_codes set active = ${event.type === 'ReferralCodeReactivated'} where code = ${event.data.code} and user_id = ${event.data.userId}`;
        return;
      case 'ReferralCodeReplaced':
        await tx`update referral_codes set active = false, current = false where code = ${event.data.oldCode} and user_id = ${event.data.userId}`;
        await tx`insert into referral_codes (code, user_id, active, current) values (${event.data.code}, ${event.data.userId}, true, true) on conflict (code) do nothing`;
        return;
      case 'ReferralCodeDeleted':
        // The row stays (the code is never drawn for anyone else); it no longer works and is nobody's current code.
        await tx`update referral_codes set active = false, current = false where code = ${event.data.code} and user_id = ${event.data.userId}`;
        return;
      case 'FriendReferred':
        await tx`
          insert into referral_invitations (referee_id, referrer_id, code, referred_at, flag, reward_expires_at, reward_updated_at)
          values (${event.data.refereeId}, ${event.data.userId}, ${event.data.code}, ${event.data.referredAt}, ${event.data.flag},
            ${rewardExpiresAt(event.data.referredAt)}, ${event.data.referredAt})
          on conflict (referee_id) do nothing`;
        return;
      case 'ReferralRewardHeld': {
        const { refereeId, userId, kind, amountCents, bookingId, reasons, at } = event.data;
        await tx`
          update referral_invitations set reward_status = 'held', reward_kind = ${kind}, reward_cents = ${amountCents}, reward_booking_id = ${bookingId},
            reward_reasons = ${reasons}, reward_expires_at = null, reward_updated_at = ${at}
          where referee_id = ${refereeId} and referrer_id = ${userId}`;
        return;
      }
      case 'ReferralRewardEarned': {
        const { refereeId, userId, kind, amountCents, bookingId, earnedAt, expiresAt, approvedBy } = event.data;
        await tx`
          update referral_invitations set reward_status = 'earned', reward_kind = ${kind}, reward_cents = ${amountCents}, reward_booking_id = ${bookingId},
            reward_earned_at = ${earnedAt}, reward_expires_at = ${expiresAt}, reward_decided_by = ${approvedBy}, reward_updated_at = ${earnedAt}
          where referee_id = ${refereeId} and referrer_id = ${userId}`;
        return;
      }
      case 'ReferralRewardRefused':
        await tx`
          update referral_invitations set reward_status = 'refused', reward_decided_by = ${event.data.by}, reward_refusal_reason = ${event.data.reason},
            reward_updated_at = ${event.data.at}
          where referee_id = ${event.data.refereeId} and referrer_id = ${event.data.userId}`;
        return;
      case 'ReferralCreditUsed':
        await tx`
          update referral_invitations set reward_status = 'used', reward_used_on = ${event.data.bookingId}, reward_updated_at = ${event.data.at}
          where referee_id = ${event.data.refereeId} and referrer_id = ${event.data.userId}`;
        return;
      case 'ReferralCreditRestored':
        await tx`
          update referral_invitations set reward_status = 'earned', reward_used_on = null, reward_updated_at = ${event.data.at}
          where referee_id = ${event.data.refereeId} and referrer_id = ${event.data.userId}`;
        return;
      case 'ReferralRewardExpired':
        await tx`
          update referral_invitations set reward_status = 'expired', reward_updated_at = ${event.data.at}
          where referee_id = ${event.data.refereeId} and referrer_id = ${event.data.userId}`;
        return;
      case 'LedgerPosted':
        return;
    }
  },
  reset: async (tx) => {
    await tx`delete from referral_invitations`;
    await tx`delete from referral_codes`;
    await tx`delete from platform_credits`;
  },
};
