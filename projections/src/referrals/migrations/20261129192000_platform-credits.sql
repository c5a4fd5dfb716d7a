-- Up Migration
-- Credits the platform gives clients (a dispute decided with a credit, issue 35): spent and expiring as referral
-- credits do, shown in the client's credit on /referrals with them. `credit_id`: the dispute's id.
create table platform_credits (
  credit_id text primary key,
  user_id uuid not null,
  booking_id uuid,
  amount_cents integer not null check (amount_cents > 0),
  status text not null check (status in ('earned', 'used', 'expired')),
  granted_at timestamptz not null,
  expires_at timestamptz not null,
  used_on uuid,
  updated_at timestamptz not null
);
create index platform_credits_user on platform_credits (user_id);
