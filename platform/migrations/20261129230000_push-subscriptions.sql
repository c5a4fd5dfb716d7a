-- Owner: platform/src/push (push_subscriptions)
-- Owner: workers/src/notifications (push_log)
-- Up Migration
-- Issue 36: web push. A subscription is one browser's push endpoint and keys (RFC 8291), belonging to the person who
-- made it and going with their account (deletion, Quebec's Law 25). An endpoint is one browser's: made again by
-- someone else (another person signing in on that device), it moves to them.
-- It lives as long as the session it was made in: signed out (or the session expired, or revoked by a new password),
-- the device gets nothing more, so that the next person on a shared device never sees the last one's news.
create table push_subscriptions (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  session_token_hash bytea not null references sessions (token_hash) on delete cascade,
  endpoint text not null unique,
  -- The browser's P-256 public key and auth secret, base64url, as its PushSubscription gives them.
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now(),
  last_success_at timestamptz,
  -- Deliveries refused in a row (other than 404/410, which remove the subscription); a success resets it.
  failures integer not null default 0
);
create index push_subscriptions_user on push_subscriptions (user_id);

-- The kinds of notification a person turned off for push (`EMAIL_KINDS`), apart from their e-mail choices.
alter table users add column push_opt_outs text[] not null default '{}';

-- Pushes sent: one row per notification (the reaction's effect id) and subscription, so that a reaction delivered
-- twice pushes once to each device.
create table push_log (
  effect_id text not null,
  subscription_id uuid not null references push_subscriptions (id) on delete cascade,
  sent_at timestamptz not null default now(),
  primary key (effect_id, subscription_id)
);

-- Down Migration
drop table push_log;
alter table users drop column push_opt_outs;
drop table push_subscriptions;
