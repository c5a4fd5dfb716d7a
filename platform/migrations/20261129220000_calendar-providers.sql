-- Owner: platform/src/calendar (calendar_provider_links, calendar_oauth_states, calendar_provider_events)
-- Up Migration
-- Issue 33 item 12: Google Calendar and Microsoft 365 through OAuth, beside the iCal links (which stay the default).

-- Busy times now come from the iCal import ('ics') or a connected provider: each source replaces only its own rows.
alter table cleaner_busy_times add column source text not null default 'ics';

-- A cleaner's connection to a provider. Tokens are sealed with AES-256-GCM (CALENDAR_TOKEN_KEY): a copy of this table
-- reads no one's calendar. `broken` once the provider refused the refresh token (invalid_grant): reconnect to resume.
create table calendar_provider_links (
  cleaner_id uuid not null references users (id) on delete cascade,
  provider text not null check (provider in ('google', 'microsoft')),
  account text,
  access_token bytea not null,
  refresh_token bytea,
  access_expires_at timestamptz not null,
  connected_at timestamptz not null,
  synced_at timestamptz,
  last_error text,
  broken boolean not null default false,
  primary key (cleaner_id, provider)
);

-- An authorization in progress: the state (stored hashed), bound to the session that asked, used once, 10 minutes.
create table calendar_oauth_states (
  state_hash bytea primary key,
  cleaner_id uuid not null references users (id) on delete cascade,
  session_hash bytea not null,
  provider text not null,
  code_verifier bytea not null,
  expires_at timestamptz not null
);

-- The provider's event written for a confirmed booking: updated on a postponement, deleted on a cancellation.
create table calendar_provider_events (
  booking_id uuid not null,
  provider text not null,
  cleaner_id uuid not null references users (id) on delete cascade,
  event_id text not null,
  primary key (booking_id, provider)
);

-- Down Migration
drop table calendar_provider_events;
drop table calendar_oauth_states;
drop table calendar_provider_links;
alter table cleaner_busy_times drop column source;
