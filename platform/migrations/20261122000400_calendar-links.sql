-- Owner: platform/src/calendar (cleaner_calendar_links)
-- Owner: platform/src/calendar (cleaner_busy_times); joined for free dates by: projections/src/cleaner-search
-- Up Migration
-- A cleaner's calendar links: the secret token of their iCal feed, and the iCal address they import busy times from.
create table cleaner_calendar_links (
  cleaner_id uuid primary key references users (id) on delete cascade,
  feed_token text not null unique,
  import_url text,
  imported_at timestamptz,
  import_error text
);

-- Busy times read from the cleaner's own calendar (replaced at each import).
create table cleaner_busy_times (
  cleaner_id uuid not null references users (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  all_day boolean not null default false
);
create index cleaner_busy_times_cleaner on cleaner_busy_times (cleaner_id, starts_at);

-- Down Migration
drop table cleaner_busy_times;
drop table cleaner_calendar_links;
