-- Referral codes and the friends they brought (issue 14). A code is unique (replaced codes stay, inactive, so an old
-- link is refused rather than taken by someone else).
create table referral_codes (
  code text primary key,
  user_id uuid not null,
  active boolean not null,
  current boolean not null
);
create index referral_codes_user on referral_codes (user_id) where current;

create table referral_invitations (
  referee_id uuid primary key,
  referrer_id uuid not null,
  code text not null,
  referred_at timestamptz not null,
  flag text
);
create index referral_invitations_referrer on referral_invitations (referrer_id, referred_at desc);
