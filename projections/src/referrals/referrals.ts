import type { ReferralEvent } from '@weklean/domain';
import type { Projection } from '../runner/projection';

/** Referral codes and invitations (docs/api/referrals.md). */
export const referrals: Projection = {
  name: 'referrals',
  eventTypes: ['ReferralCodeIssued', 'ReferralCodeDeactivated', 'ReferralCodeReactivated', 'ReferralCodeReplaced', 'FriendReferred'],
  apply: async (tx, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as ReferralEvent;
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
      case 'FriendReferred':
        await tx`
          insert into referral_invitations (referee_id, referrer_id, code, referred_at, flag)
          values (${event.data.refereeId}, ${event.data.userId}, ${event.data.code}, ${event.data.referredAt}, ${event.data.flag})
          on conflict (referee_id) do nothing`;
        return;
    }
  },
  reset: async (tx) => {
    await tx`delete from referral_invitations`;
    await tx`delete from referral_codes`;
  },
};
