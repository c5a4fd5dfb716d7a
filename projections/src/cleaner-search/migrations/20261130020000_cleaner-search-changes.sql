-- Up Migration
-- Search totals kept exact under writes without counting every matching profile again (issue 34). A search's total is
-- cached with the snapshot it was counted in; when profiles have changed since, the cache is brought up to date from
-- the changed cleaners only: total + (their rows now that match) − (their rows as of that snapshot that matched).
--
-- This log keeps, for every change of a column a search filters on, the cleaner's row as it was before the change
-- (`existed` false for a new row), with the transaction that made it: "changed since snapshot S" is a transaction not
-- visible in S, which is exact whatever order concurrent transactions commit in. The earliest logged change of a
-- cleaner not visible in S holds their row as of S (row locks order the changes of one row). `suspended` is the
-- account's suspension at the time, since the search leaves suspended accounts out (users.suspended_at).
-- Rows older than the totals cache's limit are deleted by the readers (search-queries.ts).
create table cleaner_search_changes (
  seq bigint generated always as identity primary key,
  xid xid8 not null default pg_current_xact_id(),
  recorded_at timestamptz not null default now(),
  cleaner_id uuid not null,
  existed boolean not null,
  suspended boolean not null default false,
  verified boolean,
  served_place_ids text[],
  rating numeric(3, 2),
  years_of_experience integer,
  service_types text[],
  languages text[],
  pets_tolerated text[],
  eco_certified boolean,
  background_check_issued_on date,
  display_name text,
  price_cents integer,
  open_slot_dates date[]
);
create index cleaner_search_changes_xid on cleaner_search_changes (xid);
create index cleaner_search_changes_recorded_at on cleaner_search_changes (recorded_at);

create function log_cleaner_search_change() returns trigger language plpgsql as $$
declare
  is_suspended boolean := exists (select 1 from users u where u.id = coalesce(old.cleaner_id, new.cleaner_id) and u.suspended_at is not null);
begin
  if tg_op = 'INSERT' then
    insert into cleaner_search_changes (cleaner_id, existed) values (new.cleaner_id, false);
  else
    insert into cleaner_search_changes (cleaner_id, existed, suspended, verified, served_place_ids, rating,
      years_of_experience, service_types, languages, pets_tolerated, eco_certified, background_check_issued_on,
      display_name, price_cents, open_slot_dates)
    values (old.cleaner_id, true, is_suspended, old.verified, old.served_place_ids, old.rating, old.years_of_experience,
      old.service_types, old.languages, old.pets_tolerated, old.eco_certified, old.background_check_issued_on,
      old.display_name, old.price_cents, old.open_slot_dates);
  end if;
  return null;
end $$;

create trigger cleaner_profiles_search_change_insert after insert on cleaner_profiles
  for each row execute function log_cleaner_search_change();
create trigger cleaner_profiles_search_change_delete after delete on cleaner_profiles
  for each row execute function log_cleaner_search_change();
-- Only the columns a search filters on: `updated_at`, photos, bios … change no total.
create trigger cleaner_profiles_search_change_update after update on cleaner_profiles
  for each row when ((old.verified, old.served_place_ids, old.rating, old.years_of_experience, old.service_types,
    old.languages, old.pets_tolerated, old.eco_certified, old.background_check_issued_on, old.display_name,
    old.price_cents, old.open_slot_dates) is distinct from (new.verified, new.served_place_ids, new.rating,
    new.years_of_experience, new.service_types, new.languages, new.pets_tolerated, new.eco_certified,
    new.background_check_issued_on, new.display_name, new.price_cents, new.open_slot_dates))
  execute function log_cleaner_search_change();

-- A suspension (or its lifting) changes the totals without touching the profile: logged with the profile as it is.
create function log_cleaner_suspension_change() returns trigger language plpgsql as $$
begin
  insert into cleaner_search_changes (cleaner_id, existed, suspended, verified, served_place_ids, rating,
    years_of_experience, service_types, languages, pets_tolerated, eco_certified, background_check_issued_on,
    display_name, price_cents, open_slot_dates)
  select p.cleaner_id, true, old.suspended_at is not null, p.verified, p.served_place_ids, p.rating,
    p.years_of_experience, p.service_types, p.languages, p.pets_tolerated, p.eco_certified,
    p.background_check_issued_on, p.display_name, p.price_cents, p.open_slot_dates
  from cleaner_profiles p where p.cleaner_id = new.id;
  return null;
end $$;

create trigger users_search_suspension_change after update of suspended_at on users
  for each row when ((old.suspended_at is null) is distinct from (new.suspended_at is null))
  execute function log_cleaner_suspension_change();

-- Down Migration
drop trigger users_search_suspension_change on users;
drop function log_cleaner_suspension_change();
drop trigger cleaner_profiles_search_change_update on cleaner_profiles;
drop trigger cleaner_profiles_search_change_delete on cleaner_profiles;
drop trigger cleaner_profiles_search_change_insert on cleaner_profiles;
drop function log_cleaner_search_change();
drop table cleaner_search_changes;
