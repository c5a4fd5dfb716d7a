-- Up Migration
-- Sort keys that let a search page come from an index instead of sorting every verified profile.
--
-- "Free this week" (the first key of the recommended order) depends on the day. It is kept as a flag for the week
-- that starts on `cleaner_search_week.week_of`: the BFF moves that date to today (Quebec time) and recomputes every
-- flag in one transaction the first time it searches on a new day, and the cleaner-search projection computes a
-- cleaner's flag against the stored date whenever their open slots change.
create table cleaner_search_week (
  singleton boolean primary key default true check (singleton),
  week_of date
);
insert into cleaner_search_week (week_of) values (null);

alter table cleaner_profiles
  add column open_this_week boolean not null default false,
  add column price_cents integer generated always as (coalesce(hourly_rate_cents, min_fixed_price_cents)) stored;

create index cleaner_profiles_recommended on cleaner_profiles (open_this_week desc, rating desc nulls last, review_count desc, slug) where verified;
create index cleaner_profiles_price_asc on cleaner_profiles (price_cents asc nulls last, slug) where verified;
create index cleaner_profiles_price_desc on cleaner_profiles (price_cents desc nulls last, slug) where verified;
create index cleaner_profiles_experience on cleaner_profiles (years_of_experience desc, slug) where verified;
-- Most cleaners offer the basic service: with prepared (generic) plans this index led the planner to intersect a city's
-- bitmap with one of nearly every profile (16 ms instead of 3 in the bench). Service types are filtered row by row.
drop index cleaner_profiles_service_types;

-- Down Migration
create index cleaner_profiles_service_types on cleaner_profiles using gin (service_types) where verified;
drop index cleaner_profiles_experience;
drop index cleaner_profiles_price_desc;
drop index cleaner_profiles_price_asc;
drop index cleaner_profiles_recommended;
alter table cleaner_profiles drop column price_cents, drop column open_this_week;
drop table cleaner_search_week;
