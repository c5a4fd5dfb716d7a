-- Owner: bff/src/auth (passkeys, passkey_challenges)
-- Up Migration
-- Issue 33: WebAuthn passkeys, a second way to sign in. A passkey belongs to its account and goes with it (deletion,
-- Quebec's Law 25). Only the public key is kept: a copy of this table signs nobody in.
create table passkeys (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  -- The authenticator's credential id, base64url: what a sign-in names.
  credential_id text not null unique,
  public_key bytea not null,
  -- The authenticator's signature counter (0 for those that keep none): a lower one than stored is a cloned key.
  sign_count bigint not null default 0,
  transports text[] not null default '{}',
  -- The relying party id (the site's host) it was made for: it signs in there only.
  rp_id text not null,
  name text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkeys_user on passkeys (user_id);

-- A ceremony's challenge, issued by the server and spent once (deleted as it is read), valid a few minutes.
-- A registration's is bound to its account; a sign-in's to none (usernameless: the passkey names the account).
create table passkey_challenges (
  challenge text primary key,
  purpose text not null check (purpose in ('register', 'sign-in')),
  user_id uuid references users (id) on delete cascade,
  rp_id text not null,
  expires_at timestamptz not null,
  check ((purpose = 'register') = (user_id is not null))
);
create index passkey_challenges_expiry on passkey_challenges (expires_at);

-- Down Migration
drop table passkey_challenges;
drop table passkeys;
