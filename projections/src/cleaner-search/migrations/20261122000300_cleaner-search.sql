-- Up Migration
-- The cleaner-search read model, built by the cleaner-search projection from the cleaner-<userId> streams.
create table cleaner_profiles (
  cleaner_id uuid primary key,
  slug text not null unique,
  display_name text not null,
  primary_city_id text,
  region_id text,
  lat double precision,
  lng double precision,
  service_city_ids text[] not null default '{}',
  coverage_km integer not null default 0,
  -- Every place the cleaner serves: their service cities and the places within their coverage distance of the
  -- primary city, computed when the area changes, so that a city search is one GIN lookup.
  served_place_ids text[] not null default '{}',
  -- One date per open (available) slot, kept by the projection: availability labels and "available soon" read it
  -- without a lookup per cleaner.
  open_slot_dates date[] not null default '{}',
  service_types text[] not null default '{}',
  languages text[] not null default '{}',
  hourly_rate_cents integer,
  fixed_prices_cents jsonb not null default '{}'::jsonb,
  min_fixed_price_cents integer,
  city_rates jsonb not null default '[]'::jsonb,
  bio text not null default '',
  years_of_experience integer not null default 0,
  skills text[] not null default '{}',
  education text,
  certificates text[] not null default '{}',
  pets_tolerated text[] not null default '{}',
  eco_certified boolean not null default false,
  eligible boolean not null default false,
  insurance_expires_on date,
  verified boolean not null default false,
  rating numeric(3, 2),
  review_count integer not null default 0,
  completion_rate integer,
  response_time_minutes integer,
  avatar_file_id text,
  avatar_thumbnail_file_id text,
  started_at timestamptz not null,
  updated_at timestamptz not null
);
create index cleaner_profiles_served_places on cleaner_profiles using gin (served_place_ids) where verified;
create index cleaner_profiles_service_types on cleaner_profiles using gin (service_types) where verified;
create index cleaner_profiles_rating on cleaner_profiles (rating desc nulls last, review_count desc, slug) where verified;

create table cleaner_documents (
  document_id uuid primary key,
  cleaner_id uuid not null,
  document_type text not null,
  file_id text not null,
  content_type text not null,
  size_bytes integer not null,
  issued_on date,
  status text not null,
  reason text,
  submitted_at timestamptz not null,
  decided_at timestamptz,
  decided_by uuid
);
create index cleaner_documents_pending on cleaner_documents (status, submitted_at);
create index cleaner_documents_cleaner on cleaner_documents (cleaner_id);

create table cleaner_slots (
  slot_id uuid primary key,
  cleaner_id uuid not null,
  date date not null,
  start_time time not null,
  end_time time not null,
  status text not null
);
create index cleaner_slots_by_date on cleaner_slots (cleaner_id, date);
create index cleaner_slots_available on cleaner_slots (date, cleaner_id) where status = 'available';

create table cleaner_blocks (
  block_id uuid primary key,
  cleaner_id uuid not null,
  all_day boolean not null,
  days integer[] not null default '{}',
  date date,
  start_time time,
  end_time time
);
create index cleaner_blocks_cleaner on cleaner_blocks (cleaner_id);

create table cleaner_photos (
  photo_id uuid primary key,
  cleaner_id uuid not null,
  kind text not null,
  file_id text not null,
  thumbnail_file_id text not null,
  added_at timestamptz not null
);
create index cleaner_photos_cleaner on cleaner_photos (cleaner_id, kind, added_at);

-- What a client thinks of a cleaner: shapes that client's recommendations; reports reach the admins. A client's
-- preferences are personal data: deleted with the account.
create table cleaner_feedback (
  client_id uuid not null references users (id) on delete cascade,
  cleaner_id uuid not null,
  type text not null check (type in ('like', 'dislike', 'not_interested', 'report')),
  reason text check (reason in ('price', 'availability', 'location', 'communication', 'experience', 'services', 'other')),
  created_at timestamptz not null default now(),
  primary key (client_id, cleaner_id)
);
create index cleaner_feedback_reports on cleaner_feedback (created_at) where type = 'report';

-- Down Migration
drop table cleaner_feedback;
drop table cleaner_photos;
drop table cleaner_blocks;
drop table cleaner_slots;
drop table cleaner_documents;
drop table cleaner_profiles;
