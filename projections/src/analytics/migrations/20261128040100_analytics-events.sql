-- Up Migration
-- The site's traffic (issue 16): page views, heartbeats and browser errors, sent by visitors who accepted analytics.
-- High volume and no business meaning, so kept apart from the event store, for 13 months (a daily job deletes older
-- rows). No personal data beyond the random id the browser drew: no user id, e-mail, IP address or user agent; the
-- signed-in person's role and a mobile/desktop class at most. A plain table: the daily deletion by `at` is an index
-- range scan; monthly partitions (dropping a month instead of deleting its rows) can come with the volume.
create table analytics_events (
  id bigint generated always as identity primary key,
  visitor_id uuid not null,
  kind text not null check (kind in ('pageview', 'heartbeat', 'error')),
  path text not null check (char_length(path) between 1 and 300),
  referrer_host text check (char_length(referrer_host) <= 255),
  language text not null check (language in ('fr', 'en')),
  brand text not null check (char_length(brand) <= 255),
  role text check (role in ('client', 'cleaner', 'admin')),
  device text not null check (device in ('mobile', 'desktop')),
  message text check (char_length(message) <= 500),
  source text check (char_length(source) <= 300),
  line integer,
  at timestamptz not null,
  received_at timestamptz not null default now()
);
create index analytics_events_at on analytics_events (at);
create index analytics_events_kind_at on analytics_events (kind, at);

-- Down Migration
drop table analytics_events;
