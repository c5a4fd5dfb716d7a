-- Owner: platform/src/personal-data (person_keys)
-- Up Migration
-- One AES-256 key per person whose personal data the event log carries (platform/src/personal-data). Deleting the
-- row, which the account deletion does in the same transaction as the account, makes those fields unreadable for good.
-- No foreign key to users: a key may exist for a person whose account lives elsewhere (a test, an import).
create table person_keys (
  person_id uuid primary key,
  key bytea not null check (octet_length(key) = 32),
  created_at timestamptz not null default now()
);

-- Down Migration
drop table person_keys;
