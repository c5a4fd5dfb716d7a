-- Up Migration
-- One $20 reward per invitation (issue 14): pending from the friend's sign-up, held for an admin, earned, used,
-- expired or refused; and the booking on which the friend spent their $10 off.
alter table referral_invitations
  add column reward_status text not null default 'pending'
    check (reward_status in ('pending', 'held', 'earned', 'used', 'expired', 'refused')),
  add column reward_kind text check (reward_kind in ('payout', 'credit')),
  add column reward_cents integer not null default 2000,
  add column reward_expires_at timestamptz,
  add column reward_booking_id uuid,
  add column reward_used_on uuid,
  add column reward_reasons text[] not null default '{}',
  add column reward_earned_at timestamptz,
  add column reward_decided_by text,
  add column reward_refusal_reason text,
  add column reward_updated_at timestamptz,
  add column discount_booking_id uuid;
create index referral_invitations_held on referral_invitations (reward_updated_at) where reward_status = 'held';

alter table payout_earnings drop constraint payout_earnings_kind_check;
alter table payout_earnings add constraint payout_earnings_kind_check check (kind in ('service', 'cancellation_fee', 'referral_reward'));

-- Down Migration
alter table payout_earnings drop constraint payout_earnings_kind_check;
alter table payout_earnings add constraint payout_earnings_kind_check check (kind in ('service', 'cancellation_fee'));
drop index referral_invitations_held;
alter table referral_invitations
  drop column reward_status, drop column reward_kind, drop column reward_cents, drop column reward_expires_at,
  drop column reward_booking_id, drop column reward_used_on, drop column reward_reasons, drop column reward_earned_at,
  drop column reward_decided_by, drop column reward_refusal_reason, drop column reward_updated_at, drop column discount_booking_id;
