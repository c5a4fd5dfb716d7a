-- Owner: platform/src/accounts (users); joined for names by: projections/src
-- Owner: platform/src/accounts (sessions, password_reset_tokens)
-- Owner: platform/src/mail (dev_mailbox)
-- Up Migration
-- Accounts are personal data: they live in tables that deletion empties (Quebec's Law 25), not in the event log.
create table users (
  id uuid primary key,
  name text not null,
  email text not null,
  password_hash text not null,
  role text check (role in ('client', 'cleaner', 'admin')),
  bio text not null default '',
  language text not null default 'fr' check (language in ('fr', 'en')),
  profile_pic text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

-- Only the SHA-256 of a session token is stored: a copy of this table opens no session.
create table sessions (
  token_hash bytea primary key,
  user_id uuid not null references users (id) on delete cascade,
  remember boolean not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  idle_seconds integer not null
);
create index sessions_user on sessions (user_id);

create table password_reset_tokens (
  token_hash bytea primary key,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_reset_tokens_user on password_reset_tokens (user_id);

-- Mail sent while no SMTP server is configured: readable by the developer and printed to the log.
create table dev_mailbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  created_at timestamptz not null default now()
);
create index dev_mailbox_to on dev_mailbox (lower(to_address));

-- Down Migration
drop table dev_mailbox;
drop table password_reset_tokens;
drop table sessions;
drop table users;
